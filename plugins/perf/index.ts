/**
 * Performance plugin (issue 9).
 * - With SATURN_BUNDLE_STATS=<file> set, writes the client bundle's chunk and
 *   module stats as JSON to <file>, to see what each chunk carries.
 * - Tells postcss-loader not to search for a PostCSS config file (see below).
 * - Swaps Docusaurus modules for copies with a line changed (see
 *   `replacements` below and the files' headers). Not the browser context:
 *   turning its post-hydration update into a transition made the search
 *   page lose its query (it reads the URL when that update lands).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

interface StatsCompiler {
  hooks: {
    done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void};
  };
}

/** Upstream modules (by resolved path) and the copies that replace them. */
export const replacements = [
  {
    upstream: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    copy: 'plugins/perf/theme-common-react-utils.js',
  },
  {
    upstream: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    copy: 'plugins/perf/core-client-entry.js',
  },
];

export default function perfPlugin(context: LoadContext): Plugin {
  return {
    name: 'saturn-perf',
    // postcss-loader looks for a PostCSS config file (postcss.config.js, .postcssrc and
    // eight more names) in every folder from each CSS file up to the root: about 0.4 s of
    // file reads per build here. The site has no such file; its PostCSS plugins are the
    // ones Docusaurus passes in these options.
    configurePostCss(options) {
      return {...options, config: false};
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const swaps = replacements.map(
        ({upstream, copy}) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(
            upstream,
            path.join(context.siteDir, copy),
          ),
      );
      if (isServer) return {plugins: swaps};
      const statsFile = process.env.SATURN_BUNDLE_STATS;
      if (!statsFile) return {plugins: swaps};
      return {
        plugins: [
          ...swaps,
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
