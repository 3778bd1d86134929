/**
 * Reading one number a reader types into a tool's field, with the same rules in every tool:
 * a decimal point or a decimal comma, never a thousands separator. Its own module, because the
 * bundler keeps every export of a module that some page uses: a tool that reads only numbers
 * (the lateness timeline) then ships this and not the list and incident readers of
 * `./form-input.ts`. Pure functions, no React.
 */

export interface NumberRule {
  /** The field's name as the reader sees it, e.g. "Z-score threshold". */
  label: string;
  min?: number;
  max?: number;
  /** Whether min itself is allowed (default true). */
  minInclusive?: boolean;
  integer?: boolean;
  /** Unit appended to the bounds in messages, e.g. "%" or "days". */
  unit?: string;
}

export type FieldResult = {ok: true; value: number} | {ok: false; error: string};

const numberPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * One number as typed, with a decimal point or a decimal comma, or why it cannot be read.
 * `text` is the number as read, with a point (`99,9` gives `99.9`).
 */
export type NumberText = {ok: true; value: number; text: string} | {ok: false; problem: string};

/**
 * Reads one number the way a reader in any locale means it, never guessing: a decimal point or
 * a decimal comma (`99.9`, `99,9`), an optional sign and exponent. A comma is never read as a
 * thousands separator: a comma followed by exactly three digits after one to three digits
 * (`1,000`) could be either, so it is refused and the message gives both readings; more than
 * one comma, or a comma and a point together, are refused too. Never throws.
 */
export function readNumberText(raw: string): NumberText {
  const text = raw.trim();
  if (text === '') return {ok: false, problem: 'enter a number.'};
  let normalized = text;
  if (text.includes(',')) {
    if (text.includes('.')) {
      return {
        ok: false,
        problem: `"${text}" has both a comma and a point; write it without thousands separators, with a point for decimals.`,
      };
    }
    if (text.indexOf(',') !== text.lastIndexOf(',')) {
      return {
        ok: false,
        problem: `"${text}" has more than one comma; write it without thousands separators, with a point for decimals.`,
      };
    }
    if (/^[+-]?[1-9]\d{0,2},\d{3}$/.test(text)) {
      return {
        ok: false,
        problem: `"${text}" could be ${text.replace(',', '')} or ${text.replace(',', '.')}; write one of them, with a point for decimals.`,
      };
    }
    normalized = text.replace(',', '.');
  }
  if (!numberPattern.test(normalized)) return {ok: false, problem: `"${text}" is not a number.`};
  const value = Number(normalized);
  if (!Number.isFinite(value)) return {ok: false, problem: 'the number is too large.'};
  return {ok: true, value, text: normalized};
}

/** Reads a number field and checks it against `rule`; the message names the field. */
export function readNumber(text: string, rule: NumberRule): FieldResult {
  const {label, min, max, integer = false, minInclusive = true, unit = ''} = rule;
  const suffix = unit ? ` ${unit}` : '';
  const read = readNumberText(text);
  if (!read.ok) return {ok: false, error: `${label}: ${read.problem}`};
  const {value, text: shown} = read;
  if (integer && !Number.isInteger(value)) {
    return {ok: false, error: `${label} must be a whole number, got ${shown}.`};
  }
  if (min !== undefined && (minInclusive ? value < min : value <= min)) {
    const bound = minInclusive ? `at least ${min}${suffix}` : `more than ${min}${suffix}`;
    return {ok: false, error: `${label} must be ${bound}, got ${shown}${suffix}.`};
  }
  if (max !== undefined && value > max) {
    return {ok: false, error: `${label} must be at most ${max}${suffix}, got ${shown}${suffix}.`};
  }
  return {ok: true, value};
}
