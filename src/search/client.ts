/**
 * Stands in for @easyops-cn/docusaurus-search-local's `searchByWorker` module (the plugin's
 * SearchBar imports it; plugins/search swaps it at bundle time) and is what the search page
 * calls for plain queries. Same two functions, same result shape, same rules: index files come
 * from the site's own origin with the version parameter, and another origin is refused with
 * 'Unexpected version url'.
 *
 * It loads with the plugin's SearchBar on the reader's first move toward the navbar box
 * (src/theme/SearchBar), and stays small; the query engine (tokenizer, Porter stemmer,
 * ranking) loads on first focus as its own chunk.
 */
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

import type {
  ManifestFile,
  PageFile,
  SectionFile,
  ShardFile,
} from '@site/plugins/search/engine/format';
import type {PluginSearchResult} from './types';

/** The version parameter the plugin appends to its index URL (`?_=<hash>`), or ''. */
const versionQuery = /\?.*$/.exec(searchIndexUrl)?.[0] ?? '';

type Engine = typeof import('@site/plugins/search/engine/browser');
let enginePromise: Promise<Engine> | undefined;
function engine(): Promise<Engine> {
  enginePromise ??= import(
    /* webpackChunkName: "search-engine" */ '@site/plugins/search/engine/browser'
  );
  return enginePromise;
}

const files = new Map<string, Promise<unknown>>();

/** Fetches one index file below `versionUrl`, once; refuses any other origin. */
export function fetchIndexFile<T>(versionUrl: string, file: string): Promise<T> {
  const url = `${versionUrl}${file}${versionQuery}`;
  if (new URL(url, location.origin).origin !== location.origin) {
    return Promise.reject(new Error('Unexpected version url'));
  }
  let promise = files.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch(url).then(async (response) => {
      if (!response.ok) {
        throw new Error(`the search index could not be loaded (HTTP ${response.status})`);
      }
      return (await response.json()) as T;
    });
    files.set(url, promise);
    promise.catch(() => files.delete(url));
  }
  return promise;
}

function manifest(versionUrl: string): Promise<ManifestFile> {
  return fetchIndexFile<ManifestFile>(versionUrl, 'search-index/manifest.json');
}

/** Called on focus of the search box: loads the engine and the index manifest. */
export async function fetchIndexesByWorker(
  versionUrl: string,
  _searchContext: string,
): Promise<void> {
  await Promise.all([manifest(versionUrl), engine()]);
}

/** The latest call per result limit (the dropdown asks for 8, the search page for more). */
const latest = new Map<number, number>();
let calls = 0;

/** Plain-query search: at most `limit` results, grouped by page, best page first. */
export async function searchByWorker(
  versionUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<PluginSearchResult[]> {
  const call = (calls += 1);
  latest.set(limit, call);
  const {search} = await engine();
  return search(
    input,
    searchContext,
    limit,
    {
      manifest: () => manifest(versionUrl),
      shard: (key) => fetchIndexFile<ShardFile>(versionUrl, `search-index/t/${key}.json`),
      page: (id) => fetchIndexFile<PageFile>(versionUrl, `search-index/p/${id}.json`),
      section: (id, section) =>
        fetchIndexFile<SectionFile>(versionUrl, `search-index/p/${id}-${section}.json`),
    },
    () => latest.get(limit) !== call,
  );
}
