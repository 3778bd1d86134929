/**
 * `@saturn/redoc-on-server` is redocusaurus's Redoc component in the server
 * bundle and `null` in the browser's, so src/theme/Redoc renders the
 * reference synchronously on the server and imports Redoc on demand in the
 * browser. Moved unchanged out of the former plugins/perf.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function redocOnServerPlugin(): Plugin {
  return {
    name: 'saturn-redoc-on-server',
    configureWebpack(_config, isServer) {
      const redocOnServer = isServer
        ? require.resolve('docusaurus-theme-redoc/dist/theme/Redoc')
        : path.join(__dirname, 'browser-null.mjs');
      return {resolve: {alias: {'@saturn/redoc-on-server$': redocOnServer}}};
    },
  };
}
