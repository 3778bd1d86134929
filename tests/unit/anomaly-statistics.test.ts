import {describe, expect, it} from 'vitest';

import {anomalyDefaults} from '../../src/data/facts';
import {
  chanceFlagRate,
  flaggedMinorityShare,
  flaggedShortBelow,
  lowestPossibleZ,
  minorityRunZ,
  normalTailRate,
  oneIn,
  oneInText,
  stddevRatioInterval,
} from '../../src/lib/anomaly-statistics';
import {defaultAnomalySettings, evaluateRun, welfordFrom} from '../../src/lib/welford';

/** Relative closeness: the closed forms agree with SciPy to many more digits than this. */
function expectClose(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));
}

describe('chance rates of the anomaly rule for normally distributed durations', () => {
  // 2 * scipy.stats.norm.sf(k)
  it.each([
    [1, 0.31731050786291415],
    [2, 0.04550026389635839],
    [3, 0.0026997960632601866],
    [4, 6.334248366623973e-5],
  ])('a known mean and deviation flag |z| >= %d at the normal tail rate', (k, expected) => {
    expectClose(normalTailRate(k), expected);
  });

  // 2 * scipy.stats.t.sf(3 / sqrt(1 + 1/n), n - 1)
  it.each([
    [5, 0.051979694201925934],
    [10, 0.018768522060029734],
    [20, 0.008636093415381485],
    [30, 0.006208679411170484],
    [100, 0.003571557699397395],
    [1000, 0.002780298555908057],
  ])('a baseline of %d runs flags |z| >= 3 by chance at the t rate', (n, expected) => {
    expectClose(chanceFlagRate(3, n), expected);
  });

  // 2 * scipy.stats.t.sf(t, df) for odd and even df, through chanceFlagRate's scaling.
  it.each([
    [2, 2.5, 0.24223788318168682],
    [3, 2.5, 0.12961172022151082],
    [4, 2.5, 0.08770664700806556],
    [8, 1.2, 0.2691719368272066],
  ])('with %d runs (df = n - 1) the tail at t = %s matches SciPy', (n, t, expected) => {
    expectClose(chanceFlagRate(t * Math.sqrt(1 + 1 / n), n), expected);
  });

  it('tends to the normal rate as the baseline grows, and is above it at every size', () => {
    const limit = normalTailRate(3);
    expect(chanceFlagRate(3, Number.POSITIVE_INFINITY)).toBe(limit);
    let previous = Number.POSITIVE_INFINITY;
    for (const n of [2, 5, 20, 100, 1000, 100_000]) {
      const rate = chanceFlagRate(3, n);
      expect(rate).toBeGreaterThan(limit);
      expect(rate).toBeLessThan(previous);
      previous = rate;
    }
    expectClose(chanceFlagRate(3, 1_000_000), limit, 1e-4);
  });

  it('is the rate at which evaluateRun really flags normal runs after the default minimum', () => {
    // A seeded generator, so the test gives the same answer on every run.
    let seed = 0x2545f491;
    const uniform = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const normal = () =>
      Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
    const n = anomalyDefaults.minSamples;
    const trials = 200_000;
    let flagged = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      // Durations of 600 s with a standard deviation of 20 s: never negative in practice.
      const baseline = welfordFrom(Array.from({length: n}, () => 600 + 20 * normal()));
      if (evaluateRun(baseline, 600 + 20 * normal(), null).anomalous) flagged += 1;
    }
    const expected = chanceFlagRate(anomalyDefaults.zThreshold, n);
    const standardError = Math.sqrt((expected * (1 - expected)) / trials);
    expect(Math.abs(flagged / trials - expected)).toBeLessThan(4 * standardError);
    // The normal curve's rate is far outside what the simulation allows.
    expect(Math.abs(flagged / trials - normalTailRate(anomalyDefaults.zThreshold))).toBeGreaterThan(
      10 * standardError,
    );
  });

  it('rounds "1 in N" to two significant digits', () => {
    expect(oneIn(normalTailRate(3))).toBe(370);
    expect(oneIn(normalTailRate(4))).toBe(16_000);
    expect(oneIn(normalTailRate(2))).toBe(22);
    expect(oneIn(chanceFlagRate(3, 20))).toBe(120);
    expect(oneIn(normalTailRate(4), 3)).toBe(15_800);
    expect(oneInText(normalTailRate(4))).toBe('1 in 16,000');
    expect(() => oneIn(0)).toThrow(/above 0/);
  });

  it('refuses a threshold or a baseline it cannot judge', () => {
    expect(() => normalTailRate(0)).toThrow(/threshold/);
    expect(() => chanceFlagRate(3, 1)).toThrow(/at least 2 runs/);
    expect(() => chanceFlagRate(3, 2.5)).toThrow(/at least 2 runs/);
  });
});

describe('how far a measured standard deviation can be from the true one', () => {
  // sqrt((n - 1) / scipy.stats.chi2.ppf(0.975 and 0.025, n - 1))
  it.each([
    [2, 0.4461491849207089, 31.91015934964397],
    [3, 0.5206582666988174, 6.2847346964853825],
    [5, 0.5991331391341409, 2.873555634078219],
    [6, 0.6242080022589825, 2.4526139885482974],
    [20, 0.7604903943298743, 1.4605716361192191],
  ])('with %d runs, the 95 %% interval of sigma / s is %s to %s', (runs, low, high) => {
    const interval = stddevRatioInterval(runs);
    expectClose(interval.low, low, 1e-9);
    expectClose(interval.high, high, 1e-9);
  });
});

describe('when a rare kind of run stops being flagged', () => {
  it('settles at sqrt((1 - share) / share) standard deviations', () => {
    expectClose(minorityRunZ(1 / 30), Math.sqrt(29));
    expectClose(minorityRunZ(2 / 7), Math.sqrt(2.5));
    expect(() => minorityRunZ(0)).toThrow(/between 0 and 1/);
  });

  it('is flagged for good below 1 / (1 + threshold²) of runs, absorbed above it', () => {
    const share = flaggedMinorityShare(3);
    expectClose(share, 0.1);
    expectClose(minorityRunZ(share), 3);
    expect(minorityRunZ(share * 0.99)).toBeGreaterThan(3);
    expect(minorityRunZ(share * 1.01)).toBeLessThan(3);
  });
});

describe('short runs', () => {
  it('scores a run of 0 seconds at -mean / stddev, the lowest z there is', () => {
    expect(lowestPossibleZ(78, 97.1)).toBeCloseTo(-0.803, 3);
    expect(lowestPossibleZ(600, 60)).toBe(-10);
    expect(
      evaluateRun(welfordFrom([0, 2, 4]), 0, null, {...defaultAnomalySettings, minSamples: 3}).z,
    ).toBeCloseTo(lowestPossibleZ(2, 2), 12);
    expect(() => lowestPossibleZ(10, 0)).toThrow('above 0');
  });

  it('flags a short run only when the mean is at least the threshold times the stddev', () => {
    const t = anomalyDefaults.zThreshold;
    expect(flaggedShortBelow(600, 60, t)).toBe(420);
    // At mean = t * stddev a run of 0 seconds scores exactly -t, and |z| >= t flags it.
    expect(flaggedShortBelow(t * 10, 10, t)).toBe(0);
    expect(flaggedShortBelow(t * 10 - 1, 10, t)).toBeNull();
    expect(flaggedShortBelow(t * 10 + 1, 10, t)).toBe(1);
    expect(flaggedShortBelow(78, 97.1, t)).toBeNull();
  });
});
