/**
 * The worked examples printed on the analytics and anomalies pages come from
 * `src/lib/worked-examples/`, one module per page topic. This test recomputes each one with the
 * product maths and pins the numbers a reader checks by hand, so the prose
 * and the code cannot disagree.
 */
import {describe, expect, it} from 'vitest';

import * as anomalyRule from '../../src/lib/worked-examples/anomaly-rule';
import * as healthScore from '../../src/lib/worked-examples/health-score';
import * as percentiles from '../../src/lib/worked-examples/percentiles';
import * as reliability from '../../src/lib/worked-examples/reliability';
import * as sla from '../../src/lib/worked-examples/sla';
import * as tuning from '../../src/lib/worked-examples/tuning';
import * as welford from '../../src/lib/worked-examples/welford';
import {formatDurationWords, MS} from '../../src/lib/sla';
import {sumOfSquaresExample} from '../../src/data/worked-example-inputs';
import {anomalyDefaults} from '../../src/data/facts';

/** Every worked-example module, read through one name as the pages' topics are. */
const examples = {
  ...anomalyRule,
  ...healthScore,
  ...percentiles,
  ...reliability,
  ...sla,
  ...tuning,
  ...welford,
};

describe('Welford walk-through', () => {
  it('shows the hand-computed means, M2, variances and the flagged run', () => {
    expect(examples.welfordRows.map((r) => r.mean)).toEqual([
      10,
      11,
      11,
      11.5,
      11,
      11,
      expect.closeTo(78 / 7, 12),
      12.25,
    ]);
    expect(examples.welfordRows.map((r) => r.m2)).toEqual([
      0,
      2,
      2,
      5,
      10,
      10,
      expect.closeTo(76 / 7, 12),
      expect.closeTo(79.5, 12),
    ]);
    expect(examples.welfordTable.rows[7]).toEqual([
      8,
      20,
      '+6.58',
      'ANOMALY (MEDIUM)',
      8,
      '12.25',
      '79.5',
      '11.357',
      '3.37',
    ]);
    expect(examples.welfordTable.rows[5]![2]).toBe('+0.00');
    expect(examples.welfordTable.rows[6]![2]).toBe('+0.71');
  });
});

describe('why not add up the squares (Welford page)', () => {
  /** The exact sample variance of the first n runs, with integer arithmetic. */
  function exactVariance(spreadMs: number, n: number): number {
    let sum = BigInt(0);
    let sumOfSquares = BigInt(0);
    for (let i = 0; i < n; i += 1) {
      const x = BigInt(examples.sumOfSquaresDuration(spreadMs, i));
      sum += x;
      sumOfSquares += x * x;
    }
    const count = BigInt(n);
    // Both fit a float exactly here, so one division rounds once.
    return Number(count * sumOfSquares - sum * sum) / Number(count * (count - BigInt(1)));
  }
  const {spread, steady} = examples.sumOfSquaresComparison();

  it('replays runs 3,599,995 to 3,600,005 ms and 3,600,000 to 3,600,001 ms', () => {
    const runs = (spreadMs: number) =>
      new Set(Array.from({length: 50}, (_, i) => examples.sumOfSquaresDuration(spreadMs, i)));
    expect([...runs(sumOfSquaresExample.spreadMs)].sort()).toEqual(
      Array.from({length: 11}, (_, i) => 3_599_995 + i),
    );
    expect([...runs(sumOfSquaresExample.steadySpreadMs)].sort()).toEqual([3_600_000, 3_600_001]);
  });

  it('finds the sum of squares past 2^53 after 695 runs of about 3,600,000 ms', () => {
    // 695 × 3,600,000² = 9.007e15 > 2^53 = 9.007199e15 > 694 × 3,600,000².
    expect(spread.sumOfSquaresInexactAfter).toBe(695);
  });

  it("keeps Welford's variance exact to 10 digits while the textbook formula drifts", () => {
    for (const [spreadMs, result] of [
      [sumOfSquaresExample.spreadMs, spread],
      [sumOfSquaresExample.steadySpreadMs, steady],
    ] as const) {
      for (const checkpoint of result.checkpoints) {
        const exact = exactVariance(spreadMs, checkpoint.runs);
        expect(Math.abs(checkpoint.welford - exact) / exact).toBeLessThan(1e-10);
      }
    }
    expect(spread.checkpoints.map((c) => c.runs)).toEqual([1_000, 100_000]);
    expect(spread.checkpoints[0]!.relativeError).toBeGreaterThan(0.01);
    expect(spread.checkpoints[1]!.relativeError).toBeGreaterThan(0.5);
    expect(spread.firstNegativeAfter).toBeNull();
    expect(steady.firstNegativeAfter).toBe(1_400);
    expect(steady.checkpoints[1]!.textbook).toBeLessThan(0);
  });
});

