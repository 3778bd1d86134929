/**
 * Your values (README.md in this folder): the navbar button and panel, the engine that puts
 * the reader's values into the code on the page, the copy button that copies them, and the
 * client module that loads the engine when values are stored. Placeholders are marked in the
 * code on the server by plugins/code-blocks, after the rule in src/lib/your-values.ts.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function yourValuesPlugin(): Plugin {
  return {
    name: 'saturn-your-values',
    // CodeBlock/Buttons/CopyButton (wrapped) and NavbarItem/ComponentTypes (wrapped: the
    // `custom-yourValues` navbar item type).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')];
    },
  };
}
