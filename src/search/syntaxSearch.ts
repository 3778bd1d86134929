/**
 * The search page's path for queries written in lunr syntax (see src/lib/search-query.ts).
 *
 * The plugin's web worker only runs word searches and cannot be extended, so these queries run on
 * the main thread against the same index file, fetched from the same URL (with the same
 * same-origin check) as the worker fetches it. The browser's HTTP cache usually serves it.
 */
import lunr from 'lunr';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

import {searchWithSyntax, type TypedIndex} from '@site/plugins/search/syntax/query';
import type {PluginSearchResult, SearchDocument, SearchIndexEntry} from './types';

interface LoadedIndexes {
  typed: TypedIndex[];
  documents: Map<string, SearchDocument>[];
  titles: Map<number, SearchDocument>;
}

const cache = new Map<string, Promise<LoadedIndexes>>();

/** The index file URL for a version URL and a search context, as the plugin's worker builds it. */
export function indexUrl(versionUrl: string, searchContext: string): string {
  const dir = searchContext ? `-${searchContext.replace(/\//g, '-')}` : '';
  return `${versionUrl}${searchIndexUrl.replace('{dir}', dir)}`;
}

async function load(url: string): Promise<LoadedIndexes> {
  // Same check as the plugin: never load an index from another origin.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
  }
  const entries = (await response.json()) as SearchIndexEntry[];
  return {
    typed: entries.map(({index}, type) => ({type, index: lunr.Index.load(index)})),
    documents: entries.map(
      ({documents}) => new Map(documents.map((doc) => [doc.i.toString(), doc] as const)),
    ),
    titles: new Map((entries[0]?.documents ?? []).map((doc) => [doc.i, doc] as const)),
  };
}

export type SyntaxSearchOutcome =
  {ok: true; results: PluginSearchResult[]} | {ok: false; error: string};

/** Runs a lunr-syntax query and returns results in the plugin's shape, or lunr's error message. */
export async function searchBySyntax(
  versionUrl: string,
  searchContext: string,
  query: string,
  limit: number,
): Promise<SyntaxSearchOutcome> {
  const url = indexUrl(versionUrl, searchContext);
  let promise = cache.get(url);
  if (!promise) {
    promise = load(url);
    cache.set(url, promise);
    promise.catch(() => cache.delete(url));
  }
  const loaded = await promise;
  const outcome = searchWithSyntax(query, loaded.typed, limit);
  if (!outcome.ok) return {ok: false, error: outcome.error};
  const results: PluginSearchResult[] = [];
  for (const hit of outcome.hits) {
    const document = loaded.documents[hit.type]?.get(hit.ref);
    if (!document) continue;
    results.push({
      document,
      type: hit.type,
      page: hit.type === 0 ? undefined : document.p !== undefined && loaded.titles.get(document.p),
      metadata: hit.matchData.metadata,
      tokens: outcome.tokens,
      score: hit.score,
    });
  }
  return {ok: true, results};
}
