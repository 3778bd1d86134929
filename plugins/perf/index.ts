/**
 * Performance plugin (issue 9).
 * - With SATURN_BUNDLE_STATS=<file> set, writes the client bundle's chunk and
 *   module stats as JSON to <file>, to see what each chunk carries.
 * - Replaces `mermaid` with a stub in the server bundle, which only renders
 *   the static HTML: diagrams are drawn in the browser (see
 *   mermaid-server-stub.mjs). This keeps the bundler from compiling Mermaid twice.
 * - Swaps @docusaurus/theme-common's reactUtils.js for a copy that sorts
 *   without localeCompare() (see theme-common-react-utils.js).
 * - `@saturn/redoc-on-server` is redocusaurus's Redoc component in the server
 *   bundle and `null` in the browser's, so src/theme/Redoc renders the
 *   reference synchronously on the server and imports Redoc on demand in the
 *   browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface StatsCompiler {
  hooks: {
    done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void};
  };
}

export default function perfPlugin(context: LoadContext): Plugin {
  return {
    name: 'saturn-perf',
    configureWebpack(_config, isServer, {currentBundler}) {
      const reactUtils = new currentBundler.instance.NormalModuleReplacementPlugin(
        /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
        path.join(context.siteDir, 'plugins/perf/theme-common-react-utils.js'),
      );
      const redocOnServer = isServer
        ? require.resolve('docusaurus-theme-redoc/dist/theme/Redoc')
        : path.join(context.siteDir, 'plugins/perf/browser-null.mjs');
      if (isServer) {
        const stub = path.join(context.siteDir, 'plugins/perf/mermaid-server-stub.mjs');
        return {
          resolve: {alias: {mermaid$: stub, '@saturn/redoc-on-server$': redocOnServer}},
          plugins: [reactUtils],
        };
      }
      const alias = {resolve: {alias: {'@saturn/redoc-on-server$': redocOnServer}}};
      const statsFile = process.env.SATURN_BUNDLE_STATS;
      if (!statsFile) return {...alias, plugins: [reactUtils]};
      return {
        ...alias,
        plugins: [
          reactUtils,
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('saturn-perf-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkModules: true,
                  chunkOrigins: true,
                  modules: false,
                  nestedModules: true,
                  dependentModules: true,
                  chunkModulesSpace: Infinity,
                  nestedModulesSpace: Infinity,
                  ids: true,
                  entrypoints: true,
                  chunkGroups: true,
                });
                fs.writeFileSync(statsFile, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
