/**
 * Percentiles of run durations.
 *
 * Saturn uses the nearest-rank method: sort the n durations ascending; the
 * p-th percentile is the value at rank ceil(p / 100 * n), counting from 1
 * (rank 1 for p = 0). The answer is always a duration that really happened.
 * Linear interpolation (Hyndman and Fan type 7, the default of NumPy and R)
 * is offered for comparison: h = (n - 1) * p / 100, then interpolate between
 * the values at ranks floor(h) + 1 and floor(h) + 2.
 *
 * Which runs count is the caller's choice; Saturn passes the durations of
 * successful runs in the window (see `src/data/analytics.ts`).
 * Pure functions, no React.
 */

export type PercentileMethod = 'nearest-rank' | 'linear';

function assertPercent(p: number): void {
  if (typeof p !== 'number' || Number.isNaN(p) || p < 0 || p > 100) {
    throw new RangeError(`A percentile must be between 0 and 100, got ${String(p)}.`);
  }
}

/** Validates and sorts durations ascending into a new typed array. */
export function sortDurations(durations: readonly number[]): Float64Array {
  const sorted = new Float64Array(durations.length);
  durations.forEach((value, index) => {
    if (typeof value !== 'number' || Number.isNaN(value)) {
      throw new RangeError(`Duration ${index + 1} is not a number.`);
    }
    if (!Number.isFinite(value)) throw new RangeError(`Duration ${index + 1} is not finite.`);
    if (value < 0) {
      throw new RangeError(`Duration ${index + 1} is negative (${value}); a duration cannot be.`);
    }
    sorted[index] = value;
  });
  return sorted.sort();
}

/** The 1-based nearest rank of the p-th percentile among n values. */
export function nearestRank(p: number, n: number): number {
  assertPercent(p);
  if (!Number.isInteger(n) || n < 1) {
    throw new RangeError(`A percentile needs at least one value, got ${String(n)}.`);
  }
  // Round away floating-point noise before ceil: 0.95 * 20 is 19.000000000000004.
  const exact = Number(((p / 100) * n).toFixed(9));
  return Math.min(n, Math.max(1, Math.ceil(exact)));
}

/** The p-th percentile of values already sorted ascending. */
export function percentileOfSorted(
  sorted: ArrayLike<number>,
  p: number,
  method: PercentileMethod = 'nearest-rank',
): number {
  assertPercent(p);
  const n = sorted.length;
  if (n === 0) throw new RangeError('A percentile needs at least one duration; the list is empty.');
  if (method === 'nearest-rank') return sorted[nearestRank(p, n) - 1]!;
  const h = Number((((n - 1) * p) / 100).toFixed(9));
  const lower = Math.floor(h);
  const upper = Math.min(n - 1, lower + 1);
  const a = sorted[lower]!;
  const b = sorted[upper]!;
  return a + (h - lower) * (b - a);
}

/** The p-th percentile of unsorted durations. */
export function percentile(
  durations: readonly number[],
  p: number,
  method: PercentileMethod = 'nearest-rank',
): number {
  return percentileOfSorted(sortDurations(durations), p, method);
}

export interface DurationSummary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/** p50, p95 and p99 in one pass over one sort. Null values when there are no durations. */
export function durationPercentiles(
  durations: readonly number[],
  method: PercentileMethod = 'nearest-rank',
): DurationSummary {
  const sorted = sortDurations(durations);
  if (sorted.length === 0) return {count: 0, p50: null, p95: null, p99: null};
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50, method),
    p95: percentileOfSorted(sorted, 95, method),
    p99: percentileOfSorted(sorted, 99, method),
  };
}

/**
 * The fewest durations for which the p-th percentile is not the slowest of them
 * (nearest rank below n): 100 for p99, 20 for p95. Below it, the percentile is the
 * slowest run itself. Null for p = 100, which is always the slowest.
 */
export function fewestRunsBelowSlowest(p: number): number | null {
  assertPercent(p);
  if (p === 100) return null;
  // nearestRank(p, n) < n once p / 100 × n <= n - 1, that is n >= 100 / (100 - p).
  let n = Math.max(1, Math.floor(100 / (100 - p)) - 1);
  while (nearestRank(p, n) >= n) n += 1;
  return n;
}

/**
 * How many of n durations rank above the p-th percentile (nearest rank): the runs longer
 * than it, unless some of them took exactly as long. 7 of 720 for p99.
 */
export function runsAbovePercentile(p: number, n: number): number {
  return n - nearestRank(p, n);
}
