/**
 * The site's interactive tools: where each is, the region it renders, and one field with a
 * value that the tool refuses, so that a test can show an error message. tools.spec.ts runs the
 * checks every tool must pass; each tool's own spec tests what it computes.
 */
import type {Locator, Page} from '@playwright/test';

export interface Tool {
  path: string;
  /** The accessible name of the tool's region. */
  title: string;
  /** The label of a field, and a value it refuses. */
  field: string | RegExp;
  invalid: string;
}

export const mathsTools = [
  {
    path: '/anomalies/welford',
    title: 'Anomaly playground',
    field: 'Run durations in seconds, oldest first',
    invalid: 'x',
  },
  {
    path: '/analytics/health-score',
    title: 'Health score calculator',
    field: 'Successful runs',
    invalid: 'x',
  },
  {
    path: '/analytics/uptime-sla',
    title: 'SLA error budget calculator',
    field: 'Target (%)',
    invalid: 'x',
  },
  {
    path: '/analytics/mtbf-mttr',
    title: 'MTBF and MTTR calculator',
    field: 'Incidents, one per line',
    invalid: 'x',
  },
] as const satisfies readonly Tool[];

export const tools: readonly Tool[] = [
  ...mathsTools,
  {
    path: '/monitors/types',
    title: 'Schedule explorer',
    field: 'Cron expression (5 fields or a macro)',
    invalid: '61 * * * *',
  },
  {
    path: '/monitors/grace-periods',
    title: 'Lateness timeline',
    field: 'Pings, one per line: time and kind',
    invalid: 'nonsense',
  },
  {
    path: '/security/redaction',
    title: 'Try the rules on your own output',
    field: 'Extra patterns',
    invalid: '(abc',
  },
];

/** A tool's region on its page. */
export function toolRegion(page: Page, title: string): Locator {
  return page.getByRole('region', {name: title});
}
