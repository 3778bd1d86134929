/**
 * The browser side of the search engine, loaded as its own chunk by src/search/client.ts: ranks
 * pages (./query.ts), fetches the files of the results shown (./plan.ts: section files for the
 * dropdown, page files for the search page) and turns them into the plugin's result shape,
 * grouped by page (the page, then its best sections), with highlight positions.
 */
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';

import type {PluginSearchResult, SearchDocument} from '../../../src/search/types';
import type {SectionEntry} from './format';
import {planResults, sectionFilesFor, usesSectionFiles} from './plan';
import {rankPages, type Loader} from './query';
import {stem} from './stem';
import {tokenize} from './tokenize';

// The plugin's SearchDocumentType values.
const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

type Positions = [number, number][];

/** A page's URL, title and breadcrumb, and the sections fetched for it. */
interface LoadedPage {
  head: {u: string; t: string; b: string[]};
  sections: Map<number, SectionEntry>;
}

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
  const planned = planResults(pages, limit);
  const loaded = await Promise.all(
    planned.map(async (page): Promise<LoadedPage> => {
      if (!usesSectionFiles(limit)) {
        const file = await loader.page(page.ranked.page);
        return {head: file, sections: new Map(file.s.map((entry, i) => [i, entry] as const))};
      }
      const wanted = sectionFilesFor(page);
      const files = await Promise.all(
        wanted.map((section) => loader.section(page.ranked.page, section)),
      );
      return {head: files[0]!, sections: new Map(files.map((file, i) => [wanted[i]!, file.s]))};
    }),
  );
  const tokens = [
    ...new Set([...words, ...[...matched].filter((term) => !term.startsWith('='))]),
  ].sort((a, b) => b.length - a.length);

  const results: PluginSearchResult[] = [];
  planned.forEach(({ranked, sections}, i) => {
    const {head, sections: entries} = loaded[i]!;
    const base = ranked.page * 1000;
    const pageDocument: SearchDocument = {i: base, t: head.t, u: head.u, b: head.b};
    results.push({
      document: pageDocument,
      type: TITLE,
      metadata: metadata(matchPositions(head.t, matched)),
      tokens,
      score: ranked.score,
    });
    for (const section of sections) {
      const [anchor, heading, text] = entries.get(section)!;
      const score = ranked.sections.find((s) => s.section === section)?.score;
      const headingPositions = matchPositions(heading, matched);
      const isHeading = headingPositions.length > 0;
      const document: SearchDocument = isHeading
        ? {i: base + section + 1, t: heading, u: head.u, h: anchor, p: base}
        : {i: base + section + 1, t: text, s: heading, u: head.u, h: anchor, p: base};
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
