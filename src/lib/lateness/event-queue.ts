/**
 * The order in which the lateness rules see what happens: by time, and at the
 * same instant deadlines first, then pings, then due times. So a ping exactly
 * at a deadline (D + G, or a run's start + G) comes too late, and a ping
 * exactly at its due time D comes on time.
 */

/** Where an event stands among the events of the same instant. */
export type Phase = 'deadline' | 'ping' | 'due';

const phaseRank: Record<Phase, number> = {deadline: 0, ping: 1, due: 2};

export interface Timed {
  at: number;
  phase: Phase;
}

/** Events waiting to happen, taken out in time order; equal events keep the order they came in. */
export class EventQueue<E extends Timed> {
  private readonly events: E[] = [];

  push(event: E): void {
    const rank = phaseRank[event.phase];
    let index = this.events.length;
    while (index > 0) {
      const before = this.events[index - 1]!;
      if (before.at < event.at || (before.at === event.at && phaseRank[before.phase] <= rank)) {
        break;
      }
      index -= 1;
    }
    this.events.splice(index, 0, event);
  }

  /** The next event, or undefined when none is left. */
  shift(): E | undefined {
    return this.events.shift();
  }
}
