/**
 * Which results a list of ranked pages gives, and which index files they need: shared by the
 * browser (./browser.ts) and the bench (../bench/bench.ts), so the bench counts what the dropdown
 * fetches.
 */
import type {RankedPage} from './query';

export interface PlannedPage {
  ranked: RankedPage;
  /** Rank among the pages shown. */
  rank: number;
  /** The sections listed under the page, best first (never section 0, the page top). */
  sections: number[];
}

/** A section scoring below this share of the page's best is not listed under it. */
const SECTION_SHARE = 0.35;

/** The dropdown (8 results) and the search page (more) show pages and sections this way. */
function shape(limit: number): {pages: number; sections: (rank: number) => number} {
  // 8 results: the first page and 2 sections, 2 more pages with 1 each, a fourth page.
  if (limit <= 10) return {pages: 4, sections: (rank) => (rank === 0 ? 2 : 1)};
  return {pages: 25, sections: () => 3};
}

/** The pages and sections shown for `limit` results: each page's title, then its sections. */
export function planResults(pages: readonly RankedPage[], limit: number): PlannedPage[] {
  const {pages: pageCount, sections: sectionsFor} = shape(limit);
  const planned: PlannedPage[] = [];
  let results = 0;
  for (const [rank, ranked] of pages.slice(0, pageCount).entries()) {
    if (results >= limit) break;
    results += 1;
    const best = ranked.sections[0]?.score ?? 0;
    const sections = ranked.sections
      .filter((section) => section.section > 0 && section.score >= best * SECTION_SHARE)
      .slice(0, Math.min(sectionsFor(rank), limit - results))
      .map((section) => section.section);
    results += sections.length;
    planned.push({ranked, rank, sections});
  }
  return planned;
}

/**
 * Whether the results come from section files (the dropdown: a few sections of 4 pages) or from
 * whole page files (the search page: up to 3 sections of 25 pages, fewer requests that way).
 */
export function usesSectionFiles(limit: number): boolean {
  return limit <= 10;
}

/** The sections whose files the dropdown fetches for a planned page: its listed ones, or its best. */
export function sectionFilesFor(page: PlannedPage): number[] {
  if (page.sections.length > 0) return page.sections;
  return [page.ranked.sections[0]?.section ?? 0];
}
