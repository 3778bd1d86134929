/**
 * Saturn's lateness rules as a simulation: from a schedule, a grace period
 * and a list of pings, the status timeline (OK, LATE, MISSED, FAILING) and
 * the incidents it opens and resolves, rule by rule (the rules are listed in
 * words in src/data/monitor-rules.ts). The grace-periods page and the lateness
 * timeline tool both run it. Times are epoch milliseconds.
 *
 * This module holds the input checks and `simulate()`, which feeds the events in time
 * order to the rules of this folder (their shared types are in `./types.ts`):
 * - `event-queue.ts`: the order of events, and of events at the same instant
 *   (deadlines, then pings, then due times);
 * - `due-times.ts`: when a run is due for a cron, interval or manual schedule,
 *   and which due time a ping counts for;
 * - `monitor-state.ts`: the state machine, one handler per event (due, miss,
 *   run timeout, start, success, fail), with `incidents.ts` for the incidents
 *   it opens and resolves and `segments.ts` for the status timeline.
 * Each event comes back as data (which due time a ping counted for, which
 * incident opened); the English the timeline tool shows for it is written by
 * src/components/LatenessTimeline/narration.ts. Pure TypeScript, no React.
 */
import {gracePeriod, interval} from '../../data/facts';
import {parseCron} from '../cron';
import {timeZoneProblem} from '../timezone';
import {dueTimesFor} from './due-times';
import {EventQueue} from './event-queue';
import {MonitorState, type QueuedEvent} from './monitor-state';
import {Segments} from './segments';
import type {LatenessEvent, LatenessInput, LatenessResult, Segment, TimelineStatus} from './types';

export type * from './types';

/** Most due times one simulation evaluates. */
export const maxDueTimes = 2000;
/** Most pings one simulation accepts. */
export const maxPings = 1000;

const SECOND = 1000;

function validate(input: LatenessInput): string[] {
  const problems: string[] = [];
  const {schedule, graceSeconds, from, to, pings} = input;
  if (!Number.isFinite(graceSeconds) || !Number.isInteger(graceSeconds)) {
    problems.push('The grace period must be a whole number of seconds.');
  } else if (graceSeconds < gracePeriod.minSeconds || graceSeconds > gracePeriod.maxSeconds) {
    problems.push(
      `The grace period must be between ${gracePeriod.minSeconds} and ${gracePeriod.maxSeconds} seconds; got ${graceSeconds}.`,
    );
  }
  if (!Number.isFinite(from) || !Number.isFinite(to)) {
    problems.push('The start and end of the timeline must be valid times.');
  } else if (to <= from) {
    problems.push('The end of the timeline must be after its start.');
  }
  if (schedule.type === 'interval') {
    const seconds = schedule.seconds;
    if (
      !Number.isInteger(seconds) ||
      seconds < interval.minSeconds ||
      seconds > interval.maxSeconds
    ) {
      problems.push(
        `The interval must be a whole number of seconds between ${interval.minSeconds} and ${interval.maxSeconds}; got ${String(seconds)}.`,
      );
    }
  } else if (schedule.type === 'cron') {
    const parsed = parseCron(schedule.expression);
    if (!parsed.ok) problems.push(parsed.problem.message);
    const zoneError = timeZoneProblem(schedule.timeZone ?? 'UTC');
    if (zoneError) problems.push(zoneError);
  }
  if (pings.length > maxPings) {
    problems.push(`At most ${maxPings} pings fit in one timeline; got ${pings.length}.`);
  }
  for (const ping of pings) {
    if (!Number.isFinite(ping.at)) {
      problems.push('Every ping needs a valid time.');
      break;
    }
  }
  return problems;
}

/**
 * Runs the lateness rules over the pings and returns the timeline. Never
 * throws: invalid input comes back in `problems` with an empty timeline.
 */
export function simulate(input: LatenessInput): LatenessResult {
  const problems = validate(input);
  if (problems.length > 0) return noTimeline(problems);
  const {schedule, from, to} = input;
  const grace = input.graceSeconds * SECOND;
  const dues = dueTimesFor(schedule, grace, from, to, maxDueTimes);
  if (!dues) {
    return noTimeline([
      `This window holds more than ${maxDueTimes} due times; shorten the timeline or use a less frequent schedule.`,
    ]);
  }

  const state = new MonitorState(dues, grace);
  const segments = new Segments({kind: 'start', at: from, schedule: schedule.type}, to);
  const events: LatenessEvent[] = [];
  const queue = new EventQueue<QueuedEvent>();
  // Deadlines and due times at the very end of the timeline belong to the next window.
  const enqueue = (event: QueuedEvent): void => {
    if (event.at < to || (event.kind === 'ping' && event.at === to)) queue.push(event);
  };
  state.scheduledEvents().forEach(enqueue);
  input.pings
    .map((ping, index) => ({ping, index}))
    .filter(({ping}) => ping.at >= from && ping.at <= to)
    .sort((a, b) => a.ping.at - b.ping.at || a.index - b.index)
    .forEach(({ping}) => enqueue({phase: 'ping', kind: 'ping', at: ping.at, ping: ping.kind}));

  for (let next = queue.shift(); next; next = queue.shift()) {
    const step = state.handle(next);
    if (!step) continue;
    step.later.forEach(enqueue);
    events.push(step.event);
    segments.record(step.event, state.status(), state.lateCause());
  }
  return {problems: [], segments: segments.result(), incidents: state.incidents.list, events};
}

function noTimeline(problems: string[]): LatenessResult {
  return {problems, segments: [], incidents: [], events: []};
}

/** Total time spent in each status, in milliseconds. */
export function timeInStatus(segments: readonly Segment[]): Record<TimelineStatus, number> {
  const totals: Record<TimelineStatus, number> = {OK: 0, LATE: 0, MISSED: 0, FAILING: 0};
  for (const segment of segments) totals[segment.status] += segment.end - segment.start;
  return totals;
}
