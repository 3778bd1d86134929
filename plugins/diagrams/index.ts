/**
 * Mermaid diagrams drawn ahead of time (see ./diagrams.ts). This plugin points
 * `@saturn/diagram-data` at the module for each bundle: the server bundle reads every
 * drawn diagram, the browser bundle loads one only for a page reached by a client-side link.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'saturn-diagrams',
    configureWebpack(_config, isServer) {
      const data = isServer ? 'data.server.ts' : 'data.browser.ts';
      return {
        resolve: {
          alias: {
            '@saturn/diagram-data$': path.join(__dirname, 'Diagram', data),
          },
        },
      };
    },
  };
}
