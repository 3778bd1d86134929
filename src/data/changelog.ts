/**
 * Saturn's changelog: one entry per release of the API, the CLI, the Helm
 * chart and the WordPress plugin, newest first.
 *
 * The `/changelog/` page renders these entries with the `<Changelog />`
 * component, and the local plugin `plugins/changelog-feed` writes the same
 * entries as an Atom feed at `/changelog/atom.xml` at build time. Add a new
 * release at the top; `tests/unit/site-data.test.ts` checks the order, the
 * dates and the version numbers.
 */

import {anomalyDefaults, anomalyMediumSeverityFactor, api} from './facts';
import {featureReleases} from './releases';

/** The parts of Saturn that are released and versioned on their own. */
export type ReleasedComponent = 'api' | 'cli' | 'helm' | 'wordpress';

export const releasedComponents: Record<
  ReleasedComponent,
  {name: string; versioning: string; docs: string}
> = {
  api: {
    name: 'API',
    versioning:
      'The API is v1; its paths carry no version number. Changes to its requests and responses inside v1 are additive: new fields, new operations, new events. How the service evaluates runs (which incidents open, with which severity) can change inside v1; such changes are marked Changed.',
    docs: '/api/reference',
  },
  cli: {
    name: 'CLI',
    versioning: 'Semantic versioning: 1.x releases add flags and fix bugs; none removes a flag.',
    docs: '/cli/reference',
  },
  helm: {
    name: 'Helm chart',
    versioning:
      'Semantic versioning of the saturn/saturn-sidecar chart (the version in its Chart.yaml); values keep their names within 1.x.',
    docs: '/kubernetes/helm-values',
  },
  wordpress: {
    name: 'WordPress plugin',
    versioning:
      'Semantic versioning of the saturn-monitor plugin; WP-CLI commands stay within 1.x.',
    docs: '/wordpress/install',
  },
};

export type ChangeKind = 'added' | 'changed' | 'fixed' | 'security';

export interface Change {
  kind: ChangeKind;
  /** One sentence; `backticks` mark inline code. */
  text: string;
}

export interface ChangelogEntry {
  /** Release date, ISO 8601 (YYYY-MM-DD), in UTC. */
  date: string;
  component: ReleasedComponent;
  /** `v1` for the API; semantic version (1.2.3) for the others. */
  version: string;
  /** Short headline of the release. */
  title: string;
  changes: readonly Change[];
  /** The docs page that covers the change. */
  link: string;
}

