import type {Page} from '@playwright/test';

import {allRoutes} from '../routes';
import {axeViolations, expect, open, test} from './fixtures';

// axe runs three times on each page. On this 2-core machine, while other builds run, a whole
// run takes 42 s to over 60 s on the longest page (4,690 elements) and up to 40 s on a
// code-heavy docs page (8,000 elements, most of them code tokens), so each route gets three
// times the default timeout and the longest six times.
const longRoutes = new Set(['/api/reference']);

// What each run checks. At 390 px in light mode: everything. In dark mode the page is the same
// DOM with other colours, so the rules whose result depends on colour run again: contrast, and
// links told from text by colour. (A colour mode shows one of two images for the logo, which
// have the same alt text, and one of the two drawings of each diagram, which are drawn alike:
// diagrams.spec.ts checks a diagram in both modes with every rule.) At 1280 px,
// in light mode again: every rule, for what the desktop layout shows (navbar, docs sidebar,
// table of contents) and what a width changes (what overflows, target sizes), but not the
// text of code blocks, which is the same as at 390 px and already checked there.
const colourRules = ['color-contrast', 'link-in-text-block'];
const desktopScope = {exclude: '.theme-code-block pre'};

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
    test.setTimeout(test.info().timeout * (longRoutes.has(route) ? 6 : 3));
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
    expect(await axeViolations(page, {rules: colourRules}), '390 px, dark mode').toEqual([]);

    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.setViewportSize(desktop);
    await expectLayout(page, 'desktop');
    expect(await axeViolations(page, desktopScope), '1280 px, light mode').toEqual([]);
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
  await expectLayout(page, 'mobile');
  expect(await axeViolations(page), '390 px, light mode').toEqual([]);
  await page.setViewportSize(desktop);
  await expectLayout(page, 'desktop');
  expect(await axeViolations(page), '1280 px, light mode').toEqual([]);
});
