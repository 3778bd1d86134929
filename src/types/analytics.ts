/**
 * The inputs of the analytics maths, as types only. The data files that hold worked
 * examples (src/data/worked-examples.ts) type their inputs with these, and the maths
 * in src/lib (health-score.ts, reliability.ts, sla.ts) takes them; neither layer
 * imports the other for a type.
 */
import type {LateCause} from '../data/analytics';
import type {IncidentType, MonitorStatus} from '../data/facts';

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
