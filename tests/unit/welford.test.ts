import {describe, expect, it} from 'vitest';

import {anomalyDefaults, anomalyMediumSeverityFactor} from '../../src/data/facts';
import {hourlyCooldownExample} from '../../src/data/worked-example-inputs';
import {
  cooldownCoverage,
  cooldownCoversNextRun,
  defaultAnomalySettings,
  emptyBaseline,
  evaluateRun,
  evaluateSeries,
  stddev,
  textbookVariance,
  varianceDrift,
  variance,
  welfordFrom,
  welfordUpdate,
  zScore,
} from '../../src/lib/welford';
import {seriesSummary} from '../../src/lib/format';

/** Two-pass reference: the textbook definitions. */
function reference(values: number[]) {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const m2 = values.reduce((sum, x) => sum + (x - mean) ** 2, 0);
  return {n, mean, m2, variance: n < 2 ? 0 : m2 / (n - 1)};
}

describe('welfordUpdate', () => {
  it('starts empty and learns one value', () => {
    expect(emptyBaseline).toEqual({n: 0, mean: 0, m2: 0});
    expect(welfordUpdate(emptyBaseline, 42)).toEqual({n: 1, mean: 42, m2: 0});
    expect(variance(welfordFrom([42]))).toBe(0);
  });

  it('matches the two-pass mean and sample variance', () => {
    const values = [10, 12, 11, 13, 9, 11, 12, 20];
    const state = welfordFrom(values);
    const ref = reference(values);
    expect(state.n).toBe(8);
    expect(state.mean).toBeCloseTo(12.25, 12);
    expect(state.m2).toBeCloseTo(79.5, 12);
    expect(variance(state)).toBeCloseTo(ref.variance, 12);
    expect(stddev(state)).toBeCloseTo(Math.sqrt(79.5 / 7), 12);
  });

  it('stays accurate on a million values with a large offset', () => {
    const values = Array.from({length: 1_000_000}, (_, i) => 1e9 + (i % 10));
    const state = welfordFrom(values);
    expect(state.n).toBe(1_000_000);
    expect(state.mean).toBeCloseTo(1e9 + 4.5, 6);
    // Values 0..9 repeated: population variance 8.25.
    expect(variance(state)).toBeCloseTo((8.25 * 1_000_000) / 999_999, 4);
  });

  it('does not mutate the state it is given', () => {
    const state = welfordFrom([1, 2]);
    welfordUpdate(state, 3);
    expect(state).toEqual({n: 2, mean: 1.5, m2: 0.5});
  });

  it('rejects negative, NaN and infinite durations with a clear message', () => {
    expect(() => welfordUpdate(emptyBaseline, -1)).toThrow('cannot be negative');
    expect(() => welfordUpdate(emptyBaseline, Number.NaN)).toThrow('must be a number');
    expect(() => welfordUpdate(emptyBaseline, Number.POSITIVE_INFINITY)).toThrow('finite');
  });
});

describe('zScore', () => {
  it('measures distance from the mean in standard deviations', () => {
    const state = {n: 30, mean: 120, m2: 64 * 29};
    expect(zScore(state, 150)).toBeCloseTo(3.75, 12);
    expect(zScore(state, 96)).toBeCloseTo(-3, 12);
  });

  it('is null with fewer than two runs or no spread', () => {
    expect(zScore(emptyBaseline, 5)).toBeNull();
    expect(zScore(welfordFrom([5]), 5)).toBeNull();
    expect(zScore(welfordFrom([5, 5, 5]), 9)).toBeNull();
  });
});

describe('evaluateRun', () => {
  const baseline = {n: 30, mean: 120, m2: 64 * 29};

  it('uses the defaults from facts.ts', () => {
    expect(defaultAnomalySettings).toEqual({
      zThreshold: anomalyDefaults.zThreshold,
      minSamples: anomalyDefaults.minSamples,
      cooldownMinutes: anomalyDefaults.cooldownMinutes,
      mediumSeverityFactor: anomalyMediumSeverityFactor,
    });
  });

  it('waits for minSamples runs', () => {
    const young = {...baseline, n: anomalyDefaults.minSamples - 1};
    expect(evaluateRun(young, 500, null).outcome).toBe('warming-up');
    const ready = {...baseline, n: anomalyDefaults.minSamples};
    expect(evaluateRun(ready, 500, null).outcome).toBe('anomaly');
  });

  it('flags at exactly the threshold, LOW below twice it, MEDIUM from twice it', () => {
    expect(evaluateRun(baseline, 143.9, null).outcome).toBe('normal');
    expect(evaluateRun(baseline, 144, null)).toMatchObject({outcome: 'anomaly', severity: 'LOW'});
    expect(evaluateRun(baseline, 167.9, null).severity).toBe('LOW');
    expect(evaluateRun(baseline, 168, null).severity).toBe('MEDIUM');
    expect(evaluateRun(baseline, 72, null).severity).toBe('MEDIUM');
    expect(evaluateRun(baseline, 96, null)).toMatchObject({outcome: 'anomaly', severity: 'LOW'});
  });

  it('applies the cool-down strictly before cooldownMinutes', () => {
    expect(evaluateRun(baseline, 200, 59).outcome).toBe('cooldown');
    expect(evaluateRun(baseline, 200, 59).anomalous).toBe(true);
    expect(evaluateRun(baseline, 200, 60).outcome).toBe('anomaly');
  });

  it('does not judge a baseline without spread', () => {
    expect(evaluateRun({n: 25, mean: 60, m2: 0}, 90, null).outcome).toBe('no-spread');
  });

  it('rejects invalid settings with a message naming them', () => {
    const s = defaultAnomalySettings;
    expect(() => evaluateRun(baseline, 1, null, {...s, zThreshold: 0})).toThrow('threshold');
    expect(() => evaluateRun(baseline, 1, null, {...s, zThreshold: Number.NaN})).toThrow(
      'threshold',
    );
    expect(() => evaluateRun(baseline, 1, null, {...s, minSamples: 1})).toThrow('at least 2');
    expect(() => evaluateRun(baseline, 1, null, {...s, minSamples: 2.5})).toThrow('whole number');
    expect(() => evaluateRun(baseline, 1, null, {...s, cooldownMinutes: -5})).toThrow('cool-down');
    expect(() => evaluateRun(baseline, 1, null, {...s, mediumSeverityFactor: 0.5})).toThrow(
      'MEDIUM',
    );
  });
});

