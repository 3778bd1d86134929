/**
 * Performance plugin (issue 9).
 * - With SATURN_BUNDLE_STATS=<file> set, writes the client bundle's chunk and
 *   module stats as JSON to <file>, to see what each chunk carries.
 * - Replaces `mermaid` with a stub in the server bundle, which only renders
 *   the static HTML: diagrams are drawn in the browser (see
 *   mermaid-server-stub.mjs). This keeps the bundler from compiling Mermaid twice.
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
    configureWebpack(_config, isServer) {
      if (isServer) {
        const stub = path.join(context.siteDir, 'plugins/perf/mermaid-server-stub.mjs');
        return {resolve: {alias: {mermaid$: stub}}};
      }
      const statsFile = process.env.SATURN_BUNDLE_STATS;
      if (!statsFile) return {};
      return {
        plugins: [
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
