import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {gitCheckout} from '../../plugins/docs/last-update';
import {formatLongDate, legalLastUpdated} from '../../src/data/company';
import {defaultUrls} from '../../src/data/urls';
import {expect, open, axeViolations, test} from './fixtures';

// "Copy page", "View as Markdown" and "Report a problem with this page" on docs pages
// (plugins/page-actions). The default build has SATURN_SOURCE_URL unset.
const route = '/monitors/types';

test('"View as Markdown" links to the Markdown copy of the page', async ({page, request}) => {
  await open(page, route);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  await expect(link).toHaveAttribute('href', `${route}.md`);
  const response = await request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^# Monitor types and schedules\n/);
});

test('"Copy page" puts the Markdown copy on the clipboard', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/get-started/overview');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The page is on the clipboard as Markdown.',
  );
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await (await request.get('/get-started/overview.md')).text());
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('"Copy page", which needs it, is not shown; "View as Markdown" is', async ({page}) => {
    await page.goto(route);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeHidden();
  });
});

test('"Report a problem" opens a pre-filled issue about the page', async ({page}) => {
  await open(page, route);
  const href = await page
    .getByRole('link', {name: 'Report a problem with this page'})
    .getAttribute('href');
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(`${defaultUrls.sourceRepository}/issues/new`);
  expect(url.searchParams.get('title')).toBe(`Problem on ${route}`);
  expect(url.searchParams.get('body')).toContain(`${defaultUrls.site}${route}`);
});

/** The date as the footer shows it: "Nov 23, 2026", in UTC. */
const footerDate = (milliseconds: number) =>
  new Intl.DateTimeFormat('en', {dateStyle: 'medium', timeZone: 'UTC'}).format(milliseconds);

test('"Last updated" gives the date of the last commit that changed the page', async ({page}) => {
  await open(page, route);
  const lastUpdated = page.locator('.theme-last-updated');
  if (gitCheckout(process.cwd()) !== 'full') {
    // A shallow clone would give every page its one commit's date: the build shows none.
    await expect(lastUpdated).toHaveCount(0);
    return;
  }
  // What Docusaurus's Git reader records: the newest commit date (%ct) that lists the file.
  const newest = Math.max(
    ...execFileSync(
      'git',
      ['log', '--no-merges', '--full-history', '--format=%ct', '--', 'docs/monitors/types.mdx'],
      {encoding: 'utf8'},
    )
      .trim()
      .split('\n')
      .map(Number),
  );
  await expect(lastUpdated.locator('time')).toHaveAttribute(
    'datetime',
    new Date(newest * 1000).toISOString(),
  );
  await expect(lastUpdated).toHaveText(`Last updated on ${footerDate(newest * 1000)}`);
});

test('a legal page shows one date: the one its text states', async ({page}) => {
  await open(page, '/legal/security');
  await expect(page.locator('article')).toContainText(
    `Last updated: ${formatLongDate(legalLastUpdated.security)}`,
  );
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
});

test('the actions stay out of the search index and the Markdown copies', async ({request}) => {
  const markdown = await (await request.get(`${route}.md`)).text();
  expect(markdown).not.toContain('Copy page');
  expect(markdown).not.toContain('Report a problem');
  // Every file of the search index, whatever its format: the sharded index and the lunr
  // index of syntax queries in search-index/.
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const indexFiles = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.startsWith('search-index') && name.endsWith('.json'));
  expect(indexFiles.length).toBeGreaterThan(0);
  for (const name of indexFiles) {
    const index = fs.readFileSync(path.join(buildDir, name), 'utf8');
    expect(index, name).not.toContain('Copy page');
    expect(index, name).not.toContain('Report a problem');
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the page actions pass axe in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await open(page, route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await page.getByRole('button', {name: 'Copy page'}).hover();
    expect(await axeViolations(page, 'article')).toEqual([]);
  });
}
