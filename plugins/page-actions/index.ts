/**
 * Page actions (README.md in this folder): "Copy page" and "View as Markdown" above every
 * docs page, "Report a problem with this page" under it. The plugin provides its theme: the
 * docs page's content and footer, both wrapped.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function pageActionsPlugin(): Plugin {
  return {
    name: 'saturn-page-actions',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
