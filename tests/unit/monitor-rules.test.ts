/**
 * One scenario per rule of the product model: the ping rules in
 * `src/data/monitor-rules.ts`, what counts as on time (`classifyDueRun`) and
 * what counts as up (`computeUptime`), each run through the code that
 * implements it. A rule whose words and code disagree fails here.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {healthScore, uptime} from '../../src/data/analytics';
import {serviceMaintenance} from '../../src/data/company';
import {gracePeriod} from '../../src/data/facts';
import {
  leftOpenRun,
  lockSkippedRun,
  monitorRule,
  monitorRules,
  type MonitorRuleId,
} from '../../src/data/monitor-rules';
import {dstSchedulers, systemdTimerDst} from '../../src/data/schedules';
import {classifyDueRun} from '../../src/lib/health-score';
import {simulate, type LatenessSchedule, type Ping} from '../../src/lib/lateness';
import {computeReliability} from '../../src/lib/reliability';
import {computeUptime} from '../../src/lib/sla';
import {at, iso} from '../helpers/instants';
import {
  hasExtraRun,
  ping,
  pingEvent,
  scenario,
  scenarioTests,
  t,
  type ScenarioCase,
} from '../helpers/lateness-scenario';

const hourly: LatenessSchedule = {type: 'cron', expression: '0 * * * *'};
// After the 10:00 run's window, so each scenario starts with nothing due.
const run = scenario({from: t('10:02:30'), to: t('10:15:00')});

const tested = new Set<MonitorRuleId>();
/** A rule's test written as code, for checks a scenario's result does not hold. */
function rule(id: MonitorRuleId, body: () => void): void {
  tested.add(id);
  it(`${id}: ${monitorRule(id).name}`, body);
}
/** A rule's scenarios, one test each (scenarioTests, the runner above). */
function ruleScenarios(id: MonitorRuleId, cases: ScenarioCase[]): void {
  tested.add(id);
  describe(`${id}: ${monitorRule(id).name}`, () => scenarioTests(run, cases));
}

