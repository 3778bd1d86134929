/**
 * Saturn's public roadmap: what the team builds now, next and later.
 *
 * Rendered on `/roadmap/` by the `<Roadmap horizon="now" />` component. An
 * item that ships moves to `src/data/changelog.ts` and leaves this list.
 * Nothing here is a promise of a date; the statuses say how far each item is.
 */

export type Horizon = 'now' | 'next' | 'later';

/** From the furthest along to the least. */
export const roadmapStatuses = ['in-progress', 'designing', 'planned', 'exploring'] as const;
export type RoadmapStatus = (typeof roadmapStatuses)[number];

export const roadmapStatusLabels: Record<RoadmapStatus, string> = {
  'in-progress': 'In progress',
  designing: 'Designing',
  planned: 'Planned',
  exploring: 'Exploring',
};

/** What each status means, shown in the legend of the roadmap page. */
export const roadmapStatusMeanings: Record<RoadmapStatus, string> = {
  'in-progress': 'Being built now; the design is settled.',
  designing: 'The problem is understood; the design is being written and reviewed.',
  planned: 'Agreed as worth doing; work starts when an item in Now ships.',
  exploring: 'An open question: we are collecting use cases before we commit.',
};

/**
 * The statuses an item may have in each horizon, as the roadmap page defines
 * the horizons: Now is being built or designed, Next starts when an item in
 * Now ships (so its design has not started), Later is still an open question.
 */
export const horizonStatuses: Record<Horizon, readonly RoadmapStatus[]> = {
  now: ['in-progress', 'designing'],
  next: ['planned'],
  later: ['exploring'],
};

export type RoadmapArea =
  'API' | 'CLI' | 'Kubernetes' | 'WordPress' | 'Alerts' | 'Analytics' | 'Account';

export interface RoadmapItem {
  /** Stable id, also the anchor of the item on the page. */
  id: string;
  horizon: Horizon;
  status: RoadmapStatus;
  area: RoadmapArea;
  title: string;
  /** What it does and why, in one or two sentences. */
  description: string;
  /** The page that documents today's behaviour or workaround. */
  related: {label: string; to: string};
}

export const roadmap: readonly RoadmapItem[] = [
  {
    id: 'monitor-api',
    horizon: 'now',
    status: 'in-progress',
    area: 'API',
    title: 'Create, update and delete monitors through the API',
    description:
      'Today the API lists monitors and you create them in the dashboard. Write operations let you manage monitors from code and CI, next to the jobs they watch.',
    related: {label: 'Monitor types', to: '/monitors/types'},
  },
  {
    id: 'maintenance-window-api',
    horizon: 'now',
    status: 'designing',
    area: 'API',
    title: 'Maintenance windows through the API',
    description:
      'Open and close a maintenance window from a deploy script, so planned work on a host does not page anyone.',
    related: {label: 'Maintenance windows', to: '/incidents/maintenance-windows'},
  },
  {
    id: 'wordpress-multisite',
    horizon: 'now',
    status: 'in-progress',
    area: 'WordPress',
    title: 'WordPress multisite networks',
    description:
      'Sync the wp-cron hooks of every site in a multisite network with one command, with one monitor per site and hook.',
    related: {label: 'Agencies and many sites', to: '/wordpress/bulk-agency'},
  },
  {
    id: 'paging-integrations',
    horizon: 'next',
    status: 'planned',
    area: 'Alerts',
    title: 'PagerDuty alerts',
    description:
      'A native PagerDuty channel, with incidents that resolve on both sides. Until then, a webhook receiver can forward incidents to it. No Opsgenie channel is planned: Atlassian ends support for Opsgenie on April 5, 2027.',
    related: {label: 'Webhooks', to: '/alerts/webhooks'},
  },
  {
    id: 'terraform-provider',
    horizon: 'next',
    status: 'planned',
    area: 'API',
    title: 'Terraform provider',
    description:
      'Declare monitors, grace periods and alert routes in Terraform. It depends on the monitor write API being built now.',
    related: {label: 'Tokens and access', to: '/monitors/tokens-rbac'},
  },
  {
    id: 'sso',
    horizon: 'next',
    status: 'planned',
    area: 'Account',
    title: 'Single sign-on with SAML and OpenID Connect',
    description:
      'Sign in to the dashboard with your identity provider and remove leavers in one place.',
    related: {label: 'Security overview', to: '/security/overview'},
  },
  {
    id: 'windows-cli',
    horizon: 'later',
    status: 'exploring',
    area: 'CLI',
    title: 'saturn CLI for Windows Task Scheduler',
    description:
      'A Windows build of the CLI so `saturn run` can wrap scheduled tasks. Tell us which tasks you would monitor.',
    related: {label: 'Install the CLI', to: '/cli/install'},
  },
  {
    id: 'argo-workflows',
    horizon: 'later',
    status: 'exploring',
    area: 'Kubernetes',
    title: 'Argo CronWorkflows',
    description:
      'Monitor the steps of an Argo CronWorkflow, not only the pods of a CronJob. Today the sidecar watches Jobs whose pod template carries the annotation.',
    related: {label: 'Kubernetes sidecar', to: '/kubernetes/sidecar'},
  },
  {
    id: 'seasonal-baselines',
    horizon: 'later',
    status: 'exploring',
    area: 'Analytics',
    title: 'Baselines that know the day of the week',
    description:
      'Jobs that run longer on Mondays or at month end need a baseline per period, so their normal peaks stop looking like anomalies.',
    related: {label: 'Tune anomaly detection', to: '/anomalies/tuning'},
  },
];
