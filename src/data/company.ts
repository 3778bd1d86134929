/**
 * Facts about how Saturn, the company and the service operator, works: the
 * security disclosure policy, how maintenance of the service is announced,
 * and the dates of the legal texts. Product facts stay in `./facts.ts`;
 * contact addresses are `contact` there.
 */

import {api, product} from './facts';

/** Responsible disclosure commitments (`/legal/security`, `/contact/`). */
export const securityPolicy = {
  /** A report is acknowledged by a person within this many business days. */
  acknowledgeBusinessDays: 2,
  /** The reporter gets a first assessment (valid, severity, plan) within this many business days. */
  assessmentBusinessDays: 5,
  /** Coordinated disclosure: default delay before a reporter publishes, in days. */
  disclosureDays: 90,
} as const;

/** How planned maintenance of the Saturn service is announced (`/maintenance-windows/`). */
export const serviceMaintenance = {
  /** Planned maintenance is announced on the status page at least this many days ahead. */
  noticeDays: 7,
  /** Planned maintenance that pauses evaluation is announced this many days ahead. */
  evaluationPauseNoticeDays: 14,
  /** Longest planned window, in minutes. */
  maxWindowMinutes: 120,
  /** Planned windows start within these hours, UTC (weekdays). */
  preferredHoursUtc: {from: '02:00', to: '05:00'},
  /** The parts of the service a planned window may pause. Ping ingestion is never one of them. */
  plannedParts: [
    'evaluation (statuses, incidents and alerts)',
    'the dashboard',
    'the API’s read and incident operations',
  ],
  /** Parts only emergency maintenance may stop; the rules for outages apply then. */
  emergencyOnlyParts: ['ping ingestion'],
  /**
   * What evaluation does when it resumes after a planned window that paused it, for the
   * due times and runs of the window, against the pings recorded during it. Every
   * deadline that fell inside the window (a due time's grace period, a started run's
   * grace period) is counted from the moment evaluation resumed, and an incident that
   * would already be resolved by then is not opened.
   */
  resumeRules: [
    'A run that pinged during the window counts as on time, even though no one looked at it then. It is never reported as MISSED.',
    'A run that really sent no ping is reported, but its grace period is counted from the moment evaluation resumed, not from its due time. You get a true MISSED incident a grace period after the window, never a false one at the first second after it.',
    'A run that started during the window gets the same treatment: its grace period after the start ping is counted from the moment evaluation resumed. If its success or fail ping arrived during the window, or arrives within that grace period, no LATE incident opens; if the run is still open then, a LATE incident opens.',
    'Fail pings received during the window open their FAIL incidents when evaluation resumes, and their alerts go out then.',
  ],
} as const;

/** Retention of technical logs, in days (`/legal/privacy`). */
export const logRetention = {
  /** Access logs of the web server that serves this website. */
  websiteAccessLogDays: 14,
  /** Request logs of the API and dashboard (IP address, user agent, path, status). */
  serviceRequestLogDays: 30,
  /** Account data is deleted this many days after an organization is closed. */
  accountDeletionDays: 30,
} as const;

/** Cookies the Saturn dashboard sets (the website sets none), for `/legal/cookies`. */
export const dashboardCookies = [
  {
    name: 'saturn_session',
    purpose: 'Keeps you signed in to the dashboard.',
    lifetime: 'Until you sign out, or 30 days without activity',
  },
  {
    name: 'saturn_csrf',
    purpose: 'Protects dashboard forms against cross-site request forgery.',
    lifetime: 'Until you close the browser',
  },
] as const;

/** The date each legal text was last changed, ISO 8601. */
export const legalLastUpdated = {
  terms: '2026-11-28',
  privacy: '2026-11-28',
  dpa: '2026-11-28',
  cookies: '2026-11-28',
  security: '2026-09-01',
} as const;

/**
 * The text each date in `legalLastUpdated` stands for: the first 16 hex digits of the SHA-256
 * of `docs/legal/<name>.mdx`, recorded with the date. `tests/unit/site-data.test.ts` fails when
 * a legal page's source changes and its hash does not, so a new text cannot be published under
 * an old date by accident: change the text, give it a new date in `legalLastUpdated` (and a
 * transition in `legalChanges` if it reduces rights), then record the new hash with that date.
 * Measure with `sha256sum docs/legal/<name>.mdx`. The hash covers the page's own words; model
 * values it renders from this file are dated by the same rule when they change.
 */
