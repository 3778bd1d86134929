import {describe, expect, it} from 'vitest';

import {formatTime} from '../../src/components/LatenessTimeline/narration';
import {gracePeriod} from '../../src/data/facts';
import {latenessExample} from '../../src/data/lateness-example';
import {simulate, type LatenessInput, type LatenessSchedule} from '../../src/lib/lateness';
import {everyFive, pingEvent, ping, scenario, scenarioTests, t} from '../helpers/lateness-scenario';

const run = scenario({from: t('10:00:00'), to: t('10:15:00')});

describe('the worked example on /monitors/grace-periods', () => {
  const result = simulate({
    schedule: {
      type: 'cron',
      expression: latenessExample.expression,
      timeZone: latenessExample.timeZone,
    },
    graceSeconds: latenessExample.graceSeconds,
    from: t(latenessExample.from),
    to: t(latenessExample.to),
    pings: latenessExample.pings.map((p) => ping(p.time, p.kind)),
  });

  it('produces exactly the timeline the page shows', () => {
    expect(result.problems).toEqual([]);
    expect(
      result.segments.map((s) => ({
        status: s.status,
        start: formatTime(s.start),
        end: formatTime(s.end),
      })),
    ).toEqual(
      latenessExample.expectedSegments.map(({status, start, end}) => ({status, start, end})),
    );
  });

  it('opens and resolves exactly the incidents the page lists', () => {
    expect(
      result.incidents.map((i) => ({
        type: i.type,
        severity: i.severity,
        opened: formatTime(i.openedAt),
        resolved: i.resolvedAt === null ? null : formatTime(i.resolvedAt),
      })),
    ).toEqual(latenessExample.expectedIncidents);
  });

  it('uses a grace period the product allows', () => {
    expect(latenessExample.graceSeconds).toBeGreaterThanOrEqual(gracePeriod.minSeconds);
  });
});

describe('due time and grace period', () => {
  scenarioTests(run, [
    {
      name: 'is OK while every run pings on time',
      pings: [
        ping('10:00:00', 'success'),
        ping('10:05:00', 'success'),
        ping('10:10:00', 'success'),
      ],
      timeline: ['OK 10:00:00-10:15:00'],
      opened: [],
    },
    {
      name: 'is LATE from D to D + G with no incident, then MISSED with a HIGH incident',
      pings: [ping('10:00:00', 'success')],
      timeline: [
        'OK 10:00:00-10:05:00',
        'LATE(waiting) 10:05:00-10:07:00',
        'MISSED 10:07:00-10:15:00',
      ],
      opened: ['MISSED HIGH 10:07:00-open x2'],
    },
    {
      name: 'counts a ping within the grace period after D for D: LATE only for those minutes',
      pings: [
        ping('10:00:00', 'success'),
        ping('10:06:00', 'success'),
        ping('10:10:00', 'success'),
      ],
      timeline: ['OK 10:00:00-10:05:00', 'LATE(waiting) 10:05:00-10:06:00', 'OK 10:06:00-10:15:00'],
      opened: [],
    },
    {
      name: 'treats a ping exactly at D + G as too late for D',
      pings: [ping('10:00:00', 'success'), ping('10:07:00', 'success')],
      // The 10:07 success resolves the incident but is an extra run: 10:10 is missed too.
      opened: ['MISSED HIGH 10:07:00-10:07:00', 'MISSED HIGH 10:12:00-open'],
    },
    {
      name: 'adds occurrences to an open MISSED incident instead of opening another',
      pings: [ping('10:00:00', 'success')],
      overrides: {to: t('10:20:00')},
      also: (r) => {
        expect(r.incidents).toHaveLength(1);
        expect(r.incidents[0]!.occurrences).toBe(3);
      },
    },
  ]);
});

describe('early pings', () => {
  scenarioTests(run, [
    {
      name: 'counts a success within G before D for D',
      pings: [
        ping('10:00:00', 'success'),
        ping('10:03:30', 'success'),
        ping('10:10:00', 'success'),
      ],
      timeline: ['OK 10:00:00-10:15:00'],
      also: (r) =>
        expect(pingEvent(r, t('10:03:30'))?.match).toEqual({
          kind: 'counts',
          due: t('10:05:00'),
          early: true,
        }),
    },
    {
      name: 'counts a ping earlier than D - G as an extra run that does not satisfy D',
      pings: [ping('10:00:00', 'success'), ping('10:02:00', 'success')],
      timeline: [
        'OK 10:00:00-10:05:00',
        'LATE(waiting) 10:05:00-10:07:00',
        'MISSED 10:07:00-10:15:00',
      ],
      also: (r) =>
        expect(pingEvent(r, t('10:02:00'))?.match).toEqual({kind: 'extra', nextDue: t('10:05:00')}),
    },
  ]);
});

describe('start ping without success', () => {
  scenarioTests(run, [
    {
      name: 'opens a MEDIUM LATE incident G after the start and resolves it on success',
      pings: [
        ping('10:00:00', 'start'),
        ping('10:03:00', 'success'),
        ping('10:05:00', 'success'),
        ping('10:10:00', 'success'),
      ],
      timeline: ['OK 10:00:00-10:02:00', 'LATE(overrun) 10:02:00-10:03:00', 'OK 10:03:00-10:15:00'],
      opened: ['LATE MEDIUM 10:02:00-10:03:00'],
    },
    {
      name: 'does not open LATE when the run finishes within G of its start',
      pings: [
        ping('10:00:00', 'start'),
        ping('10:01:59', 'success'),
        ping('10:05:00', 'success'),
        ping('10:10:00', 'success'),
      ],
      opened: [],
    },
    {
      name: 'satisfies the due time with the start ping alone',
      pings: [ping('10:00:00', 'success'), ping('10:05:00', 'start')],
      overrides: {to: t('10:06:30')},
      timeline: ['OK 10:00:00-10:06:30'],
    },
  ]);
});

