/**
 * Facts about how Saturn, the company and the service operator, works: the
 * security disclosure policy, how maintenance of the service is announced,
 * and the dates of the legal texts. Product facts stay in `./facts.ts`;
 * contact addresses are `contact` there.
 */

import {historyRetention} from './billing';
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
  /**
   * The account data of a member removed from an organization that goes on is deleted this
   * many days after the removal, unless the person is still a member of another organization;
   * what the organization's monitoring data holds about them (notes, who acted on incidents)
   * stays with that data.
   */
  removedMemberDeletionDays: 30,
  /**
   * What people without an account write to support, sales or security (questions before
   * signing up, vulnerability reports) is deleted this many months after the last message.
   */
  messagesWithoutAccountMonths: 12,
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
  security: '2026-11-27',
} as const;

/**
 * The text each date in `legalLastUpdated` stands for: the first 16 hex digits of the SHA-256
 * of the page's Markdown copy, `build/legal/<name>.md` (its words as a reader gets them, the
 * model values it renders included), built with the default URLs of `urls.ts`. The check
 * `tests/checks/legal-texts.ts`, run on the build by `npm test`, fails when a page's words
 * change and its hash does not, so a new text cannot be published under an old date by
 * accident, whether the change is in `docs/legal/<name>.mdx` or in a value of this file: give
 * the page a new date in `legalLastUpdated` (and, for a change that reduces rights, a
 * transition in `legalChanges`), build, then record the hash the check prints with that date.
 * Before a text changes, keep its copy in `legal-versions/` (that folder's README says how).
 */
export const legalTextHashes: Record<
  keyof typeof legalLastUpdated,
  {date: string; sha256: string}
> = {
  terms: {date: '2026-11-28', sha256: '46ebf4eb2ff234a8'},
  privacy: {date: '2026-11-28', sha256: 'a5e9096af12f2883'},
  dpa: {date: '2026-11-28', sha256: '9a2c53e97ef95fd7'},
  cookies: {date: '2026-11-28', sha256: '6d550ce7fa88dfe4'},
  security: {date: '2026-11-27', sha256: '508ef1f924a41a6f'},
};

/** The ISO date `days` days after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * How support handles what an organization owner asks about its runs, pings and output, and
 * about its data after a downgrade (`/legal/dpa`): within this many days of the request.
 */
export const supportDataRequestDays = 5;

/** Saturn emails organization owners at least this many days before it adds or replaces a sub-processor (`/legal/dpa`). */
export const subProcessorNoticeDays = 30;

/**
 * A change to the terms or the DPA that can reduce a customer's rights (`legalChanges`):
 * `change` says what changes, `untilThen` what Saturn does, from this version's date until the
 * change applies, for an organization that accepted an earlier version. Each `untilThen` is
 * something the service and support really do: a promise of the previous version that the
 * product cannot keep is named as such, with what Saturn does instead.
 */
export interface LegalReduction {
  change: string;
  untilThen: string;
}

/** Until then, data Saturn now controls itself stays processed for the organization. */
const processedForYouUntilThen = `Until then, ${product.name} processes them for your organization, on its instructions, as its processor.`;

/** The request logs leave the DPA: a change of both the terms and the DPA. */
const requestLogsReduction: LegalReduction = {
  change: `the request logs of the API and dashboard, with the IP address each request, ping requests included, came from, are separate data ${product.name} controls for the security of the service, outside the data processing agreement`,
  untilThen: processedForYouUntilThen,
};

