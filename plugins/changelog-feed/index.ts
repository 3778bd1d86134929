import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {changelog} from '../../src/data/changelog';
import {product} from '../../src/data/facts';
import {changelogFeedPath, renderAtomFeed} from './atom';

/**
 * Writes the changelog as an Atom feed at `/changelog/atom.xml` after each
 * build, from the same data the `/changelog/` page renders, and announces the
 * feed in every page's head so feed readers find it.
 */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const {siteConfig} = context;
  return {
    name: 'saturn-changelog-feed',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: `${product.name} changelog`,
              href: changelogFeedPath,
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const file = path.join(outDir, changelogFeedPath);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, renderAtomFeed(changelog, siteConfig.url, product.name), 'utf8');
    },
  };
}