describe('anomaly rule example', () => {
  it('gives z = 1.375, 3.75 and 6.5 against mean 120 s and stddev 8 s', () => {
    expect(examples.anomalyRuleDecisions.map((d) => d.z)).toEqual([
      expect.closeTo(1.375, 12),
      expect.closeTo(3.75, 12),
      expect.closeTo(6.5, 12),
    ]);
    expect(examples.anomalyRuleTable.rows.map((r) => r[3])).toEqual([
      'normal',
      'ANOMALY (LOW)',
      'ANOMALY (MEDIUM)',
    ]);
  });
});

describe('chance rates of the anomaly rule', () => {
  it('starts at the default minimum of 20 runs and ends at the normal limit', () => {
    expect(examples.chanceRateTable.columns).toEqual([
      'Runs in the baseline',
      'Threshold 2',
      'Threshold 3',
      'Threshold 4',
    ]);
    // 2 * scipy.stats.t.sf(k / sqrt(1 + 1/20), 19) and 2 * scipy.stats.norm.sf(k), rounded.
    expect(examples.chanceRateTable.rows[0]).toEqual(['20', '1 in 15', '1 in 120', '1 in 1,000']);
    expect(examples.chanceRateTable.rows.at(-1)).toEqual([
      'mean and deviation known exactly',
      '1 in 22',
      '1 in 370',
      '1 in 16,000',
    ]);
  });
});

describe('health score example', () => {
  it('scores 95 for the 6-hourly monitor', () => {
    expect(examples.healthResult.exact).toBeCloseTo(
      50 * (112 / 116) + 30 * (113 / 120) + 20 * 0.9,
      10,
    );
    expect(examples.healthResult.score).toBe(95);
    expect(examples.healthTable(examples.healthResult, '').rows.map((r) => r[3])).toEqual([
      '48.28',
      '28.25',
      '18',
      '94.53 → 95',
    ]);
  });

  it('scores 89 for the manual monitor', () => {
    expect(examples.manualHealthResult.exact).toBeCloseTo(((50 * 40) / 42 + 20 * 0.75) / 0.7, 10);
    expect(examples.manualHealthResult.score).toBe(89);
  });
});

describe('MTBF and MTTR example', () => {
  it('finds 4 outages, 6.5 h down, MTBF 178.375 h and MTTR 90 min', () => {
    expect(examples.reliabilityResult.failures).toBe(4);
    expect(examples.reliabilityResult.resolvedFailures).toBe(3);
    expect(examples.reliabilityResult.downtimeMs).toBe(6.5 * MS.hour);
    expect(examples.reliabilityResult.mtbfMs).toBe(178.375 * MS.hour);
    expect(formatDurationWords(examples.reliabilityResult.mtbfMs!)).toBe(
      '7 days 10 hours 22 minutes 30 seconds',
    );
    expect(examples.reliabilityResult.mttrMs).toBe(90 * MS.minute);
    expect(examples.reliabilityOutageTable.rows[1]).toEqual([
      2,
      '2026-10-10 04:00',
      '2026-10-10 06:30',
      2,
      '2 hours 30 minutes',
    ]);
  });
});

