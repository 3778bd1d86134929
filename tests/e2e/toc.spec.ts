import {allRoutes} from '../routes';
import {expect, open, test} from './fixtures';

/**
 * A page's table of contents lists the h2 and h3 headings its article shows, those written in
 * Markdown and those a component renders (plugins/remark/component-toc.ts), and nothing else. The
 * desktop TOC is the one checked: the default viewport (1280 px) shows it.
 */
for (const route of allRoutes) {
  test(`the table of contents of ${route} matches the headings it shows`, async ({page}) => {
    await open(page, route);
    test.skip((await page.locator('.theme-doc-markdown').count()) === 0, 'not a docs page');
    const article = page.locator('article').first();
    const {headings, entries, hidden} = await article.evaluate((element) => {
      const shown = Array.from(element.querySelectorAll('h2, h3'))
        .filter((heading) => heading.checkVisibility())
        .map((heading) => `${heading.tagName.toLowerCase()} #${heading.id}`);
      const all = new Set(
        Array.from(element.querySelectorAll('h2, h3')).map(
          (heading) => `${heading.tagName.toLowerCase()} #${heading.id}`,
        ),
      );
      const links = Array.from(
        document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link'),
      );
      const toc = links.map((link) => {
        const id = decodeURIComponent(link.getAttribute('href')!.replace(/^#/, ''));
        const target = document.getElementById(id);
        return `${target?.tagName.toLowerCase() ?? 'missing'} #${id}`;
      });
      return {headings: shown, entries: toc, hidden: toc.filter((entry) => !all.has(entry))};
    });
    if (entries.length === 0) {
      // A page without a table of contents shows no h2 or h3 that would need one.
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
  });
}
