/**
 * The status timeline as segments: a new segment starts when an event changes
 * the status or the cause of LATE. Several events at one instant leave one
 * segment, caused by the last of them, and a segment that an instant's events
 * bring back to the status before it merges into that one.
 */
import type {LateCause} from '../../data/analytics';
import type {LatenessEvent, Segment, TimelineStart, TimelineStatus} from './types';

export class Segments {
  private readonly list: Segment[];

  /** The timeline from `start.at` to `to` begins OK. */
  constructor(
    start: TimelineStart,
    private readonly to: number,
  ) {
    this.list = [{status: 'OK', start: start.at, end: to, cause: start}];
  }

  /** The status (and cause of LATE) after `event`; starts a segment when either changed. */
  record(event: LatenessEvent, status: TimelineStatus, late: LateCause | undefined): void {
    const at = event.at;
    const current = this.list[this.list.length - 1]!;
    if (status === current.status && late === current.late) return;
    if (current.start === at) {
      current.status = status;
      if (late) current.late = late;
      else delete current.late;
      current.cause = event;
      const previous = this.list[this.list.length - 2];
      if (previous && previous.status === status && previous.late === late) {
        this.list.pop();
        previous.end = this.to;
      }
      return;
    }
    current.end = at;
    this.list.push({status, ...(late ? {late} : {}), start: at, end: this.to, cause: event});
  }

  /** The segments longer than zero. */
  result(): Segment[] {
    return this.list.filter((segment) => segment.end > segment.start);
  }
}
