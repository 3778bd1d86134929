/**
 * lunr query syntax for the site search.
 *
 * Plain queries (words, questions, identifiers) run on the site's own engine (../engine). A query
 * that uses lunr's syntax runs through lunr's own parser, on the lunr index of ./format.ts:
 *
 *   field:term   restrict a term to one of {@link SEARCH_FIELDS}
 *   term~N       edit distance N (fuzzy match)
 *   term^N       boost a term by N
 *   +term        the term is required
 *   -term        the term is excluded
 *   term*        wildcard (the term is not stemmed)
 *
 * The index holds one lunr index per kind of search document (page titles, headings,
 * descriptions, keywords, content), each with the single field `t`. Here each kind is exposed as a
 * field of its own, so `title:cron` finds pages whose title holds "cron". A query is evaluated
 * exactly as lunr would on one index in which every document has one field filled in.
 *
 * Pure TypeScript, no React and no DOM: the search page and the unit tests both use it.
 */
import lunr from 'lunr';

import {MAX_EDIT_DISTANCE, SEARCH_FIELDS} from './detect';

export {MAX_EDIT_DISTANCE, SEARCH_FIELDS, usesQuerySyntax, type SearchField} from './detect';

/** The only field of each of the file's lunr indexes. */
export const INDEX_FIELD = 't';

export const presence = lunr.Query.presence;

/** One clause of a parsed query, as lunr's parser produced it. */
export type QueryClause = lunr.Query.Clause;

export type ParsedQuery =
  {ok: true; clauses: QueryClause[]} | {ok: false; error: string; start?: number; end?: number};

/**
 * Parses a query with lunr's QueryParser. Parse errors come back as lunr's own message
 * ("unrecognised field 'x', possible fields: 'title', ...", "expecting term, found nothing",
 * "edit distance must be numeric", ...); nothing is thrown.
 */
export function parseQuery(query: string, fields: readonly string[] = SEARCH_FIELDS): ParsedQuery {
  try {
    const parsed = new lunr.QueryParser(query, new lunr.Query([...fields])).parse();
    const clauses = parsed.clauses.map((clause) =>
      clause.editDistance !== undefined && clause.editDistance > MAX_EDIT_DISTANCE
        ? {...clause, editDistance: MAX_EDIT_DISTANCE}
        : clause,
    );
    return {ok: true, clauses};
  } catch (error) {
    return toParseFailure(error);
  }
}

/** Turns whatever lunr threw into a message for the reader; never a stack trace. */
export function toParseFailure(error: unknown): {
  ok: false;
  error: string;
  start?: number;
  end?: number;
} {
  if (error instanceof lunr.QueryParseError) {
    return {ok: false, error: error.message, start: error.start, end: error.end};
  }
  const message = error instanceof Error ? error.message : String(error);
  return {ok: false, error: `the query could not be read (${message})`};
}

/** A lunr index of one kind of search document, as the index file lists them. */
export interface TypedIndex {
  /** Position in the index file's list, i.e. the index into {@link SEARCH_FIELDS}. */
  type: number;
  index: Pick<lunr.Index, 'query'>;
}

export interface QueryHit {
  type: number;
  ref: string;
  score: number;
  matchData: lunr.MatchData;
}

/**
 * The clauses to run against the index of one field, or null when no document of that index can
 * match. A clause for other fields is dropped, unless it is required: then nothing here matches.
 */
export function clausesForField(
  clauses: readonly QueryClause[],
  field: string,
): QueryClause[] | null {
  const kept: QueryClause[] = [];
  for (const clause of clauses) {
    if (clause.fields.includes(field)) {
      kept.push({...clause, fields: [INDEX_FIELD]});
    } else if (clause.presence === presence.REQUIRED) {
      return null;
    }
  }
  const queryIsNegated = clauses.every((clause) => clause.presence === presence.PROHIBITED);
  const keptIsNegated = kept.every((clause) => clause.presence === presence.PROHIBITED);
  // lunr returns every document for a query made only of exclusions. That holds for the whole
  // query, not for what is left of a query whose positive clauses name other fields.
  if (kept.length === 0 || (keptIsNegated && !queryIsNegated)) {
    return null;
  }
  return kept;
}

/**
 * Runs parsed clauses against the field indexes and returns the hits of all of them, best
 * score first (lunr's order), at most `limit`.
 */
export function runQuery(
  indexes: readonly TypedIndex[],
  clauses: readonly QueryClause[],
  limit = Infinity,
  fields: readonly string[] = SEARCH_FIELDS,
): QueryHit[] {
  const hits: QueryHit[] = [];
  for (const {type, index} of indexes) {
    const field = fields[type];
    if (field === undefined) continue;
    const kept = clausesForField(clauses, field);
    if (!kept) continue;
    const results = index.query((query) => {
      for (const clause of kept) query.clause(clause);
    });
    for (const result of results) {
      hits.push({type, ref: result.ref, score: result.score, matchData: result.matchData});
    }
  }
  return hits.sort((a, b) => b.score - a.score || a.type - b.type).slice(0, limit);
}

/**
 * The words to highlight in results: the terms of clauses that are not excluded, without
 * wildcards, longest first.
 */
export function highlightTokens(clauses: readonly QueryClause[]): string[] {
  const tokens = new Set<string>();
  for (const clause of clauses) {
    if (clause.presence === presence.PROHIBITED) continue;
    const token = clause.term.replace(/\*/g, '');
    if (token) tokens.add(token);
  }
  return [...tokens].sort((a, b) => b.length - a.length);
}

export type SyntaxSearch =
  | {ok: true; hits: QueryHit[]; tokens: string[]}
  | {ok: false; error: string; start?: number; end?: number};

/** Parses and runs a query in one step: what the search page calls. */
export function searchWithSyntax(
  query: string,
  indexes: readonly TypedIndex[],
  limit = Infinity,
): SyntaxSearch {
  const parsed = parseQuery(query);
  if (!parsed.ok) return parsed;
  try {
    return {
      ok: true,
      hits: runQuery(indexes, parsed.clauses, limit),
      tokens: highlightTokens(parsed.clauses),
    };
  } catch (error) {
    return toParseFailure(error);
  }
}
