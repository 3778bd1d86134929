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

export interface ParsedDurations {
  values: number[];
  /** One message per token that is not a valid duration, naming it. */
  errors: string[];
}

/**
 * Reads durations typed or pasted by a reader: numbers separated by commas,
 * spaces, semicolons or new lines. Never throws; invalid tokens are reported.
 */
export function parseDurationList(text: string, unit = 'seconds'): ParsedDurations {
  const values: number[] = [];
  const errors: string[] = [];
  const tokens = text
    .split(/[\s,;]+/)
    .map((token) => token.trim())
    .filter(Boolean);
  tokens.forEach((token, index) => {
    const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(token) ? Number(token) : NaN;
    if (Number.isNaN(value)) {
      errors.push(`Value ${index + 1} ("${token}") is not a number of ${unit}.`);
    } else if (!Number.isFinite(value)) {
      errors.push(`Value ${index + 1} ("${token}") is too large.`);
    } else if (value < 0) {
      errors.push(`Value ${index + 1} ("${token}") is negative; a duration cannot be.`);
    } else {
      values.push(value);
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
 * Reads a duration written with units: `43m 12s`, `43 min 12 s`,
 * `1 day 2 hours`, `1.5h`. Throws a RangeError with a readable message.
 */
export function parseDurationText(text: string): number {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed) throw new RangeError('Enter a duration such as 43m 12s.');
  const pattern = /(\d+(?:\.\d+)?|\.\d+)\s*([a-z]+)\s*/gy;
  let total = 0;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(trimmed)) !== null) {
    const unit = unitWords[match[2]!];
    if (unit === undefined) {
      throw new RangeError(`"${match[2]}" is not a unit; use d, h, min, s or ms.`);
    }
    total += Number(match[1]) * unit;
    consumed = pattern.lastIndex;
  }
  if (consumed !== trimmed.length) {
    if (/^-/.test(trimmed)) throw new RangeError('A duration cannot be negative.');
    throw new RangeError(`"${text.trim()}" is not a duration such as 43m 12s or 1 h 30 min.`);
  }
  return Math.round(total);
}