export const legalTextHashes: Record<
  keyof typeof legalLastUpdated,
  {date: string; sha256: string}
> = {
  terms: {date: '2026-11-28', sha256: '43642b47ee18123d'},
  privacy: {date: '2026-11-28', sha256: '5d76d3bcc2ab8882'},
  dpa: {date: '2026-11-28', sha256: 'f3e9f6cdeea6ca22'},
  cookies: {date: '2026-11-28', sha256: '9a15d1b2c9993f0c'},
  security: {date: '2026-09-01', sha256: 'b43227476c275369'},
};

/** The ISO date `days` days after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * How the legal texts change (`/legal/terms`, `/legal/privacy`, `/legal/dpa`). The terms
 * promise that a change that reduces a customer's rights takes effect for an existing
 * organization `noticeDays` after its owners are emailed; the DPA is part of the terms, so the
 * promise covers it, and the privacy policy keeps it too. Other changes take effect on the date
 * the page shows. A text whose `changes` is set reduces rights: for organizations created
 * before its `legalLastUpdated` date it takes effect `noticeDays` later
 * (`effectiveForExisting`), and the version of `previous` applies to them until then.
 *
 * `previous` is the last text published under its own date. The words dated September 1, 2026
 * were republished unchanged with the date November 23, 2026 (only the date changed); later
 * edits that still carried November 23 belong to the current version, so `republishedAs` names
 * that date and every page says both.
 */
const legalNoticeDays = 30;
export const legalChanges = {
  noticeDays: legalNoticeDays,
  previous: '2026-09-01',
  republishedAs: '2026-11-23',
  texts: {
    terms: {
      effectiveForExisting: addDays(legalLastUpdated.terms, legalNoticeDays),
      changes:
        'it adds the clause on the law that applies and the courts that hear disputes, and no longer mentions a service level agreement in an order form',
    },
    privacy: {
      effectiveForExisting: addDays(legalLastUpdated.privacy, legalNoticeDays),
      changes: `${product.name}, not your organization, is now the controller of the account data of the members you invite and of the request logs of the API and dashboard, ping requests included, which it keeps for the security of the service, and its payment processor is a recipient under its own privacy terms rather than a sub-processor`,
    },
    dpa: {
      effectiveForExisting: addDays(legalLastUpdated.dpa, legalNoticeDays),
      changes: `the account data of your members is no longer processed for you but controlled by ${product.name}, the request logs of the API and dashboard (with the address each ping request came from) are separate data ${product.name} controls for the security of the service, and the payment processor is no longer a sub-processor`,
    },
  },
} as const;

/** The kinds of legal text that `legalChanges.texts` dates. */
export type ChangedLegalText = keyof typeof legalChanges.texts;

/**
 * The paragraph a legal page opens with while a version that reduces rights waits for its
 * notice period: when it applies to whom, why, and which version applies until then.
 */
export function legalTransitionText(text: ChangedLegalText): string {
  const {changes, effectiveForExisting} = legalChanges.texts[text];
  return `This version applies from that date to organizations created on or after it. For organizations created before it, it takes effect on ${formatLongDate(effectiveForExisting)}, ${legalChanges.noticeDays} days after we emailed their owners, because it can reduce your rights: ${changes}. Until then the version of ${formatLongDate(legalChanges.previous)} applies to them (its words were republished unchanged with the date ${formatLongDate(legalChanges.republishedAs)}); support sends it on request.`;
}

/** The terms' own rule for changes, kept as the terms page names it. */
export const termsChanges = {
  noticeDays: legalNoticeDays,
  currentVersion: {
    reducesRights: true,
    previous: legalChanges.previous,
    effectiveForExisting: legalChanges.texts.terms.effectiveForExisting,
    changes: legalChanges.texts.terms.changes,
  },
} as const;

/**
 * Browser storage this website uses, and nothing else (`/legal/cookies`, `/legal/privacy`,
 * `/security/overview`). `writtenOnFirstVisit`: Docusaurus's announcement bar writes its two
 * keys on the first page load whenever an announcement bar is configured
 * (`@docusaurus/theme-common`, contexts/announcementBar.js); the others only when you choose.
 * `keys` are the storage keys of one entry, which a page shows one code span each; `<group>`
 * in a key stands for any name; `tests/e2e/home.spec.ts` checks the list against
 * what the site really writes. `siteSuffix`: Docusaurus writes its keys through its storage
 * slots, which append a short suffix naming the site (`storage.namespace`, on with
 * `future.v4`), so `theme` is stored as `theme-` and three characters; the site's own code
 * writes `saturn.yourValues` with `window.localStorage` as it is. `summary` names what the
 * entry remembers, in a list of them (`/legal/privacy`, `/company/about`).
 */
