/**
 * What the navbar box and the search page call to search, in the browser. The engine
 * (tokenizer, stemmer, ranking) is a chunk of its own, loaded on the first search; a chunk that
 * failed to load is asked for again on the next search.
 */
import type {SearchRequest, SearchResults} from '../engine/browser';
import {SearchLoadError, type IndexFiles} from './files';

type Engine = typeof import('../engine/browser');

let engine: Promise<Engine> | undefined;

function loadEngine(): Promise<Engine> {
  engine ??= import(/* webpackChunkName: "search-engine" */ '../engine/browser').catch(
    (error: unknown) => {
      engine = undefined;
      throw new SearchLoadError('The search code', error);
    },
  );
  return engine;
}

/** Loads what every query needs (the engine and the index manifest), before the first one. */
export async function prepareSearch(files: IndexFiles): Promise<void> {
  await Promise.all([loadEngine(), files.manifest()]);
}

/**
 * Runs a plain query; null when `superseded()` turned true while its files loaded. Rejects with
 * a {@link SearchLoadError} when code or an index file could not be loaded.
 */
export async function search(
  request: SearchRequest,
  files: IndexFiles,
  superseded?: () => boolean,
): Promise<SearchResults | null> {
  const {search: run} = await loadEngine();
  return run(request, files, superseded);
}

/** What to tell the reader about a failed search, in one short sentence. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
