/**
 * Builds the site search's index (format in ./format.ts) from pages cut into sections.
 * Runs in Node after the build (../index.ts) and in the bench (../bench/bench.ts).
 */
import {isStopWord, shardKey, tokenize, type Stem} from './tokenize';
import {
  FORMAT_VERSION,
  MANIFEST_PATH,
  pagePath,
  sectionPath,
  shardPath,
  type ManifestFile,
  type PageFile,
  type SectionFile,
  type ShardFile,
} from './format';

export interface SourceSection {
  /** Hash anchor with `#`, or '' for the page top. */
  anchor: string;
  heading: string;
  /** All of the section's text, in page order: what results show. */
  text: string;
  /**
   * The part of `text` in code blocks, and the part that is the text of links to other pages.
   * Both weigh less than prose ({@link SECONDARY_WEIGHT}): code samples repeat across pages (every
   * API example carries the same comments), and a link's words describe the page it leads to.
   */
  code?: string;
  links?: string;
}

export interface SourcePage {
  url: string;
  title: string;
  breadcrumb: string[];
  description: string;
  /** The page's keywords (`<meta name="keywords">`), if any: weighed as its description. */
  keywords?: string;
  /** Section 0 is the page top, whose heading is the title. */
  sections: SourceSection[];
}

/** Field weights: a title match outranks a heading match, which outranks body text. */
export const WEIGHTS = {title: 10, heading: 5, description: 2, body: 2.5} as const;

/**
 * How much a section's length lowers its words' weight (BM25's b): 0 not at all, 1 in proportion.
 * Below the usual 0.75, so that a short glossary entry or FAQ answer does not outweigh the
 * section that explains the subject.
 */
export const LENGTH_NORMALISATION = 0.6;

/** A word in code or in a link to another page counts this much of a word of prose. */
export const SECONDARY_WEIGHT = 0.35;

/** Identifiers, cron expressions and macros weigh this much more than words. */
export const EXACT_BOOST = 1.6;

/**
 * The most postings a term keeps. A term found in more sections keeps its strongest ones: that
 * bounds what a query fetches as the site grows. No term of today's site reaches it.
 */
export const MAX_POSTINGS = 1500;

interface Posting {
  page: number;
  section: number;
  impact: number;
}

/** Builds every file of the index: path (under the build folder) to its JSON text. */
export function buildIndex(
  pages: SourcePage[],
  contexts: readonly string[],
  stem: Stem,
): Map<string, string> {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const files = new Map<string, string>();

  // Term frequencies by field, per section.
  interface Counts {
    title: number;
    heading: number;
    description: number;
    /** Occurrences in the section's text, prose, code and links alike. */
    body: number;
    /** Of those, occurrences in code and in links, counted once more to be weighed less. */
    secondary: number;
  }
  const sectionTerms: Map<string, Counts>[][] = [];
  const sectionLengths: number[] = [];
  const documentFrequency = new Map<string, number>();
  sorted.forEach((page, pageId) => {
    const perSection: Map<string, Counts>[] = [];
    page.sections.forEach((section, sectionId) => {
      const counts = new Map<string, Counts>();
      const add = (text: string, field: keyof Counts): number => {
        let length = 0;
        for (const term of tokenize(text, stem)) {
          if (isStopWord(term)) continue;
          length += 1;
          let entry = counts.get(term.term);
          if (!entry) {
            entry = {title: 0, heading: 0, description: 0, body: 0, secondary: 0};
            counts.set(term.term, entry);
          }
          entry[field] += 1;
        }
        return length;
      };
      if (sectionId === 0) {
        add(page.title, 'title');
        add(`${page.description} ${page.keywords ?? ''}`, 'description');
      } else {
        add(section.heading, 'heading');
      }
      const length = add(section.text, 'body');
      const secondary = add(`${section.code ?? ''} ${section.links ?? ''}`, 'secondary');
      // Code and link text count less towards the section's length too.
      sectionLengths.push(length - (1 - SECONDARY_WEIGHT) * secondary);
      for (const term of counts.keys()) {
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
      perSection.push(counts);
    });
    sectionTerms.push(perSection);
    const file: PageFile = {
      v: FORMAT_VERSION,
      u: page.url,
      t: page.title,
      b: page.breadcrumb,
      s: page.sections.map((section) => [section.anchor, section.heading, section.text]),
    };
    files.set(pagePath(pageId), JSON.stringify(file));
    file.s.forEach((entry, section) => {
      const sectionFile: SectionFile = {
        v: FORMAT_VERSION,
        u: file.u,
        t: file.t,
        b: file.b,
        s: entry,
      };
      files.set(sectionPath(pageId, section), JSON.stringify(sectionFile));
    });
  });

  const sectionCount = sectionLengths.length;
  const averageLength = sectionLengths.reduce((sum, length) => sum + length, 0) / sectionCount || 1;
  const postings = new Map<string, Posting[]>();
  let flat = 0;
  sectionTerms.forEach((perSection, page) => {
    perSection.forEach((counts, section) => {
      const lengthNorm =
        1 - LENGTH_NORMALISATION + LENGTH_NORMALISATION * (sectionLengths[flat]! / averageLength);
      flat += 1;
      for (const [term, count] of counts) {
        const df = documentFrequency.get(term)!;
        const idf = Math.log(1 + (sectionCount - df + 0.5) / (df + 0.5));
        const occurrences = Math.max(0, count.body - (1 - SECONDARY_WEIGHT) * count.secondary);
        const body = occurrences / (occurrences + 1.2 * lengthNorm);
        let weight =
          (count.title ? WEIGHTS.title : 0) +
          (count.heading ? WEIGHTS.heading : 0) +
          (count.description ? WEIGHTS.description : 0) +
          WEIGHTS.body * body;
        if (term.startsWith('=')) weight *= EXACT_BOOST;
        const impact = Math.max(1, Math.round(weight * idf * 10));
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push({page, section, impact});
      }
    });
  });

  const ranges: Record<string, [number, number]> = {};
  for (const context of contexts) {
    const prefix = `/${context}/`;
    const ids = sorted.flatMap((page, id) => (page.url.startsWith(prefix) ? [id] : []));
    if (ids.length > 0) ranges[context] = [ids[0]!, ids[ids.length - 1]! + 1];
  }

  const shards = new Map<string, Record<string, number[]>>();
  for (const [term, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const kept =
      list.length > MAX_POSTINGS
        ? [...list].sort((a, b) => b.impact - a.impact).slice(0, MAX_POSTINGS)
        : list;
    kept.sort((a, b) => a.page - b.page || a.section - b.section);
    const encoded: number[] = [];
    let previous = 0;
    for (const {page, section, impact} of kept) {
      encoded.push(page - previous, section, impact);
      previous = page;
    }
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    shard[term] = encoded;
  }
  for (const [key, terms] of shards) {
    const file: ShardFile = {t: terms};
    files.set(shardPath(key), JSON.stringify(file));
  }
  const manifest: ManifestFile = {
    v: FORMAT_VERSION,
    n: sorted.length,
    c: ranges,
    k: [...shards.keys()].sort(),
  };
  files.set(MANIFEST_PATH, JSON.stringify(manifest));
  return files;
}
