import {describe, expect, it} from 'vitest';

import {
  chanceOfCleanWindow,
  computeReliability,
  mergeOutages,
  parseTime,
  zeroFailureMtbfLowerBoundMs,
} from '../../src/lib/reliability';
import {parseIncidentLines} from '../../src/lib/form-input';
import type {IncidentSpan} from '../../src/lib/reliability';

const h = 3_600_000;
const start = Date.UTC(2026, 9, 1);
const end = start + 30 * 24 * h;
const fail = (openedH: number, resolvedH: number | null): IncidentSpan => ({
  type: 'FAIL',
  openedAt: start + openedH * h,
  resolvedAt: resolvedH === null ? null : start + resolvedH * h,
});

describe('computeReliability', () => {
  it('has no MTBF or MTTR without failures', () => {
    const result = computeReliability([], start, end);
    expect(result).toMatchObject({failures: 0, downtimeMs: 0, mtbfMs: null, mttrMs: null});
    expect(result.uptimeMs).toBe(720 * h);
  });

  it('divides up time by failures and averages repair times', () => {
    const result = computeReliability([fail(10, 12), fail(100, 101)], start, end);
    expect(result.failures).toBe(2);
    expect(result.downtimeMs).toBe(3 * h);
    expect(result.mtbfMs).toBe((717 * h) / 2);
    expect(result.mttrMs).toBe(1.5 * h);
  });

  it('ignores ANOMALY incidents', () => {
    const anomaly: IncidentSpan = {type: 'ANOMALY', openedAt: start + h, resolvedAt: start + 5 * h};
    expect(computeReliability([anomaly], start, end).failures).toBe(0);
  });

  it('merges overlapping and touching failures into one outage', () => {
    const missed: IncidentSpan = {
      type: 'MISSED',
      openedAt: start + 10 * h,
      resolvedAt: start + 12 * h,
    };
    const late: IncidentSpan = {type: 'LATE', openedAt: start + 11 * h, resolvedAt: start + 13 * h};
    const touching = fail(13, 14);
    const result = computeReliability([late, touching, missed], start, end);
    expect(result.failures).toBe(1);
    expect(result.outages[0]).toEqual({start: start + 10 * h, end: start + 14 * h, incidents: 3});
    expect(result.mttrMs).toBe(4 * h);
  });

  it('counts an open failure for MTBF (downtime to the window end) but not for MTTR', () => {
    const result = computeReliability([fail(10, 11), fail(718, null)], start, end);
    expect(result.failures).toBe(2);
    expect(result.resolvedFailures).toBe(1);
    expect(result.downtimeMs).toBe(3 * h);
    expect(result.mtbfMs).toBe((717 * h) / 2);
    expect(result.mttrMs).toBe(h);
  });

  it('clips an outage resolved after the window to the window: open at its end, so MTBF only', () => {
    // 720 h window; the second failure opens at 718 h and is resolved at 730 h, after the end.
    const result = computeReliability([fail(10, 11), fail(718, 730)], start, end);
    expect(result.failures).toBe(2);
    expect(result.resolvedFailures).toBe(1);
    expect(result.downtimeMs).toBe(3 * h);
    expect(result.mtbfMs).toBe((717 * h) / 2);
    expect(result.mttrMs).toBe(h);
    expect(result.outages[1]).toEqual({start: start + 718 * h, end: null, incidents: 1});
    // The same as if it were still open.
    expect(result).toEqual(computeReliability([fail(10, 11), fail(718, null)], start, end));
  });

  it('counts an outage resolved exactly at the window end as resolved inside it', () => {
    const result = computeReliability([fail(718, 720)], start, end);
    expect(result.resolvedFailures).toBe(1);
    expect(result.mttrMs).toBe(2 * h);
  });

  it('counts downtime but not a failure for an outage that began before the window', () => {
    const result = computeReliability([fail(-2, 3)], start, end);
    expect(result.failures).toBe(0);
    expect(result.downtimeMs).toBe(3 * h);
    expect(result.mtbfMs).toBeNull();
  });

  it('ignores failures after the window', () => {
    expect(computeReliability([fail(800, 801)], start, end).failures).toBe(0);
  });

  it('handles ten thousand incidents', () => {
    const many = Array.from({length: 10_000}, (_, i) => ({
      type: 'FAIL' as const,
      openedAt: start + i * 60_000 * 2,
      resolvedAt: start + i * 60_000 * 2 + 60_000,
    }));
    const result = computeReliability(many, start, end);
    expect(result.failures).toBe(10_000);
    expect(result.mttrMs).toBe(60_000);
  });

  it('rejects bad windows and incidents with clear messages', () => {
    expect(() => computeReliability([], end, start)).toThrow(
      'The window must end after it starts.',
    );
    expect(() => computeReliability([], Number.NaN, end)).toThrow(
      'The window start is not a valid time.',
    );
    expect(() => computeReliability([fail(5, 4)], start, end)).toThrow(
      'Incident 1 is resolved before it was opened',
    );
    expect(() => mergeOutages([{type: 'FAIL', openedAt: Number.NaN, resolvedAt: null}])).toThrow(
      'Incident 1: the opened time is not a valid time.',
    );
    expect(() => mergeOutages([{type: 'BROKEN' as 'FAIL', openedAt: 1, resolvedAt: null}])).toThrow(
      'type "BROKEN"',
    );
  });
});

