/**
 * Welford's online algorithm for the running mean and variance of run
 * durations, the z-score of a new run against that baseline, and the rule
 * that decides when a run opens an ANOMALY incident.
 *
 * Pure functions, no React. The defaults come from `anomalyDefaults` and
 * `anomalyMediumSeverityFactor` in `src/data/facts.ts`.
 */

import {anomalyDefaults, anomalyMediumSeverityFactor} from '../data/facts';
import type {Severity} from '../data/facts';

/** The running state: count, mean and M2 (sum of squared distances from the mean). */
export interface WelfordState {
  n: number;
  mean: number;
  m2: number;
}

export const emptyBaseline: WelfordState = Object.freeze({n: 0, mean: 0, m2: 0});

function assertDuration(value: number, what = 'A duration'): void {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new RangeError(`${what} must be a number, got ${String(value)}.`);
  }
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be finite, got ${value}.`);
  if (value < 0) throw new RangeError(`${what} cannot be negative, got ${value}.`);
}

/**
 * Adds one duration to the baseline:
 *   n' = n + 1
 *   delta = x - mean
 *   mean' = mean + delta / n'
 *   M2' = M2 + delta * (x - mean')
 */
export function welfordUpdate(state: WelfordState, x: number): WelfordState {
  assertDuration(x);
  const n = state.n + 1;
  const delta = x - state.mean;
  const mean = state.mean + delta / n;
  const m2 = state.m2 + delta * (x - mean);
  return {n, mean, m2};
}

/** The baseline of a list of durations, in order. */
export function welfordFrom(durations: readonly number[]): WelfordState {
  let state: WelfordState = emptyBaseline;
  for (const x of durations) state = welfordUpdate(state, x);
  return state;
}

/** Sample variance M2 / (n - 1). Zero while the baseline holds fewer than two runs. */
export function variance(state: WelfordState): number {
  return state.n < 2 ? 0 : Math.max(0, state.m2 / (state.n - 1));
}

/** Sample standard deviation, the square root of the sample variance. */
export function stddev(state: WelfordState): number {
  return Math.sqrt(variance(state));
}

/**
 * z = (x - mean) / stddev against the baseline *before* x is added.
 * Null when the baseline has fewer than two runs or no spread (stddev 0):
 * then no distance can be measured in standard deviations.
 */
export function zScore(state: WelfordState, x: number): number | null {
  assertDuration(x);
  const sd = stddev(state);
  if (state.n < 2 || sd === 0) return null;
  return (x - state.mean) / sd;
}

export interface AnomalySettings {
  /** A run is anomalous when |z| >= zThreshold. */
  zThreshold: number;
  /** Runs the baseline must hold before any run is judged. */
  minSamples: number;
  /** Minutes after an ANOMALY incident during which no new one opens. */
  cooldownMinutes: number;
  /** |z| >= zThreshold * mediumSeverityFactor gives MEDIUM instead of LOW. */
  mediumSeverityFactor: number;
}

export const defaultAnomalySettings: AnomalySettings = Object.freeze({
  zThreshold: anomalyDefaults.zThreshold,
  minSamples: anomalyDefaults.minSamples,
  cooldownMinutes: anomalyDefaults.cooldownMinutes,
  mediumSeverityFactor: anomalyMediumSeverityFactor,
});

/** Throws a RangeError naming the first invalid setting. */
export function validateAnomalySettings(settings: AnomalySettings): void {
  const {zThreshold, minSamples, cooldownMinutes, mediumSeverityFactor} = settings;
  if (!Number.isFinite(zThreshold) || zThreshold <= 0) {
    throw new RangeError(
      `The z-score threshold must be a number greater than 0, got ${String(zThreshold)}.`,
    );
  }
  if (!Number.isInteger(minSamples) || minSamples < 2) {
    throw new RangeError(
      `The minimum sample count must be a whole number of at least 2 (a standard deviation needs two runs), got ${String(minSamples)}.`,
    );
  }
  if (!Number.isFinite(cooldownMinutes) || cooldownMinutes < 0) {
    throw new RangeError(
      `The cool-down must be 0 minutes or more, got ${String(cooldownMinutes)}.`,
    );
  }
  if (!Number.isFinite(mediumSeverityFactor) || mediumSeverityFactor < 1) {
    throw new RangeError(
      `The MEDIUM severity factor must be at least 1, got ${String(mediumSeverityFactor)}.`,
    );
  }
}

/**
 * Whether the cool-down after an ANOMALY incident covers the next run of a job whose runs
 * finish `minutesBetweenRuns` apart: only when they are less than the cool-down apart. At
 * exactly the cool-down it is over, so with the default of 60 minutes an hourly job's next
 * run is covered or not by the seconds its duration varies.
 */
export function cooldownCoversNextRun(
  minutesBetweenRuns: number,
  settings: AnomalySettings = defaultAnomalySettings,
): boolean {
  return minutesBetweenRuns < settings.cooldownMinutes;
}

/**
 * Which runs after an ANOMALY incident the cool-down covers, for a job whose runs finish
 * `minutesBetweenRuns` apart: the `covered` runs that finish less than the cool-down after
 * it (the rule is strict), and whether a later run finishes exactly when the cool-down ends
 * (`onBoundary`), so that seconds of jitter decide whether that run is covered. `nextAfterMinutes`
 * is when the first run it does not cover finishes.
 */
export function cooldownCoverage(
  minutesBetweenRuns: number,
  settings: AnomalySettings = defaultAnomalySettings,
): {covered: number; onBoundary: boolean; nextAfterMinutes: number} {
  if (!Number.isFinite(minutesBetweenRuns) || minutesBetweenRuns <= 0) {
    throw new RangeError(
      `The time between runs must be more than 0 minutes, got ${String(minutesBetweenRuns)}.`,
    );
  }
  let covered = 0;
  while (cooldownCoversNextRun((covered + 1) * minutesBetweenRuns, settings)) covered += 1;
  const nextAfterMinutes = (covered + 1) * minutesBetweenRuns;
  return {covered, onBoundary: nextAfterMinutes === settings.cooldownMinutes, nextAfterMinutes};
}

/**
 * What the rule decided for one run:
 * - `warming-up`: the baseline holds fewer than minSamples runs; not judged.
 * - `no-spread`: every run so far took the same time (stddev 0); not judged.
 * - `normal`: |z| below the threshold.
 * - `anomaly`: |z| at or above the threshold; an ANOMALY incident opens.
 * - `cooldown`: anomalous, but an ANOMALY incident opened less than
 *   cooldownMinutes ago, so no new incident opens.
 */
export type AnomalyOutcome = 'warming-up' | 'no-spread' | 'normal' | 'anomaly' | 'cooldown';

export interface AnomalyDecision {
  outcome: AnomalyOutcome;
  z: number | null;
  /** True for `anomaly` and `cooldown`: the duration is outside the normal range. */
  anomalous: boolean;
  /** Severity of the incident that opens; null unless the outcome is `anomaly`. */
  severity: Severity | null;
}

/**
 * Judges one successful run against the baseline of the runs before it.
 * `minutesSinceLastAnomaly` is null when no ANOMALY incident opened before.
 */
export function evaluateRun(
  baseline: WelfordState,
  durationMs: number,
  minutesSinceLastAnomaly: number | null,
  settings: AnomalySettings = defaultAnomalySettings,
): AnomalyDecision {
  validateAnomalySettings(settings);
  assertDuration(durationMs);
  if (baseline.n < settings.minSamples) {
    return {outcome: 'warming-up', z: null, anomalous: false, severity: null};
  }
  const z = zScore(baseline, durationMs);
  if (z === null) return {outcome: 'no-spread', z, anomalous: false, severity: null};
  if (Math.abs(z) < settings.zThreshold) {
    return {outcome: 'normal', z, anomalous: false, severity: null};
  }
  if (minutesSinceLastAnomaly !== null && minutesSinceLastAnomaly < settings.cooldownMinutes) {
    return {outcome: 'cooldown', z, anomalous: true, severity: null};
  }
  const severity: Severity =
    Math.abs(z) >= settings.zThreshold * settings.mediumSeverityFactor ? 'MEDIUM' : 'LOW';
  return {outcome: 'anomaly', z, anomalous: true, severity};
}

/** One row of a walk-through: the run, the decision, then the baseline after adding it. */
export interface SeriesRow extends AnomalyDecision {
  /** 1-based position of the run. */
  run: number;
  durationMs: number;
  /** Baseline after this run is added. */
  n: number;
  mean: number;
  m2: number;
  variance: number;
  stddev: number;
}

/**
 * Runs a list of successful durations through the rule, in order. Each run
 * is judged against the baseline of the runs before it, then added to the
 * baseline (anomalous runs too: the baseline is every successful run).
 * `minutesBetweenRuns` spaces the runs evenly for the cool-down; leave it
 * out to treat runs as far apart, so the cool-down never applies.
 */
export function evaluateSeries(
  durations: readonly number[],
  settings: AnomalySettings = defaultAnomalySettings,
  minutesBetweenRuns: number = Number.POSITIVE_INFINITY,
): SeriesRow[] {
  validateAnomalySettings(settings);
  if (Number.isNaN(minutesBetweenRuns) || minutesBetweenRuns < 0) {
    throw new RangeError(
      `The time between runs must be 0 minutes or more, got ${String(minutesBetweenRuns)}.`,
    );
  }
  durations.forEach((x, index) => assertDuration(x, `Run ${index + 1}`));
  const rows: SeriesRow[] = [];
  let baseline: WelfordState = emptyBaseline;
  let lastAnomalyRun: number | null = null;
  durations.forEach((x, index) => {
    const since =
      lastAnomalyRun === null
        ? null
        : Number.isFinite(minutesBetweenRuns)
          ? (index - lastAnomalyRun) * minutesBetweenRuns
          : Number.POSITIVE_INFINITY;
    const decision = evaluateRun(baseline, x, since, settings);
    if (decision.outcome === 'anomaly') lastAnomalyRun = index;
    baseline = welfordUpdate(baseline, x);
    rows.push({
      ...decision,
      run: index + 1,
      durationMs: x,
      n: baseline.n,
      mean: baseline.mean,
      m2: baseline.m2,
      variance: variance(baseline),
      stddev: stddev(baseline),
    });
  });
  return rows;
}

/**
 * The textbook one-pass variance, (sum of x² - n × mean²) / (n - 1), in 64-bit floats.
 * Saturn does not use it: the two terms are huge and nearly equal, so the subtraction
 * keeps only the digits they do not share. `varianceDrift` measures the damage.
 */
export function textbookVariance(durations: readonly number[]): number {
  durations.forEach((x, index) => assertDuration(x, `Run ${index + 1}`));
  const n = durations.length;
  if (n < 2) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (const x of durations) {
    sum += x;
    sumOfSquares += x * x;
  }
  const mean = sum / n;
  return (sumOfSquares - n * mean * mean) / (n - 1);
}

/** The textbook formula against Welford's update after some number of runs. */
export interface VarianceDrift {
  runs: number;
  textbook: number;
  welford: number;
  /** |textbook - welford| / welford; Welford's own error is many orders of magnitude smaller. */
  relativeError: number;
}

/**
 * Runs `durationAt(0)`, `durationAt(1)`, ... through both formulas in one pass and reports
 * them after each count of `checkpoints`, together with the first run after which the
 * textbook formula's sum of squares is past `Number.MAX_SAFE_INTEGER` (from there on a
 * 64-bit float no longer holds every integer, so each addition rounds) and the first run
 * after which the textbook variance is negative (null when it never is).
 */
export function varianceDrift(
  durationAt: (index: number) => number,
  checkpoints: readonly number[],
): {
  checkpoints: VarianceDrift[];
  sumOfSquaresInexactAfter: number | null;
  firstNegativeAfter: number | null;
} {
  const last = Math.max(...checkpoints);
  if (!checkpoints.every((c) => Number.isInteger(c) && c >= 2)) {
    throw new RangeError('Every checkpoint must be a whole number of runs, at least 2.');
  }
  const results: VarianceDrift[] = [];
  let sum = 0;
  let sumOfSquares = 0;
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let sumOfSquaresInexactAfter: number | null = null;
  let firstNegativeAfter: number | null = null;
  for (let index = 0; index < last; index += 1) {
    const x = durationAt(index);
    assertDuration(x, `Run ${index + 1}`);
    sum += x;
    sumOfSquares += x * x;
    n += 1;
    const delta = x - mean;
    mean += delta / n;
    m2 += delta * (x - mean);
    if (sumOfSquaresInexactAfter === null && sumOfSquares > Number.MAX_SAFE_INTEGER) {
      sumOfSquaresInexactAfter = n;
    }
    if (n < 2) continue;
    const textbook = (sumOfSquares - n * (sum / n) * (sum / n)) / (n - 1);
    if (firstNegativeAfter === null && textbook < 0) firstNegativeAfter = n;
    if (checkpoints.includes(n)) {
      const welford = m2 / (n - 1);
      results.push({
        runs: n,
        textbook,
        welford,
        relativeError: Math.abs(textbook - welford) / welford,
      });
    }
  }
  return {checkpoints: results, sumOfSquaresInexactAfter, firstNegativeAfter};
}
