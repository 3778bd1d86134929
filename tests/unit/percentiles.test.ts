import {describe, expect, it} from 'vitest';

import {percentiles} from '../../src/data/analytics';
import {
  durationPercentiles,
  fewestRunsBelowSlowest,
  nearestRank,
  percentile,
  percentileOfSorted,
  runsAbovePercentile,
} from '../../src/lib/percentiles';

const twenty = [47, 43, 118, 45, 50, 41, 48, 52, 44, 61, 46, 49, 43, 57, 42, 75, 48, 54, 45, 51];

describe('nearest rank', () => {
  it('is ceil(p / 100 * n), at least 1', () => {
    expect(nearestRank(50, 20)).toBe(10);
    expect(nearestRank(95, 20)).toBe(19);
    expect(nearestRank(99, 20)).toBe(20);
    expect(nearestRank(0, 20)).toBe(1);
    expect(nearestRank(100, 20)).toBe(20);
    expect(nearestRank(50, 1)).toBe(1);
    expect(nearestRank(95, 100)).toBe(95);
  });

  it('is the method Saturn documents', () => {
    expect(percentiles.method).toBe('nearest-rank');
    expect(percentiles.shown).toEqual([50, 95, 99]);
  });
});

describe('percentile', () => {
  it('picks observed values with nearest rank', () => {
    expect(durationPercentiles(twenty)).toEqual({count: 20, p50: 48, p95: 75, p99: 118});
  });

  it('interpolates with type 7 when asked', () => {
    expect(percentile(twenty, 50, 'linear')).toBeCloseTo(48, 12);
    expect(percentile(twenty, 95, 'linear')).toBeCloseTo(75 + 0.05 * 43, 10);
    expect(percentile(twenty, 99, 'linear')).toBeCloseTo(75 + 0.81 * 43, 10);
    expect(percentile([1, 2, 3, 4], 50, 'linear')).toBe(2.5);
    expect(percentile([7], 99, 'linear')).toBe(7);
  });

  it('does not reorder the input', () => {
    const input = [3, 1, 2];
    percentile(input, 50);
    expect(input).toEqual([3, 1, 2]);
  });

  it('returns nulls for no durations and throws for a single empty percentile', () => {
    expect(durationPercentiles([])).toEqual({count: 0, p50: null, p95: null, p99: null});
    expect(() => percentile([], 50)).toThrow('the list is empty');
  });

  it('handles a million durations', () => {
    const values = Array.from({length: 1_000_000}, (_, i) => 1_000_000 - i);
    const summary = durationPercentiles(values);
    expect(summary).toEqual({count: 1_000_000, p50: 500_000, p95: 950_000, p99: 990_000});
  });

  it('sorts numerically, not as text', () => {
    expect(percentileOfSorted(Float64Array.from([9, 10, 100]), 50)).toBe(10);
    expect(percentile([100, 9, 10], 0)).toBe(9);
  });

  it('rejects invalid input with clear messages', () => {
    expect(() => percentile([1, -2], 50)).toThrow('Duration 2 is negative');
    expect(() => percentile([Number.NaN], 50)).toThrow('Duration 1 is not a number.');
    expect(() => percentile([1], 101)).toThrow('between 0 and 100, got 101');
    expect(() => percentile([1], Number.NaN)).toThrow('between 0 and 100, got NaN');
  });
});

describe('when p99 is the slowest run, and how many runs it leaves above (analytics/percentiles)', () => {
  it('is the slowest run below 100 runs for p99 and below 20 for p95', () => {
    expect(fewestRunsBelowSlowest(99)).toBe(100);
    expect(fewestRunsBelowSlowest(95)).toBe(20);
    expect(fewestRunsBelowSlowest(50)).toBe(2);
    expect(fewestRunsBelowSlowest(100)).toBeNull();
    for (const p of [50, 90, 95, 99, 99.9]) {
      const n = fewestRunsBelowSlowest(p)!;
      expect(nearestRank(p, n), `p${p} at n = ${n}`).toBeLessThan(n);
      for (let fewer = 1; fewer < n; fewer += 1) expect(nearestRank(p, fewer)).toBe(fewer);
    }
  });

  it("leaves 7 of an hourly job's 720 monthly runs above p99", () => {
    expect(runsAbovePercentile(99, 720)).toBe(7);
    expect(runsAbovePercentile(99, 99)).toBe(0);
    const sorted = Array.from({length: 720}, (_, i) => i + 1);
    const p99 = percentile(sorted, 99);
    expect(sorted.filter((x) => x > p99)).toHaveLength(runsAbovePercentile(99, 720));
  });
});
