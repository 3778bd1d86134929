/**
 * The figures of the home page's illustrative dashboard, computed from its made-up
 * incidents and counts (`exampleMonitor` in `src/data/home.ts`) with the same rules as the
 * analytics pages: the health score, MTTR and MTBF, and uptime over its window. Pure
 * functions, no React.
 */
import {exampleMonitor} from '../data/home';
import type {StatusSegment} from '../data/analytics';
import {computeHealthScore} from './health-score';
import {computeReliability, parseTime} from './reliability';
import {computeUptime, MS} from './sla';

function time(text: string): number {
  const value = parseTime(text);
  if (value === null) throw new Error(`Bad time in the home page's example: ${text}`);
  return value;
}

const windowStart = time(exampleMonitor.window.start);
const windowEnd = windowStart + exampleMonitor.window.days * MS.day;
const incidents = exampleMonitor.incidents.map((incident) => ({
  type: incident.type,
  openedAt: time(incident.opened),
  resolvedAt: incident.resolved === null ? null : time(incident.resolved),
}));
const reliability = computeReliability(incidents, windowStart, windowEnd);

// The status while each failure is open: FAILING after a fail ping, MISSED after a miss,
// LATE for a run open past its grace period; OK for the rest of the window.
const downStatus = {FAIL: 'FAILING', MISSED: 'MISSED', LATE: 'LATE'} as const;
const segments: StatusSegment[] = [
  {status: 'OK', durationMs: reliability.uptimeMs},
  ...incidents.flatMap((incident): StatusSegment[] =>
    incident.type === 'ANOMALY'
      ? []
      : [
          {
            status: downStatus[incident.type],
            late: incident.type === 'LATE' ? 'overrun' : undefined,
            durationMs: Math.min(incident.resolvedAt ?? windowEnd, windowEnd) - incident.openedAt,
          },
        ],
  ),
];

const downMs = segments.reduce((sum, s) => (s.status === 'OK' ? sum : sum + s.durationMs), 0);
if (downMs !== reliability.downtimeMs) {
  throw new Error("The home page's example has overlapping failures; give each its own span.");
}

export const exampleMonitorFigures = {
  healthScore: computeHealthScore(exampleMonitor.healthInputs).score,
  mttrMs: reliability.mttrMs,
  mtbfMs: reliability.mtbfMs,
  failures: reliability.failures,
  uptimePercent: computeUptime(segments).uptimePercent,
  windowDays: exampleMonitor.window.days,
};
