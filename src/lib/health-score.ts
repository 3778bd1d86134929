/**
 * Saturn's health score: an integer from 0 to 100 that sums up how a
 * monitor behaved over the last `healthScore.windowDays` days.
 *
 *   success     = successful runs / finished runs (success + fail pings)
 *   punctuality = (on-time runs + lateCredit * late runs) / due runs
 *                 where due runs = on time + late + missed
 *   stability   = max(0, 1 - anomalyPenalty * anomalies
 *                        - openIncidentPenalty * open incidents)
 *   score       = round(100 * sum(weight * component)), clamped to 0..100
 *
 * Which due runs are on time, late or missed: `classifyDueRun` below.
 * A component with no data (no finished runs, or no due runs for a manual
 * monitor) is left out and the other weights are scaled to sum to 1.
 * Pure functions, no React; weights live in `src/data/analytics.ts`.
 */

import {api} from '../data/facts';
import {healthScore} from '../data/analytics';
import type {HealthInputs} from '../data/analytics';

export type {HealthInputs};

export type HealthComponentKey = 'success' | 'punctuality' | 'stability';

export interface HealthComponent {
  key: HealthComponentKey;
  label: string;
  /** Component value from 0 to 1, or null when the window holds no data for it. */
  value: number | null;
  /** Weight as configured. */
  weight: number;
  /** Weight after leaving out components without data (0 for those). */
  effectiveWeight: number;
  /** Points this component adds to the score, before rounding. */
  points: number;
}

export interface HealthResult {
  score: number;
  /** The unrounded score, for explanations. */
  exact: number;
  components: HealthComponent[];
}

export type HealthWeights = Record<HealthComponentKey, number>;

export interface HealthSettings {
  weights: HealthWeights;
  lateCredit: number;
  anomalyPenalty: number;
  openIncidentPenalty: number;
}

export const defaultHealthSettings: HealthSettings = {
  weights: {...healthScore.weights},
  lateCredit: healthScore.lateCredit,
  anomalyPenalty: healthScore.anomalyPenalty,
  openIncidentPenalty: healthScore.openIncidentPenalty,
};

/** The name of each input, in the order the calculator and the error messages use. */
export const healthInputLabels: Record<keyof HealthInputs, string> = {
  successfulRuns: 'Successful runs',
  failedRuns: 'Failed runs',
  onTimeRuns: 'On-time runs',
  lateRuns: 'Late runs',
  missedRuns: 'Missed runs',
  anomalies: 'Anomalies',
  openIncidents: 'Open incidents',
};

/** Throws a RangeError naming the first input that is not a whole number of 0 or more. */
export function validateHealthInputs(inputs: HealthInputs): void {
  for (const key of Object.keys(healthInputLabels) as (keyof HealthInputs)[]) {
    const value = inputs[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new RangeError(
        `${healthInputLabels[key]} must be a whole number of 0 or more, got ${String(value)}.`,
      );
    }
  }
}

function validateSettings(settings: HealthSettings): void {
  const weights = Object.values(settings.weights);
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) {
    throw new RangeError('Every health score weight must be a number of 0 or more.');
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 1) > 1e-9) {
    throw new RangeError(`The health score weights must sum to 1, got ${sum}.`);
  }
  for (const key of ['lateCredit', 'anomalyPenalty', 'openIncidentPenalty'] as const) {
    const value = settings[key];
    if (!Number.isFinite(value) || value < 0 || value > 1) {
      throw new RangeError(`${key} must be between 0 and 1, got ${String(value)}.`);
    }
  }
}

/** Rounds to 9 decimals first, so 87.49999999999999 from floating point reads as 87.5. */
function roundHalfUp(value: number): number {
  return Math.round(Number(value.toFixed(9)));
}

