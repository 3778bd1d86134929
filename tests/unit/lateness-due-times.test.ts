/** When a run is due and which due time a ping counts for: src/lib/lateness/due-times.ts. */
import {describe, expect, it} from 'vitest';

import {
  CronDueTimes,
  cronDueTimes,
  dueTimesFor,
  IntervalDueTimes,
  NoDueTimes,
} from '../../src/lib/lateness/due-times';
import {t} from '../helpers/lateness-scenario';

const MINUTE = 60_000;
const grace = 2 * MINUTE;

describe('cronDueTimes', () => {
  it('lists the due times from the start to the end of the timeline, both included', () => {
    expect(cronDueTimes('*/5 * * * *', 'UTC', t('10:00:00'), t('10:15:00'), 100)).toEqual([
      t('10:00:00'),
      t('10:05:00'),
      t('10:10:00'),
      t('10:15:00'),
    ]);
  });

  it('gives null for more due times than the limit, and the list at the limit', () => {
    expect(cronDueTimes('* * * * *', 'UTC', t('10:00:00'), t('10:09:00'), 9)).toBeNull();
    expect(cronDueTimes('* * * * *', 'UTC', t('10:00:00'), t('10:09:00'), 10)).toHaveLength(10);
  });
});

describe('CronDueTimes.claim', () => {
  const dues = () => new CronDueTimes([t('10:05:00'), t('10:10:00')], grace);

  it('counts a ping in [D - G, D + G) for D, early when before D', () => {
    expect(dues().claim(t('10:03:00'))).toEqual({kind: 'counts', due: t('10:05:00'), early: true});
    expect(dues().claim(t('10:05:00'))).toEqual({
      kind: 'counts',
      due: t('10:05:00'),
      early: false,
    });
    expect(dues().claim(t('10:06:59'))).toEqual({
      kind: 'counts',
      due: t('10:05:00'),
      early: false,
    });
  });

  it('makes a ping at D + G or more than G before D an extra run, naming the next due time', () => {
    expect(dues().claim(t('10:07:00'))).toEqual({kind: 'extra', nextDue: t('10:10:00')});
    expect(dues().claim(t('10:02:59'))).toEqual({kind: 'extra', nextDue: t('10:05:00')});
    expect(dues().claim(t('10:12:00'))).toEqual({kind: 'extra', nextDue: null});
  });

  it('lets one ping claim a due time: the next one in the window is an extra run', () => {
    const cron = dues();
    cron.claim(t('10:05:00'));
    expect(cron.isOpen({due: t('10:05:00')})).toBe(false);
    expect(cron.claim(t('10:06:00'))).toEqual({kind: 'extra', nextDue: t('10:10:00')});
  });

  it('gives a missed due time no more pings', () => {
    const cron = new CronDueTimes([t('10:05:00'), t('10:06:00')], grace);
    cron.markMissed(t('10:05:00'));
    expect(cron.claim(t('10:05:30'))).toEqual({kind: 'counts', due: t('10:06:00'), early: true});
  });
});

describe('IntervalDueTimes', () => {
  it('is due one interval after each ping, and only the last ping’s due time is open', () => {
    const interval = new IntervalDueTimes(5 * MINUTE);
    const first = interval.afterPing(t('10:00:00'));
    expect(first.due).toBe(t('10:05:00'));
    expect(interval.isOpen(first)).toBe(true);
    const second = interval.afterPing(t('10:03:00'));
    expect(second.due).toBe(t('10:08:00'));
    expect(interval.isOpen(first)).toBe(false);
    expect(interval.isOpen(second)).toBe(true);
  });

  it('has no due time before the first ping and matches no ping to one', () => {
    const interval = new IntervalDueTimes(5 * MINUTE);
    expect(interval.fixed).toEqual([]);
    expect(interval.claim()).toBeUndefined();
  });
});

describe('dueTimesFor', () => {
  it('builds the due times of each kind of schedule', () => {
    const from = t('10:00:00');
    const to = t('11:00:00');
    const cron = dueTimesFor({type: 'cron', expression: '0 * * * *'}, grace, from, to, 100);
    expect(cron).toBeInstanceOf(CronDueTimes);
    expect(cron?.fixed).toEqual([t('10:00:00'), t('11:00:00')]);
    expect(dueTimesFor({type: 'interval', seconds: 300}, grace, from, to, 100)).toBeInstanceOf(
      IntervalDueTimes,
    );
    const manual = dueTimesFor({type: 'manual'}, grace, from, to, 100);
    expect(manual).toBeInstanceOf(NoDueTimes);
    expect(manual?.hasDueTimes).toBe(false);
    expect(manual?.afterPing(from)).toBeNull();
  });
});