describe('percentile example', () => {
  it('reads p50 = 48, p95 = 75, p99 = 118 by nearest rank', () => {
    expect(examples.percentileSorted).toEqual([
      41, 42, 43, 43, 44, 45, 45, 46, 47, 48, 48, 49, 50, 51, 52, 54, 57, 61, 75, 118,
    ]);
    expect(examples.percentileRows.map((r) => [r.p, r.rank, r.nearest])).toEqual([
      [50, 10, 48],
      [95, 19, 75],
      [99, 20, 118],
    ]);
    expect(examples.percentileRows[1]!.linear).toBeCloseTo(77.15, 10);
    expect(examples.percentileRows[2]!.linear).toBeCloseTo(109.83, 10);
  });

  it('sizes the grace period from the slowest run: 118 s + 50 % = 177 s, 3 minutes', () => {
    expect(examples.percentileGrace).toEqual({
      slowestSeconds: 118,
      withMarginSeconds: 177,
      minutes: 3,
    });
  });

  it('judges none of its 20 runs for anomalies: the 118-second run is run 3, in the warm-up', () => {
    expect(examples.percentileAnomalyCheck).toEqual({slowestRun: 3, runs: 20, judged: 0});
  });
});

describe('SLA example', () => {
  it('gives 43 minutes 12 seconds for 99.9 % of 30 days', () => {
    expect(examples.slaBudgetMs).toBe(43 * MS.minute + 12 * MS.second);
    expect(examples.slaBudgetTable.rows[2]![2]).toBe('43 minutes 12 seconds');
    expect(examples.slaBudgetTable.rows[0]).toEqual([
      '99 %',
      '1 hour 40 minutes 48 seconds',
      '7 hours 12 minutes',
      '21 hours 36 minutes',
      '3 days 15 hours 36 minutes',
    ]);
  });

  it('uses 40 of the 43 min 12 s and reports 99.9074 % uptime', () => {
    expect(examples.slaUptime.downMs).toBe(40 * MS.minute);
    expect(examples.slaUptime.uptimePercent).toBeCloseTo(100 - (100 * 40) / 43_200, 12);
    expect(examples.slaRemainingMs).toBe(3 * MS.minute + 12 * MS.second);
  });
});

