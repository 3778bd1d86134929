import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';

import remarkImportComponents from '../../plugins/perf/remarkImportComponents';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkImportComponents]}));
}

describe('remarkImportComponents', () => {
  it('imports the components a page uses into that page', async () => {
    const code = await compiled(
      '<Tabs groupId="language">\n<TabItem value="bash" label="curl">\n\nText\n\n</TabItem>\n</Tabs>\n\n<ApiExample operation="pingSuccess" />\n',
    );
    expect(code).toContain('import Tabs from "@theme/Tabs"');
    expect(code).toContain('import TabItem from "@theme/TabItem"');
    expect(code).toContain('import ApiExample from "@site/src/components/ApiExample"');
    expect(code).not.toContain('SchemaFields');
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
