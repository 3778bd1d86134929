/**
 * The IDs the pages and openapi/openapi.yaml show for example incidents and
 * named monitors, one story per ID: an ID never stands for two incidents, or
 * for a monitor under two names. `tests/unit/example-ids.test.ts` finds every
 * `inc_` ID on the docs pages and in the OpenAPI file, fails on an ID missing
 * here, and checks that the incident type shown beside it is this one.
 *
 * `mon_8f3k2j5h1q`, the OpenAPI file's example monitor, is also the monitor
 * ID that "Your values" replaces with the reader's own in commands and
 * manifests (src/lib/your-values.ts), so it appears in jobs of many names;
 * where a page shows a monitor by name with its ID, the name is the one here.
 * Every other monitor ID in a CronJob manifest is registered here, with the
 * CronJob's schedule and time zone.
 */
import type {IncidentType} from './facts';

export interface ExampleMonitor {
  id: string;
  name: string;
  /**
   * The schedule the examples give it, as openapi.yaml writes a schedule: a
   * cron expression and its time zone, or an interval in seconds and null.
   * A CronJob manifest annotated with the ID has this `schedule` and
   * `timeZone`.
   */
  schedule?: {expression: string; timezone: string | null};
  /** Where the monitor is shown by name. */
  shownOn: string;
}

export interface ExampleIncident {
  id: string;
  type: IncidentType;
  /** Where the incident appears, and its story. */
  shownOn: string;
}

export const exampleMonitors: readonly ExampleMonitor[] = [
  {
    id: 'mon_8f3k2j5h1q',
    name: 'Nightly database backup',
    schedule: {expression: '0 3 * * *', timezone: 'Europe/Berlin'},
    shownOn: 'openapi.yaml (listMonitors): cron 0 3 * * * in Europe/Berlin',
  },
  {
    id: 'mon_2b7d4n6p0r',
    name: 'Queue worker heartbeat',
    schedule: {expression: '300', timezone: null},
    shownOn: 'openapi.yaml (listMonitors, monitor.updated): interval of 300 seconds',
  },
  {
    id: 'mon_5t1w8q3z6x',
    name: 'Hourly cache warm-up',
    schedule: {expression: '5 * * * *', timezone: 'UTC'},
    shownOn:
      'openapi.yaml (monitor.created): cron 5 * * * * in UTC, created after the monitor events were',
  },
  {
    id: 'mon_6c9v2b5n8m',
    name: 'Quarterly invoice export',
    shownOn: 'openapi.yaml (monitor.deleted): manual',
  },
  {
    id: 'mon_6n2b8v4c1x',
    name: 'nightly-backup',
    schedule: {expression: '0 3 * * *', timezone: 'UTC'},
    shownOn: '/alerts/email, /alerts/slack and /alerts/discord: cron 0 3 * * * in UTC',
  },
  {
    id: 'mon_2b7d9x4c1v',
    name: 'nightly-report',
    schedule: {expression: '0 5 * * *', timezone: 'Europe/London'},
    shownOn: '/kubernetes/examples: the report CronJob with concurrencyPolicy Replace',
  },
  {
    id: 'mon_6h1p4n8s0t',
    name: 'session-cleanup',
    schedule: {expression: '15 * * * *', timezone: 'UTC'},
    shownOn: '/kubernetes/examples: the hourly cleanup CronJob',
  },
  {
    id: 'mon_4w8e2r6t1y',
    name: 'report-with-proxy',
    schedule: {expression: '15 6 * * *', timezone: 'Europe/Berlin'},
    shownOn: '/kubernetes/sidecar: the CronJob with a database proxy as a native sidecar',
  },
];

export const exampleIncidents: readonly ExampleIncident[] = [
  {
    id: 'inc_4t7y1u9w2e',
    type: 'FAIL',
    shownOn:
      'openapi.yaml and the pages that render its examples: Nightly database backup, the run due 2025-06-11 03:00 Berlin time (01:00 UTC), opened 01:00:09 UTC, exit code 2',
  },
  {
    id: 'inc_7k3m9p2x5v',
    type: 'FAIL',
    shownOn: 'openapi.yaml (resolved incidents): opened 2025-06-09 01:00:11 UTC, exit code 1',
  },
  {
    id: 'inc_9w4e7r2t5y',
    type: 'MISSED',
    shownOn:
      'openapi.yaml (resolved incidents): the run due 2025-06-04 03:00 Berlin time, opened 01:05 UTC',
  },
  {
    id: 'inc_1a5s9d3f7g',
    type: 'MISSED',
    shownOn:
      'openapi.yaml (incident.resolved): the run due 2025-06-12 03:00 Berlin time, opened 01:05 UTC, resolved by the success of June 13',
  },
  {
    id: 'inc_3c8v5b2n6m',
    type: 'FAIL',
    shownOn: '/alerts/email and /alerts/slack: nightly-backup, opened 2025-03-14 03:04:43 UTC',
  },
  {
    id: 'inc_6h1j4k8l2z',
    type: 'MISSED',
    shownOn: '/alerts/discord: nightly-backup, the run due 2025-03-16 03:00 UTC',
  },
  {
    id: 'inc_2q9w5e1r7t',
    type: 'MISSED',
    shownOn: '/incidents/lifecycle: a nightly backup whose host was down, opened at 03:05',
  },
  {
    id: 'inc_8u3i6o1p4a',
    type: 'FAIL',
    shownOn: '/incidents/types: a job every 5 minutes that fails from 10:00',
  },
];
