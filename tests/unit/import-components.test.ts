import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';

import {pageComponents} from '../../plugins/remark/components';
import remarkImportComponents from '../../plugins/remark/import-components';
import {localThemeFolders} from '../helpers/theme-folders';

const root = path.resolve(__dirname, '../..');

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkImportComponents]}));
}

/** The theme folders `@theme/` names resolve in: the site's, its plugins', theme-classic's. */
const themeFolders = [
  ...localThemeFolders,
  path.join(root, 'node_modules/@docusaurus/theme-classic/src/theme'),
];

/** The source file of a module named in the list: `@site/` is the repository, `@theme/` a theme folder. */
function sourceFile(module: string): string | undefined {
  const bases = module.startsWith('@site/')
    ? [path.join(root, module.slice('@site/'.length))]
    : themeFolders.map((dir) => path.join(dir, module.slice('@theme/'.length)));
  return bases
    .flatMap((base) => ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext))
    .find((file) => fs.existsSync(file));
}

describe('the components pages use without importing', () => {
  it.each(Object.entries(pageComponents))('%s comes from a module that exports it', (name, c) => {
    const file = sourceFile(c.module);
    expect(file, `${name}: ${c.module} not found`).toBeDefined();
    const text = fs.readFileSync(file!, 'utf8');
    if (c.export) expect(text).toMatch(new RegExp(`export function ${c.export}\\b`));
    else expect(text).toMatch(/export default /);
  });
});

describe('remarkImportComponents', () => {
  it('imports the components a page uses into that page', async () => {
    const code = await compiled(
      '<Tabs groupId="language">\n<TabItem value="bash" label="curl">\n\nText\n\n</TabItem>\n</Tabs>\n\n<ApiExample operation="pingSuccess" />\n',
    );
    expect(code).toContain('import Tabs from "@theme/Tabs"');
    expect(code).toContain('import TabItem from "@theme/TabItem"');
    expect(code).toContain('import ApiExample from "@theme/ApiExample"');
    expect(code).not.toContain('SchemaFields');
  });

  it('imports a named export by its name, in text and in flow', async () => {
    const code = await compiled(
      'See the <SiteLink name="statusPage">status page</SiteLink>.\n\n<SiteUrl name="apiBase" />\n',
    );
    expect(code).toContain('import {SiteLink} from "@site/src/components/SiteLink"');
    expect(code).toContain('import {SiteUrl} from "@site/src/components/SiteLink"');
    // The compiled page calls the imported components, not a `_components` lookup.
    expect(code).toMatch(/_jsx\(SiteLink, \{/);
    expect(code).not.toContain('_missingMdxReference');
  });

  it('adds nothing to a page without those components', async () => {
    expect(await compiled('## Plain page\n\nSome text.\n')).not.toMatch(/@theme\/|@site\//);
  });

  it('keeps a page’s own import of a component', async () => {
    const code = await compiled("import Tabs from '@site/src/MyTabs';\n\n<Tabs />\n");
    expect(code).toContain('@site/src/MyTabs');
    expect(code).not.toContain('@theme/Tabs');
  });
});
