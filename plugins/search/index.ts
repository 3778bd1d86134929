/**
 * The site's search plugin, @easyops-cn/docusaurus-search-local, with one change (perf,
 * issue 9): after the build, the plugin parses each docs page to index it, and here it
 * gets the page with its code blocks as plain text (plugins/shared-prism/codeText.ts).
 * The indexes are the same byte for byte; the plugin's postBuild takes about a fifth less.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule, PluginOptions} from '@docusaurus/types';

import {codeBlocksAsText} from '../shared-prism/codeText';

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

const searchPlugin: PluginModule = (context, options) => {
  flattenCodeBeforeParse();
  return upstream.default(context, options as PluginOptions);
};
searchPlugin.validateOptions = upstream.validateOptions;

export default searchPlugin;
