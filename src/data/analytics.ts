/**
 * Facts behind Saturn's analytics: the health score, MTBF and MTTR,
 * duration percentiles and uptime.
 *
 * Every weight, window and rule of these numbers is written here once. The
 * pure functions in `src/lib/` read them, the analytics pages print them, and
 * the unit tests check both. Anomaly defaults stay in `facts.ts`
 * (`anomalyDefaults`, `anomalyMediumSeverityFactor`).
 */

import type {IncidentType, MonitorStatus} from './facts';

/**
 * The window every analytics figure (health score, MTBF and MTTR, percentiles, uptime)
 * looks back over: the last `maxDays` days, or the plan's whole history when the plan
 * keeps less. The rule is `analysisWindowDays` in `src/lib/analysis-window.ts`.
 */
export const analysisWindow = {
  /** The longest window, in days: the window of every plan that keeps at least this much history. */
  maxDays: 30,
} as const;

/** The health score: a weighted mean of three components over a rolling window. */
export const healthScore = {
  /** The longest rolling window, in days (`analysisWindow`); shorter on a plan with less history. */
  windowDays: analysisWindow.maxDays,
  /**
   * Weights of the three components. They sum to 1. When a component has no
   * data in the window (a manual monitor has no due runs, so no punctuality),
   * it is left out and the remaining weights are scaled up to sum to 1.
   */
  weights: {success: 0.5, punctuality: 0.3, stability: 0.2},
  /**
   * A due run is on time when its first ping (its start ping, or its only
   * ping) arrives less than this many seconds after the due time, or early
   * within the grace period. Cron starts a job a few seconds after the
   * minute, so "by the due time" would count almost every run as late.
   * It never exceeds the grace period (the smallest grace period is 60 s).
   */
  onTimeToleranceSeconds: 60,
  /** A late run earns this share of an on-time run in the punctuality component. */
  lateCredit: 0.5,
  /** Stability lost for each ANOMALY incident opened in the window (0.1 = 10 points of 100). */
  anomalyPenalty: 0.1,
  /** Stability lost for each incident of the monitor that is open (not RESOLVED) right now. */
  openIncidentPenalty: 0.25,
} as const;

/** Mean time between failures and mean time to recovery. */
export const reliability = {
  /** The longest rolling window, in days (`analysisWindow`); shorter on a plan with less history. */
  windowDays: analysisWindow.maxDays,
  /**
   * Incident types that count as a failure: the job did not do its work on
   * time. ANOMALY is left out: the run succeeded, only its duration was odd.
   */
  failureTypes: ['MISSED', 'LATE', 'FAIL'] as const satisfies readonly IncidentType[],
} as const;

/** Duration percentiles. */
export const percentiles = {
  /** The longest rolling window, in days (`analysisWindow`); shorter on a plan with less history. */
  windowDays: analysisWindow.maxDays,
  /** The percentiles Saturn shows for each monitor. */
  shown: [50, 95, 99] as const,
  /**
   * Nearest-rank method: the p-th percentile of n sorted durations is the
   * value at rank ceil(p / 100 * n), counting from 1. It is always a duration
   * that really happened.
   */
  method: 'nearest-rank' as const,
} as const;

/**
 * Uptime: which monitor statuses count as up, down, or not at all.
 *
 * LATE has two causes (MonitorStatus in openapi/openapi.yaml): a run that is
 * due and still inside its grace period, and a started run that has been
 * open for longer than the grace period (a LATE incident is open). The first
 * is up, the second is down, so the time counted as down is exactly the time
 * a MISSED, LATE or FAIL incident is open, as MTBF and MTTR count it
 * (`reliability.failureTypes`).
 */
export const uptime = {
  /** The longest rolling window of the uptime figure, in days (`analysisWindow`). */
  windowDays: analysisWindow.maxDays,
  /** The job is doing its work. */
  up: ['OK'] as const satisfies readonly MonitorStatus[],
  /** The job missed a run or failed, and no success ping has arrived since. */
  down: ['MISSED', 'FAILING'] as const satisfies readonly MonitorStatus[],
  /** Paused by a user: the time counts neither as up nor as down. */
  excluded: ['DISABLED'] as const satisfies readonly MonitorStatus[],
  /** LATE counts by its cause. */
  late: {
    /** A run is due and still inside its grace period: no incident is open. */
    waiting: 'up',
    /** A started run has been open for longer than the grace period: a LATE incident is open. */
    overrun: 'down',
  },
  /** SLA targets the calculator offers first, in percent. */
  commonTargets: [99, 99.5, 99.9, 99.95, 99.99] as const,
} as const;

/** The two causes of the LATE status. */
export type LateCause = keyof typeof uptime.late;

// The inputs of the analytics maths: the worked examples (src/lib/worked-examples/) hold them, and
// src/lib (health-score.ts, reliability.ts, sla.ts) takes them.

/** What the health score is computed from, over the window. */
export interface HealthInputs {
  /** Runs that ended with a success ping in the window. */
  successfulRuns: number;
  /** Runs that ended with a fail ping in the window. */
  failedRuns: number;
  /** Due runs that count as on time (`classifyDueRun`). */
  onTimeRuns: number;
  /** Due runs that count as late (`classifyDueRun`). */
  lateRuns: number;
  /** Due runs with no ping by the due time plus the grace period. */
  missedRuns: number;
  /** ANOMALY incidents opened in the window. */
  anomalies: number;
  /** Incidents of the monitor that are OPEN or ACKNOWLEDGED now. */
  openIncidents: number;
}

/** One incident's type and span, as MTBF and MTTR count it. */
export interface IncidentSpan {
  type: IncidentType;
  /** Epoch milliseconds. */
  openedAt: number;
  /** Epoch milliseconds, or null while the incident is not RESOLVED. */
  resolvedAt: number | null;
}

/** Time a monitor spent in one status, as uptime counts it. */
export interface StatusSegment {
  status: MonitorStatus;
  durationMs: number;
  /** Required for LATE: inside the grace period (up) or a run open past it (down). */
  late?: LateCause;
}
