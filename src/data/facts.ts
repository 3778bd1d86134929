/**
 * Saturn's product facts: names, statuses, plans, limits and defaults.
 *
 * This module is the one place a product fact is written. Pages, components
 * and tests import it; nothing is retyped. API facts (paths, fields, errors)
 * live in `openapi/openapi.yaml`, and a test checks that the enums below
 * match the ones there. Absolute URLs live in `./urls.ts`.
 */

export const product = {
  name: 'Saturn',
  tagline: 'Stop guessing. Start knowing.',
  summary:
    'Saturn monitors scheduled jobs (Linux cron, Kubernetes CronJobs and WordPress wp-cron), opens incidents when a run is missed, late, failed, or unusually slow or fast, and alerts you by email, Slack, Discord or webhook.',
  cli: 'saturn',
  helmChart: 'saturn/saturn-sidecar',
  wordpressPlugin: 'saturn-monitor',
  copyrightYear: 2026,
} as const;

/** Where in the dashboard tokens are created. */
export const tokenLocation = ['Settings', 'Tokens'] as const;

/** Platforms whose jobs Saturn watches. */
export const platforms = ['Linux cron', 'Kubernetes CronJobs', 'WordPress wp-cron'] as const;

// Entities and their states.
export const scheduleTypes = ['interval', 'cron', 'manual'] as const;
export type ScheduleType = (typeof scheduleTypes)[number];

export const monitorStatuses = ['OK', 'LATE', 'MISSED', 'FAILING', 'DISABLED'] as const;
export type MonitorStatus = (typeof monitorStatuses)[number];

export const incidentTypes = ['MISSED', 'LATE', 'FAIL', 'ANOMALY'] as const;
export type IncidentType = (typeof incidentTypes)[number];

export const severities = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type Severity = (typeof severities)[number];

export const incidentStatuses = ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

/**
 * What acknowledging or resolving does to an incident that is already past
 * that step: nothing, with a `200` answer, so a retried call is safe.
 * openapi/openapi.yaml says the same in acknowledgeIncident and
 * resolveIncident, and tests/unit/openapi-facts.test.ts checks it.
 */
export const repeatedIncidentAction = {
  /** States in which acknowledge changes nothing. */
  acknowledgeNoOpIn: ['ACKNOWLEDGED', 'RESOLVED'] satisfies IncidentStatus[],
  /** States in which resolve changes nothing. */
  resolveNoOpIn: ['RESOLVED'] satisfies IncidentStatus[],
  /** The answer to such a call. */
  status: 200,
  text: 'Acknowledging an incident that is already ACKNOWLEDGED or RESOLVED, or resolving one that is already RESOLVED, changes nothing: the answer is 200 with the incident as it is, no webhook event is sent and the note is not stored. So a retry of a call whose answer was lost is safe, and so is a call that arrives after a success ping resolved the incident.',
} as const;

export const pingKinds = ['start', 'success', 'fail'] as const;
export type PingKind = (typeof pingKinds)[number];

export const webhookEvents = [
  'incident.opened',
  'incident.acknowledged',
  'incident.resolved',
  'monitor.created',
  'monitor.updated',
  'monitor.deleted',
] as const;
export type WebhookEventName = (typeof webhookEvents)[number];

export const alertChannels = ['email', 'Slack', 'Discord', 'webhooks'] as const;

/**
 * When an ANOMALY incident resolves without anyone resolving it: when a successful run after it
 * has a duration within the normal range. Failed runs and runs without a duration are not
 * judged, and an anomalous run while the incident is open only adds an occurrence, so it is the
 * first later successful run back in range, not simply the next run. openapi.yaml's pingSuccess
 * says the same (tests/unit/openapi-facts.test.ts).
 */
export const anomalyResolvesWhen =
  'the duration of a later successful run is within the normal range';

/** The incident each monitoring event opens, and its severity. */
export const incidentRules: readonly {
  type: IncidentType;
  severity: Severity;
  opensWhen: string;
  resolvesWhen: string;
}[] = [
  {
    type: 'MISSED',
    severity: 'HIGH',
    opensWhen: 'no ping of any kind arrived by the due time plus the grace period',
    resolvesWhen: 'the next success ping arrives',
  },
  {
    type: 'LATE',
    severity: 'MEDIUM',
    opensWhen: 'a start ping arrived but no success or fail ping followed within the grace period',
    resolvesWhen:
      'the next success ping arrives (a fail ping closes the run but leaves the incident open)',
  },
  {
    type: 'FAIL',
    severity: 'HIGH',
    opensWhen: 'a fail ping arrived (for `saturn run`, the command exited with a non-zero code)',
    resolvesWhen: 'the next success ping arrives',
  },
  {
    type: 'ANOMALY',
    severity: 'LOW',
    opensWhen:
      "a successful run's duration is further from the monitor's mean than the z-score threshold allows",
    resolvesWhen: `${anomalyResolvesWhen}, or someone resolves it`,
  },
];

