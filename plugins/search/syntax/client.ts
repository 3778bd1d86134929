/**
 * The search page's path for queries written in lunr syntax (./query.ts), in the browser. It is
 * a chunk of its own with lunr, loaded only for such a query: it fetches the lunr index file
 * (./format.ts) from the site's origin with the index version, like every index file, and runs
 * the query with lunr's own parser.
 */
import lunr from 'lunr';

import type {SearchHit} from '../engine/browser';
import {markAll, matchPositions, snippet, type Positions} from '../engine/snippet';
import {stem} from '../engine/stem';
import type {IndexFiles} from '../client/files';
import {SYNTAX_INDEX_PATH, type SyntaxDocument, type SyntaxIndexEntry} from './format';
import {searchWithSyntax, SEARCH_FIELDS, type TypedIndex} from './query';

interface LoadedIndex {
  typed: TypedIndex[];
  documents: Map<string, SyntaxDocument>[];
  titles: Map<number, SyntaxDocument>;
}

const loaded = new WeakMap<Promise<SyntaxIndexEntry[]>, LoadedIndex>();

async function load(files: IndexFiles): Promise<LoadedIndex> {
  const request = files.get<SyntaxIndexEntry[]>(SYNTAX_INDEX_PATH);
  const entries = await request;
  let index = loaded.get(request);
  if (!index) {
    index = {
      typed: entries.map(({index: serialised}, type) => ({
        type,
        index: lunr.Index.load(serialised as object),
      })),
      documents: entries.map(
        ({documents}) => new Map(documents.map((doc) => [String(doc.i), doc] as const)),
      ),
      titles: new Map((entries[0]?.documents ?? []).map((doc) => [doc.i, doc] as const)),
    };
    loaded.set(request, index);
  }
  return index;
}

export type SyntaxOutcome = {ok: true; hits: SearchHit[]} | {ok: false; error: string};

/**
 * Runs a query in lunr syntax: at most `limit` hits, best first, within the docs section
 * `context` when one is given; or lunr's message for a query it cannot parse.
 */
export async function searchBySyntax(
  query: string,
  files: IndexFiles,
  options: {context?: string; limit: number; contextLength: number},
): Promise<SyntaxOutcome> {
  const index = await load(files);
  const outcome = searchWithSyntax(query, index.typed);
  if (!outcome.ok) return {ok: false, error: outcome.error};
  const prefix = options.context ? `/${options.context}/` : '';
  const hits: SearchHit[] = [];
  for (const hit of outcome.hits) {
    if (hits.length >= options.limit) break;
    const document = index.documents[hit.type]?.get(hit.ref);
    if (!document || !document.u.startsWith(prefix)) continue;
    // The index terms the query matched: a word is marked when its stem is one of them.
    const matched = new Set(Object.keys(hit.matchData.metadata));
    const positions = (text: string): Positions => matchPositions(text, matched, stem);
    const page = document.p === undefined ? document : index.titles.get(document.p);
    const field = SEARCH_FIELDS[hit.type];
    const isTitle = field === 'title';
    const isHeading = field === 'heading';
    // Text fields show their section's heading (or the page's title) with the text under it.
    const title = isTitle || isHeading ? document.t : (document.s ?? page?.t ?? '');
    const textPositions = isTitle || isHeading ? [] : positions(document.t);
    hits.push({
      key: `${hit.type}-${hit.ref}`,
      url: `${document.u}${document.h ?? ''}`,
      kind: isTitle ? 'page' : 'section',
      title: markAll(title, positions(title)),
      path: isTitle ? (document.b ?? []) : [...(page?.b ?? []), page?.t ?? ''].filter(Boolean),
      snippet:
        isTitle || isHeading ? [] : snippet(document.t, textPositions, options.contextLength),
    });
  }
  return {ok: true, hits};
}
