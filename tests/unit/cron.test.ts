import {Cron} from 'croner';
import {describe, expect, it} from 'vitest';

import {cronDialect, dstRiskyLocalHours} from '../../src/data/facts';
import {
  controllerDstRules,
  cronUtcAdvice,
  dstExampleZones,
  dstOutlierZones,
  dstSchedulers,
  explorerRunCount,
} from '../../src/data/schedules';
import {
  explainCron,
  instantOfWallTime,
  lastListedMinute,
  nextRuns,
  parseCron,
  readRunListStart,
  type CronSchedule,
} from '../../src/lib/cron';
import {dstChangeWindows} from '../../src/lib/timezone';
import {at, iso} from '../helpers/instants';

function schedule(expression: string): CronSchedule {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(`${expression}: ${parsed.problem.message}`);
  return parsed.schedule;
}

/** nextRuns from an ISO start instant, with each run's local time, offset and DST note. */
function runsWithDetails(expression: string, timeZone: string, from: string, count: number) {
  return nextRuns(schedule(expression), timeZone, at(from), count);
}

function runs(expression: string, timeZone: string, from: string, count: number): string[] {
  return runsWithDetails(expression, timeZone, from, count).map((run) => iso(run.at));
}

interface RunsCase {
  does: string;
  expression: string;
  /** The ISO instant the list starts after. */
  from: string;
  /** The runs nextRuns lists, as ISO instants: all it lists when asked for this many. */
  runs: string[];
}

/** One test per case: nextRuns in `timeZone` lists exactly the case's runs. */
function runsTests(timeZone: string, cases: RunsCase[]): void {
  for (const {does, expression, from, runs: expected} of cases) {
    it(does, () => expect(runs(expression, timeZone, from, expected.length)).toEqual(expected));
  }
}

/** explainCron from an ISO start instant. */
function explain(expression: string, timeZone: string, from: string, count: number) {
  return explainCron({expression, timeZone, from: at(from), count});
}

function problem(expression: string): string {
  const parsed = parseCron(expression);
  if (parsed.ok) throw new Error(`${expression} was accepted`);
  return parsed.problem.message;
}

describe('parseCron: what the dialect accepts', () => {
  it('accepts every macro of the dialect', () => {
    for (const macro of cronDialect.macros) expect(parseCron(macro).ok, macro).toBe(true);
  });

  it('accepts lists, ranges, steps, names and 7 for Sunday', () => {
    for (const expression of [
      '0,15,30,45 * * * *',
      '0 9-17 * * 1-5',
      '*/5 * * * *',
      '0 0-12/3 * * *',
      '0 0 * JAN-MAR MON',
      '0 0 * * 7',
    ]) {
      expect(parseCron(expression).ok, expression).toBe(true);
    }
    expect([...schedule('0 0 * * 7').daysOfWeek]).toEqual([0]);
    expect(schedule('0 0-12/3 * * *').hours).toEqual([0, 3, 6, 9, 12]);
  });

  it('tolerates surrounding and repeated whitespace', () => {
    expect(parseCron('  */5   *  * * *  ').ok).toBe(true);
  });
});

