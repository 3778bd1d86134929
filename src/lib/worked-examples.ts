/**
 * The worked examples of the analytics and anomalies pages, computed from
 * their inputs in `src/data/worked-example-inputs.ts` with the product maths.
 * Pages import these results (and render tables through `<MathTable>`);
 * `tests/unit/worked-examples.test.ts` checks them against hand-computed
 * values. Pure functions, no React.
 */

import {
  anomalyRuleExample,
  chanceRateExample,
  growthExample,
  healthExample,
  manualHealthExample,
  monthlySpikeExample,
  percentileExample,
  reliabilityExample,
  slaExample,
  slaTable,
  sumOfSquaresExample,
  weekendExample,
  welfordExample,
} from '../data/worked-example-inputs';
import {gracePeriod} from '../data/facts';
import {
  chanceFlagRate,
  flaggedMinorityShare,
  flaggedShortBelow,
  lowestPossibleZ,
  minorityRunZ,
  oneInText,
} from './anomaly-statistics';
import {computeHealthScore} from './health-score';
import type {HealthResult} from './health-score';
import {durationPercentiles, nearestRank, percentile} from './percentiles';
import {computeReliability, parseTime} from './reliability';
import type {IncidentSpan, ReliabilityResult} from './reliability';
import {computeUptime, errorBudgetMs, formatDurationWords, MS, type StatusSegment} from './sla';
import {defaultAnomalySettings, evaluateRun, evaluateSeries, varianceDrift} from './welford';
import type {SeriesRow} from './welford';
import {num, outcomeText, zText} from './format';

export {num, outcomeText, zText};

