/**
 * Saturn's lateness rules as a simulation: from a schedule, a grace period
 * and a list of pings, the status timeline (OK, LATE, MISSED, FAILING) and
 * the incidents it opens and resolves. This is the "Shared product model" of
 * the brief, rule by rule; the grace-periods page and the lateness timeline
 * tool both run it. Times are epoch milliseconds and are shown in UTC.
 * Pure functions, no React.
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
  reason: string;
}

export interface SimulatedIncident {
  type: IncidentType;
  severity: Severity;
  openedAt: number;
  resolvedAt: number | null;
  occurrences: number;
  reason: string;
}

export interface TimelineEvent {
  at: number;
  text: string;
}

export interface LatenessResult {
  problems: string[];
  segments: Segment[];
  incidents: SimulatedIncident[];
  /** What each ping and each deadline did, in order. */
  events: TimelineEvent[];
}

/** Most due times one simulation evaluates. */
export const maxDueTimes = 2000;
/** Most pings one simulation accepts. */
export const maxPings = 1000;

const SECOND = 1000;

/** `HH:MM:SS` in UTC. */
export function formatTime(at: number): string {
  return new Date(at).toISOString().slice(11, 19);
}

/** `HH:MM` in UTC, or `HH:MM:SS` when the seconds are not zero. */
function formatDue(at: number): string {
  const text = formatTime(at);
  return text.endsWith(':00') ? text.slice(0, 5) : text;
}

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

type Event =
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
  const queue: Event[] = [];
  const push = (event: Event): void => {
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
  const events: TimelineEvent[] = [];
  const segments: Segment[] = [];
  const initialReason =
    schedule.type === 'interval'
      ? 'Start of the timeline. An interval monitor is first due one interval after its first ping.'
      : schedule.type === 'manual'
        ? 'Start of the timeline. A manual monitor has no due times: only fail and success pings change its status.'
        : 'Start of the timeline.';
  segments.push({status: 'OK', start: from, end: to, reason: initialReason});

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

  const transition = (at: number, reason: string): void => {
    const current = segments[segments.length - 1]!;
    const next = status();
    const late = lateCause();
    if (next === current.status && late === current.late) return;
    if (current.start === at) {
      current.status = next;
      if (late) current.late = late;
      else delete current.late;
      current.reason = reason;
      const previous = segments[segments.length - 2];
      if (previous && previous.status === next && previous.late === late) {
        segments.pop();
        previous.end = to;
      }
      return;
    }
    current.end = at;
    segments.push({status: next, ...(late ? {late} : {}), start: at, end: to, reason});
  };

  const openIncident = (type: IncidentType, severity: Severity, at: number, reason: string) => {
    const open = incidents.find(
      (incident) => incident.type === type && incident.resolvedAt === null,
    );
    if (open) {
      open.occurrences += 1;
      return `the open ${type} incident counts one more occurrence`;
    }
    incidents.push({type, severity, openedAt: at, resolvedAt: null, occurrences: 1, reason});
    return `${type} incident opened (${severity})`;
  };

  const resolveIncidents = (at: number): string[] => {
    const resolved: string[] = [];
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

  /** Attaches a run's first ping to a due time and says how it counted. */
  const attach = (run: Run, t: number): string => {
    if (schedule.type !== 'cron') return '';
    const due = matchDue(t);
    if (due === null) {
      const upcoming = dues.find((d) => d > t && !satisfied.has(d));
      return upcoming === undefined
        ? ' It is an extra run: no due time is within the grace period of it.'
        : ` It is an extra run: it came more than the grace period before the next due time (${formatDue(upcoming)}), so it does not count for it.`;
    }
    satisfied.add(due);
    lateDues.delete(due);
    run.due = due;
    if (t < due) {
      return ` It came within the grace period before ${formatDue(due)}, so it counts for the run due at ${formatDue(due)}.`;
    }
    return ` It counts for the run due at ${formatDue(due)}.`;
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
        const reason = `The run due at ${formatDue(event.due)} has sent no ping; its grace period lasts until ${formatDue(event.due + grace)}.`;
        events.push({at, text: reason});
        transition(at, reason);
        break;
      }
      case 'miss':
      case 'interval-miss': {
        if (event.kind === 'interval-miss' && event.generation !== intervalGeneration) break;
        if (satisfied.has(event.due)) break;
        lateDues.delete(event.due);
        missedDues.add(event.due);
        missed = true;
        const what = openIncident(
          'MISSED',
          'HIGH',
          at,
          `No ping for the run due at ${formatDue(event.due)}.`,
        );
        const reason = `No ping for the run due at ${formatDue(event.due)} by ${formatDue(at)} (due time + grace period): ${what}.`;
        events.push({at, text: reason});
        transition(at, reason);
        break;
      }
      case 'timeout': {
        if (!openRuns.includes(event.run)) break;
        hungRuns.add(event.run);
        const what = openIncident(
          'LATE',
          'MEDIUM',
          at,
          `The run started at ${formatTime(event.run.firstPing)} did not finish within the grace period.`,
        );
        const reason = `The run started at ${formatTime(event.run.firstPing)} sent neither success nor fail by ${formatTime(at)} (start + grace period): ${what}.`;
        events.push({at, text: reason});
        transition(at, reason);
        break;
      }
      case 'ping': {
        const {kind} = event.ping;
        let text: string;
        if (kind === 'start') {
          const run: Run = {id: nextRunId++, firstPing: at, started: true, due: null};
          openRuns.push(run);
          text = `Start ping at ${formatTime(at)} opened run ${run.id}.${attach(run, at)}`;
          if (schedule.type !== 'manual') {
            push({at: at + grace, order: 0, kind: 'timeout', run});
          }
        } else {
          const closed = openRuns.shift();
          let run: Run;
          if (closed) {
            run = closed;
            hungRuns.delete(closed);
            text = `${kind === 'success' ? 'Success' : 'Fail'} ping at ${formatTime(at)} closed run ${run.id}, started at ${formatTime(run.firstPing)}${openRuns.length > 0 ? ' (the oldest open run)' : ''}.`;
          } else {
            run = {id: nextRunId++, firstPing: at, started: false, due: null};
            text = `${kind === 'success' ? 'Success' : 'Fail'} ping at ${formatTime(at)}, without a start ping, is run ${run.id}.${attach(run, at)}`;
          }
          if (kind === 'success') {
            base = 'OK';
            missed = false;
            lateDues.clear();
            hungRuns.clear();
            const resolved = resolveIncidents(at);
            if (resolved.length > 0)
              text += ` Resolves the open ${resolved.join(', ')} incident${resolved.length > 1 ? 's' : ''}.`;
          } else {
            base = 'FAILING';
            text += ` ${openIncident('FAIL', 'HIGH', at, `Fail ping at ${formatTime(at)}.`)}.`;
          }
        }
        if (schedule.type === 'interval') {
          lateDues.clear();
          scheduleInterval(at);
        }
        events.push({at, text});
        transition(at, text);
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
