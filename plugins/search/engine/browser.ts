/**
 * The engine's entry in the browser, loaded as its own chunk (`search-engine`) by
 * ../client/search.ts when the reader first searches: ranks the pages (./query.ts), fetches the
 * files of the results shown (./plan.ts: section files for the dropdown, page files for the
 * search page) and returns the results grouped by page (the page, then its best sections), each
 * with its matches marked and a snippet of its text.
 */
import type {SectionEntry} from './format';
import {planResults, sectionFilesFor, usesSectionFiles} from './plan';
import {rankPages, type Loader} from './query';
import {markAll, matchPositions, snippet, type Segment} from './snippet';
import {stem} from './stem';

export interface SearchRequest {
  query: string;
  /** At most this many results: pages and sections together. */
  limit: number;
  /** Characters of text around the first match in a snippet. */
  contextLength: number;
  /** Only pages of this docs section (the search page's `ctx`). */
  context?: string;
  /** The docs section the reader is in: its pages win a close call. */
  prefer?: string;
  /** Whether the reader may still be typing the last word (the dropdown). */
  typing: boolean;
}

export interface SearchHit {
  /** Unique among the results. */
  key: string;
  /** Where the result leads: the page, or its section's anchor. */
  url: string;
  kind: 'page' | 'section';
  /** The page's title, or the section's heading, with the matches marked. */
  title: Segment[];
  /** Where it sits: the page's docs section, then (for a section) the page's title. */
  path: string[];
  /** Text around the first match in the section (or the page's top), when it has one. */
  snippet: Segment[];
}

export interface SearchResults {
  hits: SearchHit[];
  /** How many pages match in all (within `context` if given). */
  pages: number;
  /** How many of them are in the `prefer` section. */
  preferred: number;
}

/** A page's URL, title and breadcrumb, and the sections fetched for it. */
interface LoadedPage {
  head: {u: string; t: string; b: string[]};
  sections: Map<number, SectionEntry>;
}

/**
 * Runs a plain query. Resolves to null when `superseded()` says a newer query was typed while
 * this one's index files loaded: the files of its results are then not fetched.
 */
export async function search(
  request: SearchRequest,
  loader: Loader,
  superseded: () => boolean = () => false,
): Promise<SearchResults | null> {
  const {pages, matched, preferred} = await rankPages(request.query, loader, stem, {
    context: request.context,
    prefer: request.prefer,
    typing: request.typing,
  });
  if (superseded()) return null;
  const planned = planResults(pages, request.limit);
  const loaded = await Promise.all(
    planned.map(async (page): Promise<LoadedPage> => {
      if (!usesSectionFiles(request.limit)) {
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
  if (superseded()) return null;

  const positions = (text: string) => matchPositions(text, matched, stem);
  const hits: SearchHit[] = [];
  planned.forEach(({ranked, sections}, i) => {
    const {head, sections: entries} = loaded[i]!;
    const top = entries.get(0);
    const topPositions = top ? positions(top[2]) : [];
    hits.push({
      key: String(ranked.page),
      url: head.u,
      kind: 'page',
      title: markAll(head.t, positions(head.t)),
      path: head.b,
      snippet: topPositions.length ? snippet(top![2], topPositions, request.contextLength) : [],
    });
    for (const section of sections) {
      const [anchor, heading, text] = entries.get(section)!;
      const textPositions = positions(text);
      hits.push({
        key: `${ranked.page}-${section}`,
        url: `${head.u}${anchor}`,
        kind: 'section',
        title: markAll(heading, positions(heading)),
        path: [...head.b, head.t],
        snippet: textPositions.length ? snippet(text, textPositions, request.contextLength) : [],
      });
    }
  });
  return {hits, pages: pages.length, preferred};
}
