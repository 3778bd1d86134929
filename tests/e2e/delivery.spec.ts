import {expect, open, test} from './fixtures';

// The build ships the files a CDN needs, and every page works under the
// Content-Security-Policy of build/_headers, which scripts/serve.mjs applies.
test('HTML is served with the security headers and short caching', async ({request}) => {
  const response = await request.get('/get-started/overview');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('hashed assets are cached for a year as immutable', async ({page, request}) => {
  await open(page, '/');
  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  const response = await request.get(script!);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Document-only headers are not repeated on every asset.
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
});

test('robots.txt, llms.txt and Markdown copies of docs pages are served', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('# Saturn');
  expect(llms).toMatch(/\[What Saturn monitors and how\]\(\S+\/get-started\/overview\.md\)/);
  const markdown = await request.get('/get-started/overview.md');
  expect(markdown.status()).toBe(200);
  const text = await markdown.text();
  expect(text).toMatch(/^# What Saturn monitors and how/);
  expect(text).not.toContain('<div');
});

for (const route of [
  '/',
  '/get-started/overview',
  '/search',
  '/api/reference',
  '/incidents/lifecycle',
]) {
  test(`${route} triggers no Content-Security-Policy violation`, async ({page}) => {
    await page.addInitScript(() => {
      (window as unknown as {violations: string[]}).violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as {violations: string[]}).violations.push(
          `${event.violatedDirective}: ${event.blockedURI}`,
        );
      });
    });
    await open(page, route);
    const violations = await page.evaluate(
      () => (window as unknown as {violations: string[]}).violations,
    );
    expect(violations).toEqual([]);
  });
}
