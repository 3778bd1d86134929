/**
 * README.md's "Where things are" lists the tree as it is: every folder of the repository's top
 * level, of `src/`, of `plugins/` and of `tests/` has its line, and every line names a file or
 * folder that exists. A folder added, moved or removed fails here until the layout says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The layout block: the first ```text fence after the "Where things are" heading. */
function layoutBlock(): string {
  const section = readme.slice(readme.indexOf('## Where things are'));
  const block = /```text\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md has no ```text layout block under "## Where things are"');
  return block[1]!;
}

/**
 * The paths the block names: a line's first word is a path from the root, or, indented under
 * a `folder/` line, a path inside that folder.
 */
function layoutPaths(): string[] {
  const paths: string[] = [];
  let parent = '';
  for (const line of layoutBlock().split('\n')) {
    const entry = /^( *)(\S+)/.exec(line);
    if (!entry || entry[2]!.startsWith('(')) continue;
    const [, indent, name] = entry;
    // A continuation of the previous line's description is indented past the names' column.
    if (indent!.length > 2) continue;
    if (indent!.length === 0) {
      paths.push(name!);
      parent = name!.endsWith('/') ? name! : '';
    } else if (parent) {
      paths.push(parent + name!);
    }
  }
  return paths;
}

// Folders that commands write and Git does not keep.
const skipped = new Set([
  'node_modules',
  'build',
  '.git',
  '.docusaurus',
  '.bench',
  'reports',
  'test-results',
  'playwright-report',
]);

/** The folders directly inside `dir` (relative to the root, ending in `/`). */
function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .filter((entry) => !entry.name.startsWith('.') || entry.name === '.ci')
    .map((entry) => path.join(dir, entry.name) + '/');
}

const named = layoutPaths();
const isNamed = (folder: string) =>
  named.some((name) => name === folder || name.startsWith(folder));

describe("README.md's layout", () => {
  it('is found', () => {
    expect(named.length).toBeGreaterThan(20);
  });

  it('names only files and folders that exist', () => {
    const base = (name: string) => name.replace(/<[^>]+>.*$/, '');
    expect(named.filter((name) => !fs.existsSync(path.join(root, base(name))))).toEqual([]);
  });

  it.each(['.', 'src', 'plugins', 'tests'])('names every folder of %s/', (dir) => {
    expect(
      folders(dir)
        .map((folder) => folder.replace(/^\.\//, ''))
        .filter((f) => !isNamed(f)),
    ).toEqual([]);
  });
});
