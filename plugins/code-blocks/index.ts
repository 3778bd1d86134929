/**
 * Code blocks highlighted on the server and kept as they are in the browser
 * (README.md in this folder: what runs where, and why).
 *
 * Prism only where it is used. Docusaurus evaluates Prism and all its grammars
 * on every page load, from a client module. Here:
 * - that client module is replaced by an empty one;
 * - `@saturn/code-lines` is the Prism highlighter (./Highlighted.tsx) in the
 *   server bundle and ./CodeLines.tsx in the browser, which keeps the server's
 *   code markup and loads the highlighter only for code it renders itself;
 * - token colours come from a stylesheet generated here from the code themes
 *   (./themes.ts, ./token-styles.ts), one set per colour mode;
 * - ./theme/CodeBlock/Content replaces theme-classic's, to render `@saturn/code-lines`.
 *
 * The code block only where it is used: ./theme/CodeBlock wraps theme-classic's, which the
 * pages and components that show code load through `@theme/CodeBlock/Eager` (./remark.ts adds
 * the import to a page with a fence), and ./chunk.ts puts it in one chunk of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {overrideOff} from '../overrides';
import {codeBlockCacheGroup} from './chunk';
import {darkCodeTheme, lightCodeTheme} from './themes';
import {codeThemeCss} from './token-styles';

/** `@saturn/code-lines` in each bundle (tsconfig.json names the browser's). */
export const codeLinesModule = {server: 'Highlighted.tsx', browser: 'CodeLines.tsx'} as const;

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const css = path.join(context.generatedFilesDir, 'saturn-code-blocks', 'code-theme.css');
  fs.mkdirSync(path.dirname(css), {recursive: true});
  fs.writeFileSync(css, codeThemeCss(lightCodeTheme, darkCodeTheme));

  // theme-classic's code block: the pages that show code load it, in one chunk (./chunk.ts).
  const upstreamCodeBlockFile = require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock');
  // client-modules.js requires it by its absolute path, without the extension.
  const includeLanguagesModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'saturn-code-blocks',
    ...(overrideOff('plugins/code-blocks/theme/CodeBlock/Content/index.tsx')
      ? {}
      : {getThemePath: () => path.join(__dirname, 'theme')}),
    getClientModules() {
      return [css];
    },
    configureWebpack(_config, isServer) {
      return {
        // The server bundle is one chunk: it has no chunk rules.
        ...(!isServer && {
          optimization: {
            splitChunks: {cacheGroups: {codeBlock: codeBlockCacheGroup(upstreamCodeBlockFile)}},
          },
        }),
        resolve: {
          alias: {
            ...(overrideOff('plugins/code-blocks/no-client-module.cjs')
              ? {}
              : {[`${includeLanguagesModule}$`]: path.join(__dirname, 'no-client-module.cjs')}),
            '@saturn/code-lines$': path.join(
              __dirname,
              isServer ? codeLinesModule.server : codeLinesModule.browser,
            ),
          },
        },
      };
    },
  };
}
