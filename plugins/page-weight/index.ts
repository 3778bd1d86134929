/**
 * Page weight: modules swapped in the browser bundle for smaller ones that do
 * the same for this site. Each swap names what it saves (gzip, docs page).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

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
        // nprogress: 1.6 KiB gzip in main for theme-classic's navigation progress bar.
        resolve: {alias: {nprogress$: file('nprogress-lite.mjs')}},
        plugins: [
          // tslib: 3.9 KiB gzip in main for one 3-line helper.
          new NormalModuleReplacementPlugin(/^tslib$/, (data: ResolveData) => {
            if (tslibIssuer.test(data.contextInfo.issuer)) data.request = tslibShim;
          }),
        ],
      };
    },
  };
}
