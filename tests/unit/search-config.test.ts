import {cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {indexVersion, readFolderLabels, readSearchSections} from '../../plugins/search/config';

function folder(root: string, name: string, category: object | null, docs: Record<string, string>) {
  const dir = path.join(root, name);
  mkdirSync(dir, {recursive: true});
  if (category) writeFileSync(path.join(dir, '_category_.json'), JSON.stringify(category));
  for (const [file, text] of Object.entries(docs)) writeFileSync(path.join(dir, file), text);
}

describe('search sections', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'search-config-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  it('are the docs folders with a _category_.json, in sidebar order, labelled by it', () => {
    folder(root, 'zeta', {label: 'Zeta things', position: 1}, {'a.md': '# A\n'});
    folder(root, 'alpha', {label: 'Alpha', position: 2}, {'b.mdx': '---\ntitle: B\n---\n# B\n'});
    // No _category_.json: not a sidebar section.
    folder(root, 'loose', null, {'c.md': '# C\n'});
    // Every page moved out of the folder's URL by an absolute slug: no prefix to match.
    folder(
      root,
      'moved',
      {label: 'Moved', position: 0},
      {
        'faq.mdx': '---\nslug: /faq/\n---\n# FAQ\n',
        'roadmap.md': "---\nslug: '/roadmap/'\n---\n# Roadmap\n",
      },
    );
    // One page still under the folder's URL keeps it a context.
    folder(
      root,
      'mixed',
      {label: 'Mixed'},
      {
        'x.md': '---\nslug: /x/\n---\n# X\n',
        'y.md': '---\nslug: y-page\n---\n# Y\n',
      },
    );
    expect(readSearchSections(root)).toEqual([
      {path: 'zeta', label: 'Zeta things'},
      {path: 'alpha', label: 'Alpha'},
      {path: 'mixed', label: 'Mixed'},
    ]);
  });

  it('cover every docs folder of the site whose pages live under its name', () => {
    const docs = path.join(__dirname, '..', '..', 'docs');
    const folders = readdirSync(docs, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const sections = readSearchSections(docs);
    // docs/resources holds /faq/, /changelog/ and other top-level pages.
    expect(sections.map((section) => section.path).sort()).toEqual(
      folders.filter((name) => name !== 'resources').sort(),
    );
    expect(sections).toContainEqual({path: 'cli', label: 'Command-line tool'});
    // Every folder has a label for the breadcrumb of its pages' results, resources too.
    expect(readFolderLabels(docs).get('resources')).toBe('Resources');
  });
});

describe('the index version', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'search-version-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    writeFileSync(path.join(site, file), text);
  };

  it('changes with any file the index is built from, and only then', () => {
    write('docs/a.md', '# A\n');
    write('src/data/facts.ts', 'export const x = 1;\n');
    write('notes/todo.txt', 'not a source\n');
    const first = indexVersion(site);
    expect(first).toMatch(/^[0-9a-f]{10}$/);
    expect(indexVersion(site)).toBe(first);
    write('notes/todo.txt', 'still not a source\n');
    // Nor are the plugins' notes and the search bench's report.
    write('plugins/search/README.md', '# Notes\n');
    write('plugins/search/bench/report.md', '# Report\n');
    write('src/.DS_Store', 'x');
    expect(indexVersion(site)).toBe(first);
    write('plugins/search/engine/query.ts', 'export {};\n');
    expect(indexVersion(site)).not.toBe(first);
    write('plugins/search/engine/query.ts', 'export {}; // changed\n');
    expect(indexVersion(site)).not.toBe(first);
    write('src/data/facts.ts', 'export const x = 2;\n');
    expect(indexVersion(site)).not.toBe(first);
  });

  it('is the same for the same files in another folder', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'search-version-'));
    try {
      cpSync(site, other, {recursive: true});
      expect(indexVersion(other)).toBe(indexVersion(site));
    } finally {
      rmSync(other, {recursive: true, force: true});
    }
  });
});