/**
 * The incident types a success ping resolves: those whose rule resolves them with the next
 * success ping. A success ping does not resolve an ANOMALY incident by itself
 * (`anomalyResolvesWhen`), and it sets the status to OK only with the exception of the
 * `success` rule in `./monitor-rules.ts`. openapi.yaml's pingSuccess says the same
 * (tests/unit/openapi-facts.test.ts).
 */
export const resolvedBySuccessPing: readonly IncidentType[] = incidentRules
  .filter((rule) => rule.resolvesWhen.startsWith('the next success ping'))
  .map((rule) => rule.type);

/** Which incidents Saturn resolves by itself, in a sentence (the webhooks page). */
export const automaticResolution = `a success ping resolves any open ${resolvedBySuccessPing.slice(0, -1).join(', ')} or ${resolvedBySuccessPing.at(-1)} incident of its monitor, and an ANOMALY incident resolves when ${anomalyResolvesWhen}`;

/**
 * An ANOMALY incident is raised to MEDIUM when |z| reaches this multiple of the threshold.
 * A fixed rule, not one of a monitor's settings (those are `anomalyDefaults`).
 */
export const anomalyMediumSeverityFactor = 2;

// Schedules and lateness.
export const gracePeriod = {
  /** Default grace period for a new monitor, in seconds. */
  defaultSeconds: 300,
  minSeconds: 60,
  maxSeconds: 86_400,
} as const;

export const interval = {
  minSeconds: 60,
  maxSeconds: 31 * 86_400,
} as const;

/** Cron dialect: five fields, with these macros and operators. */
export const cronDialect = {
  fields: ['minute', 'hour', 'day of month', 'month', 'day of week'],
  macros: ['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'],
  operators: ['*', ',', '-', '/'],
  defaultTimezone: 'UTC',
} as const;

// Anomaly detection defaults.
export const anomalyDefaults = {
  /** A run is anomalous when |z| is at least this. */
  zThreshold: 3,
  /** No anomaly is raised before this many successful runs are in the baseline. */
  minSamples: 20,
  /** After an ANOMALY incident opens, no new one opens for this many minutes. */
  cooldownMinutes: 60,
} as const;

/**
 * When the cool-down changes anything (evaluateRun in src/lib/welford.ts). While an ANOMALY
 * incident is open, an anomalous run adds an occurrence to it and opens nothing, cool-down or
 * not; so the cool-down matters only when that incident was resolved, by someone or by a later
 * run back in range (`anomalyResolvesWhen`), before the cool-down ends. An anomalous run in the
 * cool-down after that resolution opens nothing and counts on no incident.
 */
export const cooldownMatters =
  'The cool-down matters only once the last ANOMALY incident has been resolved, by someone or by a later run back in the normal range, before the cool-down ends: while that incident is open, an anomalous run adds an occurrence to it and opens nothing anyway. An anomalous run in the cool-down after that resolution opens nothing and counts on no incident; only the run history in the dashboard shows it.';

// API limits (the OpenAPI file states the same bounds; a test compares them).
export const api = {
  pageSize: {default: 50, max: 100},
  firstPage: 1,
  healthScore: {min: 0, max: 100},
  /** Ping calls per monitor within the window; past it, 429 with Retry-After. */
  pingRateLimit: {requests: 60, windowSeconds: 60},
  /**
   * Most of a ping's `output` Saturn keeps, in bytes: it accepts a longer one and keeps its
   * tail (`longOutputRule`). The CLI, the sidecar and the plugin send at most this much.
   */
  maxOutputBytes: 65_536,
} as const;

/**
 * What Saturn does with an `output` longer than `api.maxOutputBytes`: it accepts the ping and
 * keeps the end of the output. openapi.yaml's SuccessPing and FailPing say the same
 * (tests/unit/openapi-facts.test.ts); no page says such an output is rejected.
 */
export const longOutputRule = `keeps the last ${api.maxOutputBytes} bytes of a longer output, cut at a character boundary`;