describe('the ping rules, each through simulate()', () => {
  ruleScenarios('due-window', [
    {
      name: 'a ping exactly G before D counts for D',
      pings: [ping('10:03:00', 'success')],
      also: (r) => expect(r.timeline[0]).toBe('OK 10:02:30-10:10:00'),
    },
    {
      name: 'overlapping windows (G = 3 min, runs every 5): the earlier due time takes the ping',
      pings: [ping('10:07:00', 'success')],
      overrides: {graceSeconds: 180, to: t('10:14:00')},
      timeline: [
        'OK 10:02:30-10:05:00',
        'LATE(waiting) 10:05:00-10:07:00',
        'OK 10:07:00-10:10:00',
        'LATE(waiting) 10:10:00-10:13:00',
        'MISSED 10:13:00-10:14:00',
      ],
      also: (r) =>
        expect(pingEvent(r, t('10:07:00'))?.match).toEqual({
          kind: 'counts',
          due: t('10:05:00'),
          early: false,
        }),
    },
  ]);

  ruleScenarios('late-before-first-ping', [
    {
      name: 'LATE from D until the first ping, with no incident',
      pings: [ping('10:06:00', 'success')],
      overrides: {to: t('10:08:00')},
      timeline: ['OK 10:02:30-10:05:00', 'LATE(waiting) 10:05:00-10:06:00', 'OK 10:06:00-10:08:00'],
      opened: [],
    },
  ]);

  ruleScenarios('missed', [
    {
      name: 'no ping by D + G: MISSED, with a HIGH incident',
      pings: [],
      overrides: {to: t('10:09:00')},
      timeline: [
        'OK 10:02:30-10:05:00',
        'LATE(waiting) 10:05:00-10:07:00',
        'MISSED 10:07:00-10:09:00',
      ],
      opened: ['MISSED HIGH 10:07:00-open'],
    },
    {
      name: 'a ping exactly at D + G is too late: the incident opens, the ping resolves it',
      pings: [ping('10:07:00', 'success')],
      overrides: {to: t('10:09:00')},
      opened: ['MISSED HIGH 10:07:00-10:07:00'],
    },
  ]);

  // A backup at 02:00 that runs 19 minutes and sends only its success ping.
  const nightly: LatenessSchedule = {type: 'cron', expression: '0 2 * * *'};
  const backupNight = {schedule: nightly, from: t('01:50:00'), to: t('02:40:00')};
  ruleScenarios('no-start-ping', [
    {
      name: 'a success ping after G is the first ping: MISSED at D + G',
      pings: [ping('02:19:00', 'success')],
      overrides: {...backupNight, graceSeconds: 180},
      opened: ['MISSED HIGH 02:03:00-02:19:00'],
    },
    {
      name: 'a success ping within G counts for the run',
      pings: [ping('02:19:00', 'success')],
      overrides: {...backupNight, graceSeconds: 1500},
      opened: [],
    },
    {
      name: 'a run that hangs without a start ping sends nothing: MISSED at D + G',
      pings: [],
      overrides: {...backupNight, graceSeconds: 1500},
      opened: ['MISSED HIGH 02:25:00-open'],
    },
  ]);

  ruleScenarios('early-ping', [
    {
      name: 'a ping within G before D counts for D',
      pings: [ping('10:04:00', 'success')],
      overrides: {to: t('10:09:00')},
      timeline: ['OK 10:02:30-10:09:00'],
    },
  ]);

  ruleScenarios('extra-run', [
    {
      name: 'a ping more than G before D counts for no due time',
      pings: [ping('10:02:50', 'success')],
      overrides: {to: t('10:09:00')},
      opened: ['MISSED HIGH 10:07:00-open'],
      also: (r) => expect(r.events[0]).toMatchObject({kind: 'ping', match: {kind: 'extra'}}),
    },
    {
      name: 'an extra success still resolves what is open',
      pings: [ping('10:07:30', 'success')],
      overrides: {to: t('10:09:00')},
      opened: ['MISSED HIGH 10:07:00-10:07:30'],
    },
  ]);

  ruleScenarios('start-overrun', [
    {
      name: 'a started run without a final ping by start + G is LATE until it ends',
      pings: [ping('10:00:00', 'start'), ping('10:45:00', 'success')],
      overrides: {schedule: hourly, from: t('09:58:00'), to: t('10:50:00')},
      timeline: ['OK 09:58:00-10:02:00', 'LATE(overrun) 10:02:00-10:45:00', 'OK 10:45:00-10:50:00'],
      opened: ['LATE MEDIUM 10:02:00-10:45:00'],
    },
  ]);

  ruleScenarios('success', [
    {
      name: 'a success closes its run and resolves the open incidents',
      pings: [ping('10:03:00', 'fail'), ping('10:05:00', 'start'), ping('10:08:00', 'success')],
      overrides: {to: t('10:09:00')},
      opened: ['FAIL HIGH 10:03:00-10:08:00', 'LATE MEDIUM 10:07:00-10:08:00'],
      also: (r) => expect(r.timeline.at(-1)).toBe('OK 10:08:00-10:09:00'),
    },
    {
      // The 10:00 run takes 61 minutes (G of 2 hours), and the 11:00 run has not started.
      name: 'a success that closes an older run leaves a due run that has not pinged LATE',
      pings: [ping('10:00:00', 'start'), ping('11:01:00', 'success')],
      overrides: {schedule: hourly, graceSeconds: 7200, from: t('09:59:00'), to: t('13:05:00')},
      timeline: [
        'OK 09:59:00-11:00:00',
        'LATE(waiting) 11:00:00-13:00:00',
        'MISSED 13:00:00-13:05:00',
      ],
      opened: ['MISSED HIGH 13:00:00-open'],
    },
  ]);

  ruleScenarios('fail', [
    {
      name: 'a fail ping opens a FAIL incident, and the next run is still due',
      pings: [ping('10:03:10', 'fail')],
      overrides: {to: t('10:13:00')},
      timeline: ['OK 10:02:30-10:03:10', 'FAILING 10:03:10-10:13:00'],
      opened: ['FAIL HIGH 10:03:10-open', 'MISSED HIGH 10:12:00-open'],
    },
  ]);

  ruleScenarios('overlap', [
    {
      name: 'a final ping closes the oldest open run',
      pings: [ping('10:03:00', 'start'), ping('10:05:00', 'start'), ping('10:06:00', 'fail')],
      overrides: {to: t('10:06:30')},
      also: (r) => {
        expect(pingEvent(r, t('10:06:00'))).toMatchObject({
          ping: 'fail',
          run: 1,
          closed: {startedAt: t('10:03:00')},
        });
        expect(r.timeline.at(-1)).toBe('FAILING 10:06:00-10:06:30');
      },
    },
    {
      // Without the lone success at 10:11:30, run 3 would turn LATE at 10:12.
      name: 'a duplicated start ping keeps one run open too many until a lone final ping',
      pings: [
        ping('10:05:00', 'start'),
        ping('10:05:12', 'start'),
        ping('10:06:00', 'success'),
        ping('10:10:00', 'start'),
        ping('10:11:00', 'success'),
        ping('10:11:30', 'success'),
      ],
      overrides: {to: t('10:14:00')},
      opened: ['LATE MEDIUM 10:07:12-10:11:00'],
      also: (r) => expect(r.timeline.at(-1)).toBe('OK 10:11:00-10:14:00'),
    },
  ]);

  describe('a run left open (leftOpenRun): the cycle and its fix', () => {
    // A daily job at 03:00 with G = 300 s whose 1 June run lost its final ping.
    const daily: LatenessSchedule = {type: 'cron', expression: '0 3 * * *'};
    const day = (n: number, time: string) => Date.parse(`2026-06-0${n}T${time}Z`);
    const runOf = (n: number): Ping[] => [
      {at: day(n, '03:00:05'), kind: 'start'},
      {at: day(n, '03:02:10'), kind: 'success'},
    ];
    const lostFinalPing: Ping[] = [{at: day(1, '03:00:05'), kind: 'start'}];
    const input = (pings: Ping[]) => ({
      schedule: daily,
      graceSeconds: 300,
      pings,
      from: day(1, '02:00:00'),
      to: day(5, '12:00:00'),
    });
    const lateOpenings = (pings: Ping[]) =>
      simulate(input(pings))
        .events.filter((event) => event.kind === 'overrun')
        .map((event) => new Date(event.at).toISOString());

    it('opens a LATE incident on every later run although each one succeeds', () => {
      const pings = [...lostFinalPing, ...runOf(2), ...runOf(3), ...runOf(4), ...runOf(5)];
      expect(lateOpenings(pings)).toEqual([
        '2026-06-01T03:05:05.000Z',
        '2026-06-02T03:05:05.000Z',
        '2026-06-03T03:05:05.000Z',
        '2026-06-04T03:05:05.000Z',
        '2026-06-05T03:05:05.000Z',
      ]);
      // Each success closes the run before its own, and leaves its own open.
      const closing = simulate(input(pings)).events.find(
        (event) => event.kind === 'ping' && event.at === day(2, '03:02:10'),
      );
      expect(closing).toMatchObject({closed: {startedAt: day(1, '03:00:05'), othersOpen: true}});
      expect(monitorRule('start-overrun').text).toContain('next run’s success or fail ping');
    });

    it('ends the cycle with one success ping without a start', () => {
      const fix: Ping = {at: day(2, '09:00:00'), kind: 'success'};
      const pings = [...lostFinalPing, ...runOf(2), fix, ...runOf(3), ...runOf(4), ...runOf(5)];
      expect(lateOpenings(pings)).toEqual(['2026-06-01T03:05:05.000Z', '2026-06-02T03:05:05.000Z']);
      const result = simulate(input(pings));
      expect(result.segments.at(-1)?.status).toBe('OK');
      expect(result.incidents.every((incident) => incident.resolvedAt !== null)).toBe(true);
    });

    it('cycles the same way on an interval monitor (a wp-cron hook)', () => {
      const hourly: LatenessSchedule = {type: 'interval', seconds: 3600};
      const at = (hour: number, minute: number) =>
        Date.parse(
          `2026-06-01T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
        );
      const pings: Ping[] = [{at: at(1, 0), kind: 'start'}];
      for (let hour = 2; hour <= 5; hour += 1) {
        pings.push({at: at(hour, 0), kind: 'start'}, {at: at(hour, 1), kind: 'success'});
      }
      const result = simulate({
        schedule: hourly,
        graceSeconds: 600,
        pings,
        from: at(0, 30),
        to: at(5, 30),
      });
      const overruns = result.events.filter((event) => event.kind === 'overrun');
      expect(overruns.map((event) => new Date(event.at).toISOString().slice(11, 16))).toEqual([
        '01:10',
        '02:10',
        '03:10',
        '04:10',
        '05:10',
      ]);
    });

    it('states the cause, the sign and the fix in words the test checks', () => {
      expect(leftOpenRun.fix).toContain('success ping without a start ping');
      expect(leftOpenRun.fix).toContain('durationMs');
      expect(leftOpenRun.effect).toContain('LATE incident (MEDIUM)');
    });
  });

  ruleScenarios('one-incident-per-type', [
    {
      name: 'a second miss while the MISSED incident is open counts one more occurrence',
      pings: [],
      overrides: {to: t('10:15:00')},
      opened: ['MISSED HIGH 10:07:00-open x2'],
    },
  ]);

  const interval: LatenessSchedule = {type: 'interval', seconds: 600};
  ruleScenarios('interval-due', [
    {
      name: 'nothing is due before the first ping',
      pings: [],
      overrides: {schedule: interval, to: t('10:30:00')},
      timeline: ['OK 10:02:30-10:30:00'],
    },
    {
      name: 'start at 10:03 and success at 10:04: the clock restarts at 10:04, due 10:14',
      pings: [ping('10:03:00', 'start'), ping('10:04:00', 'success')],
      overrides: {schedule: interval, to: t('10:20:00')},
      timeline: [
        'OK 10:02:30-10:14:00',
        'LATE(waiting) 10:14:00-10:16:00',
        'MISSED 10:16:00-10:20:00',
      ],
    },
  ]);

  ruleScenarios('manual', [
    {
      name: 'a start ping without an end opens nothing; a fail ping turns the monitor FAILING',
      pings: [ping('10:03:00', 'start'), ping('10:30:00', 'fail')],
      overrides: {schedule: {type: 'manual'}, to: t('10:40:00')},
      timeline: ['OK 10:02:30-10:30:00', 'FAILING 10:30:00-10:40:00'],
      opened: ['FAIL HIGH 10:30:00-open'],
    },
  ]);

  rule('frequent-jobs', () => {
    // */5 with the default G of 300 s: windows [D - 300 s, D + 300 s) overlap,
    // but only before each due time. The 10:05 run never pings.
    const onTime = [ping('10:10:03', 'start'), ping('10:10:40', 'success')];
    const atInterval = run(onTime, {graceSeconds: gracePeriod.defaultSeconds, to: t('10:20:00')});
    expect(atInterval.opened[0]).toMatch(/^MISSED HIGH 10:10:00/);
    // G of 420 s, longer than the 300-s interval: the 10:10 run's ping is taken
    // by the 10:05 run, which hides that miss; the 10:10 run is MISSED instead.
    const longer = run(onTime, {graceSeconds: 420, to: t('10:20:00')});
    expect(longer.opened[0]).toMatch(/^MISSED HIGH 10:17:00/);
    // While the job keeps running with G longer than the interval, each ping counts for the
    // run before it: the skipped 10:05 run is never reported, and the monitor stays LATE
    // (counted as up) until the job stops. Then its last run (10:30) is MISSED at 10:36:40.
    const everyRun = ['10:10', '10:15', '10:20', '10:25', '10:30'].flatMap((m) => [
      ping(`${m}:00`, 'start'),
      ping(`${m}:30`, 'success'),
    ]);
    const keepsRunning = run(everyRun, {graceSeconds: 400, to: t('10:34:00')});
    expect(keepsRunning.timeline).toEqual([
      'OK 10:02:30-10:05:00',
      'LATE(waiting) 10:05:00-10:34:00',
    ]);
    expect(keepsRunning.incidents).toEqual([]);
    expect(uptime.late.waiting).toBe('up');
    const stopped = run(everyRun, {graceSeconds: 400, to: t('10:40:00')});
    expect(stopped.timeline.at(-1)).toBe('MISSED 10:36:40-10:40:00');
    expect(stopped.opened).toEqual(['MISSED HIGH 10:36:40-open']);
    // An early ping inside the overlap is taken by the previous open run even with G = interval.
    const early = run([ping('10:09:58', 'success')], {
      graceSeconds: gracePeriod.defaultSeconds,
      to: t('10:20:00'),
    });
    expect(early.opened[0]).toMatch(/^MISSED HIGH 10:15:00/);
    expect(monitorRule('frequent-jobs').text).toContain(`${gracePeriod.minSeconds} seconds`);
  });

  it('has a scenario for every rule', () => {
    expect([...tested].sort()).toEqual(monitorRules.map((r) => r.id).sort());
  });
});

describe('what counts as on time (health score punctuality)', () => {
  const due = t('03:00:00');
  const grace = gracePeriod.defaultSeconds;
  const at = (seconds: number) => due + seconds * 1000;

  it('counts a cron run whose start ping comes seconds after the minute as on time', () => {
    expect(
      classifyDueRun({dueAt: due, firstPingAt: at(3), graceSeconds: grace, overran: false}),
    ).toBe('on-time');
  });

  it(`uses a tolerance of ${healthScore.onTimeToleranceSeconds} seconds after the due time`, () => {
    const tolerance = healthScore.onTimeToleranceSeconds;
    const classify = (s: number) =>
      classifyDueRun({dueAt: due, firstPingAt: at(s), graceSeconds: grace, overran: false});
    expect(classify(tolerance - 1)).toBe('on-time');
    expect(classify(tolerance)).toBe('late');
    expect(classify(grace - 1)).toBe('late');
    expect(classify(grace)).toBe('missed');
    expect(classify(-grace)).toBe('on-time');
    expect(classify(-grace - 1)).toBe('missed');
  });

  it('counts a run that overran its grace period as late, and no ping as missed', () => {
    expect(
      classifyDueRun({dueAt: due, firstPingAt: at(2), graceSeconds: grace, overran: true}),
    ).toBe('late');
    expect(
      classifyDueRun({dueAt: due, firstPingAt: null, graceSeconds: grace, overran: false}),
    ).toBe('missed');
  });

  it('counts a run without a start ping as late from the tolerance on, and as MISSED once it reaches the grace period (analytics/health-score)', () => {
    // The success ping is the run's first ping: it arrives after the start delay plus the run.
    const nightly: LatenessSchedule = {type: 'cron', expression: '0 3 * * *'};
    const window = {schedule: nightly, from: t('02:50:00'), to: t('03:30:00')};
    const withOnlySuccess = scenario(window);
    const tolerance = healthScore.onTimeToleranceSeconds;
    for (const seconds of [tolerance - 1, tolerance, grace - 1, grace, grace + 60]) {
      const outcome = classifyDueRun({
        dueAt: due,
        firstPingAt: at(seconds),
        graceSeconds: grace,
        overran: false,
      });
      const arrival = new Date(at(seconds)).toISOString().slice(11, 19);
      const incidents = withOnlySuccess([ping(arrival, 'success')], {graceSeconds: grace}).opened;
      if (seconds < tolerance) expect(outcome).toBe('on-time');
      else if (seconds < grace) expect(outcome).toBe('late');
      else expect(outcome).toBe('missed');
      // A MISSED incident opens exactly when the score counts the run as missed.
      expect(incidents.some((incident) => incident.startsWith('MISSED HIGH'))).toBe(
        outcome === 'missed',
      );
    }
  });

  it('never lets the tolerance exceed the smallest grace period', () => {
    expect(healthScore.onTimeToleranceSeconds).toBeLessThanOrEqual(gracePeriod.minSeconds);
  });
});

describe('what counts as up (uptime agrees with MTBF)', () => {
  it('counts LATE inside the grace period as up and a run open past it as down', () => {
    expect(uptime.late).toEqual({waiting: 'up', overrun: 'down'});
    const result = computeUptime([
      {status: 'LATE', late: 'waiting', durationMs: 60_000},
      {status: 'LATE', late: 'overrun', durationMs: 120_000},
    ]);
    expect(result.upMs).toBe(60_000);
    expect(result.downMs).toBe(120_000);
  });

  it('refuses a LATE segment without its cause', () => {
    expect(() => computeUptime([{status: 'LATE', durationMs: 1}])).toThrow(/without a cause/);
  });

  it('has exactly the down time that MTBF counts, for a hung run, a miss and a failure', () => {
    const from = t('10:00:00');
    const to = t('12:00:00');
    const result = simulate({
      schedule: {type: 'cron', expression: '*/10 * * * *'},
      graceSeconds: 120,
      from,
      to,
      pings: [
        ping('10:00:02', 'start'),
        ping('10:00:40', 'success'),
        // Hangs for 35 minutes.
        ping('10:10:02', 'start'),
        ping('10:45:00', 'success'),
        ping('10:50:03', 'success'),
        // 11:00 is missed, 11:10 fails, 11:20 recovers.
        ping('11:10:05', 'fail'),
        ping('11:20:04', 'success'),
        ping('11:30:03', 'success'),
        ping('11:40:02', 'success'),
        ping('11:50:01', 'success'),
      ],
    });
    expect(result.problems).toEqual([]);
    const segments = result.segments.map((s) => ({
      status: s.status,
      ...(s.late ? {late: s.late} : {}),
      durationMs: s.end - s.start,
    }));
    const up = computeUptime(segments);
    const mtbf = computeReliability(result.incidents, from, to);
    expect(up.downMs).toBe(mtbf.downtimeMs);
    expect(up.upMs).toBe(mtbf.uptimeMs);
    // The hung run alone is 10:12 to 10:45: 33 minutes down.
    expect(result.incidents.find((i) => i.type === 'LATE')).toMatchObject({
      openedAt: t('10:12:02'),
      resolvedAt: t('10:45:00'),
    });
  });
});

describe('the DST rules against what each scheduler does (America/New_York)', () => {
  const zone = 'America/New_York';
  /** simulate() from `from` to `to` on one UTC day, with a success ping at each time in `successes`. */
  function night(
    day: string,
    expression: string,
    [from, to]: [string, string],
    successes: string[] = [],
  ) {
    const utc = (time: string): number => at(`${day}T${time}Z`);
    const result = simulate({
      schedule: {type: 'cron', expression, timeZone: zone},
      graceSeconds: gracePeriod.defaultSeconds,
      from: utc(from),
      to: utc(to),
      pings: successes.map((time): Ping => ({at: utc(time), kind: 'success'})),
    });
    expect(result.problems).toEqual([]);
    return result;
  }

  it('cron starts each skipped fixed time after the jump: the first counts, the rest are extra runs', () => {
    // 2027-03-14: 02:00 EST jumps to 03:00 EDT (07:00Z). cronie runs 02:00 and 02:30 then.
    const r = night('2027-03-14', '0,30 2 * * *', ['06:30', '08:00'], ['07:00:02', '07:00:12']);
    expect(r.incidents).toEqual([]);
    expect(hasExtraRun(r)).toBe(true);
  });

  it('a CRON_TZ or Kubernetes job that skips the 02:30 run is MISSED at the jump plus the grace period', () => {
    const r = night('2027-03-14', '30 2 * * *', ['06:30', '08:00']);
    expect(r.incidents.map((i) => [i.type, new Date(i.openedAt).toISOString()])).toEqual([
      ['MISSED', '2027-03-14T07:05:00.000Z'],
    ]);
  });

  it('a fixed-time run started in both passes of the repeated hour: the second is an extra run', () => {
    // 2026-11-01: 01:30 EDT is 05:30Z, 01:30 EST is 06:30Z.
    const r = night('2026-11-01', '30 1 * * *', ['05:00', '07:00'], ['05:30:02', '06:30:02']);
    expect(r.incidents).toEqual([]);
    expect(pingEvent(r, at('2026-11-01T06:30:02Z'))?.match?.kind).toBe('extra');
  });

  it('a wildcard run is due in both passes of the repeated hour', () => {
    const r = night('2026-11-01', '*/30 1 * * *', ['05:00', '07:10']);
    const dueEvents = r.events.filter((e) => e.kind === 'due');
    expect(dueEvents.map((e) => new Date(e.at).toISOString())).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
  });
});

/**
 * What a systemd timer runs on the DST nights of 2026 in Europe/Berlin: the "(in UTC)" lines of
 * `TZ=Europe/Berlin systemd-analyze calendar --iterations=N --base-time=BASE EXPRESSION`
 * (systemd 252, Debian 12), which computes the elapses the way the timer does. The first test
 * checks the recording against the installed systemd-analyze when there is one.
 */
const systemdNights = [
  {
    expression: 'hourly',
    base: '2026-10-25 00:30',
    // 02:00 CEST, then 03:00 CET: 02:00 CET (01:00Z), the second pass, never elapses.
    elapses: ['2026-10-24T23:00Z', '2026-10-25T00:00Z', '2026-10-25T02:00Z', '2026-10-25T03:00Z'],
  },
  {
    expression: '*-*-* 02:30:00',
    base: '2026-10-24 12:00',
    elapses: ['2026-10-25T00:30Z', '2026-10-26T01:30Z'],
  },
  {
    expression: '*-*-* 02:30:00',
    base: '2026-03-28 12:00',
    // 2026-03-29 has no 02:30: the timer skips the day.
    elapses: ['2026-03-30T00:30Z', '2026-03-31T00:30Z'],
  },
] as const;

function systemdAnalyzeElapses(expression: string, base: string, count: number): string[] | null {
  try {
    const output = execFileSync(
      'systemd-analyze',
      ['calendar', `--iterations=${count}`, `--base-time=${base}`, expression],
      {env: {...process.env, TZ: 'Europe/Berlin'}, encoding: 'utf8'},
    );
    return [...output.matchAll(/\(in UTC\): \w+ (\S+) (\d\d:\d\d):00 UTC/g)].map(
      (m) => `${m[1]}T${m[2]}Z`,
    );
  } catch {
    return null;
  }
}

describe('the DST rules against a systemd timer (Europe/Berlin, systemdTimerDst)', () => {
  const installed = systemdAnalyzeElapses('hourly', '2026-10-25 00:30', 1) !== null;
  it.skipIf(!installed)('the recorded elapses are what systemd-analyze prints', () => {
    for (const night of systemdNights) {
      expect(systemdAnalyzeElapses(night.expression, night.base, night.elapses.length)).toEqual(
        night.elapses,
      );
    }
  });

  function timer(expression: string, elapses: readonly string[], [from, to]: [string, string]) {
    const result = simulate({
      schedule: {type: 'cron', expression, timeZone: 'Europe/Berlin'},
      graceSeconds: gracePeriod.defaultSeconds,
      from: at(from),
      to: at(to),
      pings: elapses.map((time): Ping => ({at: at(time), kind: 'success'})),
    });
    expect(result.problems).toEqual([]);
    return result.incidents.map((i) => `${i.type} ${iso(i.openedAt)}`);
  }

  it('an hourly timer skips the second pass of the repeated hour: MISSED', () => {
    expect(
      timer('0 * * * *', systemdNights[0].elapses, ['2026-10-24T22:30Z', '2026-10-25T03:30Z']),
    ).toEqual(['MISSED 2026-10-25T01:05:00Z']);
  });

  it('a fixed time in the repeated hour runs once, as Saturn expects', () => {
    expect(
      timer('30 2 * * *', systemdNights[1].elapses, ['2026-10-24T12:00Z', '2026-10-26T02:00Z']),
    ).toEqual([]);
  });

  it('a fixed time in the skipped hour does not run: MISSED at the jump plus the grace period', () => {
    expect(
      timer('30 2 * * *', systemdNights[2].elapses, ['2026-03-28T12:00Z', '2026-03-30T01:00Z']),
    ).toEqual(['MISSED 2026-03-29T01:05:00Z']);
  });

  it('is a row of the scheduler table', () => {
    expect(dstSchedulers.some((row) => row.scheduler === systemdTimerDst.scheduler)).toBe(true);
    expect(systemdTimerDst.saturn).toMatch(/MISSED.*UTC/);
  });
});

describe('Saturn maintenance windows (serviceMaintenance)', () => {
  it('never plan a window that stops ping ingestion', () => {
    for (const part of serviceMaintenance.emergencyOnlyParts) {
      expect(serviceMaintenance.plannedParts).not.toContain(part);
    }
    expect(serviceMaintenance.emergencyOnlyParts).toContain('ping ingestion');
  });

  it('say what happens to every deadline of the window: missed runs, started runs, fails', () => {
    const rules = serviceMaintenance.resumeRules.join(' ');
    for (const incident of ['MISSED', 'LATE', 'FAIL'])
      expect(rules).toContain(`${incident} incident`);
    expect(rules).toMatch(/started during the window[^.]*grace period after the start ping/);
  });
});

describe('the pages that explain these rules render them from the model', () => {
  const page = (path: string): string => readFileSync(join(process.cwd(), 'docs', path), 'utf8');
  const cases: [string, string[]][] = [
    ['monitors/grace-periods.mdx', ['monitorRules.map(', 'incidentRules']],
    ['monitors/types.mdx', ['dstRules.gapFixed', 'dstRules.repeatFixed', 'dstSchedulers.map(']],
    ['analytics/health-score.mdx', ['healthScore.onTimeToleranceSeconds']],
    ['analytics/uptime-sla.mdx', ['uptime.late.waiting', 'uptime.late.overrun']],
    [
      'resources/maintenance-windows.mdx',
      ['serviceMaintenance.resumeRules.map(', 'serviceMaintenance.plannedParts'],
    ],
  ];
  it.each(cases)('%s', (path, expressions) => {
    const text = page(path);
    for (const expression of expressions) expect(text).toContain(expression);
  });

  it('states the ping reliability rules once, on the pings page', () => {
    expect(page('monitors/pings.mdx')).toContain('{/* #reliability */}');
    for (const path of ['get-started/overview.mdx', 'resources/faq.mdx']) {
      expect(page(path)).toContain('/monitors/pings#reliability');
      expect(page(path)).not.toMatch(/retried \{pingClient\.retries\} times/);
    }
  });
});

describe('a run a lock skipped (lockSkippedRun)', () => {
  const run = scenario({from: t('10:02:30'), to: t('10:20:00')});
  // The 10:05 run holds the lock until 10:13, so the 10:10 run finds it taken.
  const longRun = [ping('10:05:00', 'start'), ping('10:13:00', 'success')];
  const nextRun = [ping('10:15:00', 'start'), ping('10:15:30', 'success')];

  it('in front of saturn run: no ping, so MISSED (HIGH) at D + G, resolved by the long run', () => {
    expect(lockSkippedRun.line).toMatch(
      /^\S+ \S+ \S+ \S+ \S+ flock -n \/var\/lib\/[\w-]+\/\S+ saturn run -- \S+$/,
    );
    // The lock's directory is the one lockDirectory makes, for the crontab's user only.
    const directory = /flock -n (\S+)\/[^/\s]+ /.exec(lockSkippedRun.line)![1];
    expect(lockSkippedRun.lockDirectory).toBe(`sudo install -d -o app -m 0700 ${directory}`);
    const r = run([...longRun, ...nextRun]);
    expect(r.opened).toEqual(['LATE MEDIUM 10:07:00-10:13:00', 'MISSED HIGH 10:12:00-10:13:00']);
    expect(lockSkippedRun.reported).toMatch(/MISSED, with a HIGH incident, one grace period after/);
  });

  it('is the crontab line the FAQ shows, where the crontab checks of the shell examples run it', () => {
    const faq = readFileSync(join(__dirname, '../../docs/resources/faq.mdx'), 'utf8');
    expect(faq).toContain(`\`\`\`text\n${lockSkippedRun.line}\n\`\`\``);
    expect(faq).toMatch(new RegExp(`\`\`\`bash[^\n]*\n${lockSkippedRun.lockDirectory}\n\`\`\``));
  });

  it('behind saturn run: the fail ping closes the long run as failed', () => {
    const r = run([
      ...longRun.slice(0, 1),
      ping('10:10:00', 'start'),
      ping('10:10:01', 'fail'),
      ...longRun.slice(1),
      ...nextRun,
    ]);
    expect(r.opened).toContain('FAIL HIGH 10:10:01-10:13:00');
    expect(lockSkippedRun.behind).toMatch(/closes the oldest open run/);
  });
});
