/**
 * Prism for the whole site, and out of the main bundle.
 *
 * One Prism instance. redocusaurus's theme imports the `prismjs` package (a
 * second Prism instance) and registers a bundler-wide
 * `ProvidePlugin({Prism: 'prismjs'})`, so every `prismjs/components/prism-<lang>`
 * module registers its grammar into that second instance. The language modules
 * are evaluated once per bundle: in the server bundle Redoc's imports get there
 * first, Docusaurus's code blocks are then rendered without bash, PHP or Go
 * grammars while the browser has them, and React reports a hydration error
 * (#418) on every docs page with code. Resolving the `prismjs` core module to
 * prism-react-renderer's instance makes both libraries register into, and
 * highlight with, the same Prism.
 *
 * Prism only where it is used (performance, issue 9). Docusaurus evaluates
 * Prism and all its grammars on every page load, from a client module, about
 * a fifth of the main bundle's start-up. Here:
 * - that client module is replaced by an empty one;
 * - `@saturn/code-lines` is the Prism highlighter (src/prism/Highlighted.tsx)
 *   in the server bundle and src/prism/CodeLines.tsx in the browser, which
 *   keeps the server's code markup and loads the highlighter only for code it
 *   renders itself;
 * - token colours come from a stylesheet generated here from the code themes of
 *   docusaurus.config.ts (src/prism/tokenStyles.ts), one set per colour mode.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {codeThemeCss} from '../../src/prism/tokenStyles';

export default function sharedPrismPlugin(context: LoadContext): Plugin {
  const {theme, darkTheme} = (
    context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}}
  ).prism;
  const css = path.join(context.generatedFilesDir, 'saturn-prism', 'code-theme.css');
  fs.mkdirSync(path.dirname(css), {recursive: true});
  fs.writeFileSync(css, codeThemeCss(theme, darkTheme ?? theme));

  // client-modules.js requires it by its absolute path, without the extension.
  const includeLanguagesModule = require
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  return {
    name: 'saturn-shared-prism',
    getClientModules() {
      return [css];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            prismjs$: path.join(__dirname, 'prism.cjs'),
            [`${includeLanguagesModule}$`]: path.join(__dirname, 'no-client-module.cjs'),
            '@saturn/code-lines$': path.join(
              context.siteDir,
              isServer ? 'src/prism/Highlighted.tsx' : 'src/prism/CodeLines.tsx',
            ),
          },
        },
      };
    },
  };
}