export interface Table {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

// Welford walk-through.
export const welfordSettings = {...defaultAnomalySettings, minSamples: welfordExample.minSamples};
export const welfordRows: SeriesRow[] = evaluateSeries(
  welfordExample.durationsSeconds,
  welfordSettings,
);
export const welfordTable: Table = {
  caption: `Eight runs through Welford's update (durations in seconds; z is judged against the runs before, minimum samples ${welfordExample.minSamples})`,
  columns: ['Run', 'x (s)', 'z', 'Decision', 'n', 'mean', 'M2', 'variance', 'stddev'],
  rows: welfordRows.map((r) => [
    r.run,
    r.durationMs,
    zText(r.z),
    outcomeText(r),
    r.n,
    num(r.mean),
    num(r.m2),
    num(r.variance),
    num(r.stddev),
  ]),
};

// Anomaly rule example.
const ruleBaseline = {
  n: anomalyRuleExample.baseline.n,
  mean: anomalyRuleExample.baseline.meanSeconds,
  m2: anomalyRuleExample.baseline.stddevSeconds ** 2 * (anomalyRuleExample.baseline.n - 1),
};
export const anomalyRuleDecisions = anomalyRuleExample.runsSeconds.map((x) => ({
  durationSeconds: x,
  ...evaluateRun(ruleBaseline, x, null),
}));
export const anomalyRuleTable: Table = {
  caption: `Three runs judged against a baseline of ${anomalyRuleExample.baseline.n} runs, mean ${anomalyRuleExample.baseline.meanSeconds} s, standard deviation ${anomalyRuleExample.baseline.stddevSeconds} s`,
  columns: ['Duration (s)', 'z = (x − mean) / stddev', '|z| ≥ threshold?', 'Result'],
  rows: anomalyRuleDecisions.map((d) => [
    d.durationSeconds,
    zText(d.z),
    d.anomalous ? 'yes' : 'no',
    outcomeText(d),
  ]),
};

// Why not add up the squares: the textbook formula against Welford's update.
/** Run `index` of a job whose runs are `spreadMs` wide around the example's mean, in a fixed repeating order. */
export function sumOfSquaresDuration(spreadMs: number, index: number): number {
  const {meanMs} = sumOfSquaresExample;
  // 7 and spreadMs + 1 share no factor for the spreads used, so every offset comes up in turn.
  return meanMs - Math.floor(spreadMs / 2) + ((index * 7) % (spreadMs + 1));
}

/**
 * The comparison on the Welford page. A function, so the 100,000 runs are replayed only on
 * the page that shows them, not on every page that imports this module.
 */
export function sumOfSquaresComparison() {
  const {spreadMs, steadySpreadMs, checkpoints} = sumOfSquaresExample;
  return {
    spread: varianceDrift((i) => sumOfSquaresDuration(spreadMs, i), checkpoints),
    steady: varianceDrift((i) => sumOfSquaresDuration(steadySpreadMs, i), checkpoints),
  };
}

// Chance rates of the anomaly rule for normally distributed durations.
export const chanceRateTable: Table = {
  caption:
    'Normal runs flagged by chance, for normally distributed durations, by the number of runs in the baseline',
  columns: [
    'Runs in the baseline',
    ...chanceRateExample.thresholds.map((threshold) => `Threshold ${threshold}`),
  ],
  rows: [...chanceRateExample.baselineRuns, Number.POSITIVE_INFINITY].map((runs) => [
    Number.isFinite(runs) ? runs.toLocaleString('en-US') : 'mean and deviation known exactly',
    ...chanceRateExample.thresholds.map((threshold) => oneInText(chanceFlagRate(threshold, runs))),
  ]),
};

// Health score.
export const healthResult: HealthResult = computeHealthScore(healthExample);
export const manualHealthResult: HealthResult = computeHealthScore(manualHealthExample);
export function healthTable(result: HealthResult, caption: string): Table {
  return {
    caption,
    columns: ['Component', 'Value', 'Weight used', 'Points'],
    rows: [
      ...result.components.map((c) => [
        c.label,
        c.value === null ? 'no data' : num(c.value, 4),
        num(c.effectiveWeight, 4),
        num(c.points, 2),
      ]),
      ['Total (rounded)', '', '', `${num(result.exact, 2)} → ${result.score}`],
    ],
  };
}

// MTBF and MTTR.
function at(text: string): number {
  const value = parseTime(text);
  if (value === null) throw new Error(`Bad time in a worked example: ${text}`);
  return value;
}
export const reliabilityIncidents: IncidentSpan[] = reliabilityExample.incidents.map((i) => ({
  type: i.type,
  openedAt: at(i.opened),
  resolvedAt: i.resolved === null ? null : at(i.resolved),
}));
export const reliabilityResult: ReliabilityResult = computeReliability(
  reliabilityIncidents,
  at(reliabilityExample.windowStart),
  at(reliabilityExample.windowEnd),
);
export const reliabilityWindowMs =
  at(reliabilityExample.windowEnd) - at(reliabilityExample.windowStart);
function shortTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
export const reliabilityIncidentTable: Table = {
  caption: 'Incidents of the monitor in October 2026 (times in UTC)',
  columns: ['Type', 'Opened', 'Resolved', 'Counts as a failure?'],
  rows: reliabilityIncidents.map((i) => [
    i.type,
    shortTime(i.openedAt),
    i.resolvedAt === null ? 'still open' : shortTime(i.resolvedAt),
    i.type === 'ANOMALY' ? 'no (the run succeeded)' : 'yes',
  ]),
};
export const reliabilityOutageTable: Table = {
  caption: 'Outages after merging overlapping failures',
  columns: ['Outage', 'Start', 'End', 'Incidents merged', 'Downtime in window'],
  rows: reliabilityResult.outages.map((o, index) => [
    index + 1,
    shortTime(o.start),
    o.end === null ? 'open at window end' : shortTime(o.end),
    o.incidents,
    formatDurationWords((o.end ?? at(reliabilityExample.windowEnd)) - o.start),
  ]),
};

// Percentiles.
export const percentileSorted = [...percentileExample.durationsSeconds].sort((a, b) => a - b);
export const percentileSummary = durationPercentiles([...percentileExample.durationsSeconds]);
export const percentileRows = ([50, 95, 99] as const).map((p) => ({
  p,
  rank: nearestRank(p, percentileSorted.length),
  nearest: percentile([...percentileExample.durationsSeconds], p),
  linear: percentile([...percentileExample.durationsSeconds], p, 'linear'),
}));
export const percentileTable: Table = {
  caption: `Percentiles of the ${percentileSorted.length} successful runs (seconds)`,
  columns: ['Percentile', 'Rank ceil(p/100 × n)', 'Nearest rank (Saturn)', 'Linear, type 7'],
  rows: percentileRows.map((r) => [`p${r.p}`, r.rank, r.nearest, num(r.linear, 2)]),
};

/**
 * The grace period the percentile example sizes: its slowest run (p99 too, with fewer than
 * 100 runs), plus the margin, rounded up to whole minutes and to at least the minimum.
 */
const slowestSeconds = percentileSorted[percentileSorted.length - 1]!;
const withMarginSeconds = slowestSeconds * (1 + percentileExample.graceMarginPercent / 100);
export const percentileGrace = {
  slowestSeconds,
  withMarginSeconds,
  minutes: Math.ceil(Math.max(withMarginSeconds, gracePeriod.minSeconds) / 60),
};

/**
 * What the anomaly rule made of the percentile example's runs: the slowest one is run 3,
 * inside the warm-up, so no run was judged and no ANOMALY incident could open.
 */
const percentileAnomalyRows = evaluateSeries(percentileExample.durationsSeconds);
export const percentileAnomalyCheck = {
  slowestRun: percentileExample.durationsSeconds.indexOf(slowestSeconds) + 1,
  runs: percentileAnomalyRows.length,
  judged: percentileAnomalyRows.filter((row) => row.outcome !== 'warming-up').length,
};

// SLA.
export const slaBudgetMs = errorBudgetMs(slaExample.targetPercent, slaExample.periodDays * MS.day);
export const slaUptime = computeUptime(slaExample.segments);
export const slaRemainingMs = slaBudgetMs - slaUptime.downMs;
export const slaBudgetTable: Table = {
  caption: 'Error budget per period for common targets',
  columns: ['Target', ...slaTable.periodDays.map((d) => `${d} days`)],
  rows: slaTable.targets.map((t) => [
    `${t} %`,
    ...slaTable.periodDays.map((d) => formatDurationWords(errorBudgetMs(t, d * MS.day))),
  ]),
};
/** How `computeUptime` counts one segment: up, down or nothing. */
function uptimeClass(segment: StatusSegment): 'up' | 'down' | 'nothing' {
  const one = computeUptime([segment]);
  return one.upMs > 0 ? 'up' : one.downMs > 0 ? 'down' : 'nothing';
}
export const slaSegmentTable: Table = {
  caption: 'Time the monitor spent in each status over 30 days',
  columns: ['Status', 'Time', 'Counts as'],
  rows: slaExample.segments.map((s) => [
    s.status === 'LATE'
      ? `LATE (${s.late === 'overrun' ? 'a started run open past its grace period' : 'inside the grace period'})`
      : s.status,
    formatDurationWords(s.durationMs),
    uptimeClass(s),
  ]),
};

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

/**
 * Where the rarer kind of run of each tuning scenario settles once the baseline holds many
 * cycles (`minorityRunZ`), and the largest share of runs that stays flagged at the default
 * threshold: weekend runs are absorbed, the monthly run never is.
 */
export const minorityRuns = {
  weekend: {
    share: weekendExample.weekendDays / 7,
    z: minorityRunZ(weekendExample.weekendDays / 7),
  },
  monthly: {
    share: 1 / (monthlySpikeExample.days + 1),
    z: minorityRunZ(1 / (monthlySpikeExample.days + 1)),
  },
  flaggedUpToShare: flaggedMinorityShare(threshold),
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