/**
 * How the legal texts change (`/legal/terms`, `/legal/dpa`, `/legal/privacy`).
 *
 * The terms promise that a change that reduces a customer's rights takes effect for an
 * organization that accepted an earlier version `noticeDays` after its owners are emailed
 * (`ownersEmailed`, when this version was published); the DPA is part of the terms, so the
 * promise covers it. Only those changes wait: everything else in a new version, improvements
 * included, applies to every organization from the date the page shows, since holding back an
 * improvement (the DPA's breach notice counted from awareness, as Article 33(2) of the GDPR
 * requires) would keep a worse text in force for no one's benefit. So `contracts` lists, for
 * each contract, the changes that can reduce rights (`reductions`, each with what Saturn does
 * until it applies), and a few of the improvements, which do not wait. An organization that
 * does not accept a reduction can delete itself before it applies and gets the unused part of
 * the month it paid refunded (`organizationClosing.refundedWhen`).
 *
 * The cut-off is acceptance, not a creation date: an organization created on the day of a new
 * version may still have accepted the earlier one.
 *
 * The privacy policy is not a contract but the information Articles 13 and 14 of the GDPR
 * owe the people whose data is processed: who processes what, why and on which basis. That
 * describes the processing as it is, so it cannot wait: `notices.privacy` applies to everyone
 * from its date, and lists how it differs from the previous version (`changes`), with one
 * exception that follows from the DPA: until the DPA's reductions apply, the data the DPA
 * moves out of the processing (members' names and email addresses, the request logs) is still
 * processed for an organization that accepted an earlier version. Because this version moves
 * members and billing contacts to a legitimate interest, with a right to object that Article
 * 21(4) has Saturn bring to their attention, `notices.privacy.emailed` names who was emailed.
 *
 * `previous` is the version each text replaces: the one kept in `legal-versions/`, whose words
 * carried the date September 1, 2026 and were republished unchanged with the date November 23,
 * 2026. Each page names it by the SHA-256 of its Markdown copy (first 16 hex digits, as
 * `legalTextHashes` records the current texts), the name the copy has in `legal-versions/`;
 * support sends it on request, since the site has no route for earlier versions.
 */
const legalNoticeDays = 30;
/** The day the owners of every organization were emailed about this version. */
const ownersEmailed = '2026-11-28';
export const legalChanges = {
  noticeDays: legalNoticeDays,
  ownersEmailed,
  previous: {
    date: '2026-09-01',
    republishedAs: '2026-11-23',
    sha256: {terms: '987af49286d8cbb2', privacy: 'b9856d97295dbf45', dpa: '8c4df2ecc11bf4d2'},
  },
  contracts: {
    terms: {
      effectiveForExisting: addDays(ownersEmailed, legalNoticeDays),
      reductions: [
        {
          change: 'the terms now name the law that applies and the courts that hear disputes',
          untilThen:
            'Until then, a dispute with your organization is governed by the law, and heard by the courts, that would apply without that clause.',
        },
        {
          change:
            'deleting your organization ends the service at once, without a refund of the unused part of a month already paid, where closing it through support used to leave a paid plan running to the end of the period already paid',
          untilThen:
            'Until then, if your organization deletes itself, it gets the unused part of the month it paid refunded, pro rata for the days left.',
        },
        requestLogsReduction,
      ] satisfies readonly LegalReduction[],
      improvements: [
        'an owner can close the organization in the dashboard',
        'support exports on request the data the API does not return',
      ],
    },
    dpa: {
      effectiveForExisting: addDays(ownersEmailed, legalNoticeDays),
      reductions: [
        {
          change: `your users’ names and email addresses are no longer among the data processed for you, because they are account data ${product.name} controls`,
          untilThen: processedForYouUntilThen,
        },
        requestLogsReduction,
        {
          change: 'the payment processor is no longer a sub-processor',
          untilThen: `Until then, ${product.name} emails your owners at least ${subProcessorNoticeDays} days before it replaces the payment processor; you can object to the new one on reasonable data protection grounds, and if ${product.name} cannot address the objection, your organization can end the subscription and get the unused part of the month it paid refunded, pro rata for the days left.`,
        },
        {
          change:
            'encryption in transit with TLS is promised for the API and the dashboard only, no longer for the alerts the service sends',
          untilThen: `The previous version promised TLS for alerts too, a promise ${product.name} could not keep for a receiver that offers no TLS: an email server that does not offer STARTTLS, or a webhook URL that starts with http://. ${product.name} uses TLS whenever the receiver offers it. If your organization relied on that promise, it can delete itself before the change applies and get the unused part of the month it paid refunded, pro rata for the days left.`,
        },
        {
          change:
            'runs, pings and output cannot be changed, and are deleted by the history trim, with their monitor, or by support on request, where the previous version said they could be changed or deleted in the dashboard, which has no page that does it',
          untilThen: `Until then, support changes or deletes runs, pings and output on an owner’s request within ${supportDataRequestDays} days.`,
        },
        {
          change: `after a downgrade, monitoring data older than the new plan keeps is kept ${historyRetention.downgradeDelayDays} more days before it is deleted`,
          untilThen: `Until then, on an owner’s request, support deletes that older data without the ${historyRetention.downgradeDelayDays} days’ wait: on the day the downgrade takes effect, or within ${supportDataRequestDays} days of a request made after it.`,
        },
      ] satisfies readonly LegalReduction[],
      improvements: [
        `the breach notice counts from when ${product.name} becomes aware of a breach`,
        `${product.name} tells you when the law requires it to process your data otherwise`,
        `${product.name} stays liable for its sub-processors`,
      ],
    },
  },
  notices: {
    privacy: {
      changes: [
        'the IP address each ping came from, stored with its run, is processed for your organization as monitoring data, no longer also for troubleshooting and abuse prevention of our own, which rely on our request logs',
        'the legal basis of monitoring data and alert settings is the one your organization chooses as the controller, no longer a contract with us or our legitimate interest',
        'the account data of members, and of people who accepted the terms for an organization, rests on our legitimate interest, no longer on a contract with them',
        'the contact details of the billing contact an organization names rest on our legitimate interest, no longer on a contract (invoices and accounting records still rest on our legal obligation to keep them)',
        `after a downgrade, monitoring data older than the new plan keeps is kept ${historyRetention.downgradeDelayDays} more days before it is deleted`,
        'the payment processor is a recipient under its own privacy terms, no longer a sub-processor',
      ],
      /** Who was emailed about this version, and when (Article 21(4) of the GDPR). */
      emailed: {
        to: 'every member of an organization and every billing contact',
        date: ownersEmailed,
      },
    },
  },
} as const;