describe('fail pings', () => {
  scenarioTests(run, [
    {
      name: 'is FAILING with a HIGH FAIL incident until a success ping',
      pings: [ping('10:00:00', 'fail'), ping('10:05:00', 'fail'), ping('10:10:00', 'success')],
      timeline: ['FAILING 10:00:00-10:10:00', 'OK 10:10:00-10:15:00'],
      opened: ['FAIL HIGH 10:00:00-10:10:00 x2'],
    },
    {
      name: 'stays FAILING when a later run is missed, and still opens the MISSED incident',
      pings: [ping('10:00:00', 'fail')],
      timeline: ['FAILING 10:00:00-10:15:00'],
      opened: ['FAIL HIGH 10:00:00-open', 'MISSED HIGH 10:07:00-open x2'],
    },
  ]);
});

describe('overlapping runs', () => {
  scenarioTests(run, [
    {
      name: 'closes the oldest open run first and follows the most recently completed run',
      pings: [
        ping('10:00:00', 'start'),
        ping('10:01:00', 'start'),
        ping('10:01:30', 'fail'),
        ping('10:01:50', 'success'),
        ping('10:05:00', 'success'),
        ping('10:10:00', 'success'),
      ],
      timeline: ['OK 10:00:00-10:01:30', 'FAILING 10:01:30-10:01:50', 'OK 10:01:50-10:15:00'],
      also: (r) => {
        expect(pingEvent(r, t('10:01:30'))?.closed).toEqual({
          startedAt: t('10:00:00'),
          othersOpen: true,
        });
        expect(pingEvent(r, t('10:01:50'))?.closed).toEqual({
          startedAt: t('10:01:00'),
          othersOpen: false,
        });
      },
    },
  ]);
});

describe('interval schedules', () => {
  const hourly: LatenessSchedule = {type: 'interval', seconds: 300};

  scenarioTests(run, [
    {
      name: 'is due one interval after the last ping of any kind',
      pings: [ping('10:00:00', 'success'), ping('10:04:00', 'start'), ping('10:04:30', 'success')],
      overrides: {schedule: hourly},
      // Next due 10:09:30, LATE until 10:11:30, then MISSED.
      timeline: [
        'OK 10:00:00-10:09:30',
        'LATE(waiting) 10:09:30-10:11:30',
        'MISSED 10:11:30-10:15:00',
      ],
    },
    {
      name: 'has no due time before the first ping',
      pings: [],
      overrides: {schedule: hourly},
      timeline: ['OK 10:00:00-10:15:00'],
    },
  ]);
});

describe('manual schedules', () => {
  scenarioTests(run, [
    {
      name: 'never turns LATE or MISSED, only FAILING',
      pings: [ping('10:01:00', 'start'), ping('10:09:00', 'fail')],
      overrides: {schedule: {type: 'manual'}},
      timeline: ['OK 10:00:00-10:09:00', 'FAILING 10:09:00-10:15:00'],
      opened: ['FAIL HIGH 10:09:00-open'],
    },
  ]);
});

describe('cron schedules with a time zone', () => {
  it('evaluates due times in the zone', () => {
    const r = simulate({
      schedule: {type: 'cron', expression: '0 11 * * *', timeZone: 'Europe/Berlin'},
      graceSeconds: 300,
      from: t('09:00:00'),
      to: t('10:30:00'),
      pings: [],
    });
    // 11:00 in Berlin (UTC+01:00 in March before the change) is 10:00 UTC.
    expect(r.segments.map((s) => `${s.status} ${formatTime(s.start)}`)).toEqual([
      'OK 09:00:00',
      'LATE 10:00:00',
      'MISSED 10:05:00',
    ]);
  });
});

describe('invalid input never throws', () => {
  const base: LatenessInput = {
    schedule: everyFive,
    graceSeconds: 120,
    from: t('10:00:00'),
    to: t('10:15:00'),
    pings: [],
  };
  const cases: [string, Partial<LatenessInput>, string][] = [
    ['grace below the minimum', {graceSeconds: 10}, 'between 60 and 86400'],
    ['grace above the maximum', {graceSeconds: 100_000}, 'between 60 and 86400'],
    ['fractional grace', {graceSeconds: 90.5}, 'whole number'],
    ['end before start', {to: t('09:00:00')}, 'after its start'],
    ['NaN times', {from: Number.NaN}, 'valid times'],
    ['a bad cron expression', {schedule: {type: 'cron', expression: '0 0 * * * *'}}, '6 fields'],
    [
      'a bad time zone',
      {schedule: {type: 'cron', expression: '* * * * *', timeZone: 'Nope/Nope'}},
      'IANA',
    ],
    [
      'an interval below the minimum',
      {schedule: {type: 'interval', seconds: 30}},
      'between 60 and',
    ],
    ['a ping without a time', {pings: [{at: Number.NaN, kind: 'start'}]}, 'valid time'],
    [
      'too many due times',
      {schedule: {type: 'cron', expression: '* * * * *'}, to: t('10:00:00') + 3 * 86_400_000},
      'more than 2000',
    ],
  ];
  for (const [name, overrides, message] of cases) {
    it(name, () => {
      const result = simulate({...base, ...overrides});
      expect(result.problems.join(' ')).toContain(message);
      expect(result.segments).toEqual([]);
    });
  }
});
