import fs from 'node:fs';

import type {APIRequestContext} from '@playwright/test';
import {join} from 'node:path';

import {specRoutes} from '../routes';
import {expect, hydrated, open, test} from './fixtures';

const buildDir = process.env.BUILD_DIR ?? 'build';

/** Each path answers 301, its Location exactly the target: a path on this site, with its query. */
async function expectRedirects(request: APIRequestContext, cases: [string, string][]) {
  for (const [path, target] of cases) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(target);
  }
}

// The build ships the files a host needs, and every page works under the
// Content-Security-Policy of its rules. `npm test` runs this file twice: against
// scripts/serve.mjs, which applies build/_headers, and against Debian's nginx with
// build/nginx.conf (project `nginx` of playwright.config.ts), the two renderings of the same rules.
test('HTML is served with the security headers and short caching', async ({request}) => {
  const response = await request.get('/get-started/overview');
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('hashed assets are cached for a year as immutable', async ({page, request}) => {
  await open(page, '/');
  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  const response = await request.get(script!);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Document-only headers are not repeated on every asset.
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
});

test('text responses are compressed when the client accepts it', async ({request}) => {
  for (const path of ['/get-started/overview', '/search-index/manifest.json', '/llms.txt']) {
    const response = await request.get(path, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
  }
});

test('robots.txt, llms.txt and Markdown copies of docs pages are served', async ({request}) => {
  const robotsResponse = await request.get('/robots.txt');
  expect(robotsResponse.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robotsResponse.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('# Saturn');
  expect(llms).toMatch(/\[What Saturn monitors and how\]\(\S+\/get-started\/overview\.md\)/);
  const markdown = await request.get('/get-started/overview.md');
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await markdown.text();
  expect(text).toMatch(/^# What Saturn monitors and how/);
  expect(text).not.toContain('<div');
  const openapi = await request.get('/openapi.yaml');
  expect(openapi.headers()['content-type']).toBe('application/yaml; charset=utf-8');
});

test('each page has one address: the other spelling redirects there', async ({request}) => {
  for (const path of ['/monitors/types', '/changelog/', '/search', '/']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<h1');
  }
  const cases: [string, string][] = [
    ['/monitors/types/', '/monitors/types'],
    ['/api/reference/', '/api/reference'],
    ['/changelog', '/changelog/'],
    ['/search/?q=grace', '/search?q=grace'],
    // A run of slashes is one slash: the client router knows no page at /get-started//overview.
    ['/get-started//overview', '/get-started/overview'],
    ['/get-started///overview?a=b//c', '/get-started/overview?a=b//c'],
  ];
  await expectRedirects(request, cases);
});

test('a path that starts with // redirects to a path on this site, not to another host', async ({
  request,
  baseURL,
}) => {
  for (const path of ['//evil.example/x.html', '//evil.example/', '/\\evil.example/x']) {
    const response = await request.get(`${baseURL}${path}`, {maxRedirects: 0});
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toMatch(/^\/[^/\\]/);
  }
});

test('a page asked for with a double slash lands on the page, with no error', async ({page}) => {
  const response = await page.goto('/get-started//overview');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveURL(/\/get-started\/overview$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('What Saturn monitors and how');
});

test('/favicon.ico is an icon', async ({request}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('a path ending in .html or /index.html redirects to the page without it', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['/monitors/types.html', '/monitors/types'],
    ['/monitors/types/index.html', '/monitors/types'],
    ['/index.html', '/'],
    ['/search/index.html?q=grace', '/search?q=grace'],
  ];
  await expectRedirects(request, cases);
});

test('unknown paths and the host configuration files are a real 404', async ({request}) => {
  const paths = ['/no/such/page', '/assets/js/missing.js', '/_headers', '/nginx.conf'];
  for (const path of [...paths, '/redirects.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain('Page Not Found');
  }
});

test('the not-found page works under the Content-Security-Policy', async ({page, problems}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // The browser logs the document's own 404 status; anything else, a policy violation
  // included, is a real error.
  expect(problems.consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  problems.consoleErrors.length = 0;
});

test('the not-found page has a title, no URL of its own, and ways on', async ({
  page,
  request,
  problems,
}) => {
  const html = await (await request.get('/get-started/overveiw')).text();
  expect(html).toContain('<title data-rh=true>Page Not Found | Saturn</title>');
  expect(html).not.toMatch(/rel=["']?canonical|property=["']?og:url|404\.html/);
  const response = await page.goto('/get-started/overveiw');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(problems.consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  problems.consoleErrors.length = 0;
  await expect(page).toHaveTitle('Page Not Found | Saturn');
  // In the browser, Docusaurus names the address the reader asked for, never /404.html.
  for (const tag of ['link[rel="canonical"]', 'meta[property="og:url"]']) {
    const urls = await page
      .locator(tag)
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href') ?? element.getAttribute('content')),
      );
    expect(urls.filter((url) => url?.includes('404'))).toEqual([]);
  }
  const ways = page.getByRole('navigation', {name: 'Find the page'});
  const search = ways.getByRole('link', {name: 'Search the docs for “get started overveiw”'});
  await expect(search).toHaveAttribute('href', '/search?q=get%20started%20overveiw');
  await expect(ways.getByRole('link', {name: /overview of the docs/})).toHaveAttribute(
    'href',
    '/get-started/overview',
  );
  await search.click();
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('get started overveiw');
});

// Every route is served with the policy of build/_headers. The pages are rendered under that
// policy by every browser test (a violation fails any test: the `problems` fixture), against
// scripts/serve.mjs; under nginx the same header makes the same pages render the same way.
test('every route is served with the Content-Security-Policy of build/_headers', async ({
  request,
}) => {
  const rules = fs.readFileSync(join(buildDir, '_headers'), 'utf8');
  const policy = /^\/\*\n(?:\s+.*\n)*?\s+Content-Security-Policy: (.+)$/m.exec(rules)?.[1];
  expect(policy, 'the policy of /* in build/_headers').toContain("default-src 'self'");
  for (const route of specRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-security-policy'], route).toBe(policy);
  }
});
