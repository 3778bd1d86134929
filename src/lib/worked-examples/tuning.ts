/**
 * The tuning scenarios on /anomalies/tuning: weekend runs, a monthly run among daily ones, and
 * a job that grows slowly, each run through the anomaly rule.
 */
import {growthExample, monthlySpikeExample, weekendExample} from '../../data/worked-example-inputs';
import {flaggedShortBelow, lowestPossibleZ} from '../anomaly-statistics';
import {num, outcomeText, zText} from '../format';
import {defaultAnomalySettings, evaluateSeries} from '../welford';
import type {SeriesRow} from '../welford';
import type {Table} from './table';

// Tuning scenarios: deterministic small variations, so the numbers are stable.
export function weekendSeries(): number[] {
  const hours = weekendExample.weeks * 7 * 24;
  return Array.from({length: hours}, (_, i) => {
    const day = Math.floor(i / 24) % 7;
    return day >= 7 - weekendExample.weekendDays
      ? weekendExample.weekendSeconds + (i % 5)
      : weekendExample.weekdaySeconds + ((i * 7) % 13) - 6;
  });
}
function countByWeek(rows: SeriesRow[], outcome: (r: SeriesRow) => boolean): number[] {
  return Array.from(
    {length: weekendExample.weeks},
    (_, w) => rows.filter((r) => outcome(r) && Math.floor((r.run - 1) / 168) === w).length,
  );
}
const weekendDefaultRows = evaluateSeries(weekendSeries(), defaultAnomalySettings, 60);
const weekendTunedRows = evaluateSeries(
  weekendSeries(),
  {...defaultAnomalySettings, minSamples: weekendExample.tunedMinSamples},
  60,
);
const firstWeekendRun = weekendDefaultRows.find((r) => r.anomalous);
export const weekendResult = {
  flaggedByWeekDefault: countByWeek(weekendDefaultRows, (r) => r.anomalous),
  flaggedByWeekTuned: countByWeek(weekendTunedRows, (r) => r.anomalous),
  firstFlaggedRun: firstWeekendRun?.run ?? null,
  firstFlaggedZ: firstWeekendRun?.z ?? null,
};

/** The daily runs of month `month` (0-based): about `dailySeconds`, varying by a few seconds. */
function monthlySpikeDays(month: number): number[] {
  return Array.from({length: monthlySpikeExample.days}, (_, day) => {
    const i = month * monthlySpikeExample.days + day;
    return monthlySpikeExample.dailySeconds + ((i * 7) % 11) - 5;
  });
}

/** Every run of the walk-through in order: each month's daily runs, then its monthly run. */
export function monthlySpikeSeries(months: number = monthlySpikeExample.months): number[] {
  return Array.from({length: months}, (_, month) => [
    ...monthlySpikeDays(month),
    monthlySpikeExample.spikeSeconds,
  ]).flat();
}
const spikeRows = evaluateSeries(monthlySpikeSeries());
/** The monthly run of each month, judged against every run before it. */
const spikeMonths = spikeRows
  .filter((_, index) => (index + 1) % (monthlySpikeExample.days + 1) === 0)
  .map((row, index) => ({month: index + 1, ...row}));
const spikeFirst = spikeMonths[0]!;
const spikeBaselineBefore = spikeRows[spikeFirst.run - 2]!;
const spikeLastMonth = spikeMonths[spikeMonths.length - 1]!;
/** A daily-only baseline over the same daily runs: the monitor the daily job gets once split. */
const dailyOnlyRows = evaluateSeries(
  Array.from({length: monthlySpikeExample.months}, (_, month) => monthlySpikeDays(month)).flat(),
);
const dailyOnlyLast = dailyOnlyRows[dailyOnlyRows.length - 1]!;
const threshold = defaultAnomalySettings.zThreshold;
export const monthlySpikeResult = {
  meanBefore: spikeBaselineBefore.mean,
  stddevBefore: spikeBaselineBefore.stddev,
  /** The first monthly run. */
  z: spikeFirst.z,
  severity: spikeFirst.severity,
  /** The monthly run of every month, in order. */
  months: spikeMonths.map((row) => ({
    month: row.month,
    z: row.z,
    outcome: row.outcome,
    severity: row.severity,
  })),
  /** The shared baseline after the last month (daily and monthly runs). */
  sharedAfter: {
    months: spikeLastMonth.month,
    mean: spikeLastMonth.mean,
    stddev: spikeLastMonth.stddev,
    /** The shortest daily run the rule flags: mean + threshold × stddev. */
    flaggedAboveSeconds: spikeLastMonth.mean + threshold * spikeLastMonth.stddev,
    /** The z of a run of 0 seconds, the lowest any run can score. */
    zeroSecondZ: lowestPossibleZ(spikeLastMonth.mean, spikeLastMonth.stddev),
    /** The longest run flagged as short, or null when no run can be. */
    flaggedBelowSeconds: flaggedShortBelow(spikeLastMonth.mean, spikeLastMonth.stddev, threshold),
  },
  /** The daily job's own baseline over the same months, once it has a monitor of its own. */
  dailyOnlyAfter: {
    mean: dailyOnlyLast.mean,
    stddev: dailyOnlyLast.stddev,
    flaggedAboveSeconds: dailyOnlyLast.mean + threshold * dailyOnlyLast.stddev,
    flaggedBelowSeconds: flaggedShortBelow(dailyOnlyLast.mean, dailyOnlyLast.stddev, threshold),
  },
};
export const monthlySpikeTable: Table = {
  caption: `The ${monthlySpikeExample.spikeSeconds}-second monthly run of the first ${monthlySpikeExample.monthsShown} months, each judged against every run before it`,
  columns: ['Month', 'Baseline runs', 'Standard deviation (s)', 'z', 'Result'],
  rows: spikeMonths.slice(0, monthlySpikeExample.monthsShown).map((row) => {
    const before = spikeRows[row.run - 2]!;
    return [row.month, before.n, num(before.stddev, 2), zText(row.z, 3), outcomeText(row)];
  }),
};

export function growthSeries(): number[] {
  const grow = Array.from(
    {length: growthExample.days},
    (_, i) => growthExample.startSeconds + growthExample.growthSecondsPerDay * i,
  );
  return [...grow, growthExample.stepSeconds];
}
const growthRows = evaluateSeries(growthSeries());
const growthLastGrowing = growthRows[growthExample.days - 1]!;
const growthStep = growthRows[growthExample.days]!;
export const growthResult = {
  flaggedWhileGrowing: growthRows.slice(0, growthExample.days).filter((r) => r.anomalous).length,
  lastGrowingZ: growthLastGrowing.z,
  lastGrowingSeconds: growthLastGrowing.durationMs,
  meanBeforeStep: growthLastGrowing.mean,
  stddevBeforeStep: growthLastGrowing.stddev,
  stepZ: growthStep.z,
  stepSeverity: growthStep.severity,
};