export function computeHealthScore(
  inputs: HealthInputs,
  settings: HealthSettings = defaultHealthSettings,
): HealthResult {
  validateHealthInputs(inputs);
  validateSettings(settings);
  const finished = inputs.successfulRuns + inputs.failedRuns;
  const due = inputs.onTimeRuns + inputs.lateRuns + inputs.missedRuns;
  const values: Record<HealthComponentKey, number | null> = {
    success: finished === 0 ? null : inputs.successfulRuns / finished,
    punctuality:
      due === 0 ? null : (inputs.onTimeRuns + settings.lateCredit * inputs.lateRuns) / due,
    stability: Math.max(
      0,
      1 -
        settings.anomalyPenalty * inputs.anomalies -
        settings.openIncidentPenalty * inputs.openIncidents,
    ),
  };
  const labels: Record<HealthComponentKey, string> = {
    success: 'Success rate',
    punctuality: 'Punctuality',
    stability: 'Stability',
  };
  const keys: HealthComponentKey[] = ['success', 'punctuality', 'stability'];
  const activeWeight = keys
    .filter((key) => values[key] !== null)
    .reduce((sum, key) => sum + settings.weights[key], 0);
  const components = keys.map((key): HealthComponent => {
    const value = values[key];
    const effectiveWeight =
      value === null || activeWeight === 0 ? 0 : settings.weights[key] / activeWeight;
    return {
      key,
      label: labels[key],
      value,
      weight: settings.weights[key],
      effectiveWeight,
      points: value === null ? 0 : 100 * effectiveWeight * value,
    };
  });
  const exact = components.reduce((sum, c) => sum + c.points, 0);
  const score = Math.min(api.healthScore.max, Math.max(api.healthScore.min, roundHalfUp(exact)));
  return {score, exact, components};
}

export type DueRunOutcome = 'on-time' | 'late' | 'missed';

export interface DueRun {
  /** Due time, epoch milliseconds. */
  dueAt: number;
  /** Arrival of the run's first ping (start ping, or its only ping); null when none came. */
  firstPingAt: number | null;
  graceSeconds: number;
  /** The run sent a start ping and stayed open longer than the grace period (a LATE incident opened). */
  overran: boolean;
}

/**
 * How a due run counts for punctuality:
 * - missed: no ping from D - G up to D + G (the run is MISSED);
 * - late: the first ping came `onTimeToleranceSeconds` or more after D, or
 *   the run overran its grace period after its start ping;
 * - on time: otherwise, including an early ping within G before D.
 * Without a start ping the first ping is the success or fail, so a run
 * counts as on time only when it finishes within the tolerance.
 */
export function classifyDueRun(run: DueRun): DueRunOutcome {
  const grace = run.graceSeconds * 1000;
  const tolerance = Math.min(healthScore.onTimeToleranceSeconds * 1000, grace);
  const {dueAt, firstPingAt} = run;
  if (firstPingAt === null || firstPingAt < dueAt - grace || firstPingAt >= dueAt + grace) {
    return 'missed';
  }
  if (run.overran) return 'late';
  return firstPingAt < dueAt + tolerance ? 'on-time' : 'late';
}

/** Points of score one more event costs a monitor, as `eventCostPoints` returns them. */
export interface EventCosts {
  /** One more ANOMALY incident opened in the window, for as long as it stays in the window. */
  anomaly: number;
  /** One more incident open right now (of any type), for as long as it stays open. */
  openIncident: number;
}

/**
 * What one more anomaly, or one more open incident, costs a monitor with these inputs, in
 * points of the unrounded score: the score's fall when the count rises by one. The cost
 * depends on the weight stability gets (0.2 with a schedule, more on a manual monitor,
 * which has no punctuality) and is the same for every count until stability reaches 0.
 */
export function eventCostPoints(
  inputs: HealthInputs,
  settings: HealthSettings = defaultHealthSettings,
): EventCosts {
  const exact = (changed: HealthInputs) => computeHealthScore(changed, settings).exact;
  const now = exact(inputs);
  return {
    anomaly: now - exact({...inputs, anomalies: inputs.anomalies + 1}),
    openIncident: now - exact({...inputs, openIncidents: inputs.openIncidents + 1}),
  };
}
