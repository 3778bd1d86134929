/**
 * The percentiles worked example, on /analytics/percentiles: the percentiles of a job's runs,
 * the grace period they size, and what the anomaly rule made of the same runs.
 */
import {gracePeriod} from '../../data/facts';
import {percentileExample} from '../../data/worked-example-inputs';
import {num} from '../format';
import {durationPercentiles, nearestRank, percentile} from '../percentiles';
import {evaluateSeries} from '../welford';
import type {Table} from './table';

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
