/**
 * Diagrams (plugins/diagrams): Mermaid diagrams are drawn when they are written, so a
 * page shows them from its HTML, in the reader's colour mode, with no script to draw them.
 */
import {diagramKey, findDocsFences} from '../../plugins/diagrams/diagrams';
import {expect, open, axeViolations, test} from './fixtures';

const lifecycle = findDocsFences().find((fence) => fence.file.endsWith('incidents/lifecycle.mdx'))!;
const lifecycleKey = diagramKey(lifecycle.code);

test.describe('incident lifecycle diagram', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`is the ${colorScheme} SVG in ${colorScheme} mode, with no axe violation`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await open(page, '/incidents/lifecycle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const svg = page.locator('.saturn-diagram svg').filter({visible: true});
      await expect(svg).toHaveCount(1);
      await expect(svg).toHaveId(`diagram-${lifecycleKey}-${colorScheme}`);
      for (const state of ['OPEN', 'ACKNOWLEDGED', 'RESOLVED']) {
        await expect(svg.getByText(state, {exact: true})).toBeVisible();
      }
      const box = await svg.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(300);
      expect(await axeViolations(page, '.saturn-diagram')).toEqual([]);
    });
  }
});

test('a diagram is in the HTML: no script draws it, no script carries it', async ({page}) => {
  const scripts: Promise<{url: string; text: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({url: response.url(), text})));
  });
  const html = await (await page.request.get('/incidents/lifecycle')).text();
  // (The HTML is minified: attribute values lose their quotes.)
  expect(html).toMatch(new RegExp(`<svg id="?diagram-${lifecycleKey}-light`));
  expect(html).toMatch(new RegExp(`<svg id="?diagram-${lifecycleKey}-dark`));

  await open(page, '/incidents/lifecycle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(1);
  const carriers = loaded
    .filter(
      ({text}) => text.includes(`diagram-${lifecycleKey}-light`) || text.includes('mermaidAPI'),
    )
    .map(({url}) => url);
  expect(carriers).toEqual([]);
  // Hydration kept the server's SVG: exactly one light and one dark.
  await expect(page.locator('.saturn-diagram svg')).toHaveCount(2);
});

test('a diagram on a page reached by a client-side link loads and shows', async ({page}) => {
  await open(page, '/incidents/types');
  await page.locator('article a[href="/incidents/lifecycle"]').first().click();
  await expect(page).toHaveURL(/\/incidents\/lifecycle$/);
  const svg = page.locator('.saturn-diagram svg').filter({visible: true});
  await expect(svg).toHaveCount(1);
  await expect(svg.getByText('ACKNOWLEDGED', {exact: true})).toBeVisible();
});

test("a page's Markdown copy gives the diagram as its Mermaid source", async ({page}) => {
  const markdown = await (await page.request.get('/incidents/lifecycle.md')).text();
  expect(markdown).toContain('```mermaid\n' + lifecycle.code + '\n```');
  expect(markdown).not.toContain('<svg');
});
