/**
 * Saturn's cron dialect: validation with a precise reason, a description in
 * words, the next run times in an IANA time zone, and warnings about DST,
 * the day-of-month/day-of-week OR rule and time zones.
 *
 * The dialect is `cronDialect` in `src/data/facts.ts`; ranges, names, macros
 * and DST rules are in `src/data/schedules.ts`. Day matching and DST follow
 * Vixie cron: see `dayMatches` and `nextRuns`. Pure functions, no React.
 */
import cronstrue from 'cronstrue';

import {cronDialect} from '../data/facts';
import {
  cronFieldRanges,
  cronMacros,
  cronMaxLength,
  cronNames,
  explorerYears,
} from '../data/schedules';
import {
  formatLocal,
  formatLocalTime,
  formatOffset,
  type LocalResolution,
  resolveLocal,
  timeZoneProblem,
  toLocal,
  transitions,
  zoneOffset,
} from './timezone';

const MINUTE = 60_000;
const DAY = 86_400_000;

export type CronFieldName = (typeof cronFieldRanges)[number]['name'];

export interface CronProblem {
  /** The input the problem is about. */
  input: 'expression' | 'timeZone' | 'start';
  /** The field of the expression, when the problem is in one field. */
  field?: CronFieldName;
  message: string;
}

export interface CronSchedule {
  /** The expression as entered, trimmed. */
  source: string;
  /** The five fields, with a macro expanded. */
  fields: [string, string, string, string, string];
  minutes: number[];
  hours: number[];
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 = Sunday ... 6 = Saturday (7 is folded into 0). */
  daysOfWeek: ReadonlySet<number>;
  /** Day of month field does not begin with `*`. */
  domRestricted: boolean;
  /** Day of week field does not begin with `*`. */
  dowRestricted: boolean;
  /** Minute or hour field begins with `*`: DST wildcard rules apply. */
  wildcard: boolean;
}

export type ParseResult = {ok: true; schedule: CronSchedule} | {ok: false; problem: CronProblem};

const unsupported: Record<string, string> = {
  L: '"L" (last day) is not part of Saturn\'s dialect; list the days instead, or use a manual monitor.',
  W: '"W" (nearest weekday) is not part of Saturn\'s dialect.',
  '#': '"#" (nth weekday of the month) is not part of Saturn\'s dialect.',
  '?': '"?" is a Quartz placeholder; in Saturn\'s dialect write * instead.',
  H: '"H" (hashed value, as in Jenkins) is not part of Saturn\'s dialect.',
};

function fail(message: string, field?: CronFieldName): {ok: false; problem: CronProblem} {
  return {ok: false, problem: {input: 'expression', field, message}};
}

function shorten(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Parses one value: a number or, in the month and day-of-week fields, a name. */
function parseValue(raw: string, index: number): number | string {
  const range = cronFieldRanges[index]!;
  const label = `${range.name} field`;
  if (/^\d+$/.test(raw)) {
    const value = raw.length > 6 ? Number.POSITIVE_INFINITY : Number(raw);
    if (value < range.min || value > range.max) {
      return `${label}: ${shorten(raw)} is out of range ${range.min}-${range.max}`;
    }
    return value;
  }
  const names = index === 3 ? cronNames.month : index === 4 ? cronNames.dayOfWeek : null;
  if (names && /^[a-z]{3}$/i.test(raw)) {
    const position = (names as readonly string[]).indexOf(raw.toUpperCase());
    if (position >= 0) return index === 3 ? position + 1 : position;
    return `${label}: "${raw}" is not a ${index === 3 ? 'month' : 'day'} name (use ${names[0]}-${names[names.length - 1]})`;
  }
  for (const [token, message] of Object.entries(unsupported)) {
    if (raw.toUpperCase().includes(token)) return `${label}: ${message}`;
  }
  if (raw === '') return `${label}: a value is missing`;
  return `${label}: "${shorten(raw)}" is not a number${names ? ' or a name' : ''}`;
}

/** Parses one field into the set of values it allows. */
function parseField(text: string, index: number): Set<number> | string {
  const range = cronFieldRanges[index]!;
  const label = `${range.name} field`;
  const values = new Set<number>();
  for (const item of text.split(',')) {
    if (item === '') return `${label}: empty item in the list "${shorten(text)}"`;
    const [base, stepText, extra] = item.split('/');
    if (extra !== undefined) return `${label}: "${shorten(item)}" has more than one "/"`;
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) === 0 || stepText.length > 6) {
        return `${label}: the step in "${shorten(item)}" must be a whole number of 1 or more`;
      }
      step = Number(stepText);
    }
    let start: number;
    let end: number;
    if (base === '*') {
      start = range.min;
      end = index === 4 ? 6 : range.max;
    } else {
      const bounds = base!.split('-');
      if (bounds.length > 2) return `${label}: "${shorten(item)}" is not a valid range`;
      const first = parseValue(bounds[0]!, index);
      if (typeof first === 'string') return first;
      start = first;
      if (bounds.length === 2) {
        const last = parseValue(bounds[1]!, index);
        if (typeof last === 'string') return last;
        end = last;
        if (end < start) {
          return `${label}: the range ${bounds[0]}-${bounds[1]} runs backwards; write the smaller value first`;
        }
      } else if (stepText !== undefined) {
        return `${label}: a step needs a range or *: write ${base}-${range.max}/${stepText} or */${stepText}`;
      } else {
        end = start;
      }
    }
    for (let value = start; value <= end; value += step) {
      values.add(index === 4 && value === 7 ? 0 : value);
    }
  }
  return values;
}

