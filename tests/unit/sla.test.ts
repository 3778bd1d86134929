import {describe, expect, it} from 'vitest';

import {
  computeUptime,
  errorBudgetMs,
  formatDurationShort,
  durationUnitNames,
  formatDurationWords,
  MS,
  targetFromBudget,
} from '../../src/lib/sla';
import {parseDurationText} from '../../src/lib/form-input';

const thirtyDays = 30 * MS.day;

describe('errorBudgetMs', () => {
  it('gives exactly 43 minutes 12 seconds for 99.9 % of 30 days', () => {
    expect(errorBudgetMs(99.9, thirtyDays)).toBe(2_592_000);
    expect(formatDurationWords(errorBudgetMs(99.9, thirtyDays))).toBe('43 minutes 12 seconds');
    expect(formatDurationShort(errorBudgetMs(99.9, thirtyDays))).toBe('43 min 12 s');
  });

  it('matches other well-known budgets', () => {
    expect(errorBudgetMs(99, thirtyDays)).toBe(7.2 * MS.hour);
    expect(errorBudgetMs(99.99, thirtyDays)).toBe(259_200);
    expect(errorBudgetMs(99.95, 365 * MS.day)).toBe(4 * MS.hour + 22 * MS.minute + 48 * MS.second);
    expect(errorBudgetMs(100, thirtyDays)).toBe(0);
    expect(errorBudgetMs(0, thirtyDays)).toBe(thirtyDays);
  });

  it('stays exact for periods near the largest safe integer', () => {
    const huge = 9_000_000_000_000_000;
    expect(errorBudgetMs(99.9, huge)).toBe(9_000_000_000_000);
  });

  it('rejects targets above 100, below 0, NaN, and bad periods', () => {
    expect(() => errorBudgetMs(100.1, thirtyDays)).toThrow('cannot be above 100 %, got 100.1 %');
    expect(() => errorBudgetMs(-1, thirtyDays)).toThrow('cannot be below 0 %');
    expect(() => errorBudgetMs(Number.NaN, thirtyDays)).toThrow('must be a number of percent');
    expect(() => errorBudgetMs(99.1234567, thirtyDays)).toThrow('at most 6 decimal places');
    expect(() => errorBudgetMs(99.9, 0)).toThrow('longer than 0');
    expect(() => errorBudgetMs(99.9, -5)).toThrow('longer than 0');
    expect(() => errorBudgetMs(99.9, 1.5)).toThrow('whole number of milliseconds');
  });
});

describe('targetFromBudget', () => {
  it('reverses the budget exactly', () => {
    expect(targetFromBudget(2_592_000, thirtyDays)).toBe(99.9);
    expect(targetFromBudget(0, thirtyDays)).toBe(100);
    expect(targetFromBudget(thirtyDays, thirtyDays)).toBe(0);
    expect(targetFromBudget(MS.hour, thirtyDays)).toBe(99.861111);
  });

  it('round-trips common targets', () => {
    for (const target of [90, 99, 99.5, 99.9, 99.95, 99.99, 99.999]) {
      for (const days of [1, 7, 28, 30, 31, 90, 365]) {
        const period = days * MS.day;
        expect(targetFromBudget(errorBudgetMs(target, period), period)).toBe(target);
      }
    }
  });

  it('rounds down, so a budget above 0 never shows as 100 %', () => {
    const year = 365 * MS.day;
    expect(targetFromBudget(1, year)).toBe(99.999999);
    expect(targetFromBudget(1, MS.day)).toBe(99.999998);
    expect(targetFromBudget(year - 1, year)).toBe(0);
    expect(targetFromBudget(MS.minute, thirtyDays)).toBe(99.997685);
  });

  it('rejects impossible budgets', () => {
    expect(() => targetFromBudget(1.5, thirtyDays)).toThrow('whole number of milliseconds');
    expect(() => targetFromBudget(-1, thirtyDays)).toThrow('cannot be negative');
    expect(() => targetFromBudget(thirtyDays + 1, thirtyDays)).toThrow('longer than the period');
    expect(() => targetFromBudget(Number.NaN, thirtyDays)).toThrow('must be a number');
  });
});

