/**
 * Words and example data of the marketing home page (`src/pages/index.tsx`).
 *
 * Product facts (names, plans, limits, channels) are not retyped here: the
 * sections read them from `./facts`. This file holds only the home page's own
 * copy, the setup snippets and the illustrative dashboard data, which is
 * labelled as an example wherever it is shown.
 */

import {cliDistribution} from './cli';
import {anomalyDefaults, anomalyDetectionPlanNames, product, type IncidentType} from './facts';
import type {HealthInputs} from './analytics';
import {kubernetesIntegration} from './kubernetes';

/** A call to action: a button or a link to a page of the site. */
export interface HomeLink {
  label: string;
  to: string;
}

export const heroLinks: {primary: HomeLink; secondary: HomeLink} = {
  primary: {label: 'Choose your quickstart', to: '/get-started/choose-your-path'},
  secondary: {label: 'Read the docs', to: '/get-started/overview'},
};

/** The heading of a home page section: its anchor, the label above the h2, the h2, the intro. */
export interface SectionHeading {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
}

/** The sections' headings, in page order. */
export const sectionHeadings = {
  platforms: {
    id: 'platforms',
    eyebrow: 'Set up',
    title: 'A few lines on the platform you already run',
    intro:
      'Saturn hooks into cron, Kubernetes and WordPress where the job runs. You keep your schedules; Saturn learns them from the monitor you create.',
  },
  howItWorks: {
    id: 'how-it-works',
    eyebrow: 'How it works',
    title: 'Ping, detect, alert',
    intro:
      'Your job tells Saturn when it runs. Saturn knows when it should have, and tells you when the two disagree by more than the grace period you set.',
  },
  insights: {
    id: 'what-saturn-computes',
    eyebrow: 'Beyond up or down',
    title: 'What Saturn computes from your pings',
    intro:
      'Every ping carries a time, an outcome and often a duration. Saturn turns that history into numbers you can act on and explain.',
  },
  plans: {
    id: 'plans',
    eyebrow: 'Plans',
    title: 'Start free, pay when the jobs matter',
    intro:
      'Prices are in US dollars per month, billed monthly. Every plan monitors cron, Kubernetes and WordPress jobs with the same API.',
  },
} satisfies Record<string, SectionHeading>;

/**
 * A platform Saturn watches, with its two-line setup.
 *
 * `lines` are shell commands shown as written. The token `{helmRepository}`
 * is replaced with the configured Helm repository URL at render time.
 */
export interface PlatformSetup {
  id: 'cron' | 'kubernetes' | 'wordpress';
  name: string;
  /** One sentence on how Saturn hooks into the platform; `backticks` mark inline code. */
  how: string;
  /** Where the lines run: shown above the snippet. */
  where: string;
  lines: readonly [string, string];
  /** One sentence after the snippet; `backticks` mark inline code. */
  then: string;
  link: HomeLink;
}

export const platformSetups: readonly PlatformSetup[] = [
  {
    id: 'cron',
    name: 'Linux cron',
    how: `Wrap the command in \`${product.cli} run\`. It reports start, exit code, duration and the redacted tail of the output.`,
    where:
      'In crontab -e, after installing the .deb or .rpm package and creating, as root, a token file owned by you that only you can read',
    lines: [
      'SATURN_TOKEN_FILE=/etc/saturn/jobs/backup.token',
      `0 3 * * * ${cliDistribution.packageBinaryPath} run --monitor mon_8f3k2j5h1q -- /usr/local/bin/backup.sh`,
    ],
    then: 'The job keeps its own exit code, and still runs if Saturn is unreachable.',
    link: {label: 'Linux cron quickstart', to: '/get-started/quickstart-linux-cron'},
  },
  {
    id: 'kubernetes',
    name: 'Kubernetes CronJobs',
    how: `Install the \`${product.helmChart}\` chart. Its injector adds a native sidecar that pings for the job container.`,
    where: 'In a shell with cluster access',
    lines: [
      'helm repo add saturn {helmRepository}',
      'helm install saturn-sidecar saturn/saturn-sidecar --namespace saturn --create-namespace',
    ],
    then: `Then give each CronJob a Secret with its own monitor token, in the CronJob's namespace, and annotate its pod template with \`${kubernetesIntegration.monitorAnnotation}\` and \`${kubernetesIntegration.tokenSecretAnnotation}\`. Your image stays as it is.`,
    link: {label: 'Kubernetes quickstart', to: '/get-started/quickstart-kubernetes'},
  },
  {
    id: 'wordpress',
    name: 'WordPress wp-cron',
    how: `The \`${product.wordpressPlugin}\` plugin pings around each scheduled hook and names the monitors to create for them.`,
    where: 'In the WordPress directory, with WP-CLI and an organization token',
    lines: [
      'sudo -u www-data /usr/local/bin/wp plugin install saturn-monitor --activate',
      'read -rsp "Token: " T && printf %s "$T" | sudo -u www-data /usr/local/bin/wp saturn connect',
    ],
    then: 'Run `wp saturn sync`, create the monitors it names in the dashboard, and run it again until every monitor is matched. Then move wp-cron to a system cron. A "wp-cron runner" monitor tells you when wp-cron itself stops.',
    link: {label: 'WordPress quickstart', to: '/get-started/quickstart-wordpress'},
  },
];

