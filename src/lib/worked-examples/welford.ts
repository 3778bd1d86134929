/**
 * The Welford walk-through on /anomalies/welford: eight runs through Welford's update, and the
 * textbook sum of squares against it.
 */
import {sumOfSquaresExample, welfordExample} from '../../data/worked-example-inputs';
import {num, outcomeText, zText} from '../format';
import {defaultAnomalySettings, evaluateSeries, varianceDrift} from '../welford';
import type {SeriesRow} from '../welford';
import type {Table} from './table';

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
