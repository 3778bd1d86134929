/**
 * Tells postcss-loader not to search for a PostCSS config file. It looks for one
 * (postcss.config.js, .postcssrc and eight more names) in every folder from each CSS
 * file up to the root: about 0.4 s of file reads per build here. The site has no such
 * file; its PostCSS plugins are the ones Docusaurus passes in these options.
 */
import type {Plugin} from '@docusaurus/types';

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'saturn-postcss-options',
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
