/**
 * The site's search plugin, @easyops-cn/docusaurus-search-local, with three changes (see
 * README.md in this folder for what runs where, and the measurements behind it):
 * - after the build, the plugin parses each docs page to index it, and here it gets the page
 *   with its code blocks as plain text (plugins/code-blocks/code-text.ts); its postBuild takes
 *   about a fifth less;
 * - after the plugin's postBuild, the site's own sharded index (src/search/engine) is written
 *   to `search-index/` from the plugin's documents and from openapi/openapi.yaml;
 * - in the browser, the plugin's `searchByWorker` module is replaced by src/search/client.ts,
 *   which answers plain queries from that index. The plugin's search bar, dropdown, contexts
 *   and footer links stay as they are.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin, PluginModule, PluginOptions} from '@docusaurus/types';

import {codeBlocksAsText} from '../code-blocks/code-text';
import {buildIndex} from './engine/build';
import {stem} from './engine/stem';
import {searchSections} from './config';
import type {SearchIndexEntry} from '../../src/search/types';
import {pageFromOpenApi, pagesFromPluginIndex} from './sources';

type Parse = (html: string, ...rest: unknown[]) => unknown;

/* eslint-disable @typescript-eslint/no-require-imports */
const upstream = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};
const parseModule = require(
  path.join(path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')), 'utils/parse.js'),
) as {parse: Parse & {saturn?: true}};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The plugin's scanDocuments calls `parse` through its module's exports, page by page. */
export function flattenCodeBeforeParse(): void {
  if (typeof parseModule.parse !== 'function') {
    throw new Error(
      '@easyops-cn/docusaurus-search-local no longer exports utils/parse.js#parse: update plugins/search.',
    );
  }
  if (parseModule.parse.saturn) return;
  const original = parseModule.parse;
  const parse: Parse & {saturn?: true} = (html, ...rest) =>
    original(codeBlocksAsText(html, ' ', ' '), ...rest);
  parse.saturn = true;
  parseModule.parse = parse;
}

/** Writes the site's own index into `outDir/search-index/`; returns the number of files. */
export async function writeSiteIndex(outDir: string, openapiFile: string): Promise<number> {
  const entries = JSON.parse(
    await readFile(path.join(outDir, 'search-index.json'), 'utf8'),
  ) as SearchIndexEntry[];
  const spec = yaml.load(await readFile(openapiFile, 'utf8')) as Record<string, unknown>;
  const pages = [...pagesFromPluginIndex(entries), pageFromOpenApi(spec)];
  const files = buildIndex(pages, searchSections, stem);
  await Promise.all(
    ['t', 'p'].map((dir) => mkdir(path.join(outDir, 'search-index', dir), {recursive: true})),
  );
  await Promise.all(
    [...files].map(([file, text]) => writeFile(path.join(outDir, file), text, 'utf8')),
  );
  return files.size;
}

const searchPlugin: PluginModule = (context, options) => {
  flattenCodeBeforeParse();
  const plugin = upstream.default(context, options as PluginOptions);
  const upstreamPostBuild = plugin.postBuild?.bind(plugin);
  const upstreamWebpack = plugin.configureWebpack?.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      await upstreamPostBuild?.(props);
      await writeSiteIndex(props.outDir, path.join(context.siteDir, 'openapi', 'openapi.yaml'));
    },
    configureWebpack(config, isServer, utils, content) {
      const own = upstreamWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...own,
        plugins: [
          // The plugin's SearchBar imports '../searchByWorker'; the search page imports the
          // client directly.
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]searchByWorker(\.js)?$/,
            path.join(context.siteDir, 'src', 'search', 'client.ts'),
          ),
        ],
      };
    },
  };
};
searchPlugin.validateOptions = upstream.validateOptions;

export default searchPlugin;
