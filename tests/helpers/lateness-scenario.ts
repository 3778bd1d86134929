/**
 * Helpers shared by the tests that run `simulate()` (lateness.test.ts and
 * monitor-rules.test.ts): times on the worked example's date, and a scenario
 * runner whose result also reads as short strings.
 */
import {expect, it} from 'vitest';

import {formatTime} from '../../src/components/LatenessTimeline/narration';
import {exampleInstant} from '../../src/data/lateness-example';
import {
  simulate,
  type LatenessInput,
  type LatenessResult,
  type LatenessSchedule,
  type Ping,
  type PingEvent,
} from '../../src/lib/lateness';

/** Epoch milliseconds of `HH:MM:SS` (UTC) on the worked example's date. */
export const t = (time: string): number => exampleInstant(time);
export const ping = (time: string, kind: Ping['kind']): Ping => ({at: t(time), kind});
export const everyFive: LatenessSchedule = {type: 'cron', expression: '*/5 * * * *'};

export interface Scenario extends LatenessResult {
  /** Segments as `LATE(waiting) 10:05:00-10:07:00`. */
  timeline: string[];
  /** Incidents as `MISSED HIGH 10:07:00-open`, with ` x3` when it counts several occurrences. */
  opened: string[];
}

/**
 * A runner of `simulate()` with these defaults (every five minutes, a grace
 * period of 120 s): each call overrides what it needs and expects valid input.
 */
export function scenario(defaults: Partial<LatenessInput> & Pick<LatenessInput, 'from' | 'to'>) {
  return (pings: Ping[], overrides: Partial<LatenessInput> = {}): Scenario => {
    const result = simulate({
      schedule: everyFive,
      graceSeconds: 120,
      pings,
      ...defaults,
      ...overrides,
    });
    expect(result.problems).toEqual([]);
    return {
      ...result,
      timeline: result.segments.map(
        (s) =>
          `${s.status}${s.late ? `(${s.late})` : ''} ${formatTime(s.start)}-${formatTime(s.end)}`,
      ),
      opened: result.incidents.map(
        (i) =>
          `${i.type} ${i.severity} ${formatTime(i.openedAt)}-${i.resolvedAt === null ? 'open' : formatTime(i.resolvedAt)}${i.occurrences > 1 ? ` x${i.occurrences}` : ''}`,
      ),
    };
  };
}

/** The event of the ping at `at` (epoch milliseconds). */
export function pingEvent(result: LatenessResult, at: number): PingEvent | undefined {
  return result.events.find(
    (event): event is PingEvent => event.kind === 'ping' && event.at === at,
  );
}

/** Whether some ping of the result began a run that counted for no due time. */
export function hasExtraRun(result: LatenessResult): boolean {
  return result.events.some((event) => event.kind === 'ping' && event.match?.kind === 'extra');
}

/** One scenario of a table: the pings, what it overrides, and what its result must show. */
export interface ScenarioCase {
  name: string;
  pings: Ping[];
  overrides?: Partial<LatenessInput>;
  /** The whole `timeline`, when the case checks it. */
  timeline?: string[];
  /** The whole `opened` list (`[]`: no incident), when the case checks it. */
  opened?: string[];
  /** Further checks of the result. */
  also?: (result: Scenario) => void;
}

/** One test per case: runs it with `run` and checks what the case states. */
export function scenarioTests(run: ReturnType<typeof scenario>, cases: ScenarioCase[]): void {
  for (const {name, pings, overrides, timeline, opened, also} of cases) {
    it(name, () => {
      const result = run(pings, overrides);
      if (timeline) expect(result.timeline).toEqual(timeline);
      if (opened) expect(result.opened).toEqual(opened);
      also?.(result);
    });
  }
}
