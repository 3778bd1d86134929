/**
 * The site's overrides of upstream code: theme components that replace an upstream one
 * instead of wrapping it, and modules swapped for others in a bundle. Each is one file of
 * this repository whose header names what it overrides and why it earns its place:
 *
 *   Upstream: <installed file> [sha256 <hex of the file it was written against>]
 *   Saves or fixes: <what it saves (gzip, which pages) or which bug it fixes>
 *   Retire when: <the upstream change that would make it unnecessary>
 *
 * These tests find every override, hold them to a budget, fail when an upstream file a
 * replacement was written against changes (compare, carry the changes over, record the new
 * hash), and fail when a theme component or a module swap overrides upstream code without
 * such a header. Wrapping (`@theme-original/...`, or `@theme-init/...` from a plugin's theme)
 * is not an override, and neither is filling a slot theme-classic leaves empty (its SearchBar
 * renders nothing until a search theme provides one).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {localThemeFolders} from '../helpers/theme-folders';

const root = path.resolve(__dirname, '../..');
const budget = 4;
const sourceFile = /\.(?:tsx?|jsx?|mjs|cjs)$/;

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
const field = (text: string, name: string) =>
  new RegExp(`^\\s*(?:\\*|//)\\s*${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();

const sources = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'plugins'))];
const overrides = sources
  .map((file) => ({file, text: read(file)}))
  .map(({file, text}) => ({
    file: rel(file),
    upstream: /^\s*(?:\*|\/\/)\s*Upstream: (\S+)(?: sha256 ([0-9a-f]{64}))?\s*$/m.exec(text),
    savesOrFixes: field(text, 'Saves or fixes'),
    retireWhen: field(text, 'Retire when'),
  }))
  .filter(({upstream}) => upstream !== null)
  .map(({file, upstream, savesOrFixes, retireWhen}) => ({
    file,
    upstream: upstream![1]!,
    hash: upstream![2],
    savesOrFixes,
    retireWhen,
  }));

describe('overrides of upstream code', () => {
  it(`are found, and there are at most ${budget}`, () => {
    expect(overrides.length).toBeGreaterThan(0);
    expect(overrides.map(({file}) => file).length).toBeLessThanOrEqual(budget);
  });

  describe.each(overrides)('$file', ({upstream, hash, savesOrFixes, retireWhen}) => {
    it(`names an installed upstream file (${upstream})`, () => {
      expect(fs.existsSync(path.join(root, 'node_modules', upstream))).toBe(true);
    });

    it('says what it saves or fixes, and what upstream change would retire it', () => {
      expect(savesOrFixes ?? '').toMatch(/\w{3,}/);
      expect(retireWhen ?? '').toMatch(/\w{3,}/);
    });

    if (hash) {
      it('was written against the installed upstream file (same SHA-256)', () => {
        expect(sha256(path.join(root, 'node_modules', upstream))).toBe(hash);
      });
    }
  });
});

/** The component folders of the installed themes that local theme folders can shadow. */
const upstreamThemes = ['@docusaurus/theme-classic/lib/theme']
  .map((dir) => path.join(root, 'node_modules', dir))
  .filter((dir) => fs.existsSync(dir));

/** `CodeBlock/Content` for `.../theme/CodeBlock/Content/index.tsx`. */
function componentName(themeDir: string, file: string): string {
  return path
    .relative(themeDir, file)
    .replace(sourceFile, '')
    .replace(/[\\/]index$/, '')
    .split(path.sep)
    .join('/');
}

const shadowing = localThemeFolders.flatMap((themeDir) =>
  walk(themeDir)
    .map((file) => ({file: rel(file), component: componentName(themeDir, file)}))
    .filter(({component}) =>
      upstreamThemes.some((dir) =>
        ['.js', '/index.js'].some((ext) => fs.existsSync(path.join(dir, component + ext))),
      ),
    ),
);

describe('theme components that shadow an upstream component', () => {
  it('are found (the scan works)', () => {
    expect(shadowing.map(({component}) => component)).toEqual(
      expect.arrayContaining(['CodeBlock/Content', 'NavbarItem']),
    );
  });

  it.each(shadowing)(
    '$file wraps @theme-original/$component, fills an empty slot, or is an override',
    (s) => {
      const wraps = new RegExp(`['"]@theme-(?:original|init)/${s.component}['"]`).test(
        read(path.join(root, s.file)),
      );
      // theme-classic's SearchBar is a slot for a search theme to fill: it renders nothing.
      const slot = upstreamThemes.some((dir) =>
        ['.js', '/index.js'].some((ext) => {
          const file = path.join(dir, s.component + ext);
          return fs.existsSync(file) && /from '@docusaurus\/Noop'/.test(read(file));
        }),
      );
      const override = overrides.some(({file}) => file === s.file);
      expect(wraps || slot || override).toBe(true);
    },
  );
});

/**
 * Module swaps: a plugin that replaces a module in a bundle (a `NormalModuleReplacementPlugin`
 * or a `resolve.alias`) points at the replacing file with a literal name; each such file is an
 * override. Aliases of the site's own modules (`@saturn/...`) pick one of two files of ours
 * per bundle and replace nothing upstream; they name their files by expression.
 */
const swapping = walk(path.join(root, 'plugins'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({file, text: read(file)}))
  .filter(({text}) => /NormalModuleReplacementPlugin|\balias\s*:/.test(text));

describe('module swaps', () => {
  it('are found (the scan works)', () => {
    expect(swapping.length).toBeGreaterThan(0);
  });

  it.each(swapping.map(({file}) => rel(file)))('%s swaps in only overrides', (file) => {
    const text = read(path.join(root, file));
    const named = [
      ...text.matchAll(/path\.join\(__dirname, '([^']+)'\)/g),
      ...text.matchAll(/\bfile\('([^']+)'\)/g),
    ]
      .map((match) => path.join(path.dirname(file), match[1]!))
      .filter((name) => fs.statSync(path.join(root, name), {throwIfNoEntry: false})?.isFile());
    const notOverrides = named.filter((name) => !overrides.some((o) => o.file === name));
    expect(notOverrides).toEqual([]);
  });
});
