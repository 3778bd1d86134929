import {describe, expect, it} from 'vitest';

import {healthScore} from '../../src/data/analytics';
import {healthExample} from '../../src/data/worked-example-inputs';
import {
  computeHealthScore,
  defaultHealthSettings,
  eventCostPoints,
} from '../../src/lib/health-score';
import type {HealthInputs} from '../../src/lib/health-score';

const perfect: HealthInputs = {
  successfulRuns: 120,
  failedRuns: 0,
  onTimeRuns: 120,
  lateRuns: 0,
  missedRuns: 0,
  anomalies: 0,
  openIncidents: 0,
};

/** The score of a perfect monitor's inputs with some counts changed. */
const scoreWith = (changes: Partial<HealthInputs>) => computeHealthScore({...perfect, ...changes});

describe('health score settings', () => {
  it('has weights that sum to 1 and a 30-day window', () => {
    const {success, punctuality, stability} = healthScore.weights;
    expect(success + punctuality + stability).toBeCloseTo(1, 12);
    expect(healthScore.windowDays).toBe(30);
  });
});

describe('computeHealthScore', () => {
  it('gives 100 to a perfect monitor and to a new one with no data', () => {
    expect(computeHealthScore(perfect).score).toBe(100);
    const empty = scoreWith({successfulRuns: 0, onTimeRuns: 0});
    expect(empty.score).toBe(100);
    expect(empty.components.map((c) => c.value)).toEqual([null, null, 1]);
  });

  it("computes the health-score page's worked example as the weighted sum by hand", () => {
    // healthExample (src/data/worked-example-inputs.ts): 112 successful and 4 failed runs, 110 on
    // time, 6 late and 4 missed, 1 anomaly. Success 112/116, punctuality (110 + 0.5 * 6) / 120,
    // stability 1 - 0.1.
    const result = computeHealthScore(healthExample);
    const exact = 50 * (112 / 116) + 30 * (113 / 120) + 20 * 0.9;
    expect(result.exact).toBeCloseTo(exact, 10);
    expect(result.score).toBe(95);
  });

  it('leaves out punctuality for a manual monitor and rescales the weights', () => {
    const result = scoreWith({successfulRuns: 40, failedRuns: 2, onTimeRuns: 0, openIncidents: 1});
    const [success, punctuality, stability] = result.components;
    expect(punctuality!.value).toBeNull();
    expect(success!.effectiveWeight).toBeCloseTo(0.5 / 0.7, 12);
    expect(stability!.effectiveWeight).toBeCloseTo(0.2 / 0.7, 12);
    expect(result.score).toBe(89);
  });

  it('clamps stability at 0 and the score to 0..100', () => {
    const worst = computeHealthScore({
      successfulRuns: 0,
      failedRuns: 50,
      onTimeRuns: 0,
      lateRuns: 0,
      missedRuns: 50,
      anomalies: 1_000_000,
      openIncidents: 4,
    });
    expect(worst.score).toBe(0);
    expect(worst.components[2]!.value).toBe(0);
  });

  it('rounds half up even when floating point lands just below .5', () => {
    // success 7/8 = 0.875 gives 43.75; punctuality 1 gives 30; stability 0.9 gives 18; sum 91.75.
    const result = computeHealthScore({...perfect, successfulRuns: 7, failedRuns: 1, anomalies: 1});
    expect(result.score).toBe(92);
    const half = computeHealthScore(
      {...perfect, successfulRuns: 1, failedRuns: 1},
      {...defaultHealthSettings, weights: {success: 0.25, punctuality: 0.25, stability: 0.5}},
    );
    // 12.5 + 25 + 50 = 87.5 -> 88
    expect(half.exact).toBeCloseTo(87.5, 9);
    expect(half.score).toBe(88);
  });

  it('handles huge counts', () => {
    const result = scoreWith({successfulRuns: 1e12, failedRuns: 1e12, onTimeRuns: 1e12});
    expect(result.score).toBe(75);
  });

  it('rejects negative, fractional and NaN inputs naming the field', () => {
    expect(() => computeHealthScore({...perfect, failedRuns: -1})).toThrow(
      'Failed runs must be a whole number of 0 or more, got -1.',
    );
    expect(() => computeHealthScore({...perfect, lateRuns: 1.5})).toThrow('Late runs');
    expect(() => computeHealthScore({...perfect, anomalies: Number.NaN})).toThrow(
      'Anomalies must be a whole number of 0 or more, got NaN.',
    );
  });

  it('rejects weights that do not sum to 1', () => {
    expect(() =>
      computeHealthScore(perfect, {
        ...defaultHealthSettings,
        weights: {success: 0.5, punctuality: 0.5, stability: 0.5},
      }),
    ).toThrow('sum to 1');
  });
});

describe('eventCostPoints: what one anomaly or one open incident costs (analytics/health-score)', () => {
  it('costs 2 and 5 points on a monitor with a schedule', () => {
    const costs = eventCostPoints(healthExample);
    expect(costs.anomaly).toBeCloseTo(0.2 * 0.1 * 100, 10);
    expect(costs.openIncident).toBeCloseTo(0.2 * 0.25 * 100, 10);
    // The same from a perfect record: the cost does not depend on the other counts.
    expect(eventCostPoints(perfect).anomaly).toBeCloseTo(costs.anomaly, 10);
  });

  it('costs more on a manual monitor, whose stability weighs 0.2 / 0.7', () => {
    const manual = {...perfect, onTimeRuns: 0};
    const costs = eventCostPoints(manual);
    expect(costs.anomaly).toBeCloseTo((0.2 / 0.7) * 0.1 * 100, 10);
    expect(costs.openIncident).toBeCloseTo((0.2 / 0.7) * 0.25 * 100, 10);
  });

  it('matches the score a monitor really loses while its ANOMALY incident is open', () => {
    const before = scoreWith({}).exact;
    const whileOpen = scoreWith({anomalies: 1, openIncidents: 1}).exact;
    const costs = eventCostPoints(perfect);
    expect(before - whileOpen).toBeCloseTo(costs.anomaly + costs.openIncident, 10);
  });
});