/**
 * The operationIds of `openapi/openapi.yaml`, in the order the file lists them: the whole
 * documented API (three pings, two lists, acknowledge, resolve). A test compares them.
 */
export const apiOperationIds = [
  'pingStart',
  'pingSuccess',
  'pingFail',
  'listMonitors',
  'listIncidents',
  'acknowledgeIncident',
  'resolveIncident',
] as const;
export type ApiOperationId = (typeof apiOperationIds)[number];

/** Recommended client behaviour for every ping example on the site. */
export const pingClient = {
  timeoutSeconds: 10,
  retries: 3,
} as const;

/**
 * Pauses between attempts of one ping, in seconds, of the CLI and the Kubernetes sidecar.
 * With `pingClient.retries` retries there are that many pauses; a 429 answer's
 * Retry-After replaces the pause.
 */
export const cliRetryBackoffSeconds: readonly number[] = [1, 2, 4];

// Plans. Prices are per month in US dollars, billed monthly.
export interface Plan {
  id: 'free' | 'team' | 'business';
  name: string;
  priceUsdPerMonth: number;
  monitors: number;
  seats: number;
  historyDays: number;
  channels: readonly string[];
  outputCapture: boolean;
  anomalyDetection: boolean;
  supportResponse: string;
  summary: string;
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceUsdPerMonth: 0,
    monitors: 10,
    seats: 2,
    historyDays: 7,
    channels: ['email'],
    outputCapture: false,
    anomalyDetection: false,
    supportResponse: 'best effort, usually within 3 business days',
    summary: 'For a side project or to try Saturn on a few jobs.',
  },
  {
    id: 'team',
    name: 'Team',
    priceUsdPerMonth: 29,
    monitors: 100,
    seats: 10,
    historyDays: 90,
    channels: ['email', 'Slack', 'Discord', 'webhooks'],
    outputCapture: true,
    anomalyDetection: true,
    supportResponse: 'within 1 business day',
    summary: 'For a team that runs its production jobs on a schedule.',
  },
  {
    id: 'business',
    name: 'Business',
    priceUsdPerMonth: 99,
    monitors: 500,
    seats: 50,
    historyDays: 400,
    channels: ['email', 'Slack', 'Discord', 'webhooks'],
    outputCapture: true,
    anomalyDetection: true,
    supportResponse: 'within 4 business hours',
    summary: 'For agencies and platforms with hundreds of jobs and strict SLAs.',
  },
];

/** The plans that include anomaly detection, in plan order. */
export const anomalyDetectionPlans: readonly Plan[] = plans.filter((plan) => plan.anomalyDetection);

/** Their names in a sentence: "Team and Business". */
export const anomalyDetectionPlanNames: string = anomalyDetectionPlans
  .map((plan) => plan.name)
  .reduce(
    (text, name, index, names) =>
      index === 0 ? name : `${text}${index === names.length - 1 ? ' and ' : ', '}${name}`,
    '',
  );

/** Usage enforcement: what happens when an organization reaches its plan's limits. */
export const usageEnforcement = {
  /** Pings to monitors beyond the plan's limit are still answered but not evaluated. */
  monitorLimitGraceDays: 7,
} as const;

/** Contact addresses. */
export const contact = {
  support: 'support@saturn.example',
  sales: 'sales@saturn.example',
  security: 'security@saturn.example',
  privacy: 'privacy@saturn.example',
} as const;

export function planById(id: Plan['id']): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id "${id}"`);
  return plan;
}

/**
 * The local hours to avoid when the scheduler is not in the first row of
 * `dstSchedulers` (schedules.ts), in most zones only. In the zones of `dstExampleZones` the
 * clocks change between 01:00 and 04:00 local time; `tests/unit/cron.test.ts`
 * computes each zone's windows from the tz data with `dstChangeWindows` and
 * checks that they fall inside this range. Eastern European zones (Helsinki,
 * Athens, Kyiv, Bucharest) change at 03:00, an hour later than Central
 * Europe; the zones of `dstOutlierZones` change outside this range, so pages say
 * "in most zones" and point to the schedule explorer, which computes any zone.
 */
export const dstRiskyLocalHours = {from: '01:00', to: '04:00'} as const;

/**
 * `dstRiskyLocalHours` as every page says it, with its caveat: one phrase, which
 * `src/components/DstRiskyHours` renders with a link to the schedule explorer.
 */
export const dstRiskyHoursText = `in most zones of North America, Europe and Australia between ${dstRiskyLocalHours.from} and ${dstRiskyLocalHours.to} local time, but not in all`;