export const siteBrowserStorage = [
  {
    keys: ['theme'],
    kind: 'localStorage',
    summary: 'the color mode you chose',
    purpose: 'Remembers the color mode you chose (light or dark); removed when you choose system.',
    lifetime: 'Until you clear site data',
    writtenOnFirstVisit: false,
    siteSuffix: true,
  },
  {
    keys: ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id'],
    kind: 'localStorage',
    summary:
      'which announcement the bar showed and whether you closed it (written on your first visit)',
    purpose:
      'Remember which announcement the bar showed and whether you closed it. Written on your first visit, so a closed bar stays closed until a new announcement replaces it.',
    lifetime: 'Until you clear site data',
    writtenOnFirstVisit: true,
    siteSuffix: true,
  },
  {
    keys: ['docusaurus.tab.<group>'],
    kind: 'localStorage',
    summary: 'the tab you picked in a group of code examples',
    purpose:
      'Remembers the tab you picked in a group of tabs, for example the language of code examples (group language), so the other examples show the same one.',
    lifetime: 'Until you clear site data',
    writtenOnFirstVisit: false,
    siteSuffix: true,
  },
  {
    keys: ['saturn.yourValues'],
    kind: 'localStorage',
    summary: 'the monitor ID and API base URL you entered under Your values',
    purpose:
      'Remembers the monitor ID and API base URL you entered under Your values, so the code examples show them. Never sent to any server; removed when you choose Clear.',
    lifetime: 'Until you clear it or clear site data',
    writtenOnFirstVisit: false,
    siteSuffix: false,
  },
] as const;

/** Formats an ISO date as "September 1, 2026". */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the site remembers in your browser, as one list in a sentence (`/legal/privacy`, `/company/about`). */
export const siteBrowserStorageSummary: string = siteBrowserStorage
  .map((entry) => entry.summary)
  .reduce(
    (text, summary, index, all) =>
      index === 0
        ? summary
        : `${text}${index < all.length - 1 ? ', ' : all.length > 2 ? ', and ' : ' and '}${summary}`,
    '',
  );

/** The keys the site writes without Docusaurus's site suffix, as a sentence lists them. */
export const unsuffixedStorageKeys: readonly string[] = siteBrowserStorage
  .filter((entry) => !entry.siteSuffix)
  .flatMap((entry) => entry.keys);

/**
 * How runs, pings and captured output are deleted (`/legal/dpa`). No dashboard page and no
 * API operation changes or deletes a single run, ping or output, so a data subject request
 * that names one goes to support, who delete it.
 */
export const runDataDeletion = [
  'by the daily history trim once they are older than your plan keeps',
  'with their monitor when it is deleted',
  'on request by support',
] as const;

/**
 * The company that operates Saturn and is the controller named in `/legal/privacy` and
 * the party to `/legal/terms` and `/legal/dpa`. Saturn is a fictional product: the entity
 * and its address are examples (Musterstraße is the German placeholder street name), kept
 * here so that every legal page names the same ones.
 */
export const operator = {
  legalName: 'Saturn Monitoring GmbH',
  address: ['Musterstraße 1', '10115 Berlin', 'Germany'],
  /** The law that governs the terms, and the courts that hear disputes. */
  governingLaw: 'the laws of Germany',
  courts: 'the courts of Berlin',
} as const;

/**
 * What Saturn processes as a controller in its own right, not on a customer's instructions
 * (`/legal/dpa`, `/legal/privacy`): the request logs of the API and dashboard, with the IP
 * address of each request, for the security of the service. The IP address stored with each
 * ping (`runSourceAddress` in `security.ts`) is monitoring data, processed for the customer.
 */
export const ownPurposeProcessing = {
  data: 'the request logs of the API and dashboard, with the IP address each request, ping requests included, came from',
  purposes: 'to secure the service, prevent abuse and troubleshoot it',
} as const;

