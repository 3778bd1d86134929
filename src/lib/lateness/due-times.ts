/**
 * When a run is due, for each kind of schedule, and which due time a ping
 * counts for. A cron schedule's due times are known in advance and each one
 * can be claimed by one ping; an interval schedule's next due time is set by
 * the last ping; a manual schedule has none.
 */
import type {DueMatch, LatenessSchedule} from './types';
import {nextRuns, parseCron} from '../cron';

/** A due time, and for an interval schedule the ping that set it (numbered from 1). */
export interface Due {
  due: number;
  generation?: number;
}

export interface DueTimes {
  /** False for a manual schedule: no due times, so no grace period bounds a started run either. */
  readonly hasDueTimes: boolean;
  /** The due times known before any ping, in order. */
  readonly fixed: readonly number[];
  /** Whether a due time still waits for a ping: no ping has counted for it and none replaced it. */
  isOpen(due: Due): boolean;
  /** Records that the grace period of a due time ended with no ping. */
  markMissed(due: number): void;
  /** Which due time the first ping of a run, at `at`, counts for; undefined when pings are not matched to due times. */
  claim(at: number): DueMatch | undefined;
  /** The due time a ping at `at` sets, replacing the one before; null when pings set none. */
  afterPing(at: number): Due | null;
}

/**
 * The due times of a schedule over the timeline [from, to], with the grace
 * period G in milliseconds. Null when a cron schedule has more than `limit`.
 */
export function dueTimesFor(
  schedule: LatenessSchedule,
  grace: number,
  from: number,
  to: number,
  limit: number,
): DueTimes | null {
  switch (schedule.type) {
    case 'cron': {
      const timeZone = schedule.timeZone ?? 'UTC';
      const times = cronDueTimes(schedule.expression, timeZone, from, to, limit);
      return times && new CronDueTimes(times, grace);
    }
    case 'interval':
      return new IntervalDueTimes(schedule.seconds * 1000);
    case 'manual':
      return new NoDueTimes();
  }
}

/**
 * The due times of a cron expression in (from - 1 ms, to]: `from` itself is
 * one when the expression matches it. Null when there are more than `limit`.
 */
export function cronDueTimes(
  expression: string,
  timeZone: string,
  from: number,
  to: number,
  limit: number,
): number[] | null {
  const parsed = parseCron(expression);
  if (!parsed.ok) return [];
  const times = nextRuns(parsed.schedule, timeZone, from - 1, limit + 1)
    .map((run) => run.at)
    .filter((at) => at <= to);
  return times.length > limit ? null : times;
}

/**
 * A cron schedule: every due time D has a window [D - G, D + G). The first
 * ping of a run counts for the earliest due time whose window holds it and
 * that is still open (no ping counted for it and it was not missed).
 */
export class CronDueTimes implements DueTimes {
  readonly hasDueTimes = true;
  private readonly claimed = new Set<number>();
  private readonly missed = new Set<number>();

  constructor(
    readonly fixed: readonly number[],
    private readonly grace: number,
  ) {}

  isOpen({due}: Due): boolean {
    return !this.claimed.has(due);
  }

  markMissed(due: number): void {
    this.missed.add(due);
  }

  claim(at: number): DueMatch {
    for (const due of this.fixed) {
      if (due - this.grace > at) break;
      if (this.claimed.has(due) || this.missed.has(due)) continue;
      if (at < due + this.grace) {
        this.claimed.add(due);
        return {kind: 'counts', due, early: at < due};
      }
    }
    const nextDue = this.fixed.find((due) => due > at && !this.claimed.has(due));
    return {kind: 'extra', nextDue: nextDue ?? null};
  }

  afterPing(): null {
    return null;
  }
}

/**
 * An interval schedule: due one interval after the last ping of any kind.
 * There is no due time before the first ping, and each ping replaces the due
 * time the ping before it set.
 */
export class IntervalDueTimes implements DueTimes {
  readonly hasDueTimes = true;
  readonly fixed: readonly number[] = [];
  private generation = 0;

  constructor(private readonly interval: number) {}

  isOpen({generation}: Due): boolean {
    return generation === this.generation;
  }

  markMissed(): void {}

  claim(): undefined {
    return undefined;
  }

  afterPing(at: number): Due {
    this.generation += 1;
    return {due: at + this.interval, generation: this.generation};
  }
}

/** A manual schedule: no due times. */
export class NoDueTimes implements DueTimes {
  readonly hasDueTimes = false;
  readonly fixed: readonly number[] = [];

  isOpen(): boolean {
    return false;
  }

  markMissed(): void {}

  claim(): undefined {
    return undefined;
  }

  afterPing(): null {
    return null;
  }
}
