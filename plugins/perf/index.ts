/**
 * Performance plugin (issue 9).
 * - With SATURN_BUNDLE_STATS=<file> set, writes the client bundle's chunk and
 *   module stats as JSON to <file>, to see what each chunk carries.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

interface StatsCompiler {
  hooks: {
    done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void};
  };
}

export default function perfPlugin(): Plugin {
  return {
    name: 'saturn-perf',
    configureWebpack(_config, isServer) {
      const statsFile = process.env.SATURN_BUNDLE_STATS;
      if (isServer || !statsFile) return {};
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