/**
 * What an organization can take with it when it leaves or downgrades (`/legal/dpa`,
 * `/legal/terms`, `/legal/privacy`, `/billing/plans`, `/billing/usage-enforcement`). The API
 * returns incidents (list incidents) but no runs, pings or output, and an incident's
 * `details.note` is only its last note, with no field for who acted, so support exports
 * those, and every note and actor (the incident activity of `incidentActivityData`), on
 * request from an organization owner.
 */
export const dataReturn = {
  /** What you can save yourself, through the API. */
  selfServe: 'incidents',
  /** What support exports on request. */
  onRequest:
    'runs, pings, captured output, every incident note, and who acknowledged or resolved each incident (with the email address of a Slack user who did)',
  /** The file format of that export. */
  format: 'JSON',
  /** Who may ask for it. */
  requestedBy: 'an organization owner',
  /** Support delivers the export within this many days of the request. */
  deliveryDays: 30,
  /**
   * What the export holds: the data as it was on the day of the request. The history trim
   * and the deletion after closing go on meanwhile; the export is taken from a copy made
   * that day, so what they delete after the request is still in it.
   */
  asOf: 'the data as it was on the day you asked',
} as const;

/**
 * How an organization is closed (`/legal/terms`, `/legal/dpa`, `/legal/privacy`): an owner
 * deletes it in the dashboard (the "Delete the organization" permission of `roles.ts`, Owner
 * only). Deleting it ends the service and starts the deletion: everything in `deleted` is gone
 * within `logRetention.accountDeletionDays` days, except copies in backups and what the law
 * requires keeping, so the export of `dataReturn` must be asked for before.
 */
export const organizationClosing = {
  /** Who may close it, and how. */
  by: 'an organization owner',
  how: 'by deleting it in the dashboard',
  deleted: 'its account data, monitoring data and alert settings',
  deletionDays: logRetention.accountDeletionDays,
} as const;

/**
 * How Saturn, as the processor, tells a customer about a personal data breach (`/legal/dpa`).
 * GDPR Article 33(2) has the processor notify the controller "without undue delay after
 * becoming aware of a personal data breach", so the clock starts when Saturn becomes aware of
 * it, not when an investigation has confirmed it; the controller then has 72 hours from its
 * own awareness to notify the authority (Article 33(1)). `maxHours` is Saturn's outer bound.
 */
export const breachNotification = {
  /** Who is told. */
  notified: 'organization owners',
  /** The outer bound, in hours after Saturn becomes aware of the breach. */
  maxHours: 48,
  /** What the first notice holds; what is not yet known follows in updates. */
  contents:
    'what happened, the categories and approximate number of people and records concerned, the likely consequences, the measures taken or proposed, and a contact for more information',
} as const;

/**
 * The lawful basis of the data Saturn processes as a processor, monitoring data and the alert
 * recipients a customer configures (`/legal/privacy`, `/legal/dpa`): Saturn has none of its
 * own. A processor acts on the controller's documented instructions (GDPR Article 28(3)(a)),
 * and the controller, the customer, needs a lawful basis under Article 6 for the processing it
 * orders, so the customer chooses it. `cell` is the privacy table's cell; `sentence` explains it.
 */
export const processorLegalBasis = {
  cell: 'Chosen by your organization, the controller',
  sentence: `For the data it processes as your organization’s processor, ${product.name} has no legal basis of its own: your organization, as the controller, chooses the basis under Article 6 of the GDPR on which it has the data processed (for example a contract with the people concerned, or its legitimate interest in knowing that its jobs run), and instructs ${product.name} through the data processing agreement.`,
} as const;

/**
 * The legal basis of account data (`/legal/privacy`), which Saturn controls. Article 6(1)(b) of
 * the GDPR covers processing necessary for a contract "to which the data subject is party".
 * The terms are accepted for oneself or on behalf of an organization (`/legal/terms`): a person
 * who accepts them for themselves is a party, one who accepts them for an organization is not,
 * and neither is a member the organization invites. Their account data rests on Saturn's
 * legitimate interest (Article 6(1)(f)) in giving the organization that is its customer the
 * access it arranges for its people, so Article 21's right to object applies to it.
 */
export const accountDataLegalBasis =
  'Contract, if you accepted the terms for yourself; otherwise legitimate interest in giving the people an organization signs up or invites the access it grants them';

/**
 * How long Saturn keeps invoices (`/legal/privacy`). German tax law keeps invoices, as
 * accounting vouchers, for eight years from the end of the calendar year they were issued in
 * (§ 147(3) and (4) of the Abgabenordnung, § 14b(1) of the Umsatzsteuergesetz, both as amended
 * by the Fourth Bureaucracy Relief Act from 2025).
 */
