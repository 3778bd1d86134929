/**
 * Saturn's lateness rules as a simulation: from a schedule, a grace period
 * and a list of pings, the status timeline (OK, LATE, MISSED, FAILING) and
 * the incidents it opens and resolves, rule by rule (the rules are listed in
 * words in src/data/monitor-rules.ts). The grace-periods page and the lateness
 * timeline tool both run it. Times are epoch milliseconds.
 *
 * This module holds the state transitions only: each event it returns says in
 * data what happened (which due time a ping counted for, which incident opened).
 * The English sentences the timeline tool shows for them are written by
 * src/components/LatenessTimeline/narration.ts. Pure functions, no React.
 */
import {
  gracePeriod,
  interval,
  type IncidentType,
  type PingKind,
  type Severity,
} from '../data/facts';
import type {LateCause} from '../data/analytics';
import {nextRuns, parseCron} from './cron';
import {timeZoneProblem} from './timezone';

export type LatenessSchedule =
  | {type: 'interval'; seconds: number}
  | {type: 'cron'; expression: string; timeZone?: string}
  | {type: 'manual'};

export interface Ping {
  at: number;
  kind: PingKind;
}

export interface LatenessInput {
  schedule: LatenessSchedule;
  graceSeconds: number;
  pings: readonly Ping[];
  /** Start and end of the timeline. */
  from: number;
  to: number;
}

/** The statuses a timeline can show (DISABLED is a user's choice, not an outcome). */
export type TimelineStatus = 'OK' | 'LATE' | 'MISSED' | 'FAILING';

/** How a ping that begins a run counted against a cron schedule's due times. */
export type DueMatch =
  /** It falls in the window [D - G, D + G) of the open due time D; `early` when before D. */
  | {kind: 'counts'; due: number; early: boolean}
  /** No open due time's window holds it; `nextDue` is the next due time it does not count for. */
  | {kind: 'extra'; nextDue: number | null};

/** An incident a rule opened, or one more occurrence of an incident of that type already open. */
export interface IncidentChange {
  change: 'opened' | 'occurrence';
  type: IncidentType;
  severity: Severity;
}

/** What happened at one instant of the timeline, as data. */
export type LatenessEvent =
  /** A due time passed with no ping: LATE while the grace period runs, until `deadline`. */
  | {kind: 'due'; at: number; due: number; deadline: number}
  /** The grace period of a due time ended with no ping. */
  | {kind: 'missed'; at: number; due: number; incident: IncidentChange}
  /** A started run sent neither success nor fail within the grace period of its start. */
  | {kind: 'overrun'; at: number; runStartedAt: number; incident: IncidentChange}
  | PingEvent;

export interface PingEvent {
  kind: 'ping';
  at: number;
  ping: PingKind;
  /** The run the ping belongs to, numbered from 1 in order of their first ping. */
  run: number;
  /** A success or fail ping that closed a started run: when that run started. */
  closed?: {startedAt: number; othersOpen: boolean};
  /** A ping that began a run (a start ping, or a success or fail without one), on a cron schedule. */
  match?: DueMatch;
  /** Incident types a success ping resolved. */
  resolved: IncidentType[];
  /** The FAIL incident a fail ping opened or counted. */
  incident?: IncidentChange;
}

/** What starts the first segment of a timeline. */
export interface TimelineStart {
  kind: 'start';
  at: number;
  schedule: LatenessSchedule['type'];
}

export interface Segment {
  status: TimelineStatus;
  /**
   * For LATE only: `waiting` while a due run is inside its grace period,
   * `overrun` while a started run is open past it (a LATE incident is open).
   */
  late?: LateCause;
  start: number;
  end: number;
  /** What started this segment. */
  cause: LatenessEvent | TimelineStart;
}

export interface SimulatedIncident {
  type: IncidentType;
  severity: Severity;
  openedAt: number;
  resolvedAt: number | null;
  occurrences: number;
}

export interface LatenessResult {
  problems: string[];
  segments: Segment[];
  incidents: SimulatedIncident[];
  /** What each ping and each deadline did, in order. */
  events: LatenessEvent[];
}

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

interface Run {
  id: number;
  /** Time of the run's first ping: its start ping, or its only ping. */
  firstPing: number;
  started: boolean;
  due: number | null;
}

type QueuedEvent =
  | {at: number; order: 0; kind: 'miss'; due: number}
  | {at: number; order: 0; kind: 'timeout'; run: Run}
  | {at: number; order: 1; kind: 'ping'; ping: Ping; index: number}
  | {at: number; order: 2; kind: 'due'; due: number}
  | {
      at: number;
      order: 0 | 2;
      kind: 'interval-due' | 'interval-miss';
      due: number;
      generation: number;
    };

