/**
 * Uptime and SLA error budgets.
 *
 *   uptime % = 100 * up time / (up time + down time)
 *   error budget = period * (100 - target %) / 100
 *   target % = 100 * (period - budget) / period
 *
 * Targets are handled as exact decimals (up to 6 decimal places), so
 * 99.9 % of 30 days is exactly 2,592,000 ms = 43 minutes 12 seconds, not a
 * floating-point neighbour of it. Which statuses count as up or down is in
 * `src/data/analytics.ts`. Pure functions, no React.
 */

import type {MonitorStatus} from '../data/facts';
import {uptime} from '../data/analytics';
import type {StatusSegment} from '../data/analytics';

export const MS = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
} as const;

/** Decimal places kept in a target percentage. */
const TARGET_SCALE = 1_000_000;

function assertTarget(targetPercent: number): void {
  if (typeof targetPercent !== 'number' || Number.isNaN(targetPercent)) {
    throw new RangeError(`The target must be a number of percent, got ${String(targetPercent)}.`);
  }
  if (targetPercent > 100) {
    throw new RangeError(`The target cannot be above 100 %, got ${targetPercent} %.`);
  }
  if (targetPercent < 0) {
    throw new RangeError(`The target cannot be below 0 %, got ${targetPercent} %.`);
  }
  const scaled = targetPercent * TARGET_SCALE;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    throw new RangeError(
      `The target can have at most 6 decimal places, got ${String(targetPercent)}.`,
    );
  }
}

function assertPeriod(periodMs: number): void {
  if (typeof periodMs !== 'number' || Number.isNaN(periodMs)) {
    throw new RangeError(`The period must be a number, got ${String(periodMs)}.`);
  }
  if (!Number.isFinite(periodMs) || periodMs <= 0) {
    throw new RangeError(`The period must be longer than 0, got ${periodMs} ms.`);
  }
  if (!Number.isSafeInteger(periodMs)) {
    throw new RangeError('The period must be a whole number of milliseconds.');
  }
}

/**
 * Error budget in whole milliseconds (rounded half up) for a target over a period.
 * Computed with integers: 99.9 % of 30 days returns 2,592,000 exactly.
 */
export function errorBudgetMs(targetPercent: number, periodMs: number): number {
  assertTarget(targetPercent);
  assertPeriod(periodMs);
  const allowedScaled = BigInt(100 * TARGET_SCALE - Math.round(targetPercent * TARGET_SCALE));
  const denominator = BigInt(100 * TARGET_SCALE);
  const numerator = BigInt(periodMs) * allowedScaled;
  const two = BigInt(2);
  return Number((numerator * two + denominator) / (denominator * two));
}

/**
 * The target (in percent, rounded down to 6 decimals) whose error budget over the
 * period is budgetMs. Rounded down so that a budget above 0 never shows as 100 %:
 * 1 ms of 365 days is 99.999999 %, a target you can still promise. Computed with
 * integers, so exact budgets give exact targets.
 */
export function targetFromBudget(budgetMs: number, periodMs: number): number {
  assertPeriod(periodMs);
  if (typeof budgetMs !== 'number' || Number.isNaN(budgetMs)) {
    throw new RangeError(`The error budget must be a number, got ${String(budgetMs)}.`);
  }
  if (budgetMs < 0) throw new RangeError('The error budget cannot be negative.');
  if (budgetMs > periodMs) {
    throw new RangeError('The error budget cannot be longer than the period.');
  }
  if (!Number.isSafeInteger(budgetMs)) {
    throw new RangeError('The error budget must be a whole number of milliseconds.');
  }
  const scaled = (BigInt(periodMs - budgetMs) * BigInt(100 * TARGET_SCALE)) / BigInt(periodMs);
  return Number(scaled) / TARGET_SCALE;
}

export type {StatusSegment};

export interface UptimeResult {
  upMs: number;
  downMs: number;
  /** Time in statuses that do not count (DISABLED). */
  excludedMs: number;
  /** Null when no time counts (all of it DISABLED, or no segments). */
  uptimePercent: number | null;
}

