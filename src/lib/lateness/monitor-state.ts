/**
 * The state of one monitor as the lateness rules move it, one handler per
 * kind of event: a due time passes, its grace period ends with no ping
 * (miss), a started run outlives its grace period (run timeout), and a start,
 * success or fail ping arrives. Each handler returns what happened as a
 * `LatenessEvent` and the later events it sets up (a run's timeout, an
 * interval's next due time); the caller queues those and keeps the time.
 */
import type {LateCause} from '../../data/analytics';
import type {PingKind} from '../../data/facts';
import type {LatenessEvent, PingEvent, TimelineStatus} from './types';
import type {Due, DueTimes} from './due-times';
import {Incidents} from './incidents';

interface Run {
  /** Numbered from 1 in order of the runs' first pings. */
  id: number;
  /** Time of the run's first ping: its start ping, or its only ping. */
  startedAt: number;
}

/** An event waiting in the queue; `phase` places it among the events of the same instant. */
export type QueuedEvent =
  | ({phase: 'due'; kind: 'due'; at: number} & Due)
  | ({phase: 'deadline'; kind: 'miss'; at: number} & Due)
  | {phase: 'deadline'; kind: 'run-timeout'; at: number; run: Run}
  | {phase: 'ping'; kind: 'ping'; at: number; ping: PingKind};

export interface Step {
  event: LatenessEvent;
  later: QueuedEvent[];
}

export class MonitorState {
  readonly incidents = new Incidents();
  /** FAILING from a fail ping until a success ping. */
  private failing = false;
  /** MISSED from a missed due time until a success ping. */
  private missed = false;
  /** Due times that passed with no ping and are inside their grace period. */
  private readonly waitingDues = new Set<number>();
  /** Started runs, oldest first, that no success or fail ping has closed. */
  private readonly openRuns: Run[] = [];
  /** Open runs past their grace period. */
  private readonly overrunRuns = new Set<Run>();
  private nextRunId = 1;

  constructor(
    private readonly dues: DueTimes,
    /** The grace period in milliseconds. */
    private readonly grace: number,
  ) {}

  /** The events known before any ping: each fixed due time and the end of its grace period. */
  scheduledEvents(): QueuedEvent[] {
    return this.dues.fixed.flatMap((due): QueuedEvent[] => [
      {phase: 'due', kind: 'due', at: due, due},
      {phase: 'deadline', kind: 'miss', at: due + this.grace, due},
    ]);
  }

  /** FAILING over MISSED over LATE over OK. */
  status(): TimelineStatus {
    if (this.failing) return 'FAILING';
    if (this.missed) return 'MISSED';
    if (this.waitingDues.size > 0 || this.overrunRuns.size > 0) return 'LATE';
    return 'OK';
  }

  /** Why the status is LATE: a run open past its grace period, or else a due time inside it. */
  lateCause(): LateCause | undefined {
    if (this.status() !== 'LATE') return undefined;
    return this.overrunRuns.size > 0 ? 'overrun' : 'waiting';
  }

  /** Applies one event; null when it no longer applies (its due time was met, its run closed). */
  handle(event: QueuedEvent): Step | null {
    switch (event.kind) {
      case 'due':
        return this.onDue(event);
      case 'miss':
        return this.onMiss(event);
      case 'run-timeout':
        return this.onRunTimeout(event.at, event.run);
      case 'ping':
        return this.onPing(event.at, event.ping);
    }
  }

  /** A due time passed with no ping: LATE while its grace period runs. */
  private onDue(event: Due & {at: number}): Step | null {
    if (!this.dues.isOpen(event)) return null;
    this.waitingDues.add(event.due);
    return step({kind: 'due', at: event.at, due: event.due, deadline: event.due + this.grace});
  }

  /** The grace period of a due time ended with no ping: MISSED, and a MISSED incident. */
  private onMiss(event: Due & {at: number}): Step | null {
    if (!this.dues.isOpen(event)) return null;
    this.waitingDues.delete(event.due);
    this.dues.markMissed(event.due);
    this.missed = true;
    const incident = this.incidents.open('MISSED', 'HIGH', event.at);
    return step({kind: 'missed', at: event.at, due: event.due, incident});
  }

  /** A started run sent neither success nor fail within the grace period: LATE, and a LATE incident. */
  private onRunTimeout(at: number, run: Run): Step | null {
    if (!this.openRuns.includes(run)) return null;
    this.overrunRuns.add(run);
    const incident = this.incidents.open('LATE', 'MEDIUM', at);
    return step({kind: 'overrun', at, runStartedAt: run.startedAt, incident});
  }

  private onPing(at: number, kind: PingKind): Step {
    const later: QueuedEvent[] = [];
    let event: PingEvent;
    if (kind === 'start') {
      event = this.onStart(at, later);
    } else if (kind === 'success') {
      event = this.onSuccess(at);
    } else {
      event = this.onFail(at);
    }
    // Every ping sets an interval schedule's next due time and ends the wait for the last one.
    const next = this.dues.afterPing(at);
    if (next) {
      this.waitingDues.clear();
      later.push(
        {phase: 'due', kind: 'due', at: next.due, ...next},
        {phase: 'deadline', kind: 'miss', at: next.due + this.grace, ...next},
      );
    }
    return {event, later};
  }

  /** A start ping opens a run, which must end within the grace period where there are due times. */
  private onStart(at: number, later: QueuedEvent[]): PingEvent {
    const run: Run = {id: this.nextRunId++, startedAt: at};
    this.openRuns.push(run);
    const event: PingEvent = {kind: 'ping', at, ping: 'start', run: run.id, resolved: []};
    this.claimDue(event);
    if (this.dues.hasDueTimes) {
      later.push({phase: 'deadline', kind: 'run-timeout', at: at + this.grace, run});
    }
    return event;
  }

  /**
   * A success ping ends a run, clears FAILING, MISSED and the LATE of overrun runs, and
   * resolves incidents. A due time that passed with no ping of its own still waits: the
   * status stays LATE until that run's first ping or the end of its grace period.
   */
  private onSuccess(at: number): PingEvent {
    const event = this.endRun(at, 'success');
    this.failing = false;
    this.missed = false;
    this.overrunRuns.clear();
    event.resolved = this.incidents.resolveOnSuccess(at);
    return event;
  }

  /** A fail ping ends a run: FAILING, and a FAIL incident. */
  private onFail(at: number): PingEvent {
    const event = this.endRun(at, 'fail');
    this.failing = true;
    event.incident = this.incidents.open('FAIL', 'HIGH', at);
    return event;
  }

  /** A success or fail closes the oldest open run, or is a run of its own. */
  private endRun(at: number, ping: 'success' | 'fail'): PingEvent {
    const closed = this.openRuns.shift();
    if (closed) {
      this.overrunRuns.delete(closed);
      return {
        kind: 'ping',
        at,
        ping,
        run: closed.id,
        closed: {startedAt: closed.startedAt, othersOpen: this.openRuns.length > 0},
        resolved: [],
      };
    }
    const event: PingEvent = {kind: 'ping', at, ping, run: this.nextRunId++, resolved: []};
    this.claimDue(event);
    return event;
  }

  /** The first ping of a run counts for a due time (cron); it is then no longer waited for. */
  private claimDue(event: PingEvent): void {
    const match = this.dues.claim(event.at);
    if (!match) return;
    if (match.kind === 'counts') this.waitingDues.delete(match.due);
    event.match = match;
  }
}

function step(event: LatenessEvent): Step {
  return {event, later: []};
}
