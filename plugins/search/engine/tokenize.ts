/**
 * The one tokenizer of the site search, used at build time (./build.ts) and in the browser
 * (./query.ts), so both cut text the same way.
 *
 * What a reader types and what the pages say are reduced to terms:
 * - words are lower-cased, stripped of accents, of possessives and contractions ("operator's",
 *   "what's") and stemmed with the Porter stemmer of ./stem.ts ("running" -> "run"); a negative
 *   contraction ("didn't", "won't") is the word "not";
 * - identifiers joined by `-`, `.`, `_` or camelCase (`wp-cron`, `incident.opened`,
 *   `DISABLE_WP_CRON`, `listMonitors`) give one exact term for the whole identifier, marked with
 *   a leading `=`, plus a word term for each part;
 * - cron expressions (`*\/5 * * * *`) give one exact term for the normalised expression, and cron
 *   macros (`@hourly`) one exact term for the macro plus the word;
 * - question marks, quotes and other punctuation separate words and are otherwise ignored.
 */

/** A stemmer: ./stem.ts in practice, injected so this module stays dependency-free. */
export type Stem = (word: string) => string;

export interface Term {
  /** The index term: a stemmed word, or `=` and an identifier, cron expression or macro. */
  term: string;
  /** The text as written, lower-cased: what the highlighter marks and prefix search extends. */
  raw: string;
  /** Identifiers, cron expressions and macros; these are not stemmed. */
  exact: boolean;
  /** The exact term of the identifier this word is a part of (`=wp-cron` for `cron`). */
  of?: string;
}

/**
 * Words that say nothing about which page answers: questions are written with them ("how do I
 * ...", "is my job running?"). Kept when a query has nothing else.
 */
export const STOP_WORDS = new Set(
  (
    'a about after again also am an and any are as at be been before between both but by can ' +
    'could did do does during each few for from get gets getting got had has have how i if ' +
    'in into is it its just me more most much many my need no not of on once only or other ' +
    'our same should so some someone something such than that the their them then there ' +
    'these they this through to too very want was we were what when where which who why will ' +
    'with would you your'
  ).split(' '),
);

const MACROS = /@(?:yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)\b/gu;
// Five (or six) cron fields: numbers, `*`, ranges, lists, steps, month or day names. At least one
// field holds `*`, `/`, `,` or `-`, so five plain numbers in a sentence are not an expression.
const CRON_FIELD = String.raw`(?:[0-9*?][0-9*,/\-]*|[a-z]{3}(?:[-,][a-z]{3})*)`;
const CRON = new RegExp(
  String.raw`(?<![\w*/])${CRON_FIELD}(?:[ \t]+${CRON_FIELD}){4,5}(?![\w*/])`,
  'giu',
);
// A word, possibly joined to more words by `-`, `.`, `_`, `/` (no spaces), with an apostrophe
// ending ("operator's", "don't") allowed on the last part.
const COMPOUND = /[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)*(?:['’][\p{L}]{1,2}\b)?/gu;

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'");
}

function isCronExpression(candidate: string): boolean {
  const fields = candidate.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return false;
  if (!fields.some((field) => /[*/,-]/.test(field))) return false;
  // Month or day names only in the fields that allow them.
  return fields.every((field, i) => !/[a-z]/i.test(field) || i >= fields.length - 2);
}

/** The text with its cron expressions (as {@link tokenize} finds them) replaced by a space. */
export function withoutCronExpressions(text: string): string {
  return text.replace(CRON, (match) => (isCronExpression(match) ? ' ' : match));
}

/** The exact term of a cron expression: its fields separated by single spaces. */
export function cronTerm(expression: string): string {
  return `=${expression.trim().toLowerCase().split(/\s+/).join(' ')}`;
}

/**
 * Cuts a text into terms, in order. Stop words are kept here (marked by {@link STOP_WORDS});
 * the index and the query decide what to do with them.
 */
export function tokenize(text: string, stem: Stem): Term[] {
  const terms: Term[] = [];
  let rest = fold(text);
  rest = rest.replace(CRON, (match) => {
    if (!isCronExpression(match)) return match;
    terms.push({term: cronTerm(match), raw: match.trim().toLowerCase(), exact: true});
    return ' ';
  });
  rest = rest.replace(MACROS, (match) => {
    const lower = match.toLowerCase();
    terms.push({term: `=${lower}`, raw: lower, exact: true});
    return ` ${lower.slice(1)} `;
  });
  for (const match of rest.matchAll(COMPOUND)) {
    // "didn't", "doesn't", "won't": an auxiliary verb and "not", both stop words.
    if (/n't$/i.test(match[0])) {
      terms.push({term: 'not', raw: 'not', exact: false});
      continue;
    }
    const written = match[0].replace(/'[\p{L}]{1,2}$/u, '');
    const parts = written
      .split(/[-._]/)
      .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u))
      .map((part) => part.toLowerCase())
      .filter(Boolean);
    const lower = written.toLowerCase();
    if (parts.length > 1) terms.push({term: `=${lower}`, raw: lower, exact: true});
    // `CronJob` is also the word "cronjob", as readers type it.
    if (parts.length > 1 && !/[-._]/.test(written)) {
      terms.push({term: stem(lower), raw: lower, exact: false});
    }
    for (const part of parts) {
      const term: Term = {term: STOP_WORDS.has(part) ? part : stem(part), raw: part, exact: false};
      if (parts.length > 1) term.of = `=${lower}`;
      terms.push(term);
    }
  }
  return terms;
}

/** Whether a term is a stop word (exact terms never are). */
export function isStopWord(term: Term): boolean {
  return !term.exact && STOP_WORDS.has(term.raw);
}

/**
 * The shard a term lives in: its first two characters, written so they make a file name
 * (`a`-`z`, `0`-`9` as they are, anything else as `_` and its code point in hex). An exact term
 * lives with the words it starts like (`=wp-cron` with `wp`), so a query for an identifier
 * fetches no shard more than one for its words.
 */
export function shardKey(term: string): string {
  return [...term.replace(/^=/, '').slice(0, 2)]
    .map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}`))
    .join('');
}

/** The largest edit distance a typo may have, by word length. */
export function typoDistance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** Damerau-Levenshtein distance (adjacent swaps count as one), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}
