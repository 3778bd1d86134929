/**
 * The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), with the
 * consonant and measure tests of his reference JavaScript version, which lunr's stemmer also
 * follows: the site's index and a query stem the same word the same way as lunr did, and
 * tests/unit/search-stem.test.ts checks that on every word of the docs.
 *
 * It is written here rather than imported from lunr so that the search engine chunk, loaded when
 * the search box gets focus, does not carry lunr: 8.3 KiB gzip of the 11.5 KiB that chunk and
 * lunr's took (measured on the built site). lunr still loads for queries in lunr syntax.
 */
import type {Stem} from './tokenize';

// A consonant is a letter other than a, e, i, o, u, and other than y after a consonant. As in
// the reference version, these patterns read y as a vowel after any letter except at the start.
const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;

/** The measure m of a stem (the number of vowel-consonant sequences) is above 0. */
const measureAbove0 = new RegExp(`^(${C})?${V}${C}`);
/** m is exactly 1. */
const measure1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
/** m is above 1. */
const measureAbove1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
/** The stem holds a vowel. */
const hasVowel = new RegExp(`^(${C})?${v}`);
/** The stem ends consonant-vowel-consonant, the last consonant not w, x or y (and m is 1). */
const endsCvc = /^[^aeiou][^aeiouy]*[aeiouy][^aeiouwxy]$/;

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const STEP3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

/** The longest of `suffixes` the word ends with, leaving a stem of one letter at least. */
function longestSuffix(word: string, suffixes: Iterable<string>): string | undefined {
  let found: string | undefined;
  for (const suffix of suffixes) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      if (!found || suffix.length > found.length) found = suffix;
    }
  }
  return found;
}

function step1(word: string): string {
  let w = word;
  // 1a: plurals.
  if (/^.+(ss|i)es$/.test(w)) w = w.slice(0, -2);
  else if (/^.+[^s]s$/.test(w)) w = w.slice(0, -1);
  // 1b: -eed, -ed, -ing.
  if (/^.+eed$/.test(w)) {
    if (measureAbove0.test(w.slice(0, -3))) w = w.slice(0, -1);
  } else {
    const ending = /^(.+?)(ed|ing)$/.exec(w);
    if (ending && hasVowel.test(ending[1]!)) {
      w = ending[1]!;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
      else if (endsCvc.test(w)) w += 'e';
    }
  }
  // 1c: a final y after a consonant that is not the first letter becomes i (Porter's later
  // revision, as in lunr): cry -> cri, by -> by, say -> say.
  if (/^.+[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}

function replaceSuffix(w: string, table: Record<string, string>): string {
  const suffix = longestSuffix(w, Object.keys(table));
  if (!suffix) return w;
  const stem = w.slice(0, -suffix.length);
  return measureAbove0.test(stem) ? stem + table[suffix]! : w;
}

function step4(w: string): string {
  const suffix = longestSuffix(w, STEP4);
  if (suffix) {
    const stem = w.slice(0, -suffix.length);
    return measureAbove1.test(stem) ? stem : w;
  }
  if (/^.+[st]ion$/.test(w)) {
    const stem = w.slice(0, -3);
    return measureAbove1.test(stem) ? stem : w;
  }
  return w;
}

function step5(word: string): string {
  let w = word;
  if (/^.+e$/.test(w)) {
    const stem = w.slice(0, -1);
    if (measureAbove1.test(stem) || (measure1.test(stem) && !endsCvc.test(stem))) w = stem;
  }
  if (w.endsWith('ll') && measureAbove1.test(w)) w = w.slice(0, -1);
  return w;
}

/** Stems one lower-case word. */
export function porterStem(word: string): string {
  if (word.length < 3) return word;
  // A leading y is a consonant: written upper-case so the vowel patterns skip it.
  let w = word.startsWith('y') ? `Y${word.slice(1)}` : word;
  w = step5(step4(replaceSuffix(replaceSuffix(step1(w), STEP2), STEP3)));
  return w.startsWith('Y') ? `y${w.slice(1)}` : w;
}

const cache = new Map<string, string>();

export const stem: Stem = (word) => {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = porterStem(word);
    cache.set(word, stemmed);
  }
  return stemmed;
};