/** Validates an expression in Saturn's dialect and returns the schedule or why it is invalid. */
export function parseCron(expression: string): ParseResult {
  const source = expression.trim();
  if (source === '') return fail('Enter a cron expression, for example */5 * * * *.');
  if (source.length > cronMaxLength) {
    return fail(
      `The expression is ${source.length} characters long; Saturn accepts at most ${cronMaxLength}.`,
    );
  }
  let text = source;
  if (source.startsWith('@')) {
    const macro = cronMacros[source.toLowerCase()];
    if (!macro) {
      const known = cronDialect.macros.join(', ');
      if (source.toLowerCase() === '@reboot') {
        return fail(
          `@reboot is not a schedule: Saturn cannot know when a machine restarts. Use a manual monitor. Supported macros: ${known}.`,
        );
      }
      return fail(`"${shorten(source)}" is not a supported macro. Supported macros: ${known}.`);
    }
    text = macro;
  }
  const parts = text.split(/\s+/);
  if (parts.length === 6) {
    return fail(
      `6 fields found; Saturn's dialect has 5 (${cronDialect.fields.join(', ')}). A seconds field is not supported, and Saturn does not guess which field you meant. If the first field is seconds, remove it: ${parts.slice(1).join(' ')}`,
    );
  }
  if (parts.length === 7) {
    return fail(
      `7 fields found: this looks like a Quartz expression with seconds and year. Saturn's dialect has 5 fields (${cronDialect.fields.join(', ')}).`,
    );
  }
  if (parts.length !== 5) {
    return fail(
      `${parts.length} field${parts.length === 1 ? '' : 's'} found; Saturn's dialect has 5 (${cronDialect.fields.join(', ')}).`,
    );
  }
  const sets: Set<number>[] = [];
  for (let index = 0; index < 5; index += 1) {
    const parsed = parseField(parts[index]!, index);
    if (typeof parsed === 'string') return fail(parsed, cronFieldRanges[index]!.name);
    sets.push(parsed);
  }
  const [minute, hour, dom, month, dow] = parts as [string, string, string, string, string];
  const sorted = (set: Set<number>): number[] => [...set].sort((a, b) => a - b);
  const schedule: CronSchedule = {
    source,
    fields: [minute, hour, dom, month, dow],
    minutes: sorted(sets[0]!),
    hours: sorted(sets[1]!),
    daysOfMonth: sets[2]!,
    months: sets[3]!,
    daysOfWeek: sets[4]!,
    domRestricted: !dom.startsWith('*'),
    dowRestricted: !dow.startsWith('*'),
    wildcard: minute.startsWith('*') || hour.startsWith('*'),
  };
  return {ok: true, schedule};
}

/**
 * Whether the schedule runs on a calendar day. As in Vixie cron: when both
 * day fields are restricted (neither begins with `*`), either may match;
 * otherwise both must.
 */
export function dayMatches(schedule: CronSchedule, local: number): boolean {
  const date = new Date(local);
  if (!schedule.months.has(date.getUTCMonth() + 1)) return false;
  const domMatch = schedule.daysOfMonth.has(date.getUTCDate());
  const dowMatch = schedule.daysOfWeek.has(date.getUTCDay());
  if (schedule.domRestricted && schedule.dowRestricted) return domMatch || dowMatch;
  return domMatch && dowMatch;
}

