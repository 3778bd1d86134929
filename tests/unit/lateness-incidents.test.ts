/** The incidents simulate()'s state machine opens and resolves: src/lib/lateness/incidents.ts. */
import {describe, expect, it} from 'vitest';

import {Incidents} from '../../src/lib/lateness/incidents';

describe('Incidents', () => {
  it('opens one incident per type and counts later occurrences on it', () => {
    const incidents = new Incidents();
    expect(incidents.open('MISSED', 'HIGH', 10)).toEqual({
      change: 'opened',
      type: 'MISSED',
      severity: 'HIGH',
    });
    expect(incidents.open('MISSED', 'HIGH', 20)).toEqual({
      change: 'occurrence',
      type: 'MISSED',
      severity: 'HIGH',
    });
    expect(incidents.list).toEqual([
      {type: 'MISSED', severity: 'HIGH', openedAt: 10, resolvedAt: null, occurrences: 2},
    ]);
  });

  it('resolves every open incident but ANOMALY on success, then opens a new one', () => {
    const incidents = new Incidents();
    incidents.open('FAIL', 'HIGH', 10);
    incidents.open('ANOMALY', 'LOW', 15);
    incidents.open('LATE', 'MEDIUM', 20);
    expect(incidents.resolveOnSuccess(30)).toEqual(['FAIL', 'LATE']);
    expect(incidents.resolveOnSuccess(40)).toEqual([]);
    expect(incidents.open('FAIL', 'HIGH', 50).change).toBe('opened');
    expect(incidents.list.map((i) => [i.type, i.resolvedAt])).toEqual([
      ['FAIL', 30],
      ['ANOMALY', null],
      ['LATE', 30],
      ['FAIL', null],
    ]);
  });
});