describe('tuning scenarios', () => {
  it('flags the first weekend of an hourly job only, and nothing once minSamples covers a week', () => {
    expect(examples.weekendResult.flaggedByWeekDefault).toEqual([14, 0, 0]);
    expect(examples.weekendResult.flaggedByWeekTuned).toEqual([0, 0, 0]);
    expect(examples.weekendResult.firstFlaggedRun).toBe(121);
    expect(examples.weekendResult.firstFlaggedZ!).toBeLessThan(-60);
  });

  it('flags the first monthly rebuild far above 6, then every month at a z that shrinks', () => {
    expect(examples.monthlySpikeResult.meanBefore).toBeCloseTo(60.07, 2);
    expect(examples.monthlySpikeResult.z!).toBeCloseTo(163.9, 2);
    expect(examples.monthlySpikeResult.severity).toBe('MEDIUM');
    // Hand-checked: once the first 600 s run is in the baseline, its stddev is about 70 s.
    const months = examples.monthlySpikeResult.months;
    expect(months).toHaveLength(12);
    expect(months.map((m) => Number(m.z!.toFixed(2))).slice(0, 6)).toEqual([
      163.9, 7.54, 6.55, 6.19, 6, 5.88,
    ]);
    // The page says: MEDIUM for the first months, then LOW, and an anomaly every month.
    expect(months.map((m) => m.severity)).toEqual([
      ...Array<string>(4).fill('MEDIUM'),
      ...Array<string>(8).fill('LOW'),
    ]);
    expect(months[4]!.z!).toBeLessThan(6);
    expect(examples.monthlySpikeTable.rows[4]![3]).toBe('+5.997');
    expect(examples.monthlySpikeTable.rows[1]![2]).toBe('70.38');
  });

  it('puts the rarer kind of run where the simulations go: weekend runs absorbed, the monthly run never', () => {
    expect(examples.minorityRuns.flaggedUpToShare).toBeCloseTo(0.1, 12);
    expect(examples.minorityRuns.weekend.share).toBeGreaterThan(
      examples.minorityRuns.flaggedUpToShare,
    );
    expect(examples.minorityRuns.weekend.z).toBeLessThan(3);
    expect(examples.minorityRuns.monthly.share).toBeLessThan(
      examples.minorityRuns.flaggedUpToShare,
    );
    expect(examples.minorityRuns.monthly.z).toBeCloseTo(Math.sqrt(29), 12);
    // The simulated monthly run closes in on the settled z from above and stays flagged.
    const zs = examples.monthlySpikeResult.months.map((month) => month.z!);
    expect(zs.slice(1).every((z, index) => z < zs[index]!)).toBe(true);
    expect(zs.at(-1)!).toBeGreaterThan(examples.minorityRuns.monthly.z);
    expect(zs.at(-1)! - examples.minorityRuns.monthly.z).toBeLessThan(0.3);
    expect(examples.weekendResult.flaggedByWeekDefault.slice(1)).toEqual([0, 0]);
  });

  it('shows the slowdown of the daily job that the shared baseline hides', () => {
    // mean + 3 stddev of the shared baseline after a year, against the daily runs alone.
    expect(examples.monthlySpikeResult.sharedAfter.flaggedAboveSeconds).toBeCloseTo(369.36, 2);
    expect(examples.monthlySpikeResult.dailyOnlyAfter.stddev).toBeCloseTo(3.17, 2);
    expect(examples.monthlySpikeResult.dailyOnlyAfter.flaggedAboveSeconds).toBeCloseTo(69.53, 2);
  });

  it('shows that the shared baseline cannot flag a short daily run, and the daily one can', () => {
    // The page says a 0 s run is not flagged in the shared baseline: -78.01 / 97.12.
    expect(examples.monthlySpikeResult.sharedAfter.zeroSecondZ).toBeCloseTo(-0.8, 2);
    expect(examples.monthlySpikeResult.sharedAfter.flaggedBelowSeconds).toBeNull();
    // 60.01 - 3 * 3.17: a run under about 50 s is flagged once the daily job is alone.
    expect(examples.monthlySpikeResult.dailyOnlyAfter.flaggedBelowSeconds!).toBeCloseTo(50.49, 2);
  });

  it('shows bounds a reader gets back from the mean and standard deviation it shows (anomalies/tuning)', () => {
    const {mean, stddev, flaggedAboveSeconds, flaggedBelowSeconds} =
      examples.monthlySpikeResult.dailyOnlyAfter;
    const shownMean = Number(mean.toFixed(2));
    const shownStddev = Number(stddev.toFixed(2));
    const threshold = anomalyDefaults.zThreshold;
    // The page shows the bounds to a tenth of a second, "about": the hand arithmetic with the
    // shown values, 60.01 ± 3 × 3.17, rounds to the same tenths.
    expect((shownMean + threshold * shownStddev).toFixed(1)).toBe(flaggedAboveSeconds.toFixed(1));
    expect((shownMean - threshold * shownStddev).toFixed(1)).toBe(flaggedBelowSeconds!.toFixed(1));
    expect([flaggedBelowSeconds!.toFixed(1), flaggedAboveSeconds.toFixed(1)]).toEqual([
      '50.5',
      '69.5',
    ]);
  });

  it('absorbs steady growth and still catches a sudden step', () => {
    expect(examples.growthResult.flaggedWhileGrowing).toBe(0);
    expect(examples.growthResult.lastGrowingZ!).toBeCloseTo(1.75, 2);
    expect(examples.growthResult.meanBeforeStep).toBe(159);
    expect(examples.growthResult.stepZ!).toBeCloseTo(6.9, 1);
    expect(examples.growthResult.stepSeverity).toBe('MEDIUM');
  });
});
