/**
 * Every table of a docs page goes into a focusable, named region that scrolls it sideways
 * (plugins/remark/scrollable-tables.ts), named after its caption or its heading, with
 * names that are unique on the page.
 */
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';

import remarkImportComponents from '../../plugins/remark/import-components';
import remarkScrollableTables from '../../plugins/remark/scrollable-tables';

async function compiled(source: string, title = 'The page'): Promise<string> {
  const file = new VFile({value: source, data: {frontMatter: {title}}});
  return String(
    await compile(file, {
      remarkPlugins: [remarkGfm, remarkScrollableTables, remarkImportComponents],
    }),
  );
}

/** The `label` of each ScrollableTable the compiled page renders, in order. */
function labels(code: string): string[] {
  return [...code.matchAll(/_jsx\w*\(ScrollableTable, \{\s*label: "([^"]*)"/g)].map((m) => m[1]!);
}

const markdownTable = '| A | B |\n| --- | --- |\n| 1 | 2 |\n';

describe('remarkScrollableTables', () => {
  it('wraps a Markdown table, named after its heading, and imports the component', async () => {
    const code = await compiled(`## Which token do I need? {/* #token */}\n\n${markdownTable}`);
    expect(code).toContain('import ScrollableTable from "@site/src/components/ScrollableTable"');
    expect(labels(code)).toEqual(['Which token do I need?']);
    // The table is inside the region.
    expect(code).toMatch(
      /ScrollableTable, \{\s*label: "[^"]*",\s*children: _jsxs?\(_components\.table/,
    );
  });

  it('wraps a table written in JSX, named after its caption', async () => {
    const code = await compiled(
      '## Limits\n\n<table>\n<caption>Plans and their limits</caption>\n<tbody><tr><td>1</td></tr></tbody>\n</table>\n',
    );
    expect(labels(code)).toEqual(['Plans and their limits']);
  });

  it('numbers the tables that would share a name, and uses the title before any heading', async () => {
    const code = await compiled(
      `${markdownTable}\n## Rules\n\n${markdownTable}\n${markdownTable}\n### Other\n\n${markdownTable}`,
    );
    expect(labels(code)).toEqual(['The page', 'Rules, table 1', 'Rules, table 2', 'Other']);
  });

  it('leaves a table already in a ScrollableTable, and the page’s own import, alone', async () => {
    const code = await compiled(
      `import ScrollableTable from '@site/src/components/ScrollableTable';\n\n## H\n\n<ScrollableTable label="Mine">\n\n${markdownTable}\n</ScrollableTable>\n`,
    );
    expect(labels(code)).toEqual(['Mine']);
    expect(code.match(/import ScrollableTable/g)).toHaveLength(1);
  });

  it('adds nothing to a page without tables', async () => {
    expect(await compiled('## Plain page\n\nSome text.\n')).not.toContain('ScrollableTable');
  });
});
