/**
 * The shapes of a lateness simulation: its input (schedule, grace period, pings) and its
 * result (status segments, incidents, and what each ping and deadline did). The rules in
 * this folder and their callers share them. Types only.
 */
import type {IncidentType, PingKind, Severity} from '../../data/facts';
import type {LateCause} from '../../data/analytics';

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
