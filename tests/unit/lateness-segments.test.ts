/** The status timeline of simulate()'s state machine: src/lib/lateness/segments.ts. */
import {describe, expect, it} from 'vitest';

import type {LatenessEvent} from '../../src/lib/lateness';
import {Segments} from '../../src/lib/lateness/segments';

const due = (at: number): LatenessEvent => ({kind: 'due', at, due: at, deadline: at + 2});
const shape = (segments: Segments) =>
  segments.result().map((s) => `${s.status}${s.late ? `(${s.late})` : ''} ${s.start}-${s.end}`);

describe('Segments', () => {
  const start = {kind: 'start', at: 0, schedule: 'cron'} as const;

  it('starts a segment when the status or the cause of LATE changes, not otherwise', () => {
    const segments = new Segments(start, 100);
    segments.record(due(10), 'LATE', 'waiting');
    segments.record(due(20), 'LATE', 'waiting');
    segments.record(due(30), 'LATE', 'overrun');
    segments.record(due(40), 'OK', undefined);
    expect(shape(segments)).toEqual([
      'OK 0-10',
      'LATE(waiting) 10-30',
      'LATE(overrun) 30-40',
      'OK 40-100',
    ]);
  });

  it('keeps one segment per instant, caused by the last event of that instant', () => {
    const segments = new Segments(start, 100);
    const first = due(10);
    const last = due(10);
    segments.record(first, 'LATE', 'waiting');
    segments.record(last, 'MISSED', undefined);
    const result = segments.result();
    expect(shape(segments)).toEqual(['OK 0-10', 'MISSED 10-100']);
    expect(result[1]!.cause).toBe(last);
  });

  it('merges back into the segment before when an instant ends where it began', () => {
    const segments = new Segments(start, 100);
    segments.record(due(10), 'LATE', 'waiting');
    segments.record(due(10), 'OK', undefined);
    expect(shape(segments)).toEqual(['OK 0-100']);
  });

  it('changes the first segment in place when an event at the start changes the status', () => {
    const segments = new Segments(start, 100);
    const event = due(0);
    segments.record(event, 'FAILING', undefined);
    expect(shape(segments)).toEqual(['FAILING 0-100']);
    expect(segments.result()[0]!.cause).toBe(event);
  });
});
