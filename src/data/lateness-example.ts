/**
 * The worked example of the grace-periods page: a job every 5 minutes with a
 * 2-minute grace period, its pings, and the timeline Saturn computes from
 * them. The page renders its tables from this file, the lateness timeline
 * tool starts with these inputs, and `tests/unit/lateness.test.ts` checks
 * that `src/lib/lateness/index.ts` produces exactly `expectedSegments` and
 * `expectedIncidents`. Times are UTC.
 */
import type {IncidentType, PingKind, Severity} from './facts';

export interface ExamplePing {
  /** `HH:MM:SS`, UTC, on `latenessExample.date`. */
  time: string;
  kind: PingKind;
  /** What the job was doing, in the page's words. */
  note: string;
}

export interface ExampleSegment {
  status: 'OK' | 'LATE' | 'MISSED' | 'FAILING';
  start: string;
  end: string;
  /** Why, in the page's words (the code's own reason is not compared). */
  why: string;
}

export interface ExampleIncident {
  type: IncidentType;
  severity: Severity;
  opened: string;
  resolved: string | null;
}

export const latenessExample = {
  date: '2026-03-02',
  expression: '*/5 * * * *',
  timeZone: 'UTC',
  graceSeconds: 120,
  from: '10:00:00',
  to: '10:45:00',
  pings: [
    {time: '10:00:00', kind: 'start', note: 'The 10:00 run starts on time.'},
    {time: '10:00:40', kind: 'success', note: 'It finishes after 40 seconds.'},
    {
      time: '10:09:00',
      kind: 'success',
      note: 'No 10:05 run at all; then a run sends only a success ping at 10:09.',
    },
    {time: '10:15:00', kind: 'start', note: 'The 10:15 run starts on time...'},
    {
      time: '10:18:30',
      kind: 'success',
      note: '...and takes 3.5 minutes, longer than the grace period.',
    },
    {time: '10:20:00', kind: 'start', note: 'The 10:20 run starts and hangs.'},
    {
      time: '10:25:00',
      kind: 'start',
      note: 'The 10:25 run starts while the 10:20 run is still going.',
    },
    {
      time: '10:26:00',
      kind: 'success',
      note: 'The first success closes the oldest open run (10:20).',
    },
    {time: '10:26:30', kind: 'success', note: 'The second success closes the 10:25 run.'},
    {time: '10:30:00', kind: 'start', note: 'The 10:30 run starts...'},
    {time: '10:30:20', kind: 'fail', note: '...and exits with a non-zero code.'},
    {time: '10:35:00', kind: 'start', note: 'The 10:35 run starts...'},
    {time: '10:35:30', kind: 'success', note: '...and succeeds.'},
    {
      time: '10:37:00',
      kind: 'success',
      note: 'Someone runs the job by hand at 10:37; no run comes at 10:40.',
    },
  ] satisfies ExamplePing[],
  expectedSegments: [
    {
      status: 'OK',
      start: '10:00:00',
      end: '10:05:00',
      why: 'The 10:00 run pings on time and succeeds.',
    },
    {
      status: 'LATE',
      start: '10:05:00',
      end: '10:07:00',
      why: 'The 10:05 run is due and has not pinged; the grace period runs to 10:07.',
    },
    {
      status: 'MISSED',
      start: '10:07:00',
      end: '10:09:00',
      why: 'Due time plus grace period passed with no ping: MISSED incident.',
    },
    {
      status: 'OK',
      start: '10:09:00',
      end: '10:17:00',
      why: 'The 10:09 success is within 2 minutes before 10:10, so it counts for 10:10 and resolves the incident. The 10:15 run starts on time.',
    },
    {
      status: 'LATE',
      start: '10:17:00',
      end: '10:18:30',
      why: 'The 10:15 run sent no success or fail within 2 minutes of its start: LATE incident.',
    },
    {
      status: 'OK',
      start: '10:18:30',
      end: '10:22:00',
      why: 'Its success arrives and resolves the LATE incident. The 10:20 run starts on time.',
    },
    {
      status: 'LATE',
      start: '10:22:00',
      end: '10:26:00',
      why: 'The 10:20 run is still open 2 minutes after its start: a new LATE incident. The 10:25 start ping satisfies 10:25, but the 10:20 run keeps the monitor LATE.',
    },
    {
      status: 'OK',
      start: '10:26:00',
      end: '10:30:20',
      why: 'The 10:26:00 success closes the oldest open run (10:20) and resolves the incident; the 10:26:30 success closes the 10:25 run.',
    },
    {
      status: 'FAILING',
      start: '10:30:20',
      end: '10:35:30',
      why: 'The 10:30 run sends a fail ping: FAIL incident.',
    },
    {
      status: 'OK',
      start: '10:35:30',
      end: '10:40:00',
      why: 'The 10:35 run succeeds and resolves the FAIL incident. The 10:37 success is more than 2 minutes before 10:40: an extra run.',
    },
    {
      status: 'LATE',
      start: '10:40:00',
      end: '10:42:00',
      why: 'The 10:40 run is due; the extra run at 10:37 does not count for it.',
    },
    {
      status: 'MISSED',
      start: '10:42:00',
      end: '10:45:00',
      why: 'No ping for 10:40 by 10:42: a new MISSED incident, still open at the end.',
    },
  ] satisfies ExampleSegment[],
  expectedIncidents: [
    {type: 'MISSED', severity: 'HIGH', opened: '10:07:00', resolved: '10:09:00'},
    {type: 'LATE', severity: 'MEDIUM', opened: '10:17:00', resolved: '10:18:30'},
    {type: 'LATE', severity: 'MEDIUM', opened: '10:22:00', resolved: '10:26:00'},
    {type: 'FAIL', severity: 'HIGH', opened: '10:30:20', resolved: '10:35:30'},
    {type: 'MISSED', severity: 'HIGH', opened: '10:42:00', resolved: null},
  ] satisfies ExampleIncident[],
} as const;

/** Epoch milliseconds of an `HH:MM:SS` time on the example's date (UTC). */
export function exampleInstant(time: string): number {
  return Date.parse(`${latenessExample.date}T${time}Z`);
}
