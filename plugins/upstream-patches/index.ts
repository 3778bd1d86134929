/**
 * Swaps Docusaurus modules for copies with a line changed (README.md in this folder:
 * each patch with its measured before and after, and the ones dropped). Each copy names its upstream file
 * and marks its changes; tests/unit/upstream-copies.test.ts undoes them and fails when
 * the result differs from the installed upstream file.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Upstream modules (by resolved path) and the copies that replace them. */
export const replacements = [
  {
    upstream: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    copy: 'theme-common-react-utils.js',
  },
];

export default function upstreamPatchesPlugin(): Plugin {
  return {
    name: 'saturn-upstream-patches',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: replacements.map(
          ({upstream, copy}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(
              upstream,
              path.join(__dirname, copy),
            ),
        ),
      };
    },
  };
}