/** Whether a day-of-week field names the value 7 (Sunday, like 0) in a value or range. */
function namesDaySeven(field: string): boolean {
  return field
    .split(',')
    .some((item) => (item.split('/')[0] ?? '').split('-').some((bound) => /^0*7$/.test(bound)));
}

/**
 * Days of the week as a field: runs of three or more days as ranges, others listed.
 * `sundayLast` numbers Sunday 7, so that Friday to Sunday is `5-7`.
 */
function daysField(days: ReadonlySet<number>, sundayLast: boolean): string {
  const values = [...days].map((day) => (sundayLast && day === 0 ? 7 : day)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < values.length;) {
    let end = start;
    while (end + 1 < values.length && values[end + 1] === values[end]! + 1) end += 1;
    if (end - start >= 2) parts.push(`${values[start]}-${values[end]}`);
    else parts.push(...values.slice(start, end + 1).map(String));
    start = end + 1;
  }
  return parts.join(',');
}

/**
 * The five fields as cronstrue should read them. cronstrue does not know that 7 is Sunday as 0
 * is: it reads `0-7` as "Sunday through Sunday" and `0,7` as "Sunday and Sunday". A day-of-week
 * field that names 7 is written again from the days it allows; a field that allows every day
 * becomes `*`, with the day of month as the rule then reads it (any day, by the OR rule, when
 * both day fields are restricted).
 */
function fieldsToDescribe(schedule: CronSchedule): string[] {
  const [minute, hour, dom, month, dow] = schedule.fields;
  if (!namesDaySeven(dow)) return schedule.fields;
  if (schedule.daysOfWeek.size === 7) {
    return [minute, hour, schedule.domRestricted ? '*' : dom, month, '*'];
  }
  return [minute, hour, dom, month, daysField(schedule.daysOfWeek, true)];
}

