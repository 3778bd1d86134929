/**
 * The MTBF and MTTR worked example, on /analytics/mtbf-mttr: a month of incidents, merged into
 * outages.
 */
import {reliabilityExample} from '../../data/worked-example-inputs';
import {computeReliability, parseTime} from '../reliability';
import type {IncidentSpan, ReliabilityResult} from '../reliability';
import {formatDurationWords} from '../sla';
import type {Table} from './table';

// MTBF and MTTR.
function at(text: string): number {
  const value = parseTime(text);
  if (value === null) throw new Error(`Bad time in a worked example: ${text}`);
  return value;
}
export const reliabilityIncidents: IncidentSpan[] = reliabilityExample.incidents.map((i) => ({
  type: i.type,
  openedAt: at(i.opened),
  resolvedAt: i.resolved === null ? null : at(i.resolved),
}));
export const reliabilityResult: ReliabilityResult = computeReliability(
  reliabilityIncidents,
  at(reliabilityExample.windowStart),
  at(reliabilityExample.windowEnd),
);
export const reliabilityWindowMs =
  at(reliabilityExample.windowEnd) - at(reliabilityExample.windowStart);
function shortTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
export const reliabilityIncidentTable: Table = {
  caption: 'Incidents of the monitor in October 2026 (times in UTC)',
  columns: ['Type', 'Opened', 'Resolved', 'Counts as a failure?'],
  rows: reliabilityIncidents.map((i) => [
    i.type,
    shortTime(i.openedAt),
    i.resolvedAt === null ? 'still open' : shortTime(i.resolvedAt),
    i.type === 'ANOMALY' ? 'no (the run succeeded)' : 'yes',
  ]),
};
export const reliabilityOutageTable: Table = {
  caption: 'Outages after merging overlapping failures',
  columns: ['Outage', 'Start', 'End', 'Incidents merged', 'Downtime in window'],
  rows: reliabilityResult.outages.map((o, index) => [
    index + 1,
    shortTime(o.start),
    o.end === null ? 'open at window end' : shortTime(o.end),
    o.incidents,
    formatDurationWords((o.end ?? at(reliabilityExample.windowEnd)) - o.start),
  ]),
};
