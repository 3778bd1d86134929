/**
 * Every file or folder that a README or a code comment names exists. A
 * path is named from the repository's root (`plugins/search/README.md`) or from the folder of
 * the text that names it (`./<file>.ts`, `../<folder>/`, or `openapi/<file>.ts` in a plugin's
 * README), with or without its extension (a module specifier, a docs route). Patterns
 * (`<section>`, `{a,b}`, `*`) and paths under folders that commands write (`build/`,
 * `.docusaurus/`, `reports/`) are left out. A renamed or deleted file then fails here until every text
 * that names it is mended.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** Folders that commands write and Git does not keep: their paths are not checked. */
const written = new Set(['node_modules', 'build', '.git', '.docusaurus', '.bench', 'reports']);

/** Top-level entries a path named from the root starts with. */
const topLevel = fs
  .readdirSync(root, {withFileTypes: true})
  .filter((entry) => !written.has(entry.name))
  .map((entry) => entry.name);

const skippedDirs = new Set([
  'node_modules',
  'build',
  '.git',
  '.docusaurus',
  '.bench',
  'test-results',
  'playwright-report',
  'reports',
  'drawn',
]);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : walk(file, keep);
    return keep(file) ? [file] : [];
  });
}

// Decision records are left out: they describe the tree as it was when each was taken.
const markdown = walk(
  root,
  (file) => /\.md$/.test(file) && !/^(?:docs|decisions)\//.test(path.relative(root, file)),
);
const code = walk(root, (file) => /\.(?:tsx?|mjs|cjs|js|sh|css)$/.test(file));

/** A pattern or a placeholder, not one path. */
const pattern = /[<>{}*|$]|\.\.\.|\bName\b/;

/** Paths named from the root: they start with a top-level entry and a slash. */
function rootPaths(text: string): string[] {
  const names = new Set<string>();
  const expression = new RegExp(
    `(?<![\\w./@-])((?:${topLevel.map((name) => name.replace(/\./g, '\\.')).join('|')})/[\\w./<>{}*,$-]*)`,
    'g',
  );
  for (const match of text.matchAll(expression)) {
    const name = match[1]!.replace(/[.,]+$/, '');
    if (!pattern.test(name)) names.add(name);
  }
  return [...names];
}

/** Paths named relative to the text's folder: `./<file>.ts`, `../<folder>/`. */
function relativePaths(comment: string): string[] {
  return [...comment.matchAll(/(?<![\w/@.])(\.\.?\/[\w./-]+)/g)]
    .map((match) => match[1]!.replace(/[.,]+$/, ''))
    .filter((name) => !pattern.test(name));
}

/** The comments of a source file: `//` lines, block comments and shell `#` lines. */
function comments(file: string, text: string): string[] {
  if (file.endsWith('.sh')) return [...text.matchAll(/^\s*#(.*)$/gm)].map((m) => m[1]!);
  return [
    ...[...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]),
    ...[...text.matchAll(/(?<![:'"`\w])\/\/(.*)$/gm)].map((m) => m[1]!),
  ];
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '.md', '.mdx', '.json'];

/** Whether `name` is a file or folder from the root or from `dir`, extension optional. */
function exists(name: string, dir: string): boolean {
  const bare = name.replace(/\/$/, '');
  return [root, dir].some((base) =>
    extensions.some((extension) => fs.existsSync(path.join(base, bare + extension))),
  );
}

describe('paths named in READMEs', () => {
  for (const file of markdown) {
    it(`${path.relative(root, file)} names only paths that exist`, () => {
      const text = fs.readFileSync(file, 'utf8');
      const dir = path.dirname(file);
      // A relative path in a fenced code sample is relative to the sample's own file.
      const prose = text.replace(/^```[\s\S]*?^```/gm, '');
      const named = [...rootPaths(text), ...relativePaths(prose)];
      expect(named.filter((name) => !exists(name, dir))).toEqual([]);
    });
  }
});

describe('paths named in code comments', () => {
  it('exist, for every source file', () => {
    const missing: string[] = [];
    for (const file of code) {
      const text = fs.readFileSync(file, 'utf8');
      const dir = path.dirname(file);
      for (const comment of comments(file, text)) {
        for (const name of [...rootPaths(comment), ...relativePaths(comment)]) {
          if (!exists(name, dir)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