/** The schedule in words, for example "At 02:30, Monday through Friday". */
export function describeCron(schedule: CronSchedule): string {
  try {
    return cronstrue.toString(fieldsToDescribe(schedule).join(' '), {
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return schedule.fields.join(' ');
  }
}

export type DstNote =
  /** Local time did not exist; the run is due when the clock jumped. */
  | 'gap-moved'
  /** Local time happened twice; this fixed-time run is due once, at the first occurrence. */
  | 'repeat-once'
  /** Local time happened twice; this wildcard run is due in the first pass. */
  | 'repeat-first'
  /** ... and again in the second pass. */
  | 'repeat-second';

export interface CronRun {
  /** The instant the run is due (epoch milliseconds). */
  at: number;
  /** The scheduled wall time, `YYYY-MM-DD HH:MM`. */
  scheduledLocal: string;
  /** The wall time at `at`, `YYYY-MM-DD HH:MM`. */
  local: string;
  /** The zone's offset at `at`, `UTC+01:00`. */
  offset: string;
  dst?: DstNote;
}

/** Years searched for matching days before a schedule is declared never to run. */
const SEARCH_YEARS = 50;

/** The first wall time the explorer takes (`explorerYears`), as local milliseconds. */
const firstWallTime = Date.UTC(explorerYears.first, 0, 1);
/**
 * The last minute any run is listed at, in the zone and in UTC alike: the end of the last year
 * of `explorerYears`, so every date has four digits.
 */
export const lastListedMinute = Date.UTC(explorerYears.last, 11, 31, 23, 59);

/** The day search of `nextRuns` from `from`: the local days it looks at, and whether the end of `explorerYears` cut it short. */
function searchDays(timeZone: string, from: number): {first: number; last: number; cut: boolean} {
  const first = Math.floor(toLocal(timeZone, from) / DAY) * DAY - DAY;
  const wanted = first + SEARCH_YEARS * 366 * DAY;
  const last = Math.floor(lastListedMinute / DAY) * DAY;
  return {first, last: Math.min(wanted, last), cut: wanted > last};
}

export type StartRead = {ok: true; local: number} | {ok: false; error: string};

/**
 * The start of a run list as a `datetime-local` input gives it (`YYYY-MM-DDTHH:MM`, seconds
 * optional), as local milliseconds, or why it cannot be used: empty, not a date, or outside
 * `explorerYears`. Years below 100 are read as written, not as 19xx.
 */
export function readRunListStart(text: string): StartRead {
  const range = `Enter a start from ${formatLocal(firstWallTime)} to ${formatLocal(lastListedMinute)}: time zone rules are reliable only from ${explorerYears.first}, and the explorer lists no run after ${explorerYears.last}.`;
  const trimmed = text.trim();
  if (trimmed === '') return {ok: false, error: 'Enter a start date and time.'};
  const match = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(
    trimmed,
  );
  if (!match) {
    return {
      ok: false,
      error: `"${shorten(trimmed)}" is not a date and time such as 2027-03-13T00:00.`,
    };
  }
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, 0, 0);
  const local = date.getTime();
  if (
    Number.isNaN(local) ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return {
      ok: false,
      error: `"${shorten(trimmed)}" is not a date and time such as 2027-03-13T00:00.`,
    };
  }
  if (local < firstWallTime || local > lastListedMinute) return {ok: false, error: range};
  return {ok: true, local};
}

/**
 * The instant a wall time names in the zone: the first of two when the clocks go back, the
 * moment of the jump when they skip it.
 */
export function instantOfWallTime(timeZone: string, local: number): number {
  const resolved = resolveLocal(timeZone, local);
  if (resolved.kind === 'normal') return resolved.instant;
  if (resolved.kind === 'repeat') return resolved.instants[0];
  return resolved.transition;
}

/**
 * The next `count` due times strictly after `from`, in the zone, with
 * Saturn's DST rules (`dstRules` in `src/data/schedules.ts`).
 */
export function nextRuns(
  schedule: CronSchedule,
  timeZone: string,
  from: number,
  count: number,
): CronRun[] {
  const runs: CronRun[] = [];
  if (count <= 0) return runs;
  const search = searchDays(timeZone, from);
  let day = search.first;
  const lastDay = search.last;
  const seen = new Set<number>();
  for (; day <= lastDay && runs.length < count; day += DAY) {
    if (!dayMatches(schedule, day)) continue;
    const dayRuns: CronRun[] = [];
    // Fast path: the same offset from a day before to a day after means no
    // transition can touch this day, so every wall time maps to one instant.
    const steadyOffset = zoneOffset(timeZone, day - DAY);
    const steady = steadyOffset === zoneOffset(timeZone, day + 2 * DAY);
    let pending = 0;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const local = day + hour * 3_600_000 + minute * MINUTE;
        const resolution: LocalResolution = steady
          ? {kind: 'normal', instant: local - steadyOffset}
          : resolveLocal(timeZone, local);
        const make = (at: number, dst?: DstNote): CronRun => {
          const offset = zoneOffset(timeZone, at);
          return {
            at,
            scheduledLocal: formatLocal(local),
            local: formatLocal(at + offset),
            offset: formatOffset(offset),
            ...(dst ? {dst} : {}),
          };
        };
        if (resolution.kind === 'normal') {
          dayRuns.push(make(resolution.instant));
        } else if (resolution.kind === 'repeat') {
          if (schedule.wildcard) {
            dayRuns.push(make(resolution.instants[0], 'repeat-first'));
            dayRuns.push(make(resolution.instants[1], 'repeat-second'));
          } else {
            dayRuns.push(make(resolution.instants[0], 'repeat-once'));
          }
        } else if (!schedule.wildcard) {
          dayRuns.push(make(resolution.transition, 'gap-moved'));
        }
        // In a steady day the runs come in order: stop once enough are found.
        if (steady && dayRuns[dayRuns.length - 1]!.at > from) pending += 1;
        if (steady && runs.length + pending >= count) break;
      }
      if (steady && runs.length + pending >= count) break;
    }
    dayRuns.sort((a, b) => a.at - b.at);
    for (const run of dayRuns) {
      if (run.at <= from || seen.has(run.at)) continue;
      // Nothing after the last listed minute, in the zone or in UTC.
      if (run.at > lastListedMinute || run.at + zoneOffset(timeZone, run.at) > lastListedMinute) {
        return runs;
      }
      seen.add(run.at);
      runs.push(run);
      if (runs.length === count) break;
    }
  }
  return runs;
}

export type CronWarningKind =
  | 'dst-gap'
  | 'dst-repeat'
  | 'dom-dow-or'
  | 'dom-dow-star-step'
  | 'day-seven'
  | 'never-runs'
  | 'etc-gmt-sign';

export interface CronWarning {
  kind: CronWarningKind;
  message: string;
}

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Scheduled wall times inside [startLocal, endLocal) on the day containing them. */
function scheduledBetween(schedule: CronSchedule, startLocal: number, endLocal: number): number[] {
  const found: number[] = [];
  for (let day = Math.floor(startLocal / DAY) * DAY; day < endLocal; day += DAY) {
    if (!dayMatches(schedule, day)) continue;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const local = day + hour * 3_600_000 + minute * MINUTE;
        if (local >= startLocal && local < endLocal) found.push(local);
      }
    }
  }
  return found;
}

