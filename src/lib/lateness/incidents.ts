/**
 * The incidents of one monitor: at most one open incident of each type, so a
 * second occurrence counts on the open one; a success ping resolves every
 * open incident except ANOMALY.
 */
import type {IncidentType, Severity} from '../../data/facts';
import type {IncidentChange, SimulatedIncident} from './types';

export class Incidents {
  readonly list: SimulatedIncident[] = [];

  /** Opens an incident of `type`, or counts one more occurrence on the open one. */
  open(type: IncidentType, severity: Severity, at: number): IncidentChange {
    const open = this.list.find(
      (incident) => incident.type === type && incident.resolvedAt === null,
    );
    if (open) {
      open.occurrences += 1;
      return {change: 'occurrence', type, severity: open.severity};
    }
    this.list.push({type, severity, openedAt: at, resolvedAt: null, occurrences: 1});
    return {change: 'opened', type, severity};
  }

  /** Resolves every open incident except ANOMALY; returns the types it resolved, in opening order. */
  resolveOnSuccess(at: number): IncidentType[] {
    const resolved: IncidentType[] = [];
    for (const incident of this.list) {
      if (incident.resolvedAt === null && incident.type !== 'ANOMALY') {
        incident.resolvedAt = at;
        resolved.push(incident.type);
      }
    }
    return resolved;
  }
}
