/**
 * Marks the matched words of a result and cuts its text to a snippet around the first match.
 * Results are rendered from these segments as text and `<mark>` elements, never as HTML, so
 * nothing of a page or a query is ever parsed as markup.
 */
import {tokenize, type Stem} from './tokenize';

/** A run of text, and whether it is a match. */
export type Segment = [text: string, marked: boolean];

/** Where matches sit in a text: [start, length] pairs, in order, not overlapping. */
export type Positions = [number, number][];

const WORD = /[\p{L}\p{N}@]+(?:[-._'’][\p{L}\p{N}]+)*/gu;

/** Where the words of a text whose terms (as the index cuts them) are among `matched` sit. */
export function matchPositions(text: string, matched: ReadonlySet<string>, stem: Stem): Positions {
  const positions: Positions = [];
  for (const word of text.matchAll(WORD)) {
    if (tokenize(word[0], stem).some((term) => matched.has(term.term))) {
      positions.push([word.index, word[0].length]);
    }
  }
  return positions;
}

/** The whole text, cut at its matches. */
export function markAll(text: string, positions: Positions): Segment[] {
  return markRange(text, positions, 0, text.length);
}

function markRange(text: string, positions: Positions, start: number, end: number): Segment[] {
  const segments: Segment[] = [];
  let cursor = start;
  for (const [at, length] of positions) {
    const from = Math.max(at, cursor);
    const to = Math.min(at + length, end);
    if (to <= from) continue;
    if (from > cursor) segments.push([text.slice(cursor, from), false]);
    segments.push([text.slice(from, to), true]);
    cursor = to;
  }
  if (cursor < end) segments.push([text.slice(cursor, end), false]);
  return segments;
}

/**
 * At most `maxLength` characters of `text` around its first match, cut at word boundaries, with
 * an ellipsis where text was left out; the start of the text when nothing matches.
 */
export function snippet(text: string, positions: Positions, maxLength: number): Segment[] {
  if (text.length <= maxLength) return markAll(text, positions);
  const [matchStart, matchLength] = positions[0] ?? [0, 0];
  const matchEnd = matchStart + Math.min(matchLength, maxLength);
  let start = 0;
  let end = maxLength;
  if (positions.length > 0) {
    // Centre the match; then slide the window back inside the text.
    const spare = maxLength - (matchEnd - matchStart);
    start = Math.max(0, matchStart - Math.floor(spare / 2));
    end = Math.min(text.length, start + maxLength);
    start = Math.max(0, end - maxLength);
  }
  // Whole words only: move each cut to a space, without cutting into the match.
  if (start > 0) {
    const space = text.indexOf(' ', start - 1);
    if (space !== -1 && space < matchStart) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > matchEnd && space > start) end = space;
  }
  const segments = markRange(text, positions, start, end);
  const first = segments[0];
  if (first && !first[1]) first[0] = first[0].trimStart();
  const last = segments[segments.length - 1];
  if (last && !last[1]) last[0] = last[0].trimEnd();
  if (start > 0) segments.unshift(['…', false]);
  if (end < text.length) segments.push(['…', false]);
  return segments.filter(([part]) => part !== '');
}

/** The text of segments, as a reader sees it. */
export function segmentsText(segments: readonly Segment[]): string {
  return segments.map(([part]) => part).join('');
}
