/**
 * Reading what readers type or paste into the interactive tools: lists of
 * durations, incident lines and durations with units (one number alone is
 * `./number-input.ts`). Each reader returns values plus messages that name the
 * field or line and say what is expected, so no input can crash a tool. Kept
 * apart from the maths modules so pages without a tool do not ship this code.
 * Pure functions, no React.
 */

import {incidentTypes} from '../data/facts';
import type {IncidentType} from '../data/facts';
import type {IncidentSpan} from './reliability';
import {readNumberText} from './number-input';
import {parseTime} from './reliability';
import {MS} from './sla';

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