describe('evaluateSeries', () => {
  it('returns nothing for no runs', () => {
    expect(evaluateSeries([])).toEqual([]);
  });

  it('judges each run against the runs before it, then adds it', () => {
    const rows = evaluateSeries([10, 12, 11, 13, 9, 11, 12, 20], {
      ...defaultAnomalySettings,
      minSamples: 5,
    });
    expect(rows.map((r) => r.outcome)).toEqual([
      'warming-up',
      'warming-up',
      'warming-up',
      'warming-up',
      'warming-up',
      'normal',
      'normal',
      'anomaly',
    ]);
    expect(rows[7]!.z).toBeCloseTo((20 - 78 / 7) / Math.sqrt(76 / 7 / 6), 10);
    expect(rows[7]!.n).toBe(8);
  });

  it('suppresses repeated flags inside the cool-down when runs are close together', () => {
    const base = Array.from({length: 20}, (_, i) => 100 + (i % 5));
    const rows = evaluateSeries([...base, 200, 200, 200], defaultAnomalySettings, 20);
    expect(rows.slice(20).map((r) => r.outcome)).toEqual(['anomaly', 'cooldown', 'cooldown']);
    const spaced = evaluateSeries([...base, 200, 200], defaultAnomalySettings, 60);
    expect(spaced.slice(20).map((r) => r.outcome)).toEqual(['anomaly', 'anomaly']);
  });

  it('covers the next run with the cool-down only when runs are closer than it (anomalies/rules)', () => {
    const base = Array.from({length: 20}, (_, i) => 100 + (i % 5));
    const cooldown = defaultAnomalySettings.cooldownMinutes;
    for (const minutes of [5, cooldown - 1, cooldown - 0.01, cooldown, cooldown + 0.01, 120]) {
      const rows = evaluateSeries([...base, 200, 200], defaultAnomalySettings, minutes);
      const covered = rows[21]!.outcome === 'cooldown';
      expect(covered, `${minutes} minutes apart`).toBe(cooldownCoversNextRun(minutes));
    }
    // An hourly job under the default: seconds of jitter decide.
    expect(cooldownCoversNextRun(cooldown - 1 / 60)).toBe(true);
    expect(cooldownCoversNextRun(cooldown)).toBe(false);
  });

  it('counts the runs a cool-down covers and flags one that ends on a run (anomalies/rules)', () => {
    const minutes = (cooldownMinutes: number) => ({...defaultAnomalySettings, cooldownMinutes});
    // The default hour on an hourly job: nothing covered for sure, the next run on the boundary.
    expect(cooldownCoverage(60)).toEqual({covered: 0, onBoundary: true, nextAfterMinutes: 60});
    // Two hours: the next run covered, the one after it on the boundary again.
    expect(cooldownCoverage(60, minutes(120))).toEqual({
      covered: 1,
      onBoundary: true,
      nextAfterMinutes: 120,
    });
    // The page's example, 150 minutes: the next two runs covered, the third 30 minutes clear.
    const {minutesBetweenRuns, cooldownMinutes} = hourlyCooldownExample;
    expect(cooldownCoverage(minutesBetweenRuns, minutes(cooldownMinutes))).toEqual({
      covered: 2,
      onBoundary: false,
      nextAfterMinutes: 180,
    });
    // The same through evaluateSeries, on a job that flaps: slow, back in range (which
    // resolves the incident), slow again in the cool-down, then slow after it.
    const base = Array.from({length: 20}, (_, i) => 100 + (i % 5));
    const flapping = [...base, 200, 102, 200, 200];
    const rows = evaluateSeries(flapping, minutes(cooldownMinutes), minutesBetweenRuns);
    expect(rows.slice(20).map((r) => r.outcome)).toEqual([
      'anomaly',
      'normal',
      'cooldown',
      'anomaly',
    ]);
    // 90 minutes would cover only the run that resolves the incident: the flap opens a new
    // incident, whose own cool-down then covers the run after it.
    const short = evaluateSeries(flapping, minutes(90), minutesBetweenRuns);
    expect(short.slice(20).map((r) => r.outcome)).toEqual([
      'anomaly',
      'normal',
      'anomaly',
      'cooldown',
    ]);
    expect(() => cooldownCoverage(0)).toThrow('more than 0 minutes');
  });

  it('names the run that is invalid', () => {
    expect(() => evaluateSeries([1, 2, -3])).toThrow('Run 3 cannot be negative');
    expect(() => evaluateSeries([1], defaultAnomalySettings, Number.NaN)).toThrow(
      'time between runs',
    );
  });
});

