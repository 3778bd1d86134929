/**
 * Page weight: modules swapped in the browser bundle for smaller ones that do
 * the same for this site. Each swap names what it saves (gzip, docs page).
 * With SATURN_BUNDLE_STATS=<file>, the browser build also writes its chunks and
 * their modules as JSON to <file>, which `scripts/route-weight.mjs --stats <file>`
 * reads to list what each route's scripts carry.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {overrideOff} from '../overrides';

interface StatsCompiler {
  hooks: {
    done: {tap: (name: string, fn: (stats: {toJson: (o: object) => unknown}) => void) => void};
  };
}

/** Writes the browser bundle's chunks and their modules to `file` after each build. */
function statsWriter(file: string) {
  return {
    apply(compiler: StatsCompiler) {
      compiler.hooks.done.tap('saturn-bundle-stats', (stats) => {
        const json = stats.toJson({
          all: false,
          assets: true,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          // Rspack groups the modules it concatenated or tree-shook into "dependent
          // modules" entries with no name unless these are on.
          dependentModules: true,
          orphanModules: true,
          ids: true,
          entrypoints: true,
          chunkGroups: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
        });
        fs.writeFileSync(file, JSON.stringify(json));
      });
    },
  };
}

interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

/** The CommonJS Docusaurus package whose `require("tslib")` pulls all of tslib into main. */
const tslibIssuer = /@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

export default function pageWeightPlugin(context: LoadContext): Plugin {
  const file = (name: string) => path.join(context.siteDir, 'plugins/page-weight', name);
  const tslibShim = file('tslib-import-default.mjs');
  return {
    name: 'saturn-page-weight',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          // tslib: every helper in main.js for the one that is called.
          ...(overrideOff('plugins/page-weight/tslib-import-default.mjs')
            ? []
            : [
                new NormalModuleReplacementPlugin(/^tslib$/, (data: ResolveData) => {
                  if (tslibIssuer.test(data.contextInfo.issuer)) data.request = tslibShim;
                }),
              ]),
          ...(process.env.SATURN_BUNDLE_STATS
            ? [statsWriter(process.env.SATURN_BUNDLE_STATS)]
            : []),
        ],
      };
    },
  };
}
