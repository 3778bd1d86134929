/**
 * The code block loads only with the pages that show code (plugins/code-blocks/README.md,
 * "Only the pages that show code load it"): a page with a fence imports `@theme/CodeBlock/Eager`,
 * a page whose only fences are diagrams does not, nothing renders `@theme/CodeBlock` without
 * loading it, and the chunk rule puts exactly the code block's modules in its chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';

import {codeBlockCacheGroup} from '../../plugins/code-blocks/chunk';
import remarkCodeBlocks, {eagerCodeBlockModule} from '../../plugins/code-blocks/remark';
import {findDocsFences} from '../../plugins/diagrams/diagrams';
import remarkDiagrams from '../../plugins/diagrams/remark';
import {listDocFiles} from '../../plugins/docs/files';

const root = path.resolve(__dirname, '../..');

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkDiagrams, remarkCodeBlocks]}));
}

describe('remarkCodeBlocks', () => {
  it('imports the code block into a page with a fence, inside JSX too', async () => {
    expect(await compiled('Run it:\n\n```bash\necho ok\n```\n')).toContain(
      `import "${eagerCodeBlockModule}";`,
    );
    expect(
      await compiled('<Tabs>\n<TabItem value="a">\n\n```json\n{}\n```\n\n</TabItem>\n</Tabs>\n'),
    ).toContain(`import "${eagerCodeBlockModule}";`);
  });

  it('imports nothing into a page without code, inline code and diagrams aside', async () => {
    const [diagram] = findDocsFences();
    const code = await compiled(
      `## A page\n\nRun \`saturn doctor\`.\n\n\`\`\`mermaid\n${diagram!.code}\n\`\`\`\n`,
    );
    expect(code).toContain('Diagram');
    expect(code).not.toContain(eagerCodeBlockModule);
  });

  it('adds no second import to a page that imports the code block itself', async () => {
    const code = await compiled(
      `import CodeBlock from '${eagerCodeBlockModule}';\n\n<CodeBlock>x</CodeBlock>\n\n\`\`\`text\ny\n\`\`\`\n`,
    );
    expect(code.split(eagerCodeBlockModule)).toHaveLength(2);
  });
});

/** Source files of the site: its code and its pages. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(tsx?|mdx?)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe('what renders a code block', () => {
  const files = [...sources('src'), ...sources('plugins'), ...listDocFiles('docs')].map((file) =>
    path.relative(root, path.resolve(root, file)),
  );

  it('is found (the scan reads the pages and components)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'docs/wordpress/install.mdx',
        'src/components/CliReference/index.tsx',
      ]),
    );
  });

  // `@theme/CodeBlock` renders the code block only where it was loaded with the page: a
  // component or page that imported it would render it, and then hydrate it, without its code.
  it('renders it from @theme/CodeBlock/Eager, never from @theme/CodeBlock', () => {
    const importsWrapper = files.filter((file) =>
      /^import (?!type )[^;]*?from '@theme\/CodeBlock';/ms.test(
        fs.readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(importsWrapper).toEqual([]);
  });
});

describe('codeBlockCacheGroup', () => {
  const codeBlockFile = '/site/node_modules/theme-classic/CodeBlock/index.js';
  const mod = (file: string) => ({nameForCondition: () => file});
  const codeBlock = mod(codeBlockFile);
  const codeLines = mod('/site/plugins/code-blocks/CodeLines.tsx');
  const keptMarkup = mod('/site/plugins/code-blocks/kept-server-markup.ts');
  const page = mod('/site/docs/page.mdx');
  const facts = mod('/site/src/data/facts.ts');
  const chunks = {
    pageWithCode: {name: 'a1', modules: [page, codeBlock, codeLines, keptMarkup, facts]},
    otherPageWithCode: {name: 'b2', modules: [codeBlock, codeLines, keptMarkup]},
    pageWithDiagram: {name: 'c3', modules: [keptMarkup, facts]},
  };
  const chunkGraph = {
    getChunkModules: (chunk: {modules: ReturnType<typeof mod>[]}) => chunk.modules,
    getModuleChunks: (module: ReturnType<typeof mod>) =>
      Object.values(chunks).filter((chunk) => chunk.modules.includes(module)),
  };
  const group = codeBlockCacheGroup(codeBlockFile);
  const selected = (module: ReturnType<typeof mod>) =>
    group.test(module, {chunkGraph: chunkGraph as never});

  it('takes the modules held by the same chunks as the code block', () => {
    expect(selected(codeLines)).toBe(true);
    expect(selected(codeBlock)).toBe(true);
  });

  it('leaves a module that a page without code loads too, or that one page alone loads', () => {
    expect(selected(keptMarkup)).toBe(false);
    expect(selected(facts)).toBe(false);
    expect(selected(page)).toBe(false);
  });

  it('is one named chunk, ahead of Docusaurus’s common chunk (priority 40)', () => {
    expect(group).toMatchObject({name: 'code-block', enforce: true});
    expect(group.priority).toBeGreaterThan(40);
  });
});