const upStatuses: readonly MonitorStatus[] = uptime.up;
const downStatuses: readonly MonitorStatus[] = uptime.down;
const excludedStatuses: readonly MonitorStatus[] = uptime.excluded;

/**
 * Uptime from the time a monitor spent in each status. LATE counts as up
 * while a run is inside its grace period and as down while a started run is
 * open past it, so down time is the time a MISSED, LATE or FAIL incident is
 * open, as in `computeReliability`.
 */
export function computeUptime(segments: readonly StatusSegment[]): UptimeResult {
  let upMs = 0;
  let downMs = 0;
  let excludedMs = 0;
  segments.forEach((segment, index) => {
    const {status, durationMs} = segment;
    if (typeof durationMs !== 'number' || !Number.isFinite(durationMs)) {
      throw new RangeError(`Segment ${index + 1} has no valid duration.`);
    }
    if (durationMs < 0) {
      throw new RangeError(`Segment ${index + 1} has a negative duration (${durationMs} ms).`);
    }
    if (status === 'LATE') {
      const cause = segment.late;
      if (cause !== 'waiting' && cause !== 'overrun') {
        throw new RangeError(
          `Segment ${index + 1} is LATE without a cause: say whether the run was inside its grace period (waiting) or open past it (overrun).`,
        );
      }
      if (uptime.late[cause] === 'up') upMs += durationMs;
      else downMs += durationMs;
    } else if (upStatuses.includes(status)) upMs += durationMs;
    else if (downStatuses.includes(status)) downMs += durationMs;
    else if (excludedStatuses.includes(status)) excludedMs += durationMs;
    else throw new RangeError(`Segment ${index + 1} has an unknown status "${String(status)}".`);
  });
  const counted = upMs + downMs;
  return {
    upMs,
    downMs,
    excludedMs,
    uptimePercent: counted === 0 ? null : (100 * upMs) / counted,
  };
}

const units = [
  {ms: MS.day, one: 'day', many: 'days'},
  {ms: MS.hour, one: 'hour', many: 'hours'},
  {ms: MS.minute, one: 'minute', many: 'minutes'},
  {ms: MS.second, one: 'second', many: 'seconds'},
  {ms: 1, one: 'millisecond', many: 'milliseconds'},
] as const;

/** The units `formatDurationWords` writes, largest first: days down to milliseconds. */
export const durationUnitNames: readonly string[] = units.map((unit) => unit.many);

/**
 * A duration in words: `43 minutes 12 seconds`, `1 day 2 hours`,
 * `0 seconds`. Rounds to whole milliseconds.
 */
export function formatDurationWords(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    throw new RangeError(`A duration must be a finite number, got ${String(ms)}.`);
  }
  if (ms < 0) throw new RangeError(`A duration cannot be negative, got ${ms} ms.`);
  let rest = Math.round(ms);
  if (rest === 0) return '0 seconds';
  const parts: string[] = [];
  for (const unit of units) {
    const count = Math.floor(rest / unit.ms);
    rest -= count * unit.ms;
    if (count > 0)
      parts.push(`${count.toLocaleString('en-US')} ${count === 1 ? unit.one : unit.many}`);
  }
  return parts.join(' ');
}

/** The same in short units: `43 min 12 s`, `1 d 2 h`, `0 s`. */
export function formatDurationShort(ms: number): string {
  const short: Record<string, string> = {
    day: 'd',
    days: 'd',
    hour: 'h',
    hours: 'h',
    minute: 'min',
    minutes: 'min',
    second: 's',
    seconds: 's',
    millisecond: 'ms',
    milliseconds: 'ms',
  };
  return formatDurationWords(ms).replace(
    /(\d) (days?|hours?|minutes?|seconds?|milliseconds?)/g,
    (_, digit: string, unit: string) => `${digit} ${short[unit]}`,
  );
}
