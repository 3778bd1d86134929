/**
 * What the search page needs before it loads lunr: whether a query is written in lunr's syntax,
 * and the fields and limits its syntax help names. No lunr here, so the page loads lunr (in
 * ./client.ts's chunk) only for a query that uses the syntax.
 */
import {withoutCronExpressions} from '../engine/tokenize';

/** The fields a query can name, in the order of the index file's entries. */
export const SEARCH_FIELDS = ['title', 'heading', 'description', 'keywords', 'content'] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * The largest edit distance a query may ask for. lunr's fuzzy matching grows very fast with the
 * distance (`kubernetes~5` takes seconds on a large index), so `term~N` with N above this runs
 * with this value.
 */
export const MAX_EDIT_DISTANCE = 3;

// A word that starts a field prefix, e.g. `title:` (but not `https://`, `10:30` or `Note: ...`).
const FIELD_SYNTAX = /(?:^|[\s+-])[\p{L}_][\p{L}\p{N}_]*:(?=$|[^\s/])/u;
// A presence operator at the start of a word, e.g. `+cron`, `-wordpress`, or a lone trailing one
// (but not `--no-start`, a CLI flag, or ` - ` used as a dash).
const PRESENCE_SYNTAX = /(?:^|\s)[+-](?=[\p{L}\p{N}_*]|$)/u;
// An edit distance or a boost right after a term, e.g. `cron~1`, `cron^10`.
const MODIFIER_SYNTAX = /\S[~^]/u;
const WILDCARD_SYNTAX = /\*/u;

/**
 * Whether a query uses lunr syntax. Plain queries (words, hyphenated words, CLI flags, URLs,
 * pasted error messages, cron expressions such as `*\/5 * * * *`) return false and go to the
 * word search.
 */
export function usesQuerySyntax(text: string): boolean {
  const query = withoutCronExpressions(text);
  return (
    FIELD_SYNTAX.test(query) ||
    PRESENCE_SYNTAX.test(query) ||
    MODIFIER_SYNTAX.test(query) ||
    WILDCARD_SYNTAX.test(query)
  );
}