/** `one` for a single item, `many` for several: "02:00 does not exist", "02:00, 02:30 do not exist". */
function agree(count: number, one: string, many: string): string {
  return count > 1 ? many : one;
}

function listTimes(locals: number[]): string {
  const times = locals.map(formatLocalTime);
  if (times.length <= 4) return times.join(', ');
  return `${times.slice(0, 3).join(', ')} and ${times.length - 3} more`;
}

/** DST warnings for the first gap and repeat that affect the schedule within a year of `from`. */
export function dstWarnings(schedule: CronSchedule, timeZone: string, from: number): CronWarning[] {
  const warnings: CronWarning[] = [];
  let gapDone = false;
  let repeatDone = false;
  const to = Math.min(from + 366 * DAY, lastListedMinute - DAY);
  for (const change of transitions(timeZone, from, to)) {
    const shift = Math.abs(change.offsetAfter - change.offsetBefore);
    const minutes = Math.round(shift / MINUTE);
    const length = minutes % 60 === 0 ? `${minutes / 60} hour` : `${minutes} minutes`;
    if (change.offsetAfter > change.offsetBefore && !gapDone) {
      // Spring forward: wall times [before, before + shift) do not exist.
      const gapStart = change.at + change.offsetBefore;
      const affected = scheduledBetween(schedule, gapStart, gapStart + shift);
      if (affected.length === 0) continue;
      gapDone = true;
      const date = formatLocal(gapStart).slice(0, 10);
      const jump = `${formatLocalTime(gapStart)} to ${formatLocalTime(gapStart + shift)}`;
      const times = listTimes(affected);
      warnings.push({
        kind: 'dst-gap',
        message: schedule.wildcard
          ? `DST gap: on ${date} the clocks in ${timeZone} jump from ${jump}, so ${times} ${agree(affected.length, 'does', 'do')} not exist. This is a wildcard schedule, so ${agree(affected.length, 'that run is', 'those runs are')} skipped, as Vixie cron, cronie and systemd timers skip ${agree(affected.length, 'it', 'them')}; the next run is the next time that exists.`
          : `DST gap: on ${date} the clocks in ${timeZone} jump from ${jump}, so ${times} ${agree(affected.length, 'does', 'do')} not exist. Saturn expects ${agree(affected.length, 'the run', 'one run')} at ${formatLocalTime(gapStart + shift)} local time (${formatOffset(change.offsetAfter)}), the moment the clock jumps, which is when Vixie cron and cronie run ${agree(affected.length, 'it', 'each skipped time, one after another; Saturn counts the first for the due time and records the others as extra runs')}. This holds for a cron daemon whose own time zone is ${timeZone}, for entries without CRON_TZ; a Kubernetes CronJob, a systemd timer or any cronie entry below a CRON_TZ line skips the run instead.`,
      });
    } else if (change.offsetAfter < change.offsetBefore && !repeatDone) {
      // Fall back: wall times [after, after + shift) happen twice.
      const repeatStart = change.at + change.offsetAfter;
      const affected = scheduledBetween(schedule, repeatStart, repeatStart + shift);
      if (affected.length === 0) continue;
      repeatDone = true;
      const date = formatLocal(repeatStart).slice(0, 10);
      const times = listTimes(affected);
      const hour = `${formatLocalTime(repeatStart)} to ${formatLocalTime(repeatStart + shift)}`;
      warnings.push({
        kind: 'dst-repeat',
        message: schedule.wildcard
          ? `DST repeat: on ${date} the clocks in ${timeZone} go back ${length}, so ${hour} happens twice. This is a wildcard schedule, so ${times} ${agree(affected.length, 'is', 'are')} due twice, once in each pass (${formatOffset(change.offsetBefore)} then ${formatOffset(change.offsetAfter)}). A systemd timer runs ${agree(affected.length, 'it', 'them')} in the first pass only, so Saturn reports the second pass MISSED.`
          : `DST repeat: on ${date} the clocks in ${timeZone} go back ${length}, so ${hour} happens twice. This is a fixed-time schedule, so ${times} ${agree(affected.length, 'is', 'are')} due once, at the first occurrence (${formatOffset(change.offsetBefore)}), not again an hour later.`,
      });
    }
    if (gapDone && repeatDone) break;
  }
  return warnings;
}

