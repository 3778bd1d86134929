/**
 * The sentences the lateness timeline tool shows for the events of simulate():
 * each kind of event once, from the grace-periods page's worked example and a
 * few short scenarios.
 */
import {describe, expect, it} from 'vitest';

import {
  describeEvent,
  describeSegment,
  formatLength,
  formatTime,
} from '../../src/components/LatenessTimeline/narration';
import {latenessExample} from '../../src/data/lateness-example';
import {simulate} from '../../src/lib/lateness';
import {ping, scenario, t} from '../helpers/lateness-scenario';

const example = simulate({
  schedule: {type: 'cron', expression: latenessExample.expression, timeZone: 'UTC'},
  graceSeconds: latenessExample.graceSeconds,
  from: t(latenessExample.from),
  to: t(latenessExample.to),
  pings: latenessExample.pings.map((p) => ping(p.time, p.kind)),
});
const said = (time: string): string[] =>
  example.events.filter((event) => event.at === t(time)).map(describeEvent);

describe('the narration of the worked example', () => {
  // Each kind of event once: the time of the example, what happened, and what the tool says.
  const cases: {at: string; event: string; says: string}[] = [
    {
      at: '10:05:00',
      event: 'a due time with no ping yet',
      says: 'The run due at 10:05 has sent no ping; its grace period lasts until 10:07.',
    },
    {
      at: '10:07:00',
      event: 'a missed deadline',
      says: 'No ping for the run due at 10:05 by 10:07 (due time + grace period): MISSED incident opened (HIGH).',
    },
    {
      at: '10:09:00',
      event: 'a lone early success',
      says: 'Success ping at 10:09:00, without a start ping, is run 2. It came within the grace period before 10:10, so it counts for the run due at 10:10. Resolves the open MISSED incident.',
    },
    {
      at: '10:17:00',
      event: 'a started run that overran',
      says: 'The run started at 10:15:00 sent neither success nor fail by 10:17:00 (start + grace period): LATE incident opened (MEDIUM).',
    },
    {
      at: '10:26:00',
      event: 'a success that closes the oldest open run',
      says: 'Success ping at 10:26:00 closed run 4, started at 10:20:00 (the oldest open run). Resolves the open LATE incident.',
    },
    {
      at: '10:30:20',
      event: 'a fail that closes its run',
      says: 'Fail ping at 10:30:20 closed run 6, started at 10:30:00. FAIL incident opened (HIGH).',
    },
    {
      at: '10:37:00',
      event: 'a success too early for the next due time, an extra run',
      says: 'Success ping at 10:37:00, without a start ping, is run 8. It is an extra run: it came more than the grace period before the next due time (10:40), so it does not count for it.',
    },
  ];
  for (const {at, event, says} of cases) {
    it(`narrates ${event} (${at})`, () => expect(said(at)).toEqual([says]));
  }

  it('gives every segment the sentence of the event that started it', () => {
    const [first, ...rest] = example.segments;
    expect(describeSegment(first!)).toBe('Start of the timeline.');
    for (const segment of rest) {
      const event = example.events.filter((e) => e.at === segment.start).at(-1)!;
      expect(describeSegment(segment)).toBe(describeEvent(event));
    }
  });
});

describe('the narration of other schedules and repeats', () => {
  it('explains the start of interval and manual timelines', () => {
    const window = {from: t('10:00:00'), to: t('10:15:00')};
    const interval = scenario({...window, schedule: {type: 'interval', seconds: 300}})([]);
    const manual = scenario({...window, schedule: {type: 'manual'}})([]);
    expect(describeSegment(interval.segments[0]!)).toContain('one interval after its first ping');
    expect(describeSegment(manual.segments[0]!)).toContain('has no due times');
  });

  it('counts a repeat on the open incident instead of opening one', () => {
    const r = scenario({from: t('10:00:00'), to: t('10:15:00')})([
      ping('10:00:00', 'fail'),
      ping('10:05:00', 'fail'),
    ]);
    expect(describeEvent(r.events.find((e) => e.at === t('10:05:00'))!)).toBe(
      'Fail ping at 10:05:00, without a start ping, is run 2. It counts for the run due at 10:05. the open FAIL incident counts one more occurrence.',
    );
  });

  it('shows times in UTC as HH:MM:SS', () => {
    expect(formatTime(Date.parse('2026-03-02T23:59:07Z'))).toBe('23:59:07');
  });
});

describe('formatLength', () => {
  it('reads an hour or more in hours, to the second', () => {
    expect(formatLength((1398 * 60 + 39) * 1000)).toBe('23 h 18 min 39 s');
    expect(formatLength(60 * 60 * 1000)).toBe('1 h');
    expect(formatLength(24 * 60 * 60 * 1000 + 5 * 60 * 1000)).toBe('1 d 5 min');
  });

  it('keeps shorter lengths in minutes and seconds, rounded to the second', () => {
    expect(formatLength(59 * 60 * 1000 + 59_400)).toBe('59 min 59 s');
    expect(formatLength(59 * 60 * 1000 + 59_500)).toBe('1 h');
    expect(formatLength(2 * 60 * 1000)).toBe('2 min');
    expect(formatLength(41_000)).toBe('41 s');
    expect(formatLength(0)).toBe('0 s');
  });
});
