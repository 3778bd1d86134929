import type {Page} from '@playwright/test';

import {allRoutes} from '../routes';
import {
  axeViolations,
  codeText,
  colourRules,
  expect,
  open,
  test,
  transitionsEnded,
} from './fixtures';

// axe runs three times on each page. What each run checks:
// - At 390 px in light mode: every rule, except on the text of code blocks (`codeText` in
//   fixtures.ts). Its tokens are most of a code-heavy page's elements (4,400 of 5,700 on
//   /alerts/webhooks) and most of axe's time there; their colours are the code themes', whose
//   contrast tests/unit/prism-themes.test.ts checks token by token in both modes, and
//   code-blocks.spec.ts runs axe over each kind of token in both modes. The block itself (a
//   focusable, scrollable <pre>) is still checked.
// - In dark mode the page is the same DOM with other colours, so only the rules whose result
//   depends on colour run again: contrast, and links told from text by colour. (A colour mode
//   shows one of two images for the logo, which have the same alt text, and one of the two
//   drawings of each diagram, which are drawn alike: diagrams.spec.ts checks a diagram in both
//   modes with every rule.)
// - At 1280 px in light mode: every rule again, except on code text, for what the desktop
//   layout shows and the phone layout does not (navbar items, docs sidebar, table of contents)
//   and what a width changes (what overflows, target sizes, a layout in columns).

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

/**
 * A docs page's table of contents lists the h2 and h3 headings its article shows, those written
 * in Markdown and those a component renders (plugins/remark/component-toc.ts), and nothing else.
 * The desktop TOC is the one checked; a page without one shows no h2 or h3.
 */
async function expectTocMatchesHeadings(page: Page): Promise<void> {
  if ((await page.locator('.theme-doc-markdown').count()) === 0) return;
  const {headings, entries, hidden} = await page
    .locator('article')
    .first()
    .evaluate((element) => {
      const name = (heading: Element): string => `${heading.tagName.toLowerCase()} #${heading.id}`;
      const all = Array.from(element.querySelectorAll('h2, h3'));
      const shown = all.filter((heading) => heading.checkVisibility()).map(name);
      const links = Array.from(
        document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link'),
      );
      const toc = links.map((link) => {
        const id = decodeURIComponent(link.getAttribute('href')!.replace(/^#/, ''));
        const target = document.getElementById(id);
        return `${target?.tagName.toLowerCase() ?? 'missing'} #${id}`;
      });
      const anywhere = new Set(all.map(name));
      return {headings: shown, entries: toc, hidden: toc.filter((entry) => !anywhere.has(entry))};
    });
  if (entries.length === 0) {
    expect(headings, 'h2/h3 headings on a page without a table of contents').toEqual([]);
    return;
  }
  expect(
    entries.filter((entry) => headings.includes(entry)),
    'table-of-contents entries in page order',
  ).toEqual(headings.filter((heading) => entries.includes(heading)));
  expect(hidden, 'table-of-contents entries that are no h2/h3 of the article').toEqual([]);
  expect(
    headings.filter((heading) => !entries.includes(heading)),
    'h2/h3 headings missing from the table of contents',
  ).toEqual([]);
}

// Every route answers 200 with exactly one h1 and one main landmark, loads nothing from
// another origin, logs no console error (the `problems` fixture), has no axe violation of
// any impact at 390 px in light and dark mode and at 1280 px, and a docs page's table of
// contents matches its headings.
for (const route of allRoutes) {
  test(`route ${route} renders with one h1 and no axe violation at 390 and 1280 px`, async ({
    page,
  }) => {
    // Three axe runs on a page of up to 5,700 elements: on a 2-core machine busy with two
    // browser suites at once, the longest pages took over 60 s, the default limit.
    test.setTimeout(test.info().timeout * 3);
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.getByRole('main')).toHaveCount(1);
    // A description for search engines and link previews.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);

    await expectLayout(page, 'mobile');
    expect(await axeViolations(page, {exclude: codeText}), '390 px, light mode').toEqual([]);

    // The site follows the system's colour scheme until the reader picks one.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await transitionsEnded(page);
    expect(
      await axeViolations(page, {exclude: codeText, rules: colourRules}),
      '390 px, dark mode',
    ).toEqual([]);

    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.setViewportSize(desktop);
    await expectLayout(page, 'desktop');
    await transitionsEnded(page);
    expect(await axeViolations(page, {exclude: codeText}), '1280 px, light mode').toEqual([]);
    await expectTocMatchesHeadings(page);
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
