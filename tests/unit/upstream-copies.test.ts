/**
 * Every file copied from an upstream package, and every theme component that replaces an
 * upstream one instead of wrapping it, is fenced: its header names the upstream file
 * (`Upstream: <package>/<path>`), and these tests fail when the installed file changes, so
 * an upgrade cannot silently leave a stale copy in place. Two kinds of copy:
 *
 * - Exact copies (plugins/upstream-patches): lines ending `// Saturn, was: <upstream line>`
 *   are changed and comment lines starting `Saturn:` are added; undoing both must give the
 *   installed upstream file byte for byte.
 * - Rewritten copies (theme components in TSX, reformatted): the header records the SHA-256
 *   of the upstream file they were made from (`Upstream: <file> sha256 <hex>`) and comments
 *   starting `Saturn:` mark the changes. When the hash differs, compare the new upstream
 *   file with the copy, carry the changes over, and record the new hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {replacements} from '../../plugins/upstream-patches';

const root = path.resolve(__dirname, '../..');
const sourceFile = /\.(?:tsx?|jsx?|mjs|cjs)$/;
const marker = /^\s*(?:\*|\/\/)\s*(?:Saturn: )?Upstream: (\S+)(?: sha256 ([0-9a-f]{64}))?\s*$/m;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file);
    return sourceFile.test(entry.name) ? [file] : [];
  });
}

const rel = (file: string) => path.relative(root, file);
const read = (file: string) => fs.readFileSync(file, 'utf8');
const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Undoes an exact copy's marked changes: drops "Saturn:" comments, restores "Saturn, was:" lines. */
function undo(copy: string): string {
  return copy
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*) Saturn:/.test(line))
    .map((line) => {
      const changed = /^(\s*).*? \/\/ Saturn, was: (.*)$/.exec(line);
      return changed ? `${changed[1]}${changed[2]}` : line;
    })
    .join('\n');
}

const copies = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'plugins'))]
  .map((file) => ({file, match: marker.exec(read(file))}))
  .filter(({match}) => match !== null)
  .map(({file, match}) => ({
    copy: rel(file),
    upstream: match![1]!,
    hash: match![2],
  }));

describe.each(copies)('the copy $copy', ({copy, upstream, hash}) => {
  const text = read(path.join(root, copy));
  const installed = path.join(root, 'node_modules', upstream);

  it(`names an installed upstream file (${upstream})`, () => {
    expect(fs.existsSync(installed)).toBe(true);
  });

  it('marks its changes', () => {
    expect(text).toMatch(hash ? /(\/\/|\*) Saturn: / : /\/\/ Saturn, was: /);
  });

  if (hash) {
    it('was made from the installed upstream file (same SHA-256)', () => {
      expect(sha256(installed)).toBe(hash);
    });
  } else {
    it('is the installed upstream file once its marked changes are undone', () => {
      expect(undo(text)).toBe(read(installed));
    });
  }
});

describe('module replacements (plugins/upstream-patches)', () => {
  it.each(replacements)('$copy is fenced and replaces the file it names', ({upstream, copy}) => {
    const fenced = copies.find((c) => c.copy === `plugins/upstream-patches/${copy}`);
    expect(fenced).toBeDefined();
    expect(upstream.test(path.join(root, 'node_modules', fenced!.upstream))).toBe(true);
  });
});

/** The component folders of the installed themes that local theme folders can shadow. */
const upstreamThemes = [
  '@docusaurus/theme-classic/lib/theme',
  'docusaurus-theme-redoc/dist-jsx/theme',
].map((dir) => path.join(root, 'node_modules', dir));

const localThemes = [
  path.join(root, 'src/theme'),
  ...fs
    .readdirSync(path.join(root, 'plugins'))
    .map((name) => path.join(root, 'plugins', name, 'theme'))
    .filter((dir) => fs.existsSync(dir)),
];

/** `CodeBlock/Container` for `.../theme/CodeBlock/Container/index.tsx`. */
function componentName(themeDir: string, file: string): string {
  return path
    .relative(themeDir, file)
    .replace(sourceFile, '')
    .replace(/[\\/]index$/, '')
    .split(path.sep)
    .join('/');
}

/**
 * An upstream component that only names a slot a theme fills (theme-classic's SearchBar is
 * `export {default} from '@docusaurus/Noop'`) has nothing to wrap or copy.
 */
function isPlaceholder(file: string): boolean {
  return /from\s+['"]@docusaurus\/Noop['"]/.test(read(file));
}

const shadowing = localThemes.flatMap((themeDir) =>
  walk(themeDir)
    .map((file) => ({file: rel(file), component: componentName(themeDir, file)}))
    .filter(({component}) =>
      upstreamThemes.some((dir) =>
        ['.js', '/index.js'].some((ext) => {
          const file = path.join(dir, component + ext);
          return fs.existsSync(file) && !isPlaceholder(file);
        }),
      ),
    ),
);

describe('theme components that replace an upstream component', () => {
  it('are found (the scan works)', () => {
    expect(shadowing.map(({component}) => component)).toEqual(
      expect.arrayContaining(['CodeBlock', 'CodeBlock/Container', 'CodeBlock/Content', 'Tabs']),
    );
  });

  it.each(shadowing)('$file wraps @theme-original/$component or is a fenced copy', (s) => {
    const wraps = new RegExp(`['"]@theme-(?:original|init)/${s.component}['"]`).test(
      read(path.join(root, s.file)),
    );
    const fenced = copies.some(({copy}) => copy === s.file);
    expect(wraps || fenced).toBe(true);
  });
});
