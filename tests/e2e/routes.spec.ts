import type {Page} from '@playwright/test';

import {allRoutes} from '../routes';
import {axeViolations, expect, open, test} from './fixtures';

// The longest page: axe checks its 4,690 elements in 42 s to over 60 s on this 2-core machine
// while other builds run (docs pages there: 10 to 59 s), three times here, so it gets three
// times the timeout.
const longRoutes = new Set(['/api/reference']);

// A phone: 390 x 844 with touch. The same page is then checked at 1280 x 900 by resizing it,
// not by loading it again: Docusaurus switches between its mobile and desktop layouts on the
// window's resize event (useWindowSize, at 996 px) and by CSS media queries, so the resized
// page renders what a fresh load at that width does; `expectLayout` checks that it did.
// Touch stays on at 1280 px; the site's CSS tests no pointer or hover feature that changes
// what axe checks (only Infima's thin scrollbars and the back-to-top button's hover colour).
const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 900};
test.use({viewport: phone, hasTouch: true});

/** The layout Docusaurus renders at the current width, and that it really is the one expected. */
async function expectLayout(page: Page, layout: 'mobile' | 'desktop'): Promise<void> {
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  // Docs pages have a sidebar: a list of links at 1280 px, in the mobile menu at 390 px.
  const docsSidebar = page.locator('.theme-doc-sidebar-container');
  if (layout === 'mobile') {
    await expect(toggle).toBeVisible();
    await expect(docsSidebar).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    if ((await docsSidebar.count()) > 0) {
      await expect(docsSidebar.locator('.menu__link').first()).toBeVisible();
    }
  }
}

// Every route answers 200 with exactly one h1 and one main landmark, loads nothing from
// another origin, logs no console error (the `problems` fixture) and has no axe violation of
// any impact: at 390 px in light and dark mode, and at 1280 px.
for (const route of allRoutes) {
  test(`route ${route} renders with one h1 and no axe violation at 390 and 1280 px`, async ({
    page,
  }) => {
    test.slow(longRoutes.has(route));
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.getByRole('main')).toHaveCount(1);
    // A description for search engines and link previews.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);

    await expectLayout(page, 'mobile');
    expect(await axeViolations(page), '390 px, light mode').toEqual([]);

    // The site follows the system's colour scheme until the reader picks one.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page), '390 px, dark mode').toEqual([]);

    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.setViewportSize(desktop);
    await expectLayout(page, 'desktop');
    expect(await axeViolations(page), '1280 px, light mode').toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({page, problems}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  // The browser logs the document's own 404 status; anything else is a real error.
  expect(problems.consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  problems.consoleErrors.length = 0;
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
