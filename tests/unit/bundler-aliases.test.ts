/**
 * tsconfig.json's `paths` name the same files as the bundler aliases: for each `@saturn/…`
 * alias a plugin sets, the path TypeScript resolves is the browser bundle's file, or a .d.ts
 * next to it that types both bundles' files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import codeBlocksPlugin from '../../plugins/code-blocks';
import diagramsPlugin from '../../plugins/diagrams';

const root = path.resolve(__dirname, '../..');
const context = {
  siteDir: root,
  generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-aliases-')),
} as unknown as LoadContext;

function browserAliases(plugin: Plugin): Record<string, string> {
  const configure = plugin.configureWebpack as unknown as (
    config: object,
    isServer: boolean,
    utils: object,
  ) => {resolve?: {alias?: Record<string, string>}};
  const alias = configure({}, false, {}).resolve?.alias ?? {};
  return Object.fromEntries(
    Object.entries(alias)
      .filter(([name]) => name.startsWith('@saturn/'))
      .map(([name, file]) => [name.replace(/\$$/, ''), path.relative(root, file)]),
  );
}

const aliases = {
  ...browserAliases(codeBlocksPlugin(context)),
  ...browserAliases(diagramsPlugin()),
};
const paths = (
  JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: {paths: Record<string, string[]>};
  }
).compilerOptions.paths;

describe('tsconfig.json paths and the bundler aliases', () => {
  it('name the same @saturn/ modules', () => {
    expect(Object.keys(aliases).sort()).toEqual(
      Object.keys(paths)
        .filter((name) => name.startsWith('@saturn/'))
        .sort(),
    );
  });

  it.each(Object.entries(aliases))('%s: tsconfig names the browser file %s', (name, file) => {
    const typed = path.normalize(paths[name]![0]!);
    const sameFile = typed === file;
    const declarationBeside = typed.endsWith('.d.ts') && path.dirname(typed) === path.dirname(file);
    expect(sameFile || declarationBeside, `${name}: ${typed} vs ${file}`).toBe(true);
  });
});