/** Newest first. */
export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2026-10-27',
    component: 'wordpress',
    version: '1.2.1',
    title: 'Pings survive a slow API response',
    changes: [
      {
        kind: 'fixed',
        text: 'A hook whose success ping timed out was retried as a new start and success ping, so Saturn recorded a second run. The plugin now retries only the ping that timed out. If the first attempt reached Saturn and only its answer was slow, that retry can still record one extra run, because success pings carry no run ID.',
      },
    ],
    link: '/wordpress/install#what-happens-when-saturn-is-unreachable-or-the-token-is-wrong',
  },
  {
    date: '2026-10-14',
    component: 'cli',
    version: '1.4.2',
    title: 'Signals reach the wrapped command',
    changes: [
      {
        kind: 'fixed',
        text: '`saturn run` now forwards SIGTERM and SIGINT to the wrapped command and reports its exit code, instead of exiting before the command did.',
      },
    ],
    link: '/cli/saturn-run',
  },
  {
    date: '2026-08-18',
    component: 'api',
    version: 'v1',
    title: 'Severe anomalies open as MEDIUM',
    changes: [
      {
        kind: 'changed',
        text: `An ANOMALY incident opens with severity MEDIUM instead of LOW when |z| is at least ${anomalyMediumSeverityFactor} x ${anomalyDefaults.zThreshold} = ${anomalyMediumSeverityFactor * anomalyDefaults.zThreshold}.`,
      },
    ],
    link: '/anomalies/rules',
  },
  {
    date: '2026-06-22',
    component: 'cli',
    version: '1.4.0',
    title: 'Control how much output is sent',
    changes: [
      {
        kind: 'added',
        text: `\`--output-bytes <n>\` sends a shorter tail of the output; the default and maximum stay at ${api.maxOutputBytes} bytes.`,
      },
      {
        kind: 'added',
        text: '`--no-output` sends no output at all, only the exit code and duration.',
      },
    ],
    link: '/cli/reference',
  },
  {
    date: featureReleases.wpSaturnStatus,
    component: 'wordpress',
    version: '1.2.0',
    title: 'See every hook and its last ping',
    changes: [
      {
        kind: 'added',
        text: '`wp saturn status` lists each scheduled hook with its monitor and the time of its last ping.',
      },
    ],
    link: '/wordpress/install',
  },
  {
    date: featureReleases.monitorWebhookEvents,
    component: 'api',
    version: 'v1',
    title: 'Webhooks for monitor changes',
    changes: [
      {
        kind: 'added',
        text: 'Webhook events `monitor.created`, `monitor.updated` and `monitor.deleted`, next to the incident events.',
      },
    ],
    link: '/alerts/webhooks',
  },
  {
    date: '2026-02-09',
    component: 'helm',
    version: '1.2.0',
    title: 'The sidecar sends as much output as Saturn keeps',
    changes: [
      {
        kind: 'changed',
        text: `\`outputCapture.maxBytes\` accepts up to ${api.maxOutputBytes} bytes and defaults to it, the most of an output Saturn keeps since 2 February 2026; it was 10000.`,
      },
    ],
    link: '/kubernetes/helm-values',
  },
  {
    date: '2026-02-02',
    component: 'api',
    version: 'v1',
    title: 'Larger output on pings',
    changes: [
      {
        kind: 'changed',
        text: `Saturn keeps up to ${api.maxOutputBytes} bytes of the \`output\` field of success and fail pings, up from 10000, and the end of a longer one.`,
      },
    ],
    link: '/output-capture/overview',
  },
  {
    date: '2026-01-26',
    component: 'helm',
    version: '1.1.0',
    title: 'A token per CronJob, and Retry-After respected',
    changes: [
      {
        kind: 'added',
        text: "The pod-template annotation `saturn.example/token-secret` names the Secret that holds the pod's token, so each CronJob of a namespace can ping with a monitor token of its own; `token.existingSecret` is the fallback.",
      },
      {
        kind: 'fixed',
        text: 'After a 429 answer the sidecar waits for the seconds in `Retry-After` before it retries, as the CLI does since 1.3.1, instead of its own pause.',
      },
    ],
    link: '/kubernetes/sidecar',
  },
  {
    date: featureReleases.wordpressRunnerMonitor,
    component: 'wordpress',
    version: '1.1.0',
    title: 'Know when wp-cron itself stops',
    changes: [
      {
        kind: 'added',
        text: 'The plugin pings a "wp-cron runner" monitor each time wp-cron runs, and `wp saturn sync` names it with the hooks\' monitors, so a site with no visitors no longer fails silently.',
      },
    ],
    link: '/wordpress/troubleshooting',
  },
  {
    date: '2026-01-12',
    component: 'cli',
    version: '1.3.1',
    title: 'Retries respect Retry-After',
    changes: [
      {
        kind: 'fixed',
        text: 'After a 429 response the CLI waits for the seconds in `Retry-After` before it retries, instead of its own backoff.',
      },
    ],
    link: '/cli/reference',
  },
  {
    date: '2025-12-01',
    component: 'cli',
    version: '1.3.0',
    title: 'Redaction rules from a file',
    changes: [
      {
        kind: 'added',
        text: '`--redact-file <path>` (or `SATURN_REDACT_FILE`) reads extra redaction patterns, one regular expression per line.',
      },
    ],
    link: '/security/redaction',
  },
  {
    date: '2025-10-06',
    component: 'api',
    version: 'v1',
    title: 'OpenAPI description published',
    changes: [
      {
        kind: 'added',
        text: 'The whole API is described in an OpenAPI 3.1 file, rendered as the API reference and downloadable for code generators.',
      },
    ],
    link: '/api/reference',
  },
  {
    date: '2025-09-15',
    component: 'wordpress',
    version: '1.0.0',
    title: 'First release of the WordPress plugin',
    changes: [
      {
        kind: 'added',
        text: '`wp saturn connect` stores the organization token, `wp saturn sync` matches each scheduled hook to a monitor you created in the dashboard and names the ones still missing, and the plugin pings around each hook.',
      },
    ],
    link: '/wordpress/install',
  },
  {
    date: '2025-08-25',
    component: 'cli',
    version: '1.2.0',
    title: 'Secrets are redacted before output leaves the host',
    changes: [
      {
        kind: 'security',
        text: 'Output is redacted on the host with default rules for tokens, passwords and keys before it is sent.',
      },
      {kind: 'added', text: '`--redact <regex>` adds a pattern; repeat it for several.'},
    ],
    link: '/security/redaction',
  },
  {
    date: '2025-07-21',
    component: 'helm',
    version: '1.0.0',
    title: 'First release of the Kubernetes sidecar chart',
    changes: [
      {
        kind: 'added',
        text: 'An injector adds a native sidecar to pods of Jobs annotated with `saturn.example/monitor-id`; it requires Kubernetes 1.29 or later.',
      },
      {
        kind: 'added',
        text: 'The sidecar sends a fail ping with the exit code when the job container fails, including 137 when it is OOM-killed.',
      },
      {
        kind: 'added',
        text: "Values `token.existingSecret`, `token.key` and `apiUrl`, checked by the chart's `values.schema.json`.",
      },
    ],
    link: '/kubernetes/sidecar',
  },
  {
    date: '2025-06-09',
    component: 'api',
    version: 'v1',
    title: 'Acknowledge and resolve incidents',
    changes: [
      {
        kind: 'added',
        text: '`POST /api/incidents/{incidentId}/acknowledge` and `/resolve`, each with an optional note.',
      },
      {
        kind: 'added',
        text: 'Monitor tokens: a token that can only send pings for one monitor.',
      },
    ],
    link: '/incidents/lifecycle',
  },
  {
    date: '2025-05-12',
    component: 'cli',
    version: '1.1.0',
    title: 'Check a host with saturn doctor',
    changes: [
      {
        kind: 'added',
        text: '`saturn doctor` checks the configuration, DNS, TLS, that the API answers and, with an organization token, the token and the monitor, and exits with a code that names the problem.',
      },
    ],
    link: '/cli/reference',
  },
  {
    date: '2025-03-03',
    component: 'cli',
    version: '1.0.0',
    title: 'First release of the CLI',
    changes: [
      {
        kind: 'added',
        text: '`saturn run` wraps a command and reports its start, exit code, duration and output; `saturn ping` sends one ping.',
      },
    ],
    link: '/cli/saturn-run',
  },
  {
    date: featureReleases.apiV1,
    component: 'api',
    version: 'v1',
    title: 'API v1',
    changes: [
      {
        kind: 'added',
        text: `Start, success and fail pings, listing monitors and incidents, with organization tokens and a limit of ${api.pingRateLimit.requests} pings per monitor per ${api.pingRateLimit.windowSeconds} seconds.`,
      },
    ],
    link: '/monitors/pings',
  },
];

/** A stable anchor for an entry, e.g. `cli-1-4-2` or `api-v1-2026-08-18`. */
export function changelogEntryId(entry: ChangelogEntry): string {
  const version = entry.version.replace(/\./g, '-');
  return entry.component === 'api'
    ? `api-${version}-${entry.date}`
    : `${entry.component}-${version}`;
}