describe('parseCron: why an expression is invalid', () => {
  it('says which field is out of range and what the range is', () => {
    expect(problem('61 * * * *')).toBe('minute field: 61 is out of range 0-59');
    expect(problem('0 24 * * *')).toBe('hour field: 24 is out of range 0-23');
    expect(problem('0 0 0 * *')).toBe('day of month field: 0 is out of range 1-31');
    expect(problem('0 0 * 13 *')).toBe('month field: 13 is out of range 1-12');
    expect(problem('0 0 * * 8')).toBe('day of week field: 8 is out of range 0-7');
  });

  it('rejects a 6-field expression instead of reading it as seconds', () => {
    const message = problem('0 */5 * * * *');
    expect(message).toContain('6 fields found');
    expect(message).toContain('seconds field is not supported');
    expect(message).toContain('*/5 * * * *');
  });

  it('rejects Quartz-style 7 fields and wrong field counts', () => {
    expect(problem('0 0 12 * * ? 2027')).toContain('7 fields found');
    expect(problem('* * * *')).toBe(
      "4 fields found; Saturn's dialect has 5 (minute, hour, day of month, month, day of week).",
    );
  });

  it.each([
    ['an empty expression with a prompt', '', 'Enter a cron expression'],
    ['a blank expression with a prompt', '   ', 'Enter a cron expression'],
    ['the L operator, outside the dialect', '0 0 L * *', '"L"'],
    ['the # operator, outside the dialect', '0 0 * * 5#3', '"#"'],
    ['the ? operator, outside the dialect', '0 0 ? * *', '"?"'],
    ['@reboot, which is not a schedule', '@reboot', '@reboot is not a schedule'],
    ['a macro outside the dialect', '@every 5m', 'not a supported macro'],
    ['a range that runs backwards', '5-1 * * * *', 'runs backwards'],
    ['a step of 0', '*/0 * * * *', 'step'],
    ['a step after a single value', '5/10 * * * *', 'write 5-59/10 or */10'],
    ['a list with an empty item', '1,,2 * * * *', 'empty item'],
    ['a word in a number field', 'abc * * * *', '"abc" is not a number'],
    ['an unknown month name', '0 0 * FOO *', '"FOO" is not a month name'],
  ])('rejects %s: %j', (_case, expression, message) => {
    expect(problem(expression)).toContain(message);
  });

  it('handles huge input without hanging or throwing', () => {
    expect(problem('1'.repeat(5000))).toContain('at most 256');
    expect(problem(`${'9'.repeat(200)} * * * *`)).toMatch(
      /^minute field: 9{24}\.\.\. is out of range 0-59$/,
    );
    const longList = Array.from({length: 60}, (_, minute) => minute).join(',');
    expect(parseCron(`${longList} * * * *`).ok).toBe(true);
    const started = Date.now();
    const result = explain('* * * * *', 'Europe/Berlin', '2026-11-21T00:00:00Z', 1_000_000);
    expect(result.runs).toHaveLength(1000);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('nextRuns agrees with croner where no DST is involved', () => {
  const expressions = [
    '*/7 * * * *',
    '0 9-17/2 * * 1-5',
    '15 3 1,15 * *',
    '0 0 * * 0',
    '30 4 29 2 *',
    '0 12 * JUN-AUG SAT',
  ];
  for (const expression of expressions) {
    it(expression, () => {
      const from = at('2026-05-01T00:00:00Z');
      const croner = new Cron(expression, {timezone: 'UTC', paused: true});
      const expected: string[] = [];
      let cursor: Date | null = new Date(from);
      for (let index = 0; index < 12 && cursor; index += 1) {
        cursor = croner.nextRun(cursor);
        if (cursor) expected.push(iso(cursor.getTime()));
      }
      expect(runs(expression, 'UTC', '2026-05-01T00:00:00Z', 12)).toEqual(expected);
    });
  }
});

describe('day of month and day of week combine like Vixie cron', () => {
  it('uses OR when both are restricted', () => {
    expect(runs('0 0 13 * 5', 'UTC', '2026-11-01T00:00:00Z', 4)).toEqual([
      '2026-11-06T00:00:00Z',
      '2026-11-13T00:00:00Z',
      '2026-11-20T00:00:00Z',
      '2026-11-27T00:00:00Z',
    ]);
    const result = explain('0 0 13 * 5', 'UTC', '2026-11-01T00:00:00Z', 1);
    expect(result.warnings.map((warning) => warning.kind)).toContain('dom-dow-or');
    expect(result.warnings[0]!.message).toContain('every Friday');
  });

  it('uses AND when one day field begins with *', () => {
    // Odd days of the month that are also Mondays.
    expect(runs('0 0 */2 * 1', 'UTC', '2026-11-01T00:00:00Z', 3)).toEqual([
      '2026-11-09T00:00:00Z',
      '2026-11-23T00:00:00Z',
      '2026-12-07T00:00:00Z',
    ]);
    const result = explain('0 0 */2 * 1', 'UTC', '2026-11-01T00:00:00Z', 1);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(['dom-dow-star-step']);
  });
});

describe('DST in America/New_York (spring forward 2027-03-14, fall back 2026-11-01)', () => {
  // Each run as [UTC instant, local time, offset, DST note].
  const fixedTimeCases = [
    {
      does: 'moves a fixed-time run in the skipped hour to the moment the clock jumps',
      expression: '30 2 * * *',
      from: '2027-03-13T12:00:00Z',
      runs: [
        ['2027-03-14T07:00:00Z', '2027-03-14 03:00', 'UTC-04:00', 'gap-moved'],
        ['2027-03-15T06:30:00Z', '2027-03-15 02:30', 'UTC-04:00', null],
      ],
    },
    {
      does: 'runs a fixed-time run once in the repeated hour, at the first occurrence',
      expression: '30 1 * * *',
      from: '2026-10-31T12:00:00Z',
      runs: [
        ['2026-11-01T05:30:00Z', '2026-11-01 01:30', 'UTC-04:00', 'repeat-once'],
        ['2026-11-02T06:30:00Z', '2026-11-02 01:30', 'UTC-05:00', null],
      ],
    },
  ];
  for (const {does, expression, from, runs: expected} of fixedTimeCases) {
    it(does, () => {
      const list = runsWithDetails(expression, 'America/New_York', from, expected.length);
      expect(list.map((run) => [iso(run.at), run.local, run.offset, run.dst ?? null])).toEqual(
        expected,
      );
    });
  }

  runsTests('America/New_York', [
    {
      does: 'collapses several skipped fixed-time runs into one',
      expression: '0,20,40 2 * * *',
      from: '2027-03-14T05:00:00Z',
      runs: ['2027-03-14T07:00:00Z', '2027-03-15T06:00:00Z'],
    },
    {
      does: 'skips wildcard runs in the skipped hour',
      expression: '*/30 * * * *',
      from: '2027-03-14T06:00:00Z',
      runs: ['2027-03-14T06:30:00Z', '2027-03-14T07:00:00Z', '2027-03-14T07:30:00Z'],
    },
    {
      does: 'runs a wildcard run twice in the repeated hour',
      expression: '*/30 1 * * *',
      from: '2026-11-01T04:00:00Z',
      runs: [
        '2026-11-01T05:00:00Z',
        '2026-11-01T05:30:00Z',
        '2026-11-01T06:00:00Z',
        '2026-11-01T06:30:00Z',
      ],
    },
  ]);

  it('warns about the next gap with the time the run really fires', () => {
    const result = explain('30 2 * * *', 'America/New_York', '2026-11-21T00:00:00Z', 10);
    const gap = result.warnings.find((warning) => warning.kind === 'dst-gap');
    expect(gap?.message).toContain('2027-03-14');
    expect(gap?.message).toContain('02:30 does not exist');
    expect(gap?.message).toContain('at 03:00 local time');
  });

  it('makes the verb agree with the number of times in a wildcard gap', () => {
    const one = explain('@hourly', 'Europe/Berlin', '2026-03-01T00:00:00Z', 10);
    const gap = one.warnings.find((warning) => warning.kind === 'dst-gap');
    expect(gap?.message).toContain('so 02:00 does not exist');
    expect(gap?.message).toContain('so that run is skipped');
    const two = explain('*/30 * * * *', 'Europe/Berlin', '2026-03-01T00:00:00Z', 10);
    const gaps = two.warnings.find((warning) => warning.kind === 'dst-gap');
    expect(gaps?.message).toContain('so 02:00, 02:30 do not exist');
    expect(gaps?.message).toContain('so those runs are skipped');
  });
});

describe('DST in Europe/Berlin (spring forward 2027-03-28, fall back 2027-10-31)', () => {
  runsTests('Europe/Berlin', [
    {
      does: 'moves 02:30 to 03:00 CEST on the day of the gap',
      expression: '30 2 * * *',
      from: '2027-03-27T12:00:00Z',
      runs: ['2027-03-28T01:00:00Z', '2027-03-29T00:30:00Z'],
    },
    {
      does: 'runs 02:30 once on the day of the repeat, at 02:30 CEST',
      expression: '30 2 * * *',
      from: '2027-10-30T12:00:00Z',
      runs: ['2027-10-31T00:30:00Z', '2027-11-01T01:30:00Z'],
    },
  ]);

  it('warns that a fixed-time repeat runs once', () => {
    const result = explain('30 2 * * *', 'Europe/Berlin', '2027-06-01T00:00:00Z', 1);
    const repeat = result.warnings.find((warning) => warning.kind === 'dst-repeat');
    expect(repeat?.message).toContain('2027-10-31');
    expect(repeat?.message).toContain('due once, at the first occurrence (UTC+02:00)');
  });

  it('has no DST warning for a time outside the changed hours', () => {
    const result = explain('0 12 * * *', 'Europe/Berlin', '2027-01-01T00:00:00Z', 1);
    expect(result.warnings).toEqual([]);
  });
});

describe('DST in Australia/Sydney (southern hemisphere: back in April, forward in October)', () => {
  it('repeats 02:00-03:00 on 2027-04-04 and skips it on 2027-10-03', () => {
    const result = explain('30 2 * * *', 'Australia/Sydney', '2026-12-01T00:00:00Z', 1);
    const kinds = result.warnings.map((warning) => warning.kind);
    expect(kinds).toEqual(['dst-repeat', 'dst-gap']);
    expect(result.warnings[0]!.message).toContain('2027-04-04');
    expect(result.warnings[1]!.message).toContain('2027-10-03');
  });

  it('moves 02:30 to 03:00 AEDT (16:00 UTC the day before)', () => {
    expect(runs('30 2 * * *', 'Australia/Sydney', '2027-10-02T00:00:00Z', 2)).toEqual([
      '2027-10-02T16:00:00Z',
      '2027-10-03T15:30:00Z',
    ]);
  });
});

describe('explainCron never throws and reports every problem', () => {
  it('reports an invalid time zone with a reason', () => {
    const result = explainCron({
      expression: '0 0 * * *',
      timeZone: 'Mars/Olympus_Mons',
      from: 0,
      count: 10,
    });
    expect(result.runs).toEqual([]);
    expect(result.problems).toEqual([
      {
        input: 'timeZone',
        message: expect.stringContaining(
          '"Mars/Olympus_Mons" is not a known IANA time zone',
        ) as unknown,
      },
    ]);
    expect(
      explainCron({expression: '0 0 * * *', timeZone: '+02:00', from: 0, count: 1}).problems[0]!
        .message,
    ).toContain('not an IANA time zone name');
    expect(
      explainCron({expression: '0 0 * * *', timeZone: '', from: 0, count: 1}).problems[0]!.message,
    ).toContain('Enter a time zone');
  });

  it('reports expression and time zone problems together', () => {
    const result = explainCron({expression: '61 * * * *', timeZone: 'Nowhere', from: 0, count: 10});
    expect(result.problems.map((item) => item.input)).toEqual(['expression', 'timeZone']);
    expect(result.problems[0]).toMatchObject({field: 'minute'});
  });

  it('defaults to UTC and describes the schedule in words', () => {
    const result = explainCron({
      expression: '30 2 * * 1-5',
      from: at('2026-11-21T00:00:00Z'),
      count: 1,
    });
    expect(result.description).toBe('At 02:30, Monday through Friday');
    expect(result.runs.map((run) => iso(run.at))).toEqual(['2026-11-23T02:30:00Z']);
  });

  it('says when a schedule never runs', () => {
    const result = explainCron({expression: '0 0 30 2 *', timeZone: 'UTC', from: 0, count: 10});
    expect(result.runs).toEqual([]);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(['never-runs']);
  });

  it('explains the inverted sign of Etc/GMT zones', () => {
    const result = explain('0 0 * * *', 'Etc/GMT+5', '2026-11-21T00:00:00Z', 1);
    expect(result.warnings[0]!.message).toContain('Etc/GMT+5 is UTC-5');
    expect(iso(result.runs[0]!.at)).toBe('2026-11-21T05:00:00Z');
  });

  it('survives an invalid start date and a zero count', () => {
    expect(
      explainCron({expression: '* * * * *', from: Number.NaN, count: 10}).problems,
    ).toHaveLength(1);
    expect(explainCron({expression: '* * * * *', from: 0, count: 0}).runs).toEqual([]);
  });
});

describe('dstChangeWindows: the local hours each zone skips or repeats (checked with zdump)', () => {
  it('Eastern Europe changes at 03:00, not between 01:00 and 03:00', () => {
    // zdump -v -c 2026,2027 Europe/Helsinki: 02:59:59 EET -> 04:00:00 EEST on 29 March,
    // 03:59:59 EEST -> 03:00:00 EET on 25 October.
    for (const zone of ['Europe/Helsinki', 'Europe/Athens', 'Europe/Kyiv', 'Europe/Bucharest']) {
      expect(dstChangeWindows(zone, 2026)).toEqual([
        {kind: 'gap', date: '2026-03-29', from: '03:00', to: '04:00'},
        {kind: 'repeat', date: '2026-10-25', from: '03:00', to: '04:00'},
      ]);
    }
  });

  it('New York skips 02:00 in March and repeats 01:00 in November', () => {
    expect(dstChangeWindows('America/New_York', 2026)).toEqual([
      {kind: 'gap', date: '2026-03-08', from: '02:00', to: '03:00'},
      {kind: 'repeat', date: '2026-11-01', from: '01:00', to: '02:00'},
    ]);
  });

  it('Sydney repeats in April and skips in October; UTC has no window', () => {
    expect(dstChangeWindows('Australia/Sydney', 2026).map((w) => w.kind)).toEqual([
      'repeat',
      'gap',
    ]);
    expect(dstChangeWindows('UTC', 2026)).toEqual([]);
  });

  it('every example zone changes inside dstRiskyLocalHours, and the range is not wider than needed', () => {
    const windows = dstExampleZones.flatMap((zone) => dstChangeWindows(zone, 2026));
    expect(windows.length).toBe(dstExampleZones.length * 2);
    for (const window of windows) {
      expect(window.from >= dstRiskyLocalHours.from).toBe(true);
      expect(window.to <= dstRiskyLocalHours.to).toBe(true);
    }
    expect(windows.map((w) => w.from).sort()[0]).toBe(dstRiskyLocalHours.from);
    expect(
      windows
        .map((w) => w.to)
        .sort()
        .at(-1),
    ).toBe(dstRiskyLocalHours.to);
  });
});

describe('dstOutlierZones: why the pages say "in most zones"', () => {
  // Checked against Python's zoneinfo (the system's tzdata) as well: the same windows.
  const windows = (zone: string) =>
    dstChangeWindows(zone, 2026).map((w) => `${w.kind} ${w.date} ${w.from}-${w.to}`);
  it('the Azores, Cuba and Nuuk change outside dstRiskyLocalHours', () => {
    expect(windows('Atlantic/Azores')).toEqual([
      'gap 2026-03-29 00:00-01:00',
      'repeat 2026-10-25 00:00-01:00',
    ]);
    expect(windows('America/Havana')).toEqual([
      'gap 2026-03-08 00:00-01:00',
      'repeat 2026-11-01 00:00-01:00',
    ]);
    // Saturday night, 23:00 to midnight.
    expect(windows('America/Nuuk')).toEqual([
      'gap 2026-03-28 23:00-00:00',
      'repeat 2026-10-24 23:00-00:00',
    ]);
    for (const zone of ['Atlantic/Azores', 'America/Havana', 'America/Nuuk']) {
      for (const window of dstChangeWindows(zone, 2026)) {
        expect(window.from < dstRiskyLocalHours.from || window.from >= dstRiskyLocalHours.to).toBe(
          true,
        );
      }
    }
  });

  it('lists exactly those zones', () => {
    expect([...dstOutlierZones]).toEqual(['Atlantic/Azores', 'America/Havana', 'America/Nuuk']);
  });
});

describe('dstSchedulers: the cronie CRON_TZ row follows find_jobs in cronie src/cron.c', () => {
  const row = dstSchedulers.find((r) => r.scheduler.includes('CRON_TZ line'));
  it('applies to every CRON_TZ entry, also one naming the system zone', () => {
    expect(row?.scheduler).toMatch(/any entry below a CRON_TZ line.*own zone/);
    expect(row?.skipped).toMatch(/even when CRON_TZ names the system’s own zone/);
    expect(row?.repeated).toMatch(/names the system’s zone, a fixed-time run starts once/);
  });
  it('the Kubernetes row renders the controller rules', () => {
    const k8s = dstSchedulers.find((r) => r.scheduler.startsWith('Kubernetes'));
    expect(k8s?.skipped).toBe(controllerDstRules.gap);
    expect(k8s?.repeated).toBe(controllerDstRules.repeat);
  });
  it('"use UTC" means the server zone, not CRON_TZ=UTC', () => {
    expect(cronUtcAdvice).toMatch(/set the server’s time zone to UTC/);
  });
});

describe('day of week 7: Sunday in Vixie cron and cronie, refused by Kubernetes', () => {
  // crontab(5) of cronie: "day of week 0-7 (0 or 7 is Sunday, or use names)", and entry.c sets
  // both bits when either is set. robfig/cron v3.0.1, which the Kubernetes API server validates
  // CronJob schedules with (cron.ParseStandard), bounds the field to 0-6: ParseStandard("0 9 * * 0-7")
  // returns "end of range (7) above maximum (6): 0-7" (run with Go 1.19 against v3.0.1).
  it.each([
    ['0 9 * * 0-7', 'At 09:00'],
    ['0 9 * * 7', 'At 09:00, only on Sunday'],
    ['0 9 * * 0,7', 'At 09:00, only on Sunday'],
    ['0 9 * * 5-7', 'At 09:00, Friday through Sunday'],
    ['0 9 * * 6,7', 'At 09:00, only on Saturday and Sunday'],
    ['0 9 * * 0-7/2', 'At 09:00, only on Tuesday, Thursday, Saturday, and Sunday'],
    // Every day of the week OR day 1 is every day; every day AND every other day is every other day.
    ['0 9 1 * 0-7', 'At 09:00'],
    ['0 9 */2 * 0-7', 'At 09:00, every 2 days in a month'],
    // Fields without a 7 are described as written.
    ['0 9 * * 1-5', 'At 09:00, Monday through Friday'],
  ])('describes %s as "%s", never "Sunday through Sunday"', (expression, words) => {
    const result = explain(expression, 'UTC', '2027-03-13T00:00:00Z', 7);
    expect(result.description).toBe(words);
  });

  it('runs 0-7 every day, and says what a CronJob needs instead', () => {
    const result = explain('0 9 * * 0-7', 'UTC', '2027-03-13T00:00:00Z', 7);
    expect(result.runs.map((run) => run.local.slice(0, 10))).toEqual([
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
    ]);
    const warning = result.warnings.find((item) => item.kind === 'day-seven');
    expect(warning?.message).toBe(
      'Day of week 7 is Sunday, as 0 is, in Vixie cron, cronie and Saturn, so 0-7 means every day. A Kubernetes CronJob does not take it: the API server checks schedules with robfig/cron, which allows 0 to 6 and answers "end of range (7) above maximum (6)". For a CronJob, write 0-6.',
    );
    expect(
      explainCron({expression: '0 9 * * 5-7', timeZone: 'UTC', from: 0, count: 1}).warnings.find(
        (item) => item.kind === 'day-seven',
      )?.message,
    ).toContain('so 5-7 means Friday, Saturday, Sunday. ');
    // 7 as a step is not a day: no warning.
    expect(
      explainCron({expression: '0 9 * * */7', timeZone: 'UTC', from: 0, count: 1}).warnings,
    ).toEqual([]);
  });
});

describe('the years the explorer works in', () => {
  const range =
    'Enter a start from 1970-01-01 00:00 to 9999-12-31 23:59: time zone rules are reliable only from 1970, and the explorer lists no run after 9999.';

  it('reads a datetime-local value as written, years below 100 included', () => {
    expect(readRunListStart('2027-03-13T00:00')).toEqual({
      ok: true,
      local: at('2027-03-13T00:00:00Z'),
    });
    expect(readRunListStart('2027-03-13T00:00:30')).toEqual({
      ok: true,
      local: at('2027-03-13T00:00:00Z'),
    });
    expect(readRunListStart('1970-01-01T00:00')).toEqual({ok: true, local: 0});
    expect(readRunListStart('9999-12-31T23:59')).toEqual({ok: true, local: lastListedMinute});
  });

  it('refuses a start outside 1970 to 9999 instead of moving it', () => {
    // Date.UTC(1, 0, 1) is 1901-01-01: year 1 used to become 1901 without a word.
    for (const text of [
      '0001-01-01T00:00',
      '1969-12-31T23:59',
      '10000-01-01T00:00',
      '275760-09-13T00:00',
    ]) {
      expect(readRunListStart(text), text).toEqual({ok: false, error: range});
    }
    expect(readRunListStart('')).toEqual({ok: false, error: 'Enter a start date and time.'});
    expect(readRunListStart('2027-02-30T00:00')).toEqual({
      ok: false,
      error: '"2027-02-30T00:00" is not a date and time such as 2027-03-13T00:00.',
    });
  });

  /** explainCron as the explorer calls it: `start` is the wall time of its datetime-local field. */
  function explainInNewYork(expression: string, start: string) {
    const read = readRunListStart(start);
    if (!read.ok) throw new Error(read.error);
    const from = instantOfWallTime('America/New_York', read.local);
    return explainCron({expression, timeZone: 'America/New_York', from, count: explorerRunCount});
  }

  it('lists no run after 9999-12-31 23:59, in the zone or in UTC, and says it stopped', () => {
    const newYork = explainInNewYork('30 2 * * *', '9999-12-31T00:00');
    expect(newYork.runs.map((run) => run.local)).toEqual(['9999-12-31 02:30']);
    expect(newYork.cutAtLastYear).toBe(true);
    expect(newYork.warnings).toEqual([]);
    // 22:30 in New York is 03:30 UTC on 10000-01-01: not listed.
    const late = explainInNewYork('30 22 * * *', '9999-12-31T00:00');
    expect(late.runs).toEqual([]);
    expect(late.cutAtLastYear).toBe(true);
    // Not "never runs": the search was cut short, not the schedule empty.
    expect(late.warnings.map((warning) => warning.kind)).toEqual([]);
    for (const run of [...newYork.runs, ...late.runs]) {
      expect(run.at).toBeLessThanOrEqual(lastListedMinute);
    }
  });

  it('dates the DST warnings of the last year with four digits', () => {
    const result = explainInNewYork('30 2 * * *', '9999-03-01T00:00');
    expect(result.cutAtLastYear).toBe(false);
    const messages = result.warnings.map((warning) => warning.message).join(' ');
    expect(messages).toContain('DST gap: on 9999-03-14');
    expect(messages).not.toMatch(/10000/);
  });

  it('names the first instant of a repeated wall time and the jump of a skipped one', () => {
    expect(iso(instantOfWallTime('America/New_York', at('2026-11-01T01:30:00Z')))).toBe(
      '2026-11-01T05:30:00Z',
    );
    expect(iso(instantOfWallTime('America/New_York', at('2027-03-14T02:30:00Z')))).toBe(
      '2027-03-14T07:00:00Z',
    );
  });
});
