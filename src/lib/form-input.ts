/**
 * Reading what readers type or paste into the interactive tools: numbers,
 * lists of durations, incident lines and durations with units. Each reader
 * returns values plus messages that name the field or line and say what is
 * expected, so no input can crash a tool. Kept apart from the maths modules
 * so pages without a tool do not ship this code. Pure functions, no React.
 */

import {incidentTypes} from '../data/facts';
import type {IncidentType} from '../data/facts';
import type {IncidentSpan} from './reliability';
import {parseTime} from './reliability';
import {MS} from './sla';

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

export interface ParsedDurations {
  values: number[];
  /** One message per token that is not a valid duration, naming it. */
  errors: string[];
}

/**
 * Reads durations typed or pasted by a reader: numbers separated by spaces, new lines,
 * semicolons or commas. In a list a comma between two digits (`60,5`) could separate two values,
 * be a decimal comma or a thousands separator, so it is refused with a message rather than
 * guessed; a comma next to a space (`60, 61`) separates. Never throws; invalid tokens are reported.
 */
export function parseDurationList(text: string, unit = 'seconds'): ParsedDurations {
  const values: number[] = [];
  const errors: string[] = [];
  const tokens = text
    .split(/[\s;]+|(?<!\d),|,(?!\d)/)
    .map((token) => token.trim())
    .filter(Boolean);
  tokens.forEach((token, index) => {
    const where = `Value ${index + 1} ("${token}")`;
    if (/\d,\d/.test(token)) {
      errors.push(
        `${where}: a comma between digits is ambiguous in a list; write numbers with a point for decimals and no thousands separator, and separate them with spaces or ", ".`,
      );
      return;
    }
    const read = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(token) ? Number(token) : NaN;
    if (Number.isNaN(read)) {
      errors.push(`${where} is not a number of ${unit}.`);
    } else if (!Number.isFinite(read)) {
      errors.push(`${where} is too large.`);
    } else if (read < 0) {
      errors.push(`${where} is negative; a duration cannot be.`);
    } else {
      values.push(read);
    }
  });
  return {values, errors};
}

export interface ParsedIncidents {
  incidents: IncidentSpan[];
  errors: string[];
}

/**
 * Reads incidents pasted one per line as `opened, resolved[, TYPE]`, with
 * ISO 8601 times (`2026-11-03T02:00Z`). Write `open` (or leave the second
 * field empty) for an incident that is not resolved. TYPE defaults to FAIL.
 * Blank lines and lines starting with # are skipped. Never throws.
 */
export function parseIncidentLines(text: string): ParsedIncidents {
  const incidents: IncidentSpan[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const where = `Line ${index + 1}`;
    const fields = line.split(/\s*[,;\t]\s*/);
    if (fields.length > 3) {
      errors.push(`${where} has ${fields.length} fields; write: opened, resolved, TYPE.`);
      return;
    }
    const [openedText = '', resolvedText = '', typeText = 'FAIL'] = fields;
    const openedAt = parseTime(openedText);
    if (openedAt === null) {
      errors.push(`${where}: "${openedText}" is not a date and time such as 2026-11-03T02:00Z.`);
      return;
    }
    let resolvedAt: number | null = null;
    if (resolvedText !== '' && resolvedText.toLowerCase() !== 'open') {
      resolvedAt = parseTime(resolvedText);
      if (resolvedAt === null) {
        errors.push(
          `${where}: "${resolvedText}" is not a date and time such as 2026-11-03T02:45Z, or "open".`,
        );
        return;
      }
      if (resolvedAt < openedAt) {
        errors.push(`${where}: resolved before it was opened.`);
        return;
      }
    }
    const type = typeText.toUpperCase() as IncidentType;
    if (!incidentTypes.includes(type)) {
      errors.push(`${where}: "${typeText}" is not an incident type (${incidentTypes.join(', ')}).`);
      return;
    }
    incidents.push({type, openedAt, resolvedAt});
  });
  return {incidents, errors};
}

const unitWords: Record<string, number> = {
  d: MS.day,
  day: MS.day,
  days: MS.day,
  h: MS.hour,
  hr: MS.hour,
  hrs: MS.hour,
  hour: MS.hour,
  hours: MS.hour,
  m: MS.minute,
  min: MS.minute,
  mins: MS.minute,
  minute: MS.minute,
  minutes: MS.minute,
  s: MS.second,
  sec: MS.second,
  secs: MS.second,
  second: MS.second,
  seconds: MS.second,
  ms: 1,
  millisecond: 1,
  milliseconds: 1,
};

/**
 * Reads a duration written with units: `43m 12s`, `43 min 12 s`, `1 day 2 hours`, `1.5h`, and
 * `1,5 h` with a decimal comma (each number is read by `readNumberText`, so `1,500 ms` is refused
 * as ambiguous). Throws a RangeError with a readable message.
 */
export function parseDurationText(text: string): number {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed) throw new RangeError('Enter a duration such as 43m 12s.');
  const pattern = /(\d+(?:[.,]\d+)*|[.,]\d+)\s*([a-z]+)\s*/gy;
  let total = 0;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(trimmed)) !== null) {
    const unit = unitWords[match[2]!];
    if (unit === undefined) {
      throw new RangeError(`"${match[2]}" is not a unit; use d, h, min, s or ms.`);
    }
    const number = readNumberText(match[1]!);
    if (!number.ok)
      throw new RangeError(`${number.problem[0]!.toUpperCase()}${number.problem.slice(1)}`);
    total += number.value * unit;
    consumed = pattern.lastIndex;
  }
  if (consumed !== trimmed.length) {
    if (/^-/.test(trimmed)) throw new RangeError('A duration cannot be negative.');
    throw new RangeError(`"${text.trim()}" is not a duration such as 43m 12s or 1 h 30 min.`);
  }
  return Math.round(total);
}
