/**
 * Tabs that offer the same choice share one group (src/data/tab-groups.ts), so the tab a reader
 * picks on one page is picked on the others. Every `<Tabs>` in the docs and the components that
 * has a `groupId` names it from the model, and each of its `<TabItem>`s has a value of that group.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {listDocFiles} from '../../plugins/docs/files';
import {tabGroups} from '../../src/data/tab-groups';
import {siteApiData} from '../helpers/openapi-spec';

const root = path.resolve(__dirname, '../..');
const rel = (file: string) => path.relative(root, file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true}).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx$/.test(entry.name) ? [file] : [];
  });
}

interface TabsUse {
  file: string;
  line: number;
  /** The `groupId` attribute as written, or undefined. */
  groupId?: string;
  /** The literal `value`s of its TabItems. */
  values: string[];
}

/** Every `<Tabs ...>...</Tabs>` of a file (they are never nested in this site). */
function tabsIn(file: string): TabsUse[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g)].map((match) => ({
    file: rel(file),
    line: text.slice(0, match.index).split('\n').length,
    groupId: /\bgroupId=(\{[^}]*\}|"[^"]*")/.exec(match[1]!)?.[1],
    values: [...match[2]!.matchAll(/<TabItem\b[^>]*\bvalue="([^"]*)"/g)].map((item) => item[1]!),
  }));
}

const uses = [
  ...listDocFiles(path.join(root, 'docs')),
  ...sourceFiles(path.join(root, 'src')),
  ...sourceFiles(path.join(root, 'plugins')),
].flatMap(tabsIn);
const grouped = uses.filter((use) => use.groupId !== undefined);
const groups = Object.entries(tabGroups);

describe('groups of tabs', () => {
  it('are found (the scan works)', () => {
    expect(grouped.length).toBeGreaterThanOrEqual(8);
  });

  it('have distinct ids', () => {
    const ids = groups.map(([, group]) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(grouped.map((use) => [`${use.file}:${use.line}`, use] as const))(
    '%s names its group from src/data/tab-groups.ts, with values of that group',
    (_, use) => {
      const name = /^\{tabGroups\.(\w+)\.id\}$/.exec(use.groupId!)?.[1];
      expect(name, `groupId=${use.groupId}: write groupId={tabGroups.<name>.id}`).toBeDefined();
      const group = tabGroups[name as keyof typeof tabGroups];
      expect(group, `no group ${name} in src/data/tab-groups.ts`).toBeDefined();
      for (const value of use.values) {
        expect(Object.keys(group.values), `value "${value}" in group ${group.id}`).toContain(value);
      }
    },
  );

  it('every group of the model is used', () => {
    for (const [name, group] of groups) {
      const users = new Set(
        grouped.filter((use) => use.groupId === `{tabGroups.${name}.id}`).map((use) => use.file),
      );
      expect(users.size, `group ${group.id}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('the language group has one value per language of the generated API samples', () => {
    const languages = new Set(
      Object.values(siteApiData('https://api.example.test').operations).flatMap((operation) =>
        operation.samples.map((sample) => sample.language),
      ),
    );
    expect([...languages].sort()).toEqual(Object.keys(tabGroups.language.values).sort());
  });

  it('the Linux quickstart and the CLI install page share the install method', () => {
    const quickstart = uses.find((use) => use.file.endsWith('quickstart-linux-cron.mdx'));
    const install = uses.filter((use) => use.file.endsWith('cli/install.mdx'));
    expect(quickstart?.groupId).toBe('{tabGroups.installMethod.id}');
    expect(install.map((use) => use.groupId)).toEqual([
      '{tabGroups.installMethod.id}',
      '{tabGroups.installMethod.id}',
    ]);
    for (const value of quickstart!.values) expect(install[0]!.values).toContain(value);
  });

  it('the WordPress quickstart and install page share WP-CLI', () => {
    const wordpress = uses.filter(
      (use) =>
        use.file.endsWith('quickstart-wordpress.mdx') || use.file.endsWith('wordpress/install.mdx'),
    );
    expect(wordpress.length).toBe(3);
    for (const use of wordpress) {
      expect(use.groupId).toBe('{tabGroups.wordpressTool.id}');
      expect(use.values).toContain('wp-cli');
    }
  });
});
