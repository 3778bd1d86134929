/**
 * Gives the whole site one Prism instance.
 *
 * redocusaurus's theme imports the `prismjs` package (a second Prism instance)
 * and registers a bundler-wide `ProvidePlugin({Prism: 'prismjs'})`, so every
 * `prismjs/components/prism-<lang>` module registers its grammar into that
 * second instance. The language modules are evaluated once per bundle: in the
 * server bundle Redoc's imports get there first, Docusaurus's code blocks are
 * then rendered without bash, PHP or Go grammars while the browser has them,
 * and React reports a hydration error (#418) on every docs page with code.
 *
 * Resolving the `prismjs` core module to prism-react-renderer's instance makes
 * both libraries register into, and highlight with, the same Prism.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function sharedPrismPlugin(): Plugin {
  return {
    name: 'saturn-shared-prism',
    configureWebpack() {
      return {resolve: {alias: {prismjs$: path.join(__dirname, 'prism.cjs')}}};
    },
  };
}