/** One step of the "how it works" diagram. */
export interface FlowStep {
  id: 'ping' | 'detect' | 'alert';
  title: string;
  text: string;
  /** Short labels drawn inside the step's box. */
  chips: readonly string[];
  link: HomeLink;
}

export const flowSteps: readonly FlowStep[] = [
  {
    id: 'ping',
    title: 'Ping',
    text: 'Your job sends a start ping when it begins and a success or fail ping when it ends, over HTTPS.',
    chips: ['start', 'success', 'fail'],
    link: {label: 'How pings work', to: '/monitors/pings'},
  },
  {
    id: 'detect',
    title: 'Detect',
    text: 'Saturn compares each run with its schedule, its grace period and its usual duration.',
    chips: ['MISSED', 'LATE', 'FAIL', 'ANOMALY'],
    link: {label: 'Incident types', to: '/incidents/types'},
  },
  {
    id: 'alert',
    title: 'Alert',
    text: 'An incident opens once, and the people on call hear about it where they already work.',
    chips: ['email', 'Slack', 'Discord', 'webhooks'],
    link: {label: 'Alert channels', to: '/alerts/email'},
  },
];

/** One thing Saturn computes, shown next to the illustrative dashboard. */
export interface Metric {
  id: 'anomalies' | 'health' | 'mttr' | 'sla';
  title: string;
  text: string;
  link: HomeLink;
}

export const metrics: readonly Metric[] = [
  {
    id: 'anomalies',
    title: 'Duration anomalies',
    text: `Each successful run is scored against the monitor's running mean and variance (Welford). |z| of ${anomalyDefaults.zThreshold} or more, after ${anomalyDefaults.minSamples} runs, opens an ANOMALY incident on the ${anomalyDetectionPlanNames} plans.`,
    link: {label: 'How anomalies are detected', to: '/anomalies/overview'},
  },
  {
    id: 'health',
    title: 'Health scores',
    text: 'A score from 0 to 100 per monitor that sums up how its recent runs went, so you know which job to look at first.',
    link: {label: 'How the score is computed', to: '/analytics/health-score'},
  },
  {
    id: 'mttr',
    title: 'MTTR and MTBF',
    text: 'Mean time to recovery and between failures, computed from incident history, to show whether a job is getting better or worse.',
    link: {label: 'MTTR and MTBF explained', to: '/analytics/mtbf-mttr'},
  },
  {
    id: 'sla',
    title: 'Uptime and SLA',
    text: 'Uptime against a target, the error budget left, and run-duration percentiles for the jobs you promise results from.',
    link: {label: 'Uptime and SLA budgets', to: '/analytics/uptime-sla'},
  },
];

/**
 * Made-up data for the illustrative dashboard: one hourly job over a 30-day window. It
 * describes no real customer or job. `durationsSeconds` are its last 30 runs; the last is
 * deliberately slow so the chart can show an anomaly, and the chart computes its z-score from
 * the 29 runs before it. The figures the dashboard shows (health score, MTTR, MTBF, uptime)
 * are computed from `incidents` and `healthInputs` by `src/lib/example-monitor.ts`, with the
 * rules every page documents. An hourly job's failure lasts until the next run succeeds,
 * about an hour later, with nobody rerunning it by hand.
 */
export const exampleMonitor: {
  name: string;
  schedule: string;
  timezone: string;
  durationsSeconds: readonly number[];
  window: {start: string; days: number};
  incidents: readonly {type: IncidentType; opened: string; resolved: string | null}[];
  healthInputs: HealthInputs;
  slaTargetPercent: number;
} = {
  name: 'hourly-sync',
  schedule: '0 * * * *',
  timezone: 'Europe/Berlin',
  durationsSeconds: [
    312, 298, 305, 321, 290, 301, 315, 296, 308, 318, 293, 304, 299, 311, 287, 306, 316, 300, 309,
    295, 303, 314, 297, 307, 292, 319, 302, 310, 294, 352,
  ],
  window: {start: '2026-10-01T00:00Z', days: 30},
  incidents: [
    // A failed run at 02:00 UTC, resolved by the 03:00 run's success ping.
    {type: 'FAIL', opened: '2026-10-04T02:05Z', resolved: '2026-10-04T03:05Z'},
    // No ping by 14:05 (due 14:00, grace period 5 minutes); the 15:00 run succeeds.
    {type: 'MISSED', opened: '2026-10-12T14:05Z', resolved: '2026-10-12T15:05Z'},
    {type: 'FAIL', opened: '2026-10-23T09:05Z', resolved: '2026-10-23T10:05Z'},
    // The latest run, the slow one in the chart: still open, the status stays OK.
    {type: 'ANOMALY', opened: '2026-10-30T23:05Z', resolved: null},
  ],
  // 720 due runs: 2 failed, 1 missed, 5 started a minute or more late.
  healthInputs: {
    successfulRuns: 717,
    failedRuns: 2,
    onTimeRuns: 714,
    lateRuns: 5,
    missedRuns: 1,
    anomalies: 1,
    openIncidents: 1,
  },
  slaTargetPercent: 99,
};

export const finalLinks: readonly HomeLink[] = [
  {label: 'Linux cron quickstart', to: '/get-started/quickstart-linux-cron'},
  {label: 'Kubernetes quickstart', to: '/get-started/quickstart-kubernetes'},
  {label: 'WordPress quickstart', to: '/get-started/quickstart-wordpress'},
  {label: 'CI pipeline quickstart', to: '/get-started/quickstart-ci'},
];