describe('parseIncidentLines', () => {
  it('reads opened, resolved and an optional type; open and blank lines', () => {
    const parsed = parseIncidentLines(
      '# opened, resolved, type\n2026-10-03T02:00Z, 2026-10-03T02:45Z\n\n2026-10-10 04:00, open, missed\n2026-10-11T01:00+02:00,',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.incidents).toEqual([
      {type: 'FAIL', openedAt: Date.UTC(2026, 9, 3, 2), resolvedAt: Date.UTC(2026, 9, 3, 2, 45)},
      {type: 'MISSED', openedAt: Date.UTC(2026, 9, 10, 4), resolvedAt: null},
      {type: 'FAIL', openedAt: Date.UTC(2026, 9, 10, 23), resolvedAt: null},
    ]);
  });

  it('reports each bad line by number', () => {
    const parsed = parseIncidentLines(
      'yesterday, today\n2026-10-03T02:00Z, 2026-10-03T01:00Z\n2026-10-03T02:00Z, soon\n2026-10-03T02:00Z, open, BROKEN\na,b,c,d',
    );
    expect(parsed.incidents).toEqual([]);
    expect(parsed.errors).toEqual([
      'Line 1: "yesterday" is not a date and time such as 2026-11-03T02:00Z.',
      'Line 2: resolved before it was opened.',
      'Line 3: "soon" is not a date and time such as 2026-11-03T02:45Z, or "open".',
      'Line 4: "BROKEN" is not an incident type (MISSED, LATE, FAIL, ANOMALY).',
      'Line 5 has 4 fields; write: opened, resolved, TYPE.',
    ]);
  });

  it('rejects impossible dates', () => {
    expect(parseTime('2026-02-31T00:00Z')).toBeNull();
    expect(parseTime('2026-10-01T24:00Z')).toBeNull();
    expect(parseTime('2026-10-01T10:00')).toBe(Date.UTC(2026, 9, 1, 10));
  });
});

describe('what a window without failure says about MTBF (analytics/mtbf-mttr)', () => {
  const day = 86_400_000;

  it('bounds MTBF below by T / ln 20 at 95 %, about a third of the window', () => {
    expect(zeroFailureMtbfLowerBoundMs(30 * day) / day).toBeCloseTo(30 / Math.log(20), 10);
    expect(Math.round(zeroFailureMtbfLowerBoundMs(30 * day) / day)).toBe(10);
    // At that MTBF a clean window has exactly the 5 % chance the bound leaves.
    const bound = zeroFailureMtbfLowerBoundMs(30 * day);
    expect(chanceOfCleanWindow(30 * day, bound)).toBeCloseTo(0.05, 12);
  });

  it('gives a job whose MTBF is half the window a clean window e^-2 of the time', () => {
    expect(chanceOfCleanWindow(30 * day, 15 * day)).toBeCloseTo(Math.exp(-2), 12);
    expect(Math.round(chanceOfCleanWindow(30 * day, 15 * day) * 100)).toBe(14);
  });

  it('refuses a window or a confidence it cannot use', () => {
    expect(() => zeroFailureMtbfLowerBoundMs(0)).toThrow(/longer than 0/);
    expect(() => zeroFailureMtbfLowerBoundMs(day, 1)).toThrow(/between 0 and 1/);
    expect(() => chanceOfCleanWindow(day, 0)).toThrow(/above 0/);
  });
});
