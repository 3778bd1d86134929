import type {Page} from '@playwright/test';

import {product} from '../../src/data/facts';
import {defaultUrls} from '../../src/data/urls';
import {expect, open, reload, test} from './fixtures';

const footerInternalLinks = [
  '/get-started/overview',
  '/kubernetes/sidecar',
  '/wordpress/install',
  '/api/reference',
  '/changelog',
  '/roadmap',
  '/legal/privacy',
  '/legal/terms',
  '/legal/dpa',
  '/contact',
];

async function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

test.describe('navbar', () => {
  test('has the docs sidebar, API, status, source, language and search', async ({page}) => {
    await open(page, '/get-started/overview');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      /^\/get-started\//,
    );
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute(
      'href',
      '/api/reference',
    );
    await expect(navbar.getByRole('link', {name: /Status/})).toHaveAttribute(
      'href',
      defaultUrls.statusPage,
    );
    await expect(navbar.getByRole('link', {name: /Source/})).toHaveAttribute(
      'href',
      defaultUrls.sourceRepository,
    );
    await expect(navbar.getByRole('search').getByRole('searchbox', {name: /search/i})).toHaveCount(
      1,
    );
    const locale = navbar.locator('.dropdown').filter({hasText: 'English'});
    await locale.hover();
    await expect(locale.locator('.dropdown__menu a')).toHaveText(['English']);
  });

  test('the Docs link opens the first page of the sidebar', async ({page}) => {
    await open(page, '/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/get-started\/overview$/);
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });
});

test('the footer has exactly the specified links and the 2025 copyright', async ({page}) => {
  await open(page, '/');
  const footer = page.locator('footer');
  const hrefs = await footer
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const internal = hrefs.filter((href) => href.startsWith('/'));
  const external = hrefs.filter((href) => !href.startsWith('/'));
  expect(internal.sort()).toEqual([...footerInternalLinks].sort());
  expect(external.sort()).toEqual(
    [
      defaultUrls.pricing,
      defaultUrls.statusPage,
      defaultUrls.sourceRepository,
      defaultUrls.social,
    ].sort(),
  );
  await expect(footer).toContainText(`Copyright © ${product.copyrightYear} Saturn.`);
  for (const href of internal) {
    const response = await page.request.get(href);
    expect(response.status(), `footer link ${href}`).toBe(200);
  }
});

test.describe('colour mode', () => {
  test('follows a dark system preference by default', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/get-started/overview');
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  test('follows a light system preference by default and updates when it changes', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/get-started/overview');
    expect(await theme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle cycles light, dark, system and the choice persists across reloads and tabs', async ({
    context,
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/get-started/overview');
    const toggle = page.locator('nav.navbar button[class*="toggleButton"]');
    const html = page.locator('html');
    // With no stored choice the toggle starts at system; each click moves light, dark, system.
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await toggle.click();
      seen.push((await html.getAttribute('data-theme-choice')) ?? '');
      await expect(toggle).toHaveAttribute('title', `${seen[i]} mode`);
    }
    expect(seen).toEqual(['light', 'dark', 'system']);

    // Pick dark explicitly, then check a reload and a second tab keep it.
    await page.emulateMedia({colorScheme: 'light'});
    await toggle.click(); // light
    await toggle.click(); // dark
    expect(await theme(page)).toBe('dark');
    await reload(page);
    expect(await theme(page)).toBe('dark');

    const other = await context.newPage();
    await other.emulateMedia({colorScheme: 'light'});
    await open(other, '/monitors/types');
    expect(await theme(other)).toBe('dark');
    // A change in one tab reaches the other through the storage event.
    await toggle.click(); // system: follows the light preference
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await other.close();
  });
});

test('below 996 px the mobile menu opens and closes the docs sidebar', async ({page}) => {
  await page.setViewportSize({width: 800, height: 900});
  await open(page, '/monitors/types');
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Grace periods and lateness'})).toBeVisible();
  await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar).toBeHidden();

  await page.setViewportSize({width: 1200, height: 900});
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('closing the announcement bar persists across reloads', async ({page}) => {
  await open(page, '/get-started/overview');
  const bar = page.getByRole('banner').filter({hasText: 'OpenAPI'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText('The whole Saturn API is described')).toBeHidden();
  const stored = await page.evaluate(() => ({...localStorage}));
  expect(Object.entries(stored)).toEqual(
    expect.arrayContaining([[expect.stringMatching(/docusaurus\.announcement\.dismiss/), 'true']]),
  );
});

test('client-side navigation to a .html path lands on the page', async ({page}) => {
  await open(page, '/get-started/overview');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/monitors/types.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Monitor types and schedules');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
});

test('the table of contents lists level 2 and 3 headings only', async ({page}) => {
  await open(page, '/monitors/grace-periods');
  const tocLinks = page.locator('.table-of-contents a');
  const count = await tocLinks.count();
  for (let i = 0; i < count; i += 1) {
    const href = (await tocLinks.nth(i).getAttribute('href')) ?? '';
    const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
    const tag = await heading.evaluate((element) => element.tagName);
    expect(['H2', 'H3']).toContain(tag);
  }
});
