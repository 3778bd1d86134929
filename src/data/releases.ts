/**
 * The release dates of the features the examples show, so that no example is dated before
 * the feature it shows: the changelog entries that introduce them take their dates from here
 * (`./changelog.ts`), the WordPress samples derive their dates from here (`./wordpress.ts`),
 * and `tests/unit/openapi-examples.test.ts` checks the dates of openapi.yaml's examples
 * against them. ISO 8601 dates, in UTC.
 */
export const featureReleases = {
  /** API v1: pings, listing monitors and incidents, organization tokens. */
  apiV1: '2025-03-03',
  /** Webhook events `monitor.created`, `monitor.updated` and `monitor.deleted`. */
  monitorWebhookEvents: '2026-04-07',
  /** The WordPress plugin's "wp-cron runner" monitor (plugin 1.1.0). */
  wordpressRunnerMonitor: '2026-01-19',
  /** `wp saturn status` (WordPress plugin 1.2.0). */
  wpSaturnStatus: '2026-05-11',
} as const;

export type Feature = keyof typeof featureReleases;

/** The ISO date `days` after an ISO date. */
export function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
