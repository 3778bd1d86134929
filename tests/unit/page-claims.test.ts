import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  gracePeriod,
  incidentStatuses,
  incidentTypes,
  monitorStatuses,
  pingClient,
  api,
  plans,
  severities,
} from '../../src/data/facts';
import * as alerts from '../../src/data/alerts';
import {changelog} from '../../src/data/changelog';
import * as company from '../../src/data/company';
import {permissions, roles, tokenKinds} from '../../src/data/roles';
import {checkPageClaims, proseSentences, type ModelForClaims} from '../helpers/page-claims';

const root = join(__dirname, '..', '..');

const model: ModelForClaims = {
  statuses: [
    ...new Set([...monitorStatuses, ...incidentTypes, ...incidentStatuses, ...severities]),
  ],
  roles,
  permissions,
  tokens: tokenKinds,
  plans,
  defaultGraceSeconds: gracePeriod.defaultSeconds,
  pingRateLimit: api.pingRateLimit,
  pingTimeoutSeconds: pingClient.timeoutSeconds,
  pingRetries: pingClient.retries,
  maxOutputBytes: api.maxOutputBytes,
};

function pages(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return pages(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

const problems = (text: string) => checkPageClaims(text, model).map((claim) => claim.problem);

/** What the checker must find in a sentence: exactly one problem, at least one, or none. */
type Found = 'one problem' | 'a problem' | 'no problem';
function expectFound(sentence: string, expected: Found): void {
  const found = problems(sentence);
  if (expected === 'one problem') expect(found).toHaveLength(1);
  else if (expected === 'a problem') expect(found).not.toHaveLength(0);
  else expect(found).toEqual([]);
}

describe('the page-claims checker (page-claims.ts)', () => {
  it('reads prose only: no code, no rendered values, no front matter', () => {
    const sentences = proseSentences(
      [
        '---',
        'title: "FAILED"',
        '---',
        "import {plans} from '@site/src/data/facts';",
        '',
        'The run is `FAILED` here. The Team plan allows {plans[1].monitors} monitors.',
        '',
        '```text',
        'status FAILED',
        '```',
      ].join('\n'),
    );
    expect(sentences).toEqual(['The run is CODE here.', 'The Team plan allows VALUE monitors.']);
  });

  const team = plans.find((plan) => plan.id === 'team')!;

  // A sentence and what the checker must find in it.
  const cases: [string, Found][] = [
    // Catches status and incident names the model does not have.
    ['The monitor turns FAILED.', 'a problem'],
    ['A CRITICAL incident opens.', 'a problem'],
    ['The monitor turns FAILING and a FAIL incident opens.', 'no problem'],
    // Catches role abilities that roles.ts does not give.
    ['Viewers can acknowledge incidents.', 'one problem'],
    ['Anyone who can see the monitor can acknowledge and resolve its incidents.', 'a problem'],
    ['Only Owners can create organization tokens.', 'one problem'],
    ['Members cannot create monitors.', 'one problem'],
    ['Viewers see incidents but cannot acknowledge or resolve them.', 'no problem'],
    ['Only Owners and Admins can create organization tokens.', 'no problem'],
    // Catches token abilities that no operation gives.
    ['An organization token can read and change every monitor and incident.', 'a problem'],
    ['A monitor token can list monitors.', 'one problem'],
    ['A monitor token can only send pings for one monitor.', 'no problem'],
    ['No token can create, change or delete a monitor.', 'no problem'],
    [
      'An organization token can list every monitor and incident, send pings to any monitor, and acknowledge or resolve any incident.',
      'no problem',
    ],
    // Catches tools and API calls said to create or change monitors.
    ['The plugin creates one monitor per scheduled hook.', 'one problem'],
    ['A CI script creates monitors.', 'one problem'],
    ['The plugin never creates a monitor.', 'no problem'],
    ['Create the monitors it names in the dashboard.', 'no problem'],
    // Catches saturn doctor said to check every token.
    ['`saturn doctor` checks the configuration, DNS, TLS and the token.', 'one problem'],
    ['Exit code 0 from `saturn doctor` means the token works.', 'one problem'],
    [
      'With an organization token, `saturn doctor` also checks the token and the monitor.',
      'no problem',
    ],
    ['`saturn version` checks nothing about the token.', 'no problem'],
    // Catches plan limits and client defaults with the wrong number.
    ['The Team plan allows 50 monitors.', 'one problem'],
    ['The Business plan costs $79 a month.', 'one problem'],
    ['The default grace period is 10 minutes.', 'one problem'],
    ['The rate limit is 100 pings per monitor per 60 seconds.', 'one problem'],
    ['Each ping is retried 5 times.', 'one problem'],
    [`The Team plan allows ${team.monitors} monitors.`, 'no problem'],
    // Catches an analytics window that forgets the plan's history.
    ['The health score sums up the last 30 days.', 'one problem'],
    [
      'Uptime adds up the time in each status over the last {uptime.windowDays} days.',
      'one problem',
    ],
    [
      "Percentiles cover the last 30 days, or the plan's whole history when it keeps less.",
      'no problem',
    ],
    // Catches alert routing by a maximum severity, which channels do not have.
    ['An alert rule that matched only LOW incidents no longer sees them.', 'one problem'],
    ['A channel for LOW and MEDIUM alone is not possible.', 'no problem'],
    ['A channel set to MEDIUM receives MEDIUM and HIGH incidents.', 'no problem'],
    // Catches attempt counts stated as retries.
    ['Saturn retries up to {delivery.attempts} times, waiting a minute.', 'one problem'],
    ['Saturn tries up to {delivery.attempts} times in all.', 'no problem'],
    // Catches a closing ping said to always close its own run.
    ['With Forbid, the run a ping closes is always the run its pod opened.', 'a problem'],
    ['A success ping always closes its own run.', 'a problem'],
    ['A success or fail ping closes the oldest open run.', 'no problem'],
    // Catches a run without a start ping said to count as late, with no word of MISSED.
    [
      'A job that sends no start ping has only its success ping: a run that takes 60 seconds or longer then counts as late every time.',
      'one problem',
    ],
    [
      'Without a start ping, a run of 60 seconds or more counts as late, and one that reaches the grace period counts as missed.',
      'no problem',
    ],
    // Catches runs, pings or output said to be changed or deleted in the dashboard.
    [
      'Everything else (runs, pings, output, members) can be read, changed or deleted in the dashboard.',
      'one problem',
    ],
    [
      'Runs, pings and output can be read in the dashboard, cannot be changed, and are deleted by the history trim.',
      'no problem',
    ],
    // Catches a chance rate typed by hand instead of rendered from the model.
    ['A threshold of 3 would flag about 1 run in 370 by chance alone.', 'one problem'],
    ['A threshold of 3 would flag about VALUE runs by chance alone.', 'no problem'],
    ['Sign in once in 30 days.', 'no problem'],
    ['About 1 run in 100 takes longer than p99.', 'no problem'],
    // Catches a delay before a revoked token stops working; it stops at once.
    ['Revoke it; requests with it fail with 401 within a minute.', 'one problem'],
    ['A revoked token stops working after 60 seconds.', 'one problem'],
    ['Revoke the old token only after those Jobs finish.', 'no problem'],
    [
      'After revoking a leaked token, look at the incidents resolved while it was valid.',
      'no problem',
    ],
    // Catches a token said to be replaced or invalidated; only revoking stops a token.
    [
      'Exit code 3 with a token that worked yesterday means it was revoked or replaced.',
      'one problem',
    ],
    ['Creating a new token invalidates the old one.', 'one problem'],
    ['It means the token was revoked, for example at the end of a rotation.', 'no problem'],
    ['Creating a token does not invalidate the others.', 'no problem'],
    // Catches a retried ping said never to count a run twice.
    [
      'The plugin now retries the same ping, so a slow response no longer counts one run twice.',
      'one problem',
    ],
    [
      'The plugin retries only the same ping; if its first attempt arrived, the retry can still record one extra run.',
      'no problem',
    ],
    // Catches maintenance windows said to hold back only incident.opened.
    [
      'During a maintenance window Saturn opens no incidents, so it sends no incident events either.',
      'one problem',
    ],
    ['During a maintenance window Saturn sends no incident events of any kind.', 'no problem'],
    // Catches an acknowledge note said to reach the channels with no maintenance-window exception.
    [
      'The note is shown to everyone who opens the incident and is sent to your alert channels.',
      'one problem',
    ],
    [
      'The note is sent to your alert channels, unless a maintenance window covers the monitor.',
      'no problem',
    ],
    // Catches a chat message said to be updated after a window whatever happened in it.
    [
      'The message keeps the state it showed when the window began until a change after the window updates it.',
      'one problem',
    ],
    [
      'An incident resolved during the window never changes again, so its message keeps its earlier state.',
      'no problem',
    ],
    // Catches an ANOMALY incident said to resolve with the next run or success ping.
    [
      'An ANOMALY incident resolves when the next run finishes within the normal range.',
      'one problem',
    ],
    ['An ANOMALY incident resolves with the next success ping.', 'one problem'],
    ['A success ping does not resolve an ANOMALY incident by itself.', 'no problem'],
    // Catches names of alert recipients, which an email channel does not take.
    ['Categories of data: names and email addresses of alert recipients.', 'one problem'],
    ['Categories of data: email addresses of alert recipients.', 'no problem'],
    // Catches the payment processor counted as a sub-processor.
    [
      'Saturn uses sub-processors for cloud hosting, email delivery and payment processing.',
      'one problem',
    ],
    [
      'The payment processor handles only billing data, so it is not a sub-processor.',
      'no problem',
    ],
    // Catches activeDeadlineSeconds counted from the Job's creation.
    ["The deadline counts from the Job's creation, so it includes the wait.", 'one problem'],
    ['It stops a hung run 29 minutes after the Job was created.', 'no problem'],
    ['activeDeadlineSeconds stops a hung run 29 minutes after the Job was created.', 'one problem'],
    ["The deadline counts from the Job's status.startTime.", 'no problem'],
    // Catches runs, pings or output said to be impossible to export; support exports them.
    ['Runs, pings and output cannot be exported through the API.', 'one problem'],
    ['The API has no call that exports runs, pings or output.', 'one problem'],
    ['The API has no call that returns runs, so ask support for an export.', 'no problem'],
    // Catches an organization closed by writing to support; owners delete it in the dashboard.
    [
      "You can close your organization by writing to support from an owner's address.",
      'one problem',
    ],
    ['You can close your organization by deleting it in the dashboard.', 'no problem'],
    // Catches a TLS version promised for alert delivery.
    ['Encryption in transit (TLS 1.2 or later) for the API and alert delivery.', 'one problem'],
    ['Encryption in transit (TLS 1.2 or later) for the API and the dashboard.', 'no problem'],
    // Catches consent offered for withdrawal where no processing rests on consent.
    ['You can object and withdraw any consent you gave.', 'one problem'],
    // Catches the payment processor said to work for Saturn alone.
    ['The payment processor works for Saturn alone.', 'one problem'],
    ['The payment processor is a recipient under its own privacy terms.', 'no problem'],
    ['The payment processor is no longer a sub-processor.', 'no problem'],
    // Catches TLS promised in transit for everything; it covers the API and the dashboard.
    ['Data is encrypted in transit with TLS and at rest by the hosting provider.', 'one problem'],
    [
      'Connections to the API and the dashboard are encrypted in transit with TLS 1.2 or later.',
      'no problem',
    ],
    // Catches a paid plan said to run on after closing; deleting ends the service at once.
    ['Paid plans run to the end of the period already paid.', 'one problem'],
    ['A downgrade keeps the paid plan, which runs to the end of the billing month.', 'no problem'],
    // Catches Slack's profile said to give Saturn only an email address.
    ['Saturn reads the email address of that user alone from Slack.', 'one problem'],
    ['Saturn reads only the email address of the Slack user who clicks.', 'one problem'],
    [
      'Saturn reads the clicking user’s Slack profile and keeps only the email address.',
      'no problem',
    ],
    // Catches SameSite=Lax said to withhold cookies from any form another site submits.
    [
      'Marked SameSite=Lax, they are not sent with a form another site submits to the dashboard.',
      'one problem',
    ],
    ['Marked SameSite=Lax, they are not sent with a form another site posts.', 'no problem'],
    // Catches a long output said to be refused; Saturn keeps its last bytes.
    ['Output longer than 65536 bytes is rejected with 413.', 'one problem'],
    ['Saturn rejects the output when it is too long.', 'one problem'],
    ['Saturn keeps the last 65536 bytes of a longer output.', 'no problem'],
    ['A longer output is not rejected: Saturn keeps its end.', 'no problem'],
    // Catches a success ping said to resolve every incident.
    ['A success ping resolves every open incident of the monitor.', 'one problem'],
    ['A success ping resolves any open MISSED, LATE or FAIL incident.', 'no problem'],
    // Catches the breach notice counted from confirming the breach.
    ['We notify you within 48 hours of confirming a breach.', 'one problem'],
    ['We notify you within 48 hours of becoming aware of a breach.', 'no problem'],
    // Catches the output limit stated as a bound the API enforces; Saturn keeps the end of a
    // longer output (longOutputRule).
    [
      'The optional body carries `durationMs` and `output` (at most {api.maxOutputBytes} bytes, for example the last lines of the log).',
      'one problem',
    ],
    ['The body carries `output` of at most 65,536 bytes.', 'one problem'],
    [
      'The body carries `output`, at most {api.maxOutputBytes} bytes: Saturn keeps the last bytes of a longer one.',
      'no problem',
    ],
    ['Keep `output` at most 1024 bytes when you test.', 'no problem'],
    // Catches the previous version kept in force wholesale during a transition.
    ['Until then, on those points alone, the previous version applies to them.', 'one problem'],
    ['Until then, support deletes runs on an owner’s request within 5 days.', 'no problem'],
    // Catches a transition cut-off by creation date rather than by acceptance.
    ['For organizations created before that date, those take effect later.', 'one problem'],
    ['If your organization accepted an earlier version, they take effect later.', 'no problem'],
    // Catches a sign-in provider the product does not have.
    ['Account data: name, email address, hashed password or sign-in provider.', 'one problem'],
    ['Single sign-on with SAML is planned.', 'no problem'],
    // Catches unresolved incidents said to be kept for good.
    ['Open incidents are never deleted, whatever their age.', 'one problem'],
    [
      'Open and acknowledged incidents are never deleted, so list the resolved ones.',
      'one problem',
    ],
    ['The trim never deletes open incidents, whatever their age.', 'no problem'],
    // Catches British spellings; the house style is American English.
    ['Recognisable tokens, and saturn honours both.', 'a problem'],
    ['The colour bar is red.', 'one problem'],
    ['saturn honors both, and the color bar is red.', 'no problem'],
    ['Organizations analyze their runs.', 'no problem'],
  ];
  // A loop, not it.each: it.each would read the "$79" of a sentence as a placeholder.
  for (const [sentence, found] of cases) {
    it(`${JSON.stringify(sentence)}: finds ${found}`, () => expectFound(sentence, found));
  }
});

describe('every docs page agrees with the product model', () => {
  for (const file of pages(join(root, 'docs'))) {
    it(relative(root, file), () => {
      const claims = checkPageClaims(readFileSync(file, 'utf8'), model);
      expect(claims.map((claim) => `${claim.problem}: "${claim.sentence}"`)).toEqual([]);
    });
  }
});

describe('every changelog entry agrees with the product model', () => {
  for (const entry of changelog) {
    it(`${entry.component} ${entry.version}`, () => {
      const claims = entry.changes.flatMap((change) => checkPageClaims(change.text, model));
      expect(claims.map((claim) => `${claim.problem}: "${claim.sentence}"`)).toEqual([]);
    });
  }
});

/** Every string in a module's exports, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Pages render these sentences as JSX expressions, which the page check skips, so the model's
// own sentences on alerts and on the legal texts are checked here.
describe('every sentence of the alerts and company models agrees with the product model', () => {
  for (const [name, module] of Object.entries({alerts, company})) {
    it(name, () => {
      const claims = strings(module).flatMap((text) => checkPageClaims(text, model));
      expect(claims.map((claim) => `${claim.problem}: "${claim.sentence}"`)).toEqual([]);
    });
  }
  // The paragraph each changed legal text opens with is built by a function, not exported.
  for (const text of ['terms', 'dpa', 'privacy'] as const) {
    it(`legalTransitionText('${text}')`, () => {
      const claims = checkPageClaims(company.legalTransitionText(text), model);
      expect(claims.map((claim) => `${claim.problem}: "${claim.sentence}"`)).toEqual([]);
    });
  }
});
