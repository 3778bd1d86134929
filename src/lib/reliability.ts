/**
 * MTBF (mean time between failures) and MTTR (mean time to recovery) from a
 * monitor's incidents over a window.
 *
 * Definitions, applied in this order:
 * 1. Failures are incidents whose type is in `reliability.failureTypes`
 *    (MISSED, LATE, FAIL). ANOMALY incidents are ignored: the run succeeded.
 * 2. Each failure covers [openedAt, resolvedAt); a still-open one runs to the
 *    end of the window, and so does one resolved after the window ends: at the
 *    window's end it was still open. Failures that overlap or touch merge into
 *    one outage, so a FAIL that turns into a MISSED counts once.
 * 3. Outages count when they start inside the window [start, end). Downtime is
 *    the part of every outage inside the window, including one that began
 *    before it.
 * 4. MTBF = (window length - downtime) / outages started in the window.
 *    MTTR = mean of (resolved - opened) over those outages that are resolved
 *    inside the window. An outage still open at the window's end counts for
 *    MTBF but not for MTTR: inside the window its repair time is not known, and
 *    counting it to the window's end would make MTTR look shorter than it is.
 * Pure functions, no React.
 */

import {incidentTypes} from '../data/facts';
import type {IncidentType} from '../data/facts';
import {reliability} from '../data/analytics';
import type {IncidentSpan} from '../data/analytics';

export type {IncidentSpan};

export interface Outage {
  start: number;
  /** End of the outage, or null when it is still open. */
  end: number | null;
  /** Incidents merged into this outage. */
  incidents: number;
}

export interface ReliabilityResult {
  /** Outages that started inside the window. */
  failures: number;
  /** Of those, the ones resolved (they count for MTTR). */
  resolvedFailures: number;
  /** Milliseconds inside the window covered by an outage. */
  downtimeMs: number;
  /** Window length minus downtime. */
  uptimeMs: number;
  /** Null when no failure started in the window. */
  mtbfMs: number | null;
  /** Null when no failure in the window is resolved. */
  mttrMs: number | null;
  outages: Outage[];
}

const failureTypes: readonly IncidentType[] = reliability.failureTypes;

function assertTime(value: number, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${what} is not a valid time.`);
  }
}

/** Merges failure incidents into outages, sorted by start. */
export function mergeOutages(incidents: readonly IncidentSpan[]): Outage[] {
  const spans = incidents
    .map((incident, index) => {
      if (!incidentTypes.includes(incident.type)) {
        throw new RangeError(
          `Incident ${index + 1} has type "${String(incident.type)}"; expected one of ${incidentTypes.join(', ')}.`,
        );
      }
      assertTime(incident.openedAt, `Incident ${index + 1}: the opened time`);
      if (incident.resolvedAt !== null) {
        assertTime(incident.resolvedAt, `Incident ${index + 1}: the resolved time`);
        if (incident.resolvedAt < incident.openedAt) {
          throw new RangeError(
            `Incident ${index + 1} is resolved before it was opened; a duration cannot be negative.`,
          );
        }
      }
      return incident;
    })
    .filter((incident) => failureTypes.includes(incident.type))
    .map((incident) => ({
      start: incident.openedAt,
      end: incident.resolvedAt === null ? Number.POSITIVE_INFINITY : incident.resolvedAt,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);

  const merged: {start: number; end: number; incidents: number}[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      last.incidents += 1;
    } else {
      merged.push({...span, incidents: 1});
    }
  }
  return merged.map((o) => ({
    start: o.start,
    end: Number.isFinite(o.end) ? o.end : null,
    incidents: o.incidents,
  }));
}

/** MTBF and MTTR over the window [windowStart, windowEnd), all times in epoch milliseconds. */
export function computeReliability(
  incidents: readonly IncidentSpan[],
  windowStart: number,
  windowEnd: number,
): ReliabilityResult {
  assertTime(windowStart, 'The window start');
  assertTime(windowEnd, 'The window end');
  if (windowEnd <= windowStart) {
    throw new RangeError('The window must end after it starts.');
  }
  const outages = mergeOutages(incidents).filter((o) => o.start < windowEnd);
  let downtimeMs = 0;
  for (const o of outages) {
    const end = Math.min(o.end ?? windowEnd, windowEnd);
    const start = Math.max(o.start, windowStart);
    if (end > start) downtimeMs += end - start;
  }
  // An outage resolved after the window's end was still open at the window's end.
  const inWindow = outages
    .filter((o) => o.start >= windowStart)
    .map((o) => (o.end !== null && o.end > windowEnd ? {...o, end: null} : o));
  const resolved = inWindow.filter((o): o is Outage & {end: number} => o.end !== null);
  const uptimeMs = windowEnd - windowStart - downtimeMs;
  return {
    failures: inWindow.length,
    resolvedFailures: resolved.length,
    downtimeMs,
    uptimeMs,
    mtbfMs: inWindow.length === 0 ? null : uptimeMs / inWindow.length,
    mttrMs:
      resolved.length === 0
        ? null
        : resolved.reduce((sum, o) => sum + (o.end - o.start), 0) / resolved.length,
    outages: inWindow,
  };
}

/**
 * Parses an ISO 8601 date and time. A time without a zone is read as UTC,
 * so the result does not depend on the reader's computer.
 */
export function parseTime(text: string): number | null {
  const trimmed = text.trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      trimmed,
    );
  if (!match) return null;
  const zoned = match[7] ? trimmed.replace(' ', 'T') : `${trimmed.replace(' ', 'T')}Z`;
  const value = Date.parse(zoned);
  if (Number.isNaN(value)) return null;
  // Date.parse accepts 2026-02-31; reject dates that roll over.
  const [, y, mo, d] = match;
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) return null;
  return value;
}

/**
 * What a window without any failure says about MTBF. If failures come at random at a steady
 * rate (a Poisson process with mean time between failures m), a window of length T passes
 * without a failure with probability exp(-T / m). The one-sided lower confidence bound is
 * the m at which that probability is 1 - confidence: T / ln(1 / (1 - confidence)), which is
 * T / ln 20, about a third of the window, at 95 %. A clean window shows no more than that.
 */
export function zeroFailureMtbfLowerBoundMs(windowMs: number, confidence = 0.95): number {
  if (typeof windowMs !== 'number' || !Number.isFinite(windowMs) || windowMs <= 0) {
    throw new RangeError(`The window must be longer than 0, got ${String(windowMs)} ms.`);
  }
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`A confidence must be between 0 and 1, got ${String(confidence)}.`);
  }
  return windowMs / Math.log(1 / (1 - confidence));
}

/**
 * The chance that a job whose MTBF is `mtbfMs` goes a whole window without a failure, when
 * failures come at random at a steady rate: exp(-window / MTBF).
 */
export function chanceOfCleanWindow(windowMs: number, mtbfMs: number): number {
  if (!(windowMs >= 0) || !(mtbfMs > 0) || !Number.isFinite(windowMs)) {
    throw new RangeError('The window must be 0 or more and the MTBF above 0.');
  }
  return Math.exp(-windowMs / mtbfMs);
}
