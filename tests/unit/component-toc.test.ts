import {compile} from '@mdx-js/mdx';
import headings from '@docusaurus/mdx-loader/lib/remark/headings';
import toc from '@docusaurus/mdx-loader/lib/remark/toc';
import {describe, expect, it} from 'vitest';

import remarkComponentToc from '../../plugins/remark/component-toc';

/** Compiles MDX with the docs preset's heading and toc plugins, then component-toc. */
async function compiled(source: string): Promise<string> {
  const file = await compile(source, {
    remarkPlugins: [[headings, {anchorsMaintainCase: false}], toc, remarkComponentToc],
    jsx: true,
  });
  return String(file);
}

/** The page's `export const toc = [...]`, on one line. */
const tocExport = (code: string): string =>
  /export const toc = \[[\s\S]*?\];/.exec(code)![0].replace(/\s+/g, ' ');

describe('component-toc (plugins/remark/component-toc.ts)', () => {
  it("spreads a component's toc at its place among the page's headings", async () => {
    const code = await compiled(
      [
        "import CliReference from '@site/src/components/CliReference';",
        '',
        '## Before',
        '',
        '<CliReference />',
        '',
        '## After',
      ].join('\n'),
    );
    expect(code).toMatch(/import CliReference, \{toc as __componentTocCliReference\} from/);
    const line = tocExport(code);
    expect(line.indexOf('"before"')).toBeLessThan(line.indexOf('...__componentTocCliReference'));
    expect(line.indexOf('...__componentTocCliReference')).toBeLessThan(line.indexOf('"after"'));
  });

  it('leaves components without a toc export and hand-written toc exports alone', async () => {
    const plain = await compiled(
      'import InlineCode from \'@site/src/components/InlineCode\';\n\n## One\n\n<InlineCode text="x" />\n',
    );
    expect(plain).not.toContain('__componentToc');
    const own = await compiled(
      "import CliReference from '@site/src/components/CliReference';\n\nexport const toc = [];\n\n<CliReference />\n",
    );
    expect(own).not.toContain('__componentToc');
  });
});