/**
 * Runs the lateness rules over the pings and returns the timeline. Never
 * throws: invalid input comes back in `problems` with an empty timeline.
 */
export function simulate(input: LatenessInput): LatenessResult {
  const problems = validate(input);
  if (problems.length > 0) return {problems, segments: [], incidents: [], events: []};
  const {schedule, from, to} = input;
  const grace = input.graceSeconds * SECOND;
  const pings = input.pings
    .map((ping, index) => ({ping, index}))
    .filter(({ping}) => ping.at >= from && ping.at <= to)
    .sort((a, b) => a.ping.at - b.ping.at || a.index - b.index);

  // Events are processed in time order. At the same instant, deadlines come
  // first (a ping exactly at D + G is too late), then pings, then due times
  // (a ping exactly at D is on time).
  const queue: QueuedEvent[] = [];
  const push = (event: QueuedEvent): void => {
    let index = queue.length;
    while (
      index > 0 &&
      (queue[index - 1]!.at > event.at ||
        (queue[index - 1]!.at === event.at && queue[index - 1]!.order > event.order))
    ) {
      index -= 1;
    }
    queue.splice(index, 0, event);
  };

  const dues: number[] = [];
  if (schedule.type === 'cron') {
    const parsed = parseCron(schedule.expression);
    if (parsed.ok) {
      const runs = nextRuns(parsed.schedule, schedule.timeZone ?? 'UTC', from - 1, maxDueTimes + 1);
      for (const run of runs) if (run.at <= to) dues.push(run.at);
      if (dues.length > maxDueTimes) {
        return {
          problems: [
            `This window holds more than ${maxDueTimes} due times; shorten the timeline or use a less frequent schedule.`,
          ],
          segments: [],
          incidents: [],
          events: [],
        };
      }
    }
    for (const due of dues) {
      push({at: due, order: 2, kind: 'due', due});
      push({at: due + grace, order: 0, kind: 'miss', due});
    }
  }
  pings.forEach(({ping, index}) => push({at: ping.at, order: 1, kind: 'ping', ping, index}));

  const satisfied = new Set<number>();
  const missedDues = new Set<number>();
  const lateDues = new Set<number>();
  const hungRuns = new Set<Run>();
  const openRuns: Run[] = [];
  let base: 'OK' | 'FAILING' = 'OK';
  let missed = false;
  let nextRunId = 1;
  let intervalGeneration = 0;

  const incidents: SimulatedIncident[] = [];
  const events: LatenessEvent[] = [];
  const segments: Segment[] = [
    {status: 'OK', start: from, end: to, cause: {kind: 'start', at: from, schedule: schedule.type}},
  ];

  const status = (): TimelineStatus => {
    if (base === 'FAILING') return 'FAILING';
    if (missed) return 'MISSED';
    if (lateDues.size > 0 || hungRuns.size > 0) return 'LATE';
    return 'OK';
  };

  const lateCause = (): LateCause | undefined => {
    if (status() !== 'LATE') return undefined;
    return hungRuns.size > 0 ? 'overrun' : 'waiting';
  };

  /** Records the event, and starts a new segment when the status or its cause changed. */
  const record = (event: LatenessEvent): void => {
    events.push(event);
    const at = event.at;
    const current = segments[segments.length - 1]!;
    const next = status();
    const late = lateCause();
    if (next === current.status && late === current.late) return;
    if (current.start === at) {
      current.status = next;
      if (late) current.late = late;
      else delete current.late;
      current.cause = event;
      const previous = segments[segments.length - 2];
      if (previous && previous.status === next && previous.late === late) {
        segments.pop();
        previous.end = to;
      }
      return;
    }
    current.end = at;
    segments.push({status: next, ...(late ? {late} : {}), start: at, end: to, cause: event});
  };

  /** One incident per type is open at a time: a second occurrence counts on the open one. */
  const openIncident = (type: IncidentType, severity: Severity, at: number): IncidentChange => {
    const open = incidents.find(
      (incident) => incident.type === type && incident.resolvedAt === null,
    );
    if (open) {
      open.occurrences += 1;
      return {change: 'occurrence', type, severity: open.severity};
    }
    incidents.push({type, severity, openedAt: at, resolvedAt: null, occurrences: 1});
    return {change: 'opened', type, severity};
  };

  /** A success resolves every open incident except ANOMALY. */
  const resolveIncidents = (at: number): IncidentType[] => {
    const resolved: IncidentType[] = [];
    for (const incident of incidents) {
      if (incident.resolvedAt === null && incident.type !== 'ANOMALY') {
        incident.resolvedAt = at;
        resolved.push(incident.type);
      }
    }
    return resolved;
  };

  /** For cron: the earliest open due time whose window [D - G, D + G) holds t. */
  const matchDue = (t: number): number | null => {
    for (const due of dues) {
      if (due - grace > t) break;
      if (satisfied.has(due) || missedDues.has(due)) continue;
      if (t < due + grace) return due;
    }
    return null;
  };

  const scheduleInterval = (t: number): void => {
    if (schedule.type !== 'interval') return;
    intervalGeneration += 1;
    const due = t + schedule.seconds * SECOND;
    if (due <= to) {
      push({at: due, order: 2, kind: 'interval-due', due, generation: intervalGeneration});
    }
    if (due + grace <= to) {
      push({
        at: due + grace,
        order: 0,
        kind: 'interval-miss',
        due,
        generation: intervalGeneration,
      });
    }
  };

  /** Attaches a run's first ping to a due time (cron only). */
  const attach = (run: Run, t: number): DueMatch | undefined => {
    if (schedule.type !== 'cron') return undefined;
    const due = matchDue(t);
    if (due === null) {
      return {kind: 'extra', nextDue: dues.find((d) => d > t && !satisfied.has(d)) ?? null};
    }
    satisfied.add(due);
    lateDues.delete(due);
    run.due = due;
    return {kind: 'counts', due, early: t < due};
  };

  while (queue.length > 0) {
    const event = queue.shift()!;
    const at = event.at;
    if (at > to) break;
    // Deadlines at the very end of the timeline belong to the next window.
    if (at === to && event.kind !== 'ping') continue;
    switch (event.kind) {
      case 'due':
      case 'interval-due': {
        if (event.kind === 'interval-due' && event.generation !== intervalGeneration) break;
        if (satisfied.has(event.due)) break;
        lateDues.add(event.due);
        record({kind: 'due', at, due: event.due, deadline: event.due + grace});
        break;
      }
      case 'miss':
      case 'interval-miss': {
        if (event.kind === 'interval-miss' && event.generation !== intervalGeneration) break;
        if (satisfied.has(event.due)) break;
        lateDues.delete(event.due);
        missedDues.add(event.due);
        missed = true;
        const incident = openIncident('MISSED', 'HIGH', at);
        record({kind: 'missed', at, due: event.due, incident});
        break;
      }
      case 'timeout': {
        if (!openRuns.includes(event.run)) break;
        hungRuns.add(event.run);
        const incident = openIncident('LATE', 'MEDIUM', at);
        record({kind: 'overrun', at, runStartedAt: event.run.firstPing, incident});
        break;
      }
      case 'ping': {
        const {kind} = event.ping;
        let result: PingEvent;
        if (kind === 'start') {
          const run: Run = {id: nextRunId++, firstPing: at, started: true, due: null};
          openRuns.push(run);
          result = {kind: 'ping', at, ping: kind, run: run.id, resolved: []};
          const match = attach(run, at);
          if (match) result.match = match;
          if (schedule.type !== 'manual') {
            push({at: at + grace, order: 0, kind: 'timeout', run});
          }
        } else {
          // A success or fail closes the oldest open run, or is a run of its own.
          const closed = openRuns.shift();
          if (closed) {
            hungRuns.delete(closed);
            result = {
              kind: 'ping',
              at,
              ping: kind,
              run: closed.id,
              closed: {startedAt: closed.firstPing, othersOpen: openRuns.length > 0},
              resolved: [],
            };
          } else {
            const run: Run = {id: nextRunId++, firstPing: at, started: false, due: null};
            result = {kind: 'ping', at, ping: kind, run: run.id, resolved: []};
            const match = attach(run, at);
            if (match) result.match = match;
          }
          if (kind === 'success') {
            base = 'OK';
            missed = false;
            lateDues.clear();
            hungRuns.clear();
            result.resolved = resolveIncidents(at);
          } else {
            base = 'FAILING';
            result.incident = openIncident('FAIL', 'HIGH', at);
          }
        }
        if (schedule.type === 'interval') {
          lateDues.clear();
          scheduleInterval(at);
        }
        record(result);
        break;
      }
    }
  }
  return {
    problems: [],
    segments: segments.filter((segment) => segment.end > segment.start),
    incidents,
    events,
  };
}

/** Total time spent in each status, in milliseconds. */
export function timeInStatus(segments: readonly Segment[]): Record<TimelineStatus, number> {
  const totals: Record<TimelineStatus, number> = {OK: 0, LATE: 0, MISSED: 0, FAILING: 0};
  for (const segment of segments) totals[segment.status] += segment.end - segment.start;
  return totals;
}