describe('textbookVariance and varianceDrift (why Saturn does not add up squares)', () => {
  it('gives the sample variance where the numbers are small', () => {
    expect(textbookVariance([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(32 / 7, 12);
    expect(textbookVariance([5])).toBe(0);
    expect(() => textbookVariance([1, -1])).toThrow('Run 2 cannot be negative');
  });

  it('reports both formulas at each checkpoint, in one pass', () => {
    const drift = varianceDrift((i) => 10 + (i % 3), [3, 6]);
    expect(drift.checkpoints.map((c) => c.runs)).toEqual([3, 6]);
    for (const [index, expected] of [1, 0.8].entries()) {
      expect(drift.checkpoints[index]!.textbook).toBeCloseTo(expected, 12);
      expect(drift.checkpoints[index]!.welford).toBeCloseTo(expected, 12);
    }
    expect(drift.sumOfSquaresInexactAfter).toBeNull();
    expect(drift.firstNegativeAfter).toBeNull();
    expect(() => varianceDrift(() => 1, [1])).toThrow('at least 2');
  });
});

describe('a deliberate change: the spread grows faster than the mean moves (anomalies/tuning)', () => {
  it('500 runs of 60 ± 3 s, then 90-s runs: anomalous for 50 runs, then not', () => {
    let state = emptyBaseline;
    for (let i = 0; i < 500; i += 1) state = welfordUpdate(state, i % 2 === 0 ? 57 : 63);
    expect(stddev(state)).toBeCloseTo(3, 1);
    const zOf90 = (): number => (90 - state.mean) / stddev(state);
    for (let k = 0; k < 50; k += 1) {
      expect(zOf90()).toBeGreaterThanOrEqual(anomalyDefaults.zThreshold);
      state = welfordUpdate(state, 90);
    }
    expect(zOf90()).toBeLessThan(anomalyDefaults.zThreshold);
    expect(state.mean).toBeCloseTo(62.7, 1);
    expect(stddev(state)).toBeGreaterThan(9);
    expect(stddev(state)).toBeLessThan(9.2);
  });
});

describe('seriesSummary: what the playground concludes, in words', () => {
  const summary = (durations: number[], settings = defaultAnomalySettings) =>
    seriesSummary(evaluateSeries(durations, settings), settings.minSamples);

  it('says why a run ten times slower than twenty identical runs is not judged', () => {
    // The product's rule (src/lib/welford.ts, /anomalies/rules step 2): with no spread, no z-score
    // exists and the run is not judged. The summary says so instead of "1 of 21 runs were judged".
    const runs = [...Array.from({length: 20}, () => 60), 600];
    expect(evaluateSeries(runs).at(-1)).toMatchObject({outcome: 'no-spread', anomalous: false});
    expect(summary(runs)).toBe(
      'No run is flagged. 0 of 21 runs were judged against the baseline. Run 21 was not judged: the 20 runs before it all took 60 s, so their standard deviation is 0 and no z-score can be computed.',
    );
  });

  it('names a range of runs not judged, and counts the runs judged after them', () => {
    expect(summary(Array.from({length: 25}, () => 60))).toBe(
      'No run is flagged. 0 of 25 runs were judged against the baseline. Runs 21 to 25 were not judged: the runs before each of them all took 60 s, so their standard deviation is 0 and no z-score can be computed.',
    );
    expect(summary([...Array.from({length: 20}, () => 60), 600, 60])).toBe(
      'No run is flagged. 1 of 22 runs was judged against the baseline. Run 21 was not judged: the 20 runs before it all took 60 s, so their standard deviation is 0 and no z-score can be computed.',
    );
  });

  it('lists flagged runs, and says when the baseline is still warming up', () => {
    const settings = {...defaultAnomalySettings, minSamples: 5};
    expect(summary([10, 12, 11, 13, 9, 11, 12, 20], settings)).toBe(
      '1 of 8 runs flagged: run 8 (z = +6.58, MEDIUM).',
    );
    expect(summary([10, 12, 11], settings)).toBe(
      'None of the 3 runs is judged yet: the baseline needs 5 runs first.',
    );
    expect(summary([10], settings)).toBe(
      'The run is not judged yet: the baseline needs 5 runs first.',
    );
  });
});
