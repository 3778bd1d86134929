/**
 * The index file of queries written in lunr syntax, `search-index/lunr.json`: a list of entries
 * `{documents, index}`, one per field a query can name (./query.ts, SEARCH_FIELDS: title,
 * heading, description, keywords, content), each a serialised lunr 2 index over its documents'
 * one field `t`. Built at build time with lunr (./build.ts), loaded in the browser only for a
 * query that uses the syntax (./client.ts).
 */

/** One document: a page's title, one of its headings, its description, keywords or a section's text. */
export interface SyntaxDocument {
  /** Id, unique across the file; the lunr ref. */
  i: number;
  /** The text searched. */
  t: string;
  /** URL path of the page. */
  u: string;
  /** Anchor of the section (`#why`), for headings and section texts; '' at the page top. */
  h?: string;
  /** Heading of the section a text sits under. */
  s?: string;
  /** Id of the page's title document, for every document that is not a title. */
  p?: number;
  /** The page's breadcrumb: its docs section (title documents only). */
  b?: string[];
}

export interface SyntaxIndexEntry {
  documents: SyntaxDocument[];
  /** `lunr.Index#toJSON()`. */
  index: unknown;
}

export const SYNTAX_INDEX_PATH = 'search-index/lunr.json';
