/**
 * The uptime and SLA worked examples, on /analytics/uptime-sla: error budgets per target and
 * period, and a month of a monitor's statuses.
 */
import {slaExample, slaTable} from '../../data/worked-example-inputs';
import {computeUptime, errorBudgetMs, formatDurationWords, MS, type StatusSegment} from '../sla';
import type {Table} from './table';

// SLA.
export const slaBudgetMs = errorBudgetMs(slaExample.targetPercent, slaExample.periodDays * MS.day);
export const slaUptime = computeUptime(slaExample.segments);
export const slaRemainingMs = slaBudgetMs - slaUptime.downMs;
export const slaBudgetTable: Table = {
  caption: 'Error budget per period for common targets',
  columns: ['Target', ...slaTable.periodDays.map((d) => `${d} days`)],
  rows: slaTable.targets.map((t) => [
    `${t} %`,
    ...slaTable.periodDays.map((d) => formatDurationWords(errorBudgetMs(t, d * MS.day))),
  ]),
};
/** How `computeUptime` counts one segment: up, down or nothing. */
function uptimeClass(segment: StatusSegment): 'up' | 'down' | 'nothing' {
  const one = computeUptime([segment]);
  return one.upMs > 0 ? 'up' : one.downMs > 0 ? 'down' : 'nothing';
}
export const slaSegmentTable: Table = {
  caption: 'Time the monitor spent in each status over 30 days',
  columns: ['Status', 'Time', 'Counts as'],
  rows: slaExample.segments.map((s) => [
    s.status === 'LATE'
      ? `LATE (${s.late === 'overrun' ? 'a started run open past its grace period' : 'inside the grace period'})`
      : s.status,
    formatDurationWords(s.durationMs),
    uptimeClass(s),
  ]),
};
