/**
 * Fetches the index files in the browser: from the site's own origin only, each URL with the
 * index version (`?_=<version>`), each file once. A file that failed to load is forgotten, so
 * the next query asks for it again.
 */
import {MANIFEST_PATH, pagePath, sectionPath, shardPath} from '../engine/format';
import type {ManifestFile, PageFile, SectionFile, ShardFile} from '../engine/format';
import type {Loader} from '../engine/query';

/** Thrown for an index URL outside the site's origin (specification, section 8). */
export const UNEXPECTED_VERSION_URL = 'Unexpected version url';

/** A failed download: what the reader is told, and that a retry may help. */
export class SearchLoadError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`${what} could not be loaded`, {cause});
    this.name = 'SearchLoadError';
  }
}

const cache = new Map<string, Promise<unknown>>();

export interface IndexFiles extends Loader {
  /** Any file under the index's base URL, e.g. `search-index/lunr.json`. */
  get<T>(file: string): Promise<T>;
}

/**
 * The index files under `baseUrl` plus the search page's `version` parameter (a path under the
 * site, as the specification's `version` is; '' for the current docs).
 */
export function indexFiles(baseUrl: string, versionPath: string, version: string): IndexFiles {
  const root = `${baseUrl}${versionPath}`;
  const get = <T>(file: string): Promise<T> => {
    const url = `${root}${file}?_=${encodeURIComponent(version)}`;
    if (new URL(url, window.location.origin).origin !== window.location.origin) {
      return Promise.reject(new Error(UNEXPECTED_VERSION_URL));
    }
    let promise = cache.get(url) as Promise<T> | undefined;
    if (!promise) {
      promise = fetch(url).then(
        async (response) => {
          if (!response.ok) {
            throw new SearchLoadError(`The search index (HTTP ${response.status})`);
          }
          try {
            return (await response.json()) as T;
          } catch (error) {
            throw new SearchLoadError('The search index', error);
          }
        },
        (error: unknown) => {
          throw new SearchLoadError('The search index', error);
        },
      );
      cache.set(url, promise);
      promise.catch(() => cache.delete(url));
    }
    return promise;
  };
  return {
    get,
    manifest: () => get<ManifestFile>(MANIFEST_PATH),
    shard: (key) => get<ShardFile>(shardPath(key)),
    page: (id) => get<PageFile>(pagePath(id)),
    section: (id, section) => get<SectionFile>(sectionPath(id, section)),
  };
}