function describeDays(schedule: CronSchedule): {dom: string; dow: string} {
  const dom = [...schedule.daysOfMonth].sort((a, b) => a - b);
  const dow = [...schedule.daysOfWeek].sort((a, b) => a - b).map((day) => dayNames[day]!);
  return {dom: dom.join(', '), dow: dow.join(', ')};
}

/** Warnings that do not depend on dates: the OR rule, schedules that never run. */
export function staticWarnings(schedule: CronSchedule, timeZone: string): CronWarning[] {
  const warnings: CronWarning[] = [];
  const [, , domField, , dowField] = schedule.fields;
  if (schedule.domRestricted && schedule.dowRestricted) {
    const {dom, dow} = describeDays(schedule);
    warnings.push({
      kind: 'dom-dow-or',
      message: `Day of month (${domField}) and day of week (${dowField}) are both restricted, so they combine with OR, as in Vixie cron: the job runs on day ${dom} of the month and also on every ${dow}, not only when both match.`,
    });
  } else if (
    (domField.startsWith('*/') && schedule.dowRestricted) ||
    (dowField.startsWith('*/') && schedule.domRestricted)
  ) {
    warnings.push({
      kind: 'dom-dow-star-step',
      message: `A day field that begins with * (${domField.startsWith('*/') ? domField : dowField}) counts as unrestricted, so the two day fields combine with AND, as in Vixie cron: the job runs only on days that match both.`,
    });
  }
  if (namesDaySeven(dowField)) {
    warnings.push({
      kind: 'day-seven',
      message: `Day of week 7 is Sunday, as 0 is, in Vixie cron, cronie and Saturn, so ${dowField} ${
        schedule.daysOfWeek.size === 7
          ? 'means every day'
          : `means ${[...schedule.daysOfWeek]
              .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
              .map((day) => dayNames[day])
              .join(', ')}`
      }. A Kubernetes CronJob does not take it: the API server checks schedules with robfig/cron, which allows 0 to 6 and answers "end of range (7) above maximum (6)". For a CronJob, write ${daysField(schedule.daysOfWeek, false)}.`,
    });
  }
  const match = /^Etc\/GMT([+-])(\d+)$/i.exec(timeZone.trim());
  if (match) {
    const opposite = match[1] === '+' ? '-' : '+';
    warnings.push({
      kind: 'etc-gmt-sign',
      message: `${timeZone.trim()} is UTC${opposite}${match[2]}: the Etc/GMT zones use the POSIX sign, which is the opposite of the usual one. A fixed-offset zone has no DST.`,
    });
  }
  return warnings;
}

export interface CronExplanation {
  problems: CronProblem[];
  description: string | null;
  runs: CronRun[];
  warnings: CronWarning[];
  /** Fewer runs than asked for, because no run is listed after `lastListedMinute`. */
  cutAtLastYear: boolean;
}

export interface ExplainInput {
  expression: string;
  timeZone?: string;
  /** Runs are listed strictly after this instant (epoch milliseconds). */
  from: number;
  count: number;
}

/** Everything the schedule explorer shows, from raw inputs. Never throws. */
export function explainCron({expression, timeZone, from, count}: ExplainInput): CronExplanation {
  const zone = (timeZone ?? cronDialect.defaultTimezone).trim();
  const problems: CronProblem[] = [];
  const parsed = parseCron(expression);
  if (!parsed.ok) problems.push(parsed.problem);
  const zoneError = timeZoneProblem(zone);
  if (zoneError) problems.push({input: 'timeZone', message: zoneError});
  if (!Number.isFinite(from)) {
    problems.push({input: 'start', message: 'The start date is not a valid date.'});
  }
  if (!parsed.ok || problems.length > 0) {
    return {
      problems,
      description: parsed.ok ? describeCron(parsed.schedule) : null,
      runs: [],
      warnings: [],
      cutAtLastYear: false,
    };
  }
  const schedule = parsed.schedule;
  const wanted = Math.max(0, Math.min(count, 1000));
  const runs = nextRuns(schedule, zone, from, wanted);
  const cutAtLastYear = runs.length < wanted && searchDays(zone, from).cut;
  const warnings = staticWarnings(schedule, zone);
  if (runs.length === 0 && count > 0 && !cutAtLastYear) {
    warnings.push({
      kind: 'never-runs',
      message: `This expression matches no date in the next ${SEARCH_YEARS} years (for example, day 30 or 31 of a month that never has it), so a monitor with it would never be due.`,
    });
  }
  warnings.push(...dstWarnings(schedule, zone, from));
  return {problems, description: describeCron(schedule), runs, warnings, cutAtLastYear};
}
