/**
 * Inputs of the worked examples on the analytics and anomalies pages.
 *
 * Pages never type a result by hand: they render these inputs through
 * `src/lib/worked-examples/` (one module per page topic), which runs them
 * through the same functions as the product maths, and `tests/unit/worked-examples.test.ts` checks the
 * results against values computed by hand. Change an input here and the page,
 * the tables and the test move together.
 */

import type {HealthInputs, IncidentSpan, StatusSegment} from './analytics';
import {anomalyDefaults} from './facts';

const hour = 3_600_000;
const minute = 60_000;

/** Welford walk-through: eight successful runs of a nightly export, in seconds. */
export const welfordExample = {
  durationsSeconds: [10, 12, 11, 13, 9, 11, 12, 20],
  /** A smaller minimum sample count than the default, so the short table shows a decision. */
  minSamples: 5,
} as const;

/** Anomaly overview: a baseline of 30 runs and three new runs judged against it. */
export const anomalyRuleExample = {
  baseline: {n: 30, meanSeconds: 120, stddevSeconds: 8},
  runsSeconds: [131, 150, 172],
} as const;

/** Health score: a monitor that runs every 6 hours, over the 30-day window. */
export const healthExample: HealthInputs = {
  successfulRuns: 112,
  failedRuns: 4,
  onTimeRuns: 110,
  lateRuns: 6,
  missedRuns: 4,
  anomalies: 1,
  openIncidents: 0,
};

/** Health score of a manual monitor: no schedule, so no punctuality. */
export const manualHealthExample: HealthInputs = {
  successfulRuns: 40,
  failedRuns: 2,
  onTimeRuns: 0,
  lateRuns: 0,
  missedRuns: 0,
  anomalies: 0,
  openIncidents: 1,
};

/** MTBF and MTTR: October 2026, 30 days from 1 October 00:00 UTC. */
export const reliabilityExample: {
  windowStart: string;
  windowEnd: string;
  incidents: readonly (Omit<IncidentSpan, 'openedAt' | 'resolvedAt'> & {
    opened: string;
    resolved: string | null;
  })[];
} = {
  windowStart: '2026-10-01T00:00Z',
  windowEnd: '2026-10-31T00:00Z',
  incidents: [
    {type: 'FAIL', opened: '2026-10-03T02:00Z', resolved: '2026-10-03T02:45Z'},
    {type: 'MISSED', opened: '2026-10-10T04:00Z', resolved: '2026-10-10T06:30Z'},
    {type: 'LATE', opened: '2026-10-10T05:30Z', resolved: '2026-10-10T06:30Z'},
    {type: 'ANOMALY', opened: '2026-10-15T03:10Z', resolved: '2026-10-16T03:05Z'},
    {type: 'FAIL', opened: '2026-10-22T23:00Z', resolved: '2026-10-23T00:15Z'},
    {type: 'FAIL', opened: '2026-10-30T22:00Z', resolved: null},
  ],
};

/** Percentiles: 20 successful runs in the window, in seconds, in the order they ran. */
export const percentileExample = {
  durationsSeconds: [
    47, 43, 118, 45, 50, 41, 48, 52, 44, 61, 46, 49, 43, 57, 42, 75, 48, 54, 45, 51,
  ],
  /** A failed run in the same window; it does not count. */
  failedRunSeconds: 3,
  /** Margin added to the slowest run to size a grace period, in percent. */
  graceMarginPercent: 50,
} as const;

/** SLA: the target and period of the headline example, and a month of statuses. */
export const slaExample: {targetPercent: number; periodDays: number; segments: StatusSegment[]} = {
  targetPercent: 99.9,
  periodDays: 30,
  segments: [
    {status: 'OK', durationMs: 719 * hour + 10 * minute},
    {status: 'LATE', late: 'waiting', durationMs: 10 * minute},
    {status: 'LATE', late: 'overrun', durationMs: 10 * minute},
    {status: 'MISSED', durationMs: 15 * minute},
    {status: 'FAILING', durationMs: 15 * minute},
  ],
};

/** Targets and periods of the error budget table. */
export const slaTable = {
  targets: [99, 99.5, 99.9, 99.95, 99.99],
  periodDays: [7, 30, 90, 365],
} as const;

/**
 * Anomaly rules: a cool-down for an hourly job that covers its next two runs and ends half an
 * hour before the third, so no run finishes exactly when it ends. Two runs, because the first
 * run after an incident either adds an occurrence to it (still slow) or resolves it (back in
 * range): a job that flaps opens its next incident on the second run.
 */
export const hourlyCooldownExample = {minutesBetweenRuns: 60, cooldownMinutes: 150} as const;

/**
 * Tuning: an hourly job that takes about 300 s on weekdays and 40 s at
 * weekends, starting on a Monday, over three weeks.
 */
export const weekendExample = {
  weeks: 3,
  /** Saturday and Sunday: the last two days of each week, which starts on a Monday. */
  weekendDays: 2,
  weekdaySeconds: 300,
  weekendSeconds: 40,
  /** minSamples that covers one full week of hourly runs. */
  tunedMinSamples: 168,
} as const;

/**
 * Tuning: a job that takes about 60 s every day, then 600 s on the first of the month,
 * month after month in one monitor.
 */
export const monthlySpikeExample = {
  dailySeconds: 60,
  /** Daily runs before each monthly one. */
  days: 29,
  spikeSeconds: 600,
  /** Months the page's table follows. */
  monthsShown: 6,
  /** Months of the whole walk-through: the page gives the last one's numbers. */
  months: 12,
} as const;

/** Tuning: a job that grows 2 s a day from 100 s, over 60 days. */
export const growthExample = {
  startSeconds: 100,
  growthSecondsPerDay: 2,
  days: 60,
  /** A sudden step after the growth, to show it is still caught. */
  stepSeconds: 400,
} as const;

/**
 * Anomaly rules: the baseline sizes of the table of chance rates (the default minimum
 * sample count comes first), and the thresholds it compares.
 */
export const chanceRateExample = {
  baselineRuns: [anomalyDefaults.minSamples, 30, 100, 1000],
  thresholds: [2, 3, 4],
} as const;

/**
 * Welford: why not add up the squares. A job of about an hour (durations are whole
 * milliseconds) whose runs differ by a few milliseconds, each run `spreadMs` wide around
 * `meanMs` in a fixed repeating order, and a steadier one whose runs differ by 1 ms at most.
 */
export const sumOfSquaresExample = {
  meanMs: 3_600_000,
  /** meanMs - 5 to meanMs + 5. */
  spreadMs: 10,
  /** meanMs and meanMs + 1. */
  steadySpreadMs: 1,
  /** Run counts after which the page compares the two formulas. */
  checkpoints: [1_000, 100_000],
} as const;
