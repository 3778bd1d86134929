/**
 * Runs a plain query (words, identifiers, questions) against the site's own index
 * (./format.ts). Pure: the files come through a {@link Loader}, so the browser (fetch) and the
 * bench (files on disk) run the same code.
 *
 * 1. The query is cut by the tokenizer the index was built with (./tokenize.ts); stop words are
 *    dropped unless nothing else is left.
 * 2. Each remaining term fetches one shard (its first two characters). The last word, while the
 *    reader is still typing it, also matches the terms it starts.
 * 3. A word found nowhere is matched against the shard's terms within an edit distance that grows
 *    with its length (typos).
 * 4. Sections score the sum of their terms' precomputed impacts; pages score the best impact of
 *    each term anywhere on the page, scaled by the share of the query's words the page holds,
 *    plus their best section. Pages come back best first, each with its best sections.
 */
import {isStopWord, shardKey, tokenize, typoDistance, editDistance, type Stem} from './tokenize';
import {
  FORMAT_VERSION,
  type ManifestFile,
  type PageFile,
  type SectionFile,
  type ShardFile,
} from './format';

export interface Loader {
  manifest(): Promise<ManifestFile>;
  /** A shard by key; only keys the manifest lists are asked for. */
  shard(key: string): Promise<ShardFile | null>;
  page(id: number): Promise<PageFile>;
  section(page: number, section: number): Promise<SectionFile>;
}

export interface RankedSection {
  section: number;
  score: number;
}

export interface RankedPage {
  page: number;
  score: number;
  /** Matching sections, best first. */
  sections: RankedSection[];
}

export interface RankOutcome {
  pages: RankedPage[];
  /** Lower-cased words of the query, for highlighting. */
  words: string[];
  /** The query's words (stems) and the index terms each matched, for highlighting. */
  matched: Set<string>;
  /** How many of the pages are in the `prefer` section. */
  preferred: number;
}

interface Group {
  /** Whether this group counts towards the share of the query's words a page holds. */
  counts: boolean;
  /** A part of an identifier of the query: it weighs less when the index knows the identifier. */
  of?: string;
  candidates: Map<string, number>;
}

/** The last word, while typed, also matches the terms it starts, this much. */
const PREFIX_WEIGHT = 0.6;
/** ...or this much when it is a whole word of the index already ("run" for "runner"). */
const PREFIX_WEIGHT_AFTER_WORD = 0.3;
const SYNONYM_WEIGHT = 0.6;

/**
 * Words that say something does not work ("my job didn't run", "wp-cron stopped", "alert
 * missing"). A question with one of them also asks for the troubleshooting pages and sections,
 * whose headings say "Troubleshoot ...", this much.
 */
const PROBLEM_WORDS = new Set(['not', 'never', 'stopped', 'missing', 'broken', 'wrong', 'silent']);
const PROBLEM_TERM = 'troubleshoot';
const PROBLEM_WEIGHT = 0.5;

/**
 * The words of an identifier the index knows (`retry` and `after` of `Retry-After`) count this
 * much: the identifier itself says it better.
 */
const PART_WEIGHT = 0.3;

/** A page's best section adds this much of its score to the page's: one section that answers
 * the whole question beats words scattered over a page. */
const BEST_SECTION_WEIGHT = 1;

/** A page that holds none of the query's identifiers scores this much. */
const WITHOUT_IDENTIFIER = 0.4;

/**
 * Words readers of comparable services use for what these pages call otherwise (Healthchecks'
 * "check", Sentry's "check-in", Dead Man's Snitch's "snitch", billing words). Keys and values are
 * stems, as the index holds them.
 */
export const SYNONYMS: Record<string, string[]> = {
  heartbeat: ['ping'],
  checkin: ['ping'],
  snitch: ['ping'],
  notif: ['alert'],
  subscript: ['plan'],
  cancel: ['end', 'downgrad'],
  unsubscrib: ['end'],
  price: ['plan', 'cost'],
  cost: ['price', 'plan'],
  k8: ['kubernet'],
  wp: ['wordpress'],
  timezon: ['zone'],
  daylight: ['dst'],
  outag: ['down', 'mainten'],
  mute: ['silenc', 'mainten'],
  stop: ['paus', 'silenc'],
  pagerduti: ['webhook'],
  delet: ['remov'],
  log: ['output'],
  hide: ['redact'],
  mask: ['redact'],
  scrub: ['redact'],
  password: ['secret'],
  credenti: ['secret'],
};
const TYPO_WEIGHT = [1, 0.55, 0.35];
/** Prefix expansion keeps this many terms, those found in most sections first. */
const MAX_EXPANSIONS = 12;