export const invoiceRetentionYears = 8;

/**
 * What members do on incidents, which Saturn processes for the customer as part of its
 * monitoring data, not as a controller: an incident's notes (shown to everyone who opens it,
 * sent to alert channels), who acknowledged or resolved it (the incident, and the edited Slack
 * message), and the email address Saturn reads from Slack (`users:read.email`) to match a click
 * on Acknowledge or Resolve to a member (/alerts/slack). Members' account data (sign-in, roles,
 * billing) stays Saturn's own as a controller.
 */
/**
 * What a click on Acknowledge or Resolve in Slack gives Saturn (`/legal/dpa`). Slack's
 * `block_actions` payload names the clicking user (their Slack user ID, username, name and
 * workspace ID); Saturn reads that one user's email address (`users:read.email`, granted with
 * `users:read`), never the workspace's member list, and keeps only what matches the click to a
 * member.
 */
export const slackClickData = {
  received: 'the clicking user’s Slack user ID, username, name and workspace ID',
  read: 'the email address of that user alone, never the rest of the workspace’s directory',
  kept: 'that email address, with the member it matched, on the incident; the rest of the payload is discarded once the click is handled',
} as const;

export const incidentActivityData = [
  'incident notes',
  'the identity of who acknowledged or resolved an incident',
  'the email address of a Slack user who clicks Acknowledge or Resolve',
] as const;

/**
 * What Saturn processes as the customer's processor (`/legal/dpa`): the categories of data
 * subjects and the types of personal data Article 28(3) of the GDPR has a processor contract
 * set out. Email alert channels take addresses only (/alerts/email), so no recipient names.
 */
export const processorScope = {
  dataSubjects: [
    'the people who receive alerts',
    'members of your organization and Slack users, as far as they act on incidents',
    'anyone whose personal data your jobs put in their output or monitor names',
  ],
  data: [
    'email addresses of alert recipients',
    'monitor names and schedules',
    'ping times, exit codes and durations',
    `job output after redaction, at most ${api.maxOutputBytes} bytes per ping`,
    'the IP address each ping reached Saturn from (a proxy’s or NAT gateway’s if the host uses one)',
    ...incidentActivityData,
  ],
} as const;

/**
 * The companies Saturn uses to run the service (`/legal/privacy`, `/legal/dpa`). Those that
 * process customers' monitoring data or alert recipients are sub-processors under the DPA; the
 * payment processor handles only billing data, which Saturn controls itself, so it is Saturn's
 * own service provider and not a sub-processor.
 */
export const serviceProviders = [
  {kind: 'a cloud hosting provider', purpose: 'the service and its backups', subProcessor: true},
  {kind: 'an email delivery provider', purpose: 'alert and account emails', subProcessor: true},
  {kind: 'a payment processor', purpose: 'card payments', subProcessor: false},
] as const;

/**
 * The payment processor's role (`/legal/privacy`, `/legal/dpa`): card processors hold card
 * details and run fraud checks under their own privacy terms, as controllers in their own
 * right, so Saturn names it as a recipient and not as a processor working for it alone.
 */
export const paymentProcessorRole =
  'a recipient that processes the card details you give it as a controller under its own privacy terms';

const providerPhrase = (provider: (typeof serviceProviders)[number]): string =>
  `${provider.kind} for ${provider.purpose}`;

/** Every service provider, as a phrase: "a cloud hosting provider for ..., ..., and ...". */
export const serviceProvidersText: string = serviceProviders
  .map(providerPhrase)
  .map((phrase, index, all) =>
    index === all.length - 1 && all.length > 1 ? `and ${phrase}` : phrase,
  )
  .join(serviceProviders.length > 2 ? ', ' : ' ');

/** The sub-processors of the DPA, as a phrase: "a cloud hosting provider for ... and ...". */
export const subProcessorsText: string = serviceProviders
  .filter((provider) => provider.subProcessor)
  .map(providerPhrase)
  .join(' and ');

/** The kinds of provider that are sub-processors: "the cloud hosting provider and the ...". */
export const subProcessorKinds: string = serviceProviders
  .filter((provider) => provider.subProcessor)
  .map((provider) => provider.kind.replace(/^an? /, 'the '))
  .join(' and ');
