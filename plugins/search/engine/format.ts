/**
 * The files of the site search's index, written after the build into `search-index/`
 * (../README.md says why it is cut this way, and how it is measured).
 *
 *   search-index/manifest.json    page count, section ranges, the list of shards
 *   search-index/t/{shard}.json   terms whose first two characters are {shard}, with postings
 *   search-index/p/{page}.json    one page: URL, title, breadcrumb and its sections' text
 *   search-index/p/{page}-{section}.json   the same for one section: what the dropdown fetches
 *
 * Every file is fetched with the index version as a query parameter (`?_=<version>`), and
 * `search-index/lunr.json` (../syntax/format.ts) sits beside them for lunr-syntax queries.
 */

/** What the client loads when the search box gets focus, before the first query. */
export interface ManifestFile {
  /** Format version; the client refuses another. */
  v: 1;
  /** Number of pages; page ids run from 0. */
  n: number;
  /**
   * Search contexts (the docs sections) as page id ranges, end exclusive. Pages are numbered in
   * URL order, so the pages of one section are consecutive.
   */
  c: Record<string, [number, number]>;
  /** The shards that exist, so a query never asks for one that does not. */
  k: string[];
}

/** One shard of the inverted index. */
export interface ShardFile {
  /**
   * Term to postings, flat: `[pageDelta, section, impact, pageDelta, section, impact, ...]`.
   * Page ids are delta-coded in ascending order; `impact` is the term's precomputed weight in
   * that section (title, heading, description and body, length-normalised, times the term's
   * idf), times ten, rounded.
   */
  t: Record<string, number[]>;
}

/** One section of a page: `[anchor, heading, text]`. Section 0 is the page top (anchor ''). */
export type SectionEntry = [string, string, string];

/** One page. */
export interface PageFile {
  v: 1;
  /** URL path. */
  u: string;
  /** Title. */
  t: string;
  /** Breadcrumb. */
  b: string[];
  /** Sections, in page order. */
  s: SectionEntry[];
}

/**
 * One section of a page with the page's URL, title and breadcrumb. The dropdown shows at most 8
 * results, a few sections of 4 pages, so it fetches these: on the docs they are about a fifth
 * of the 4 page files it fetched before (about 4 of 20 KiB gzip for `grace period`), and the
 * transfer after the last keystroke is what the slow link pays for.
 */
export interface SectionFile {
  v: 1;
  u: string;
  t: string;
  b: string[];
  s: SectionEntry;
}

export const INDEX_DIR = 'search-index';
export const FORMAT_VERSION = 1;

export const MANIFEST_PATH = `${INDEX_DIR}/manifest.json`;

export function shardPath(key: string): string {
  return `${INDEX_DIR}/t/${key}.json`;
}

export function pagePath(page: number): string {
  return `${INDEX_DIR}/p/${page}.json`;
}

export function sectionPath(page: number, section: number): string {
  return `${INDEX_DIR}/p/${page}-${section}.json`;
}
