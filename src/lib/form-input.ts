/**
 * Reading numbers typed into the interactive tools. Returns a value or a
 * message that names the field and says what is expected; never throws, so
 * no input can crash a tool. Pure functions, no React.
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

export function readNumber(text: string, rule: NumberRule): FieldResult {
  const {label, min, max, integer = false, minInclusive = true, unit = ''} = rule;
  const suffix = unit ? ` ${unit}` : '';
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return {ok: false, error: `${label}: enter a number.`};
  if (!numberPattern.test(trimmed)) {
    return {ok: false, error: `${label}: "${text.trim()}" is not a number.`};
  }
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return {ok: false, error: `${label}: the number is too large.`};
  if (integer && !Number.isInteger(value)) {
    return {ok: false, error: `${label} must be a whole number, got ${trimmed}.`};
  }
  if (min !== undefined && (minInclusive ? value < min : value <= min)) {
    const bound = minInclusive ? `at least ${min}${suffix}` : `more than ${min}${suffix}`;
    return {ok: false, error: `${label} must be ${bound}, got ${trimmed}${suffix}.`};
  }
  if (max !== undefined && value > max) {
    return {ok: false, error: `${label} must be at most ${max}${suffix}, got ${trimmed}${suffix}.`};
  }
  return {ok: true, value};
}