/** The legal texts that `legalChanges` dates: the two contracts and the privacy notice. */
export type ChangedLegalText =
  keyof typeof legalChanges.contracts | keyof typeof legalChanges.notices;

/** Phrases as one list in a sentence: "a; b; and c" (each phrase may hold commas). */
const semicolonList = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}` : (items[0] ?? '');

/** "a and b", "a, b, and c". */
const commaList = (items: readonly string[]): string =>
  items.length > 2 ? `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}` : items.join(' and ');

/** A phrase as the start of a sentence. */
const capitalized = (phrase: string): string => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** How a page names the version it replaces, and where to get it: a sentence. */
function previousVersionText(text: ChangedLegalText): string {
  const {date, republishedAs, sha256} = legalChanges.previous;
  return `The previous version is the one dated ${formatLongDate(date)} and republished unchanged with the date ${formatLongDate(republishedAs)}: its Markdown copy has a SHA-256 beginning ${sha256[text]}, and support sends that copy on request.`;
}

/**
 * The paragraph a legal page opens with while it differs from the previous version: for a
 * contract, which changes wait for the notice period, for whom and until when, what Saturn
 * does for those organizations until then, and that the rest applies at once; for the privacy
 * notice, that it applies to everyone at once but for the data the DPA still has processed for
 * some organizations, who was emailed about it, and how it differs from the previous version.
 */
export function legalTransitionText(text: ChangedLegalText): string {
  const emailedOn = formatLongDate(legalChanges.ownersEmailed);
  if (text === 'privacy') {
    const {changes, emailed} = legalChanges.notices.privacy;
    const until = formatLongDate(legalChanges.contracts.dpa.effectiveForExisting);
    return `This policy applies to everyone from that date: it tells you how we process personal data now, who does it, why and on which legal basis, and that cannot wait. There is one exception: for an organization that accepted an earlier version, until ${until}, ${product.name} processes its members’ names and email addresses, and the request logs of the API and dashboard, on the organization’s instructions, as its processor, and from then on as a controller, as this policy describes. Besides adding detail, it differs from the previous version on these points: ${semicolonList(changes)}. We emailed ${emailed.to} about this version on ${formatLongDate(emailed.date)}, pointing to how you can object to processing that rests on our legitimate interest. ${previousVersionText(text)} What your organization can claim from us under the terms and the data processing agreement changes only as those pages say.`;
  }
  const {effectiveForExisting, reductions, improvements} = legalChanges.contracts[text];
  const interim = reductions
    .map(({change, untilThen}) => `${capitalized(change)}. ${untilThen}`)
    .join(' ');
  return `This version applies to every organization from that date, except the changes below that can reduce your rights. If your organization accepted an earlier version, they take effect for it on ${formatLongDate(effectiveForExisting)}, ${legalChanges.noticeDays} days after we emailed its owners on ${emailedOn}; each says what ${product.name} does for it until then. ${interim} Everything else applies to every organization from that date, improvements included: for example, ${commaList(improvements)}. ${previousVersionText(text)}`;
}

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
  `on request by support, within ${supportDataRequestDays} days`,
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
 * Service level agreements signed in order forms (`/legal/terms`). The terms no longer offer
 * one, but an individual agreement takes precedence over standard terms (§ 305b of the German
 * Civil Code), so an order form signed before the terms stopped mentioning it keeps its service
 * level agreement for the form's term; the change reduces no one's rights.
 */
export const orderFormServiceLevels = {signedBefore: '2026-11-28'} as const;

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
 * `/legal/terms`, `/legal/privacy`, `/billing/plans`, `/billing/usage-enforcement`). The API's
 * read operations return monitors (list monitors) and incidents (list incidents), but no runs,
 * pings or output, and an incident's `details.note` is only its last note, with no field for
 * who acted, so support exports those, and every note and actor (the incident activity of
 * `incidentActivityData`), on request from an organization owner. No operation returns alert
 * settings either: the dashboard shows them, and at the end of the service support adds them
 * to the export (`alertSettings`), without the secrets the dashboard shows only by their last four
 * characters (`/security/overview`).
 */
export const dataReturn = {
  /** What you can save yourself, through the API. */
  selfServe: 'monitors and incidents',
  /** The operations that return them, as the API reference names them (`openapi.yaml` summaries). */
  selfServeOperations: ['List monitors', 'List incidents'],
  /** What support exports on request. */
  onRequest:
    'runs, pings, captured output, every incident note, and who acknowledged or resolved each incident (with the email address of a Slack user who did)',
  /** What the export holds of alert settings, when an organization is about to be closed. */
  alertSettings: {
    includes: 'recipients’ email addresses',
    leavesOut:
      'the secrets the dashboard shows only by their last four characters (Discord and webhook URLs, webhook signing secrets, the Slack connection)',
  },
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
 * only). Deleting it ends the service at once and starts the deletion: everything in `deleted`
 * is gone within `logRetention.accountDeletionDays` days, except copies in backups and what
 * the law requires keeping, so the export of `dataReturn` must be asked for before.
 *
 * Money: plans are billed monthly in advance. Deleting the organization charges nothing more
 * and refunds nothing of the month already paid, except in the cases of `refundedWhen`, where
 * the unused part of the month comes back pro rata (`refund`): an organization whose owners were
 * emailed about a change to the terms or the DPA that reduces its rights and that deletes itself
 * before the change applies to it (the exit from a change it does not accept, `legalChanges`),
 * and one that ends its subscription because Saturn could not address its objection to a new
 * sub-processor (the DPA). Ending a paid plan without leaving is a downgrade to Free
 * (`planChanges.downgradeTakesEffect` in `billing.ts`), which keeps the paid plan to the end of
 * the billing month; an owner who wants the month paid for downgrades first, asks for the
 * export before the downgrade takes effect (Free keeps less history and no output), and
 * deletes the organization after it.
 *
 * `endedByUs`: Saturn may end the service for an organization with `noticeDays` days' notice,
 * or at once after a serious breach of the terms. An owner can then still ask support for the
 * export (`dataReturn`) within `exportRequestDays` days of the end, and the deletion starts
 * only after that (Article 28(3)(g) of the GDPR: return at the choice of the controller).
 */
export const organizationClosing = {
  /** Who may close it, and how. */
  by: 'an organization owner',
  how: 'by deleting it in the dashboard',
  /** What deleting it does to the service and to the month already paid. */
  serviceEnds: 'at once',
  unusedPaidMonth: 'not refunded',
  refund: 'the unused part of the month paid, pro rata for the days left',
  refundedWhen: [
    'you delete the organization after we emailed its owners about a change to the terms or the data processing agreement that reduces its rights, and before that change applies to it',
    'you end the subscription because we could not address your objection to a new sub-processor',
  ],
  deleted: 'its account data, monitoring data and alert settings',
  deletionDays: logRetention.accountDeletionDays,
  endedByUs: {noticeDays: 30, exportRequestDays: 30},
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
 * How long Saturn keeps its accounting records after an organization is closed
 * (`/legal/privacy`), as German law requires of a GmbH, counted from the end of the calendar
 * year of the invoice or of the last entry (§ 147(4) of the Abgabenordnung, § 257(5) of the
 * Handelsgesetzbuch). Invoices are accounting vouchers (Buchungsbelege): eight years (§ 147(1)
 * no. 4 and (3) AO, § 257(1) no. 4 and (4) HGB, § 14b(1) of the Umsatzsteuergesetz, all as
 * amended by the Fourth Bureaucracy Relief Act from 2025). The books and records they are
 * entered in, which name the customer and its payments, keep the longer period, ten years
 * (§ 147(1) no. 1 and (3) AO, § 257(1) no. 1 and (4) HGB). Neither period ends while the
 * records still matter for a tax whose assessment period has not run out (§ 147(3) AO), which
 * is the only way they last longer.
 */
export const accountingRetention = {
  invoiceYears: 8,
  bookYears: 10,
  extendedWhile: 'they still matter for a tax whose assessment period has not yet run out',
} as const;

/**
 * The legal basis of each kind of data Saturn controls itself (`/legal/privacy`), under
 * Article 6(1) of the GDPR; what it processes for customers has the customer's basis
 * (`processorLegalBasis`). `objection` names, for a basis that is or includes Saturn's
 * legitimate interest (Article 6(1)(f)), the data a person can object to under Article 21,
 * which covers processing on that basis alone; the privacy policy's objection section lists
 * every `objection`, so a legitimate interest added here is an objection right stated there.
 */
export const controllerLegalBases = {
  websiteLog: {
    basis: 'Legitimate interest (Article 6(1)(f)) in delivering this website and keeping it secure',
    objection: 'the access log of this website',
  },
  account: {
    basis: accountDataLegalBasis,
    objection:
      'the account data of members, and of people who accepted the terms for an organization',
  },
  billing: {
    basis:
      'Contract, if you accepted the terms for yourself; otherwise legitimate interest in billing the organization through the contact it names; legal obligation (Article 6(1)(c)) for invoices and accounting records',
    objection: 'the contact details of the billing contact an organization names',
  },
  requestLogs: {
    basis: 'Legitimate interest (Article 6(1)(f)) in securing the service',
    objection: 'the request logs of the API and dashboard',
  },
  support: {
    basis:
      'Contract, if you accepted the terms for yourself; otherwise legitimate interest in answering you',
    objection: 'what you write to support, sales or security for an organization',
  },
} as const;

/** Everything a person can object to under Article 21, as one list in a sentence (`/legal/privacy`). */
export const objectionScope: string = semicolonList(
  Object.values(controllerLegalBases).map((entry) => entry.objection),
);

/**
 * What the privacy policy owes people under Articles 13 and 14 of the GDPR besides the table of
 * data (`/legal/privacy`).
 *
 * `dataProtectionOfficer`: none is appointed. That holds while neither Article 37(1) of the
 * GDPR (core activities that monitor people regularly and systematically on a large scale, or
 * that process special categories on a large scale) nor § 38(1) of the Bundesdatenschutzgesetz
 * (as a rule at least 20 people constantly processing personal data by automated means, or
 * processing that needs an impact assessment under Article 35) requires one; appoint one, and
 * name its contact here, when either does.
 *
 * `requirement`: Article 13(2)(e), whether giving the data is required by law or by a contract,
 * and what happens without it.
 *
 * `sources`: where the data comes from when the person did not give it (Article 14(2)(f)): an
 * organization's owners and admins invite members (the "Invite and remove members" permission
 * of `roles.ts`) and an owner names the billing contact. There is no sign-in provider to name:
 * people sign in with an email address and a password (single sign-on is planned, `roadmap.ts`).
 *
 * `automatedDecisions`: Article 13(2)(f). Saturn decides nothing about a person by automated
 * means alone: what runs automatically (evaluation, plan limits) concerns jobs and
 * organizations, and suspending an account is a person's decision (`/legal/terms`).
 */
export const privacyNotice = {
  dataProtectionOfficer: `${product.name} has not appointed a data protection officer`,
  requirement:
    'You have no legal obligation to give us personal data, but a contract with us needs some: an account needs an email address and a password, and a paid plan needs billing details, which the law also requires on our invoices; without them we cannot open the account or bill the plan. Everything else, such as what you write to support, is up to you',
  sources:
    'If an owner or admin of an organization invited you, they gave us your email address and your role, and if an owner named you as the billing contact, they gave us your contact details; the rest of your account data you give us yourself',
  automatedDecisions:
    'We make no decision about you based solely on automated processing, profiling included, that has legal or similarly significant effects on you (Article 22 of the GDPR)',
} as const;

/**
 * What a click on Acknowledge or Resolve in Slack gives Saturn (`/legal/dpa`,
 * `/security/overview`). Slack's `block_actions` payload names the clicking user (their Slack
 * user ID, username, name and workspace ID). To match the click to a member, Saturn asks
 * Slack's `users.info` method for that one user (the `users:read` scope, with
 * `users:read.email` for the email field), never for the workspace's member list; Slack answers
 * with the whole user object, profile included (names, display name, email and whatever else
 * the user filled in). Saturn keeps only the email address, and only when it matches a member
 * who may act (a click from anyone else changes nothing, /alerts/slack); the rest is discarded
 * once the click is handled.
 */
export const slackClickData = {
  received: 'the clicking user’s Slack user ID, username, name and workspace ID',
  read: 'that one user’s profile from Slack (with Slack’s users.info method, never the workspace’s member list), and Slack returns the whole profile: names, email address and whatever else the user filled in',
  kept: 'only the email address, to match the click to a member, and only when it matches one who may act, stored with that member on the incident; for anyone else it keeps nothing, and the click changes nothing. The rest of the payload and the profile are discarded once the click is handled',
  /** The same, as a table cell (`/security/overview`). */
  keptShort: 'only the email address of a member who acted',
} as const;

/**
 * What members do on incidents, which Saturn processes for the customer as part of its
 * monitoring data, not as a controller: an incident's notes (shown to everyone who opens it,
 * sent to alert channels), who acknowledged or resolved it (the incident, and the edited Slack
 * message), and the email address Saturn reads from Slack (`slackClickData`) to match a click
 * on Acknowledge or Resolve to a member (/alerts/slack). Members' account data (sign-in, roles,
 * billing) stays Saturn's own as a controller.
 */
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
 * process customers' monitoring data or alert settings for Saturn are sub-processors under the
 * DPA. The payment processor receives neither: it processes the card details a customer gives
 * it as a controller under its own privacy terms (`paymentProcessorRole`), so it is not a
 * sub-processor, and not a processor of Saturn's either.
 */
export const serviceProviders = [
  {kind: 'a cloud hosting provider', purpose: 'the service and its backups', subProcessor: true},
  {kind: 'an email delivery provider', purpose: 'alert and account emails', subProcessor: true},
  {kind: 'a payment processor', purpose: 'card payments', subProcessor: false},
] as const;

/**
 * The payment processor's role (`/legal/privacy`, `/legal/dpa`, both render it): card
 * processors hold card details and run fraud checks under their own privacy terms, as
 * controllers in their own right, so Saturn names it as a recipient and not as a processor
 * working for it alone. It gets the card details from the person who enters them, and from
 * Saturn what a charge needs: the amount and a customer reference.
 */
export const paymentProcessorRole =
  'a recipient that processes, as a controller under its own privacy terms, the card details you give it and, for each charge, the amount and a customer reference we send it';

/**
 * Where the payment processor is named (`/legal/privacy`). The model names no service provider
 * on purpose (`serviceProviders` gives kinds only; the sub-processor list is sent on request),
 * so the privacy policy says where its name, location and transfer safeguard are given.
 */
export const paymentProcessorNamed =
  'on the dashboard page where an owner enters card details, and on request';

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
