/**
 * The browser side of the search engine, loaded as its own chunk by src/search/client.ts: ranks
 * pages (./query.ts), fetches the best pages' files and turns them into the plugin's result shape,
 * grouped by page (the page, then its best sections), with highlight positions.
 */
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';

import type {PluginSearchResult, SearchDocument} from '../types';
import {rankPages, type Loader} from './query';
import {stem} from './stem';
import {tokenize} from './tokenize';

// The plugin's SearchDocumentType values.
const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

type Positions = [number, number][];

/** Where the matched terms sit in a text, as [start, length] pairs. */
export function matchPositions(text: string, matched: ReadonlySet<string>): Positions {
  const positions: Positions = [];
  for (const word of text.matchAll(/[\p{L}\p{N}@]+(?:[-._'’][\p{L}\p{N}]+)*/gu)) {
    const terms = tokenize(word[0], stem);
    if (terms.some((term) => matched.has(term.term))) {
      positions.push([word.index, word[0].length]);
    }
  }
  return positions;
}

/**
 * Match data in the shape lunr gives the plugin's highlighter. The highlighter needs one position
 * at least (it fails on none), so a text without a match (a page listed for its sections) gets an
 * empty one at its start.
 */
function metadata(positions: Positions): Record<string, {t: {position: Positions}}> {
  return {match: {t: {position: positions.length ? positions : [[0, 0]]}}};
}

/** How many pages to fetch, and how many sections to list under each. */
function shape(limit: number): {pages: number; sections: (rank: number) => number} {
  // 8 results: the first page and 2 sections, 2 more pages with 1 each, a fourth page.
  if (limit <= 10) return {pages: 4, sections: (rank) => (rank === 0 ? 2 : 1)};
  return {pages: 25, sections: () => 3};
}

export async function search(
  input: string,
  context: string,
  limit: number,
  loader: Loader,
  superseded: () => boolean = () => false,
): Promise<PluginSearchResult[]> {
  const {pages, words, matched} = await rankPages(input, loader, stem, {context});
  // The reader typed on while the shards loaded: the dropdown and the search page both drop
  // answers to older input, so do not fetch pages for this one.
  if (superseded()) return [];
  const {pages: pageCount, sections: sectionsFor} = shape(limit);
  const top = pages.slice(0, pageCount);
  const files = await Promise.all(top.map((ranked) => loader.page(ranked.page)));
  const tokens = [
    ...new Set([...words, ...[...matched].filter((term) => !term.startsWith('='))]),
  ].sort((a, b) => b.length - a.length);

  const results: PluginSearchResult[] = [];
  top.forEach((ranked, rank) => {
    const file = files[rank]!;
    if (results.length >= limit) return;
    const base = ranked.page * 1000;
    const pageDocument: SearchDocument = {i: base, t: file.t, u: file.u, b: file.b};
    results.push({
      document: pageDocument,
      type: TITLE,
      metadata: metadata(matchPositions(file.t, matched)),
      tokens,
      score: ranked.score,
    });
    const best = ranked.sections[0]?.score ?? 0;
    const shown = ranked.sections
      .filter((section) => section.section > 0 && section.score >= best * 0.35)
      .slice(0, sectionsFor(rank));
    for (const {section, score} of shown) {
      if (results.length >= limit) break;
      const [anchor, heading, text] = file.s[section]!;
      const headingPositions = matchPositions(heading, matched);
      const isHeading = headingPositions.length > 0;
      const document: SearchDocument = isHeading
        ? {i: base + section + 1, t: heading, u: file.u, h: anchor, p: base}
        : {i: base + section + 1, t: text, s: heading, u: file.u, h: anchor, p: base};
      results.push({
        document,
        type: isHeading ? HEADING : CONTENT,
        page: pageDocument,
        metadata: metadata(isHeading ? headingPositions : matchPositions(text, matched)),
        tokens,
        score,
      });
    }
  });
  processTreeStatusOfSearchResults(results);
  return results;
}