function postingCount(shard: ShardFile | null, term: string): number {
  return (shard?.t[term]?.length ?? 0) / 3;
}

/**
 * How much more a page of the reader's own docs section scores: enough to win a close call
 * against a page elsewhere, never enough to pass a clearly better one (the bench's third
 * ranking measures what it costs answers that live in another section).
 */
export const PREFERENCE = 1.3;

export interface RankOptions {
  /** Only pages of this docs section. */
  context?: string;
  /** The docs section the reader is in: its pages score {@link PREFERENCE} times more. */
  prefer?: string;
  /** Whether the last word may be the start of a longer one (the reader is typing it). */
  typing?: boolean;
}

/** Ranks the pages for a plain query. */
export async function rankPages(
  query: string,
  loader: Loader,
  stem: Stem,
  options: RankOptions = {},
): Promise<RankOutcome> {
  const all = tokenize(query, stem);
  const content = all.filter((term) => !isStopWord(term));
  const terms = content.length > 0 ? content : all;
  const words = [...new Set(terms.map((term) => term.raw))].sort((a, b) => b.length - a.length);
  const matched = new Set<string>();
  if (terms.length === 0) return {pages: [], words, matched, preferred: 0};

  // Is the reader still typing the last word? Then it may be the start of a longer one.
  const typing = options.typing ?? /[\p{L}\p{N}]$/u.test(query);
  const last = terms[terms.length - 1]!;

  const problem = all.some((term) => !term.exact && PROBLEM_WORDS.has(term.raw));
  const keys = new Set<string>();
  if (problem) keys.add(shardKey(PROBLEM_TERM));
  for (const term of terms) {
    keys.add(shardKey(term.term));
    if (term.exact && (/\s/.test(term.term) || term.term.startsWith('=@')))
      keys.add(shardKey('cron'));
    // Synonyms' shards come in the same round: a second round cost one more round trip
    // (about 170 ms on a 150 ms link) for `DISABLE_WP_CRON` (wp -> wordpress).
    for (const synonym of term.exact ? [] : (SYNONYMS[term.term] ?? [])) {
      keys.add(shardKey(synonym));
    }
  }
  const manifest = await loader.manifest();
  if (manifest.v !== FORMAT_VERSION) throw new Error('search index format unknown');
  const known = new Set(manifest.k);
  const fetchShard = async (key: string) =>
    [key, known.has(key) ? await loader.shard(key) : null] as const;
  const shards = new Map(await Promise.all([...keys].map(fetchShard)));

  const groups: Group[] = [];
  const pendingSynonyms: [Map<string, number>, string][] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    if (seen.has(term.term)) continue;
    seen.add(term.term);
    const shard = shards.get(shardKey(term.term)) ?? null;
    const candidates = new Map<string, number>();
    if (postingCount(shard, term.term) > 0) candidates.set(term.term, 1);
    if (!term.exact && shard) {
      if (typing && term === last && term.raw.length >= 2) {
        const expansions = Object.keys(shard.t)
          .filter((t) => t !== term.term && !t.startsWith('=') && t.startsWith(term.raw))
          .sort((a, b) => postingCount(shard, b) - postingCount(shard, a))
          .slice(0, MAX_EXPANSIONS);
        const weight = candidates.size > 0 ? PREFIX_WEIGHT_AFTER_WORD : PREFIX_WEIGHT;
        for (const t of expansions) candidates.set(t, weight);
      }
      if (candidates.size === 0) {
        const max = typoDistance(term.raw.length);
        if (max > 0) {
          for (const t of Object.keys(shard.t)) {
            if (t.startsWith('=')) continue;
            const distance = Math.min(
              editDistance(term.raw, t, max),
              editDistance(term.term, t, max),
            );
            if (distance <= max) {
              const weight = TYPO_WEIGHT[distance]!;
              if ((candidates.get(t) ?? 0) < weight) candidates.set(t, weight);
            }
          }
        }
      }
    }
    for (const synonym of term.exact ? [] : (SYNONYMS[term.term] ?? [])) {
      keys.add(shardKey(synonym));
      pendingSynonyms.push([candidates, synonym]);
    }
    groups.push({counts: !term.exact, candidates, of: term.of});
    // A cron expression or macro also asks how cron schedules work.
    if (term.exact && (/\s/.test(term.term) || term.term.startsWith('=@'))) {
      const cron = shards.get(shardKey('cron'));
      if (postingCount(cron ?? null, 'cron') > 0) {
        groups.push({counts: false, candidates: new Map([['cron', 0.5]])});
      }
    }
  }

  if (problem) {
    const shard = shards.get(shardKey(PROBLEM_TERM)) ?? null;
    if (postingCount(shard, PROBLEM_TERM) > 0) {
      groups.push({counts: false, candidates: new Map([[PROBLEM_TERM, PROBLEM_WEIGHT]])});
    }
  }

  // Every shard was asked for above; this only runs if a synonym's shard was not.
  const missing = [...keys].filter((key) => !shards.has(key));
  for (const [key, shard] of await Promise.all(missing.map(fetchShard))) {
    shards.set(key, shard);
  }
  for (const [candidates, synonym] of pendingSynonyms) {
    if (
      !candidates.has(synonym) &&
      postingCount(shards.get(shardKey(synonym)) ?? null, synonym) > 0
    ) {
      candidates.set(synonym, SYNONYM_WEIGHT);
    }
  }

  const range = options.context ? manifest.c[options.context] : undefined;
  if (options.context && !range) return {pages: [], words, matched, preferred: 0};
  const preferRange = options.prefer ? manifest.c[options.prefer] : undefined;
  const inPreferred = (page: number) =>
    preferRange !== undefined && page >= preferRange[0] && page < preferRange[1];
  // Each word of the query counts once towards the share of them a page holds.
  const groupWeights = groups.map((group): number => (group.counts ? 1 : 0));
  const countingGroups = groupWeights.reduce((sum, weight) => sum + weight, 0);
  // Identifiers the index knows: a page that holds none of them ranks below those that do.
  const exactGroups = groups.flatMap((group, g) =>
    !group.counts && [...group.candidates.keys()].some((t) => t.startsWith('=')) ? [g] : [],
  );

  // The identifiers of the query the index knows: their parts add little to them.
  const knownIdentifiers = new Set(
    groups.flatMap((group) =>
      [...group.candidates.keys()].filter(
        (t) => t.startsWith('=') && postingCount(shards.get(shardKey(t)) ?? null, t) > 0,
      ),
    ),
  );

  // Per page: for each group, its best impact per section.
  const perPage = new Map<number, Map<number, number[]>>();
  groups.forEach((group, g) => {
    const groupWeight = group.of && knownIdentifiers.has(group.of) ? PART_WEIGHT : 1;
    for (const [term, termWeight] of group.candidates) {
      const weight = termWeight * groupWeight;
      const shard = shards.get(shardKey(term));
      const list = shard?.t[term];
      if (!list) continue;
      matched.add(term);
      let page = 0;
      for (let i = 0; i < list.length; i += 3) {
        page += list[i]!;
        if (range && (page < range[0] || page >= range[1])) continue;
        const section = list[i + 1]!;
        const score = list[i + 2]! * weight;
        let sections = perPage.get(page);
        if (!sections) perPage.set(page, (sections = new Map()));
        let scores = sections.get(section);
        if (!scores) sections.set(section, (scores = new Array<number>(groups.length).fill(0)));
        if (score > scores[g]!) scores[g] = score;
      }
    }
  });

  const pages: RankedPage[] = [];
  for (const [page, sections] of perPage) {
    const best = new Array<number>(groups.length).fill(0);
    const ranked: RankedSection[] = [];
    let bestSection = 0;
    for (const [section, scores] of sections) {
      let sum = 0;
      let covered = 0;
      scores.forEach((score, g) => {
        sum += score;
        if (score > best[g]!) best[g] = score;
        if (score > 0) covered += groupWeights[g]!;
      });
      const share = countingGroups ? covered / countingGroups : 1;
      const score = sum * share * share;
      ranked.push({section, score});
      if (score > bestSection) bestSection = score;
    }
    let total = 0;
    let covered = 0;
    best.forEach((score, g) => {
      total += score;
      if (score > 0) covered += groupWeights[g]!;
    });
    const share = countingGroups ? covered / countingGroups : 1;
    const exact =
      exactGroups.length === 0 || exactGroups.some((g) => best[g]! > 0) ? 1 : WITHOUT_IDENTIFIER;
    ranked.sort((a, b) => b.score - a.score || a.section - b.section);
    pages.push({
      page,
      score:
        (total * share * share + BEST_SECTION_WEIGHT * bestSection) *
        exact *
        (inPreferred(page) ? PREFERENCE : 1),
      sections: ranked,
    });
  }
  pages.sort((a, b) => b.score - a.score || a.page - b.page);
  return {pages, words, matched, preferred: pages.filter((p) => inPreferred(p.page)).length};
}