describe('computeUptime', () => {
  it('counts OK and LATE in the grace period as up, MISSED, FAILING and LATE past it as down, DISABLED as nothing', () => {
    const result = computeUptime([
      {status: 'OK', durationMs: 700 * MS.hour},
      {status: 'LATE', late: 'waiting', durationMs: MS.hour},
      {status: 'LATE', late: 'overrun', durationMs: 3 * MS.hour},
      {status: 'MISSED', durationMs: 2 * MS.hour},
      {status: 'FAILING', durationMs: 2 * MS.hour},
      {status: 'DISABLED', durationMs: 15 * MS.hour},
    ]);
    expect(result).toEqual({
      upMs: 701 * MS.hour,
      downMs: 7 * MS.hour,
      excludedMs: 15 * MS.hour,
      uptimePercent: (100 * 701) / 708,
    });
  });

  it('has no uptime when no time counts', () => {
    expect(computeUptime([]).uptimePercent).toBeNull();
    expect(computeUptime([{status: 'DISABLED', durationMs: MS.day}]).uptimePercent).toBeNull();
  });

  it('rejects negative and NaN durations and unknown statuses', () => {
    expect(() => computeUptime([{status: 'OK', durationMs: -1}])).toThrow(
      'Segment 1 has a negative duration',
    );
    expect(() => computeUptime([{status: 'OK', durationMs: Number.NaN}])).toThrow(
      'Segment 1 has no valid duration.',
    );
    expect(() => computeUptime([{status: 'UP' as 'OK', durationMs: 1}])).toThrow(
      'unknown status "UP"',
    );
  });
});

describe('formatDurationWords', () => {
  it('writes days, hours, minutes, seconds and milliseconds in words', () => {
    expect(formatDurationWords(0)).toBe('0 seconds');
    expect(formatDurationWords(1000)).toBe('1 second');
    expect(formatDurationWords(MS.day + 2 * MS.hour)).toBe('1 day 2 hours');
    expect(formatDurationWords(259_200)).toBe('4 minutes 19 seconds 200 milliseconds');
    expect(formatDurationWords(1200 * MS.day)).toBe('1,200 days');
    expect(formatDurationWords(0.4)).toBe('0 seconds');
  });

  it('names its units in durationUnitNames, largest first', () => {
    expect(durationUnitNames).toEqual(['days', 'hours', 'minutes', 'seconds', 'milliseconds']);
    const words = formatDurationWords(MS.day + MS.hour + MS.minute + MS.second + 1);
    expect(words.split(' ').filter((_, i) => i % 2 === 1)).toEqual(
      durationUnitNames.map((unit) => unit.replace(/s$/, '')),
    );
  });

  it('rejects negative and non-finite values', () => {
    expect(() => formatDurationWords(-1)).toThrow('cannot be negative');
    expect(() => formatDurationWords(Number.NaN)).toThrow('finite');
  });
});

describe('parseDurationText', () => {
  it('reads units in several spellings', () => {
    expect(parseDurationText('43m 12s')).toBe(2_592_000);
    expect(parseDurationText('43 min 12 s')).toBe(2_592_000);
    expect(parseDurationText('1 day 2 hours')).toBe(MS.day + 2 * MS.hour);
    expect(parseDurationText('1.5h')).toBe(1.5 * MS.hour);
    expect(parseDurationText('250ms')).toBe(250);
  });

  it('explains what is wrong', () => {
    expect(() => parseDurationText('')).toThrow('Enter a duration');
    expect(() => parseDurationText('43')).toThrow('is not a duration such as');
    expect(() => parseDurationText('5 weeks')).toThrow('"weeks" is not a unit');
    expect(() => parseDurationText('-5m')).toThrow('cannot be negative');
  });
});
