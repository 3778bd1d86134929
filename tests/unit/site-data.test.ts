import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {changelogFeedPath, renderAtomFeed} from '../../plugins/changelog-feed/atom';
import {historyRetention} from '../../src/data/billing';
import {changelog, changelogEntryId, releasedComponents} from '../../src/data/changelog';
import {cliDistribution} from '../../src/data/cli';
import {
  addDays,
  controllerLegalBases,
  dataReturn,
  formatLongDate,
  incidentActivityData,
  legalChanges,
  legalLastUpdated,
  legalTextHashes,
  legalTransitionText,
  objectionScope,
  organizationClosing,
  processorScope,
  runDataDeletion,
  serviceProviders,
  slackClickData,
  subProcessorsText,
  supportDataRequestDays,
  siteBrowserStorage,
  siteBrowserStorageSummary,
  unsuffixedStorageKeys,
} from '../../src/data/company';
import {storageKey} from '../../plugins/your-values/changes';
import {anomalyDefaults} from '../../src/data/facts';
import {loadSpec} from '../helpers/openapi-spec';
import {exampleMonitor, platformSetups} from '../../src/data/home';
import {roadmap} from '../../src/data/roadmap';
import {exampleMonitorFigures} from '../../src/lib/example-monitor';
import {parseTime} from '../../src/lib/reliability';
import {evaluateRun, welfordFrom, zScore} from '../../src/lib/welford';

/** The day after this site's content was last written; every dated entry must be before it. */
const contentDate = '2026-11-29';

function semver(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version such as 1.2.3`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

describe('changelog data (src/data/changelog.ts)', () => {
  it('has real, past ISO dates, newest first', () => {
    for (const entry of changelog) {
      expect(entry.date, `${entry.title}: date must be YYYY-MM-DD`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.date);
      expect(entry.date < contentDate, `${entry.title}: dated after ${contentDate}`).toBe(true);
    }
    const dates = changelog.map((entry) => entry.date);
    expect(dates, 'entries must be listed newest first').toEqual([...dates].sort().reverse());
  });

  it('lets an API v1 entry change only what the versioning statement allows', () => {
    const api = releasedComponents.api.versioning;
    const changed = changelog.filter(
      (entry) =>
        entry.component === 'api' && entry.changes.some((change) => change.kind === 'changed'),
    );
    // A v1 change that is not additive must be one the statement names: evaluation, not the schema.
    if (changed.length > 0) expect(api).toMatch(/evaluates runs/);
    expect(api).not.toMatch(/Changes inside v1 are additive/);
  });

  it('uses API v1 and 1.x versions that only go up over time', () => {
    for (const component of Object.keys(releasedComponents)) {
      const entries = changelog.filter((entry) => entry.component === component).reverse();
      expect(entries.length, `${component} has no release`).toBeGreaterThan(0);
      if (component === 'api') {
        for (const entry of entries) expect(entry.version).toBe('v1');
        continue;
      }
      let previous: [number, number, number] = [1, -1, -1];
      for (const entry of entries) {
        const version = semver(entry.version);
        expect(version[0], `${component} ${entry.version} must be 1.x`).toBe(1);
        const newer =
          version[1] > previous[1] || (version[1] === previous[1] && version[2] > previous[2]);
        expect(newer, `${component} ${entry.version} is not newer than ${previous.join('.')}`).toBe(
          true,
        );
        previous = version;
      }
    }
  });

  it('gives every entry a unique anchor, changes and a docs link', () => {
    const ids = changelog.map(changelogEntryId);
    expect(new Set(ids).size, 'two entries share an anchor').toBe(ids.length);
    for (const entry of changelog) {
      expect(entry.changes.length, `${entry.title} lists no change`).toBeGreaterThan(0);
      expect(entry.link, `${entry.title}: link must be an absolute site path`).toMatch(/^\/[a-z]/);
    }
  });

  it('renders a well-formed Atom feed with one entry per release', () => {
    const feed = renderAtomFeed(changelog, 'https://docs.example.com/', 'Saturn');
    expect(feed.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.match(/<entry>/g)?.length).toBe(changelog.length);
    expect(feed).toContain(`href="https://docs.example.com${changelogFeedPath}"`);
    expect(feed).toContain(`<updated>${changelog[0]!.date}T00:00:00Z</updated>`);
    expect(feed, 'raw < or & outside markup').not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('escapes XML special characters in titles', () => {
    const feed = renderAtomFeed(
      [{...changelog[0]!, title: 'Pipes <&> "quotes"'}],
      'https://saturn.example',
      'Saturn',
    );
    expect(feed).toContain('Pipes &lt;&amp;&gt; &quot;quotes&quot;');
  });
});

describe('the Helm chart and its changelog', () => {
  const root = join(__dirname, '..', '..');
  const chart = yaml.load(
    readFileSync(join(root, 'charts', 'saturn-sidecar', 'Chart.yaml'), 'utf8'),
  ) as {version: string; appVersion: string};

  it('gives Chart.yaml the newest chart release of the changelog, and the images the same tag', () => {
    const newest = changelog.find((entry) => entry.component === 'helm');
    expect(chart.version).toBe(newest?.version);
    expect(chart.appVersion).toBe(chart.version);
  });

  it('pins the sidecar and injector images of the docs to the chart appVersion', () => {
    const pages = readdirSync(join(root, 'docs'), {recursive: true, encoding: 'utf8'}).filter(
      (name) => name.endsWith('.mdx'),
    );
    const pins: string[] = [];
    for (const name of pages) {
      const text = readFileSync(join(root, 'docs', name), 'utf8');
      for (const match of text.matchAll(/saturn\/sidecar(?:-injector)?:(\d+\.\d+\.\d+)/g)) {
        pins.push(`${name}: ${match[1]}`);
      }
      for (const match of text.matchAll(/saturn\/sidecar(?:-injector)?\n\s+tag: "([^"]+)"/g)) {
        pins.push(`${name}: ${match[1]}`);
      }
    }
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.filter((pin) => !pin.endsWith(`: ${chart.appVersion}`))).toEqual([]);
  });
});

describe('roadmap data (src/data/roadmap.ts)', () => {
  it('fills every horizon and uses unique ids', () => {
    for (const horizon of ['now', 'next', 'later']) {
      expect(
        roadmap.some((item) => item.horizon === horizon),
        `no item in ${horizon}`,
      ).toBe(true);
    }
    const ids = roadmap.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('home page data (src/data/home.ts)', () => {
  it('shows exactly two setup lines per platform', () => {
    expect(platformSetups.map((platform) => platform.id)).toEqual([
      'cron',
      'kubernetes',
      'wordpress',
    ]);
    for (const platform of platformSetups) expect(platform.lines).toHaveLength(2);
  });

  it('calls saturn where the packages it names install it, by its full path', () => {
    const cron = platformSetups.find((platform) => platform.id === 'cron')!;
    expect(cron.where).toMatch(/\.deb or \.rpm package/);
    expect(cron.lines[1]).toMatch(
      new RegExp(`^\\S+ \\S+ \\S+ \\S+ \\S+ ${cliDistribution.packageBinaryPath} run `),
    );
  });

  it('draws an example whose latest run really is an anomaly against the runs before it', () => {
    const durations = exampleMonitor.durationsSeconds;
    const baseline = welfordFrom(durations.slice(0, -1));
    expect(evaluateRun(baseline, durations[durations.length - 1]!, null).outcome).toBe('anomaly');
    for (const duration of durations.slice(0, -1)) {
      expect(Math.abs(zScore(baseline, duration)!)).toBeLessThan(anomalyDefaults.zThreshold);
    }
  });
});

describe("the home page's example monitor (src/data/home.ts, src/lib/example-monitor.ts)", () => {
  const {incidents, healthInputs, window} = exampleMonitor;
  const count = (type: string) => incidents.filter((incident) => incident.type === type).length;

  it('is an hourly job whose counts agree with its incidents', () => {
    expect(exampleMonitor.schedule).toBe('0 * * * *');
    const due = healthInputs.onTimeRuns + healthInputs.lateRuns + healthInputs.missedRuns;
    expect(due).toBe(window.days * 24);
    expect(healthInputs.successfulRuns + healthInputs.failedRuns + healthInputs.missedRuns).toBe(
      due,
    );
    expect(healthInputs.failedRuns).toBe(count('FAIL'));
    expect(healthInputs.missedRuns).toBe(count('MISSED'));
    expect(healthInputs.anomalies).toBe(count('ANOMALY'));
    expect(healthInputs.openIncidents).toBe(incidents.filter((i) => i.resolved === null).length);
  });

  it('recovers from each failure with the next hourly run, no rerun by hand', () => {
    for (const incident of incidents.filter((i) => i.resolved !== null)) {
      const hours = (parseTime(incident.resolved!)! - parseTime(incident.opened)!) / 3_600_000;
      expect(hours, `${incident.type} at ${incident.opened}`).toBe(1);
    }
  });

  it('shows the figures the analytics rules give: MTTR 1 h, MTBF 239 h, uptime 717 / 720', () => {
    expect(exampleMonitorFigures.failures).toBe(3);
    expect(exampleMonitorFigures.mttrMs).toBe(3_600_000);
    expect(exampleMonitorFigures.mtbfMs).toBe(((720 - 3) / 3) * 3_600_000);
    expect(exampleMonitorFigures.uptimePercent).toBeCloseTo((100 * 717) / 720, 10);
    // success 717/719, punctuality (714 + 0.5 × 5)/720, stability 1 - 0.1 - 0.25.
    const exact = 50 * (717 / 719) + 30 * ((714 + 2.5) / 720) + 20 * 0.65;
    expect(exampleMonitorFigures.healthScore).toBe(Math.round(exact));
  });
});

describe('legal texts (src/data/company.ts)', () => {
  it('list every browser storage entry in the sentence the privacy policy and About show', () => {
    for (const entry of siteBrowserStorage)
      expect(siteBrowserStorageSummary).toContain(entry.summary);
    expect(siteBrowserStorageSummary).toMatch(/, and the monitor ID and API base URL/);
  });

  it('say which key has no Docusaurus suffix: the one the site writes with localStorage', () => {
    expect(unsuffixedStorageKeys).toEqual([storageKey]);
  });

  it('delete runs only by the trim, with their monitor or on request, never one by one in the dashboard', () => {
    expect(runDataDeletion.join(' ')).not.toMatch(/dashboard|API/);
    expect(runDataDeletion).toHaveLength(3);
  });

  it('hold back only the changes that reduce rights, for organizations that accepted an earlier version, for the notice period', () => {
    expect(Object.keys(legalChanges.contracts).sort()).toEqual(['dpa', 'terms']);
    expect(addDays('2026-11-28', 30)).toBe('2026-12-28');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    for (const [text, contract] of Object.entries(legalChanges.contracts)) {
      const date = legalLastUpdated[text as keyof typeof legalChanges.contracts];
      // The owners are emailed when the version is published; the notice counts from the email.
      expect(legalChanges.ownersEmailed).toBe(date);
      expect(contract.effectiveForExisting).toBe(
        addDays(legalChanges.ownersEmailed, legalChanges.noticeDays),
      );
      const paragraph = legalTransitionText(text as keyof typeof legalChanges.contracts);
      expect(paragraph).toContain(formatLongDate(contract.effectiveForExisting));
      expect(paragraph).toContain(
        `we emailed its owners on ${formatLongDate(legalChanges.ownersEmailed)}`,
      );
      expect(paragraph).toContain('If your organization accepted an earlier version');
      expect(paragraph).not.toMatch(/created before/);
      // Each change that waits is named, with what Saturn does until it applies, never the
      // previous version wholesale; the rest, improvements included, applies at once.
      expect(paragraph).not.toMatch(/previous version applies/);
      for (const {change, untilThen} of contract.reductions) {
        expect(paragraph).toContain(change.slice(1));
        expect(paragraph).toContain(untilThen);
        expect(untilThen).not.toMatch(/previous version applies/);
      }
      for (const improvement of contract.improvements) expect(paragraph).toContain(improvement);
      expect(paragraph).toMatch(/Everything else applies to every organization from that date/);
    }
  });

  it('list the request logs leaving the DPA as a change of the terms and of the DPA alike', () => {
    const changes = (text: keyof typeof legalChanges.contracts) =>
      legalChanges.contracts[text].reductions.map(({change}) => change);
    const requestLogs = changes('dpa').find((change) => /request logs/.test(change));
    expect(requestLogs).toBeDefined();
    expect(changes('terms')).toContain(requestLogs);
  });

  it('count no service level agreement of a signed order form among the changes', () => {
    for (const contract of Object.values(legalChanges.contracts))
      for (const {change} of contract.reductions) expect(change).not.toMatch(/service level/);
  });

  it('give the promises the product cannot keep an honest replacement until the change applies', () => {
    const dpa = legalChanges.contracts.dpa.reductions;
    const tls = dpa.find(({change}) => /TLS/.test(change));
    expect(tls?.untilThen).toMatch(/could not keep/);
    expect(tls?.untilThen).toMatch(/STARTTLS/);
    expect(tls?.untilThen).toMatch(/http:\/\//);
    const runs = dpa.find(({change}) => /^runs, pings and output/.test(change));
    expect(runs?.untilThen).toContain(`within ${supportDataRequestDays} days`);
    const terms = legalChanges.contracts.terms.reductions;
    const closing = terms.find(({change}) => /deleting your organization/.test(change));
    expect(closing?.untilThen).toMatch(/refunded, pro rata/);
  });

  it('keep unresolved incidents past the history period, until resolved or deleted with their monitor', () => {
    const rule = historyRetention.unresolvedIncidents;
    expect(rule).toMatch(/^open and acknowledged incidents/);
    expect(rule).toMatch(/notes and who acted on them/);
    expect(rule).toMatch(/until they are resolved/);
    expect(rule).toMatch(/monitor or the organization is deleted/);
  });

  it('refund the unused part of the month to whoever leaves before a change that reduces their rights', () => {
    expect(organizationClosing.refundedWhen.join(' ')).toMatch(/reduces its rights/);
    expect(organizationClosing.refundedWhen.join(' ')).toMatch(/sub-processor/);
    expect(organizationClosing.refund).toMatch(/pro rata/);
  });

  it('name the previous version by the hash of a copy support can send, not by a date alone', () => {
    const {date, republishedAs, sha256} = legalChanges.previous;
    expect(date < republishedAs).toBe(true);
    const archived = readdirSync(join(__dirname, '..', '..', 'legal-versions'));
    for (const [text, hash] of Object.entries(sha256)) {
      expect(republishedAs < legalLastUpdated[text as keyof typeof sha256]).toBe(true);
      const file = `${text}-${hash}.md`;
      expect(archived, `legal-versions/${file} is missing`).toContain(file);
      const copy = readFileSync(join(__dirname, '..', '..', 'legal-versions', file));
      expect(createHash('sha256').update(copy).digest('hex').slice(0, 16)).toBe(hash);
      const paragraph = legalTransitionText(text as keyof typeof sha256);
      expect(paragraph).toContain(hash);
      expect(paragraph).toContain(formatLongDate(date));
      expect(paragraph).toContain(formatLongDate(republishedAs));
    }
  });

  it('name every kept version by the SHA-256 of its bytes', () => {
    const folder = join(__dirname, '..', '..', 'legal-versions');
    const copies = readdirSync(folder).filter((file) => file !== 'README.md');
    expect(copies.length).toBeGreaterThan(0);
    for (const file of copies) {
      const [, name, hash] = /^([a-z]+)-([0-9a-f]{16})\.md$/.exec(file) ?? [];
      expect(Object.keys(legalLastUpdated), `legal-versions/${file}`).toContain(name);
      const bytes = readFileSync(join(folder, file));
      expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16), file).toBe(hash);
    }
  });

  it('apply the privacy notice to everyone at once, but for the data the DPA still has processed for some', () => {
    const paragraph = legalTransitionText('privacy');
    expect(paragraph).toMatch(/^This policy applies to everyone from that date/);
    for (const change of legalChanges.notices.privacy.changes) expect(paragraph).toContain(change);
    // Its one date for existing organizations is the DPA's: until then members' names and email
    // addresses and the request logs are processed for them, as the DPA's reductions say.
    const until = formatLongDate(legalChanges.contracts.dpa.effectiveForExisting);
    expect(paragraph.split(until)).toHaveLength(2);
    expect(paragraph).toMatch(
      new RegExp(
        `accepted an earlier version, until ${until}, .*names and email addresses.*request logs.*as its processor`,
      ),
    );
    // Members and billing contacts, whose data this version moves to a legitimate interest,
    // were told about it, and about their right to object (Article 21(4) of the GDPR).
    const {emailed} = legalChanges.notices.privacy;
    expect(emailed.to).toMatch(/every member/);
    expect(emailed.to).toMatch(/billing contact/);
    expect(paragraph).toContain(
      `${emailed.to} about this version on ${formatLongDate(emailed.date)}`,
    );
    expect(paragraph).toMatch(/object/);
  });

  it('record the hash of each legal text with that text’s date', () => {
    for (const [name, date] of Object.entries(legalLastUpdated)) {
      const recorded = legalTextHashes[name as keyof typeof legalLastUpdated];
      expect(recorded.date, `${name}: the recorded hash belongs to another date`).toBe(date);
      expect(recorded.sha256).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('export on request the incident activity the API does not return', () => {
    expect(dataReturn.onRequest).toMatch(/\bnote/);
    expect(dataReturn.onRequest).toMatch(/acknowledged or resolved/);
    expect(dataReturn.onRequest).toMatch(/Slack/);
    expect(dataReturn.alertSettings.includes).toMatch(/email addresses/);
  });

  it('name every read operation of the API as a way to take data back', () => {
    const paths = (loadSpec() as {paths: Record<string, Record<string, {summary?: string}>>}).paths;
    const reads = Object.values(paths).flatMap((item) =>
      item.get?.summary ? [item.get.summary] : [],
    );
    expect(reads.length).toBeGreaterThan(0);
    expect([...dataReturn.selfServeOperations].sort()).toEqual(reads.sort());
  });

  it('let people object to everything that rests on legitimate interest, and to nothing else', () => {
    for (const [name, {basis, objection}] of Object.entries(controllerLegalBases)) {
      expect(/legitimate interest/i.test(basis), name).toBe(Boolean(objection));
      expect(objectionScope).toContain(objection);
    }
  });

  it('keep from a Slack click only the email address, though Slack returns the whole profile', () => {
    expect(slackClickData.read).toMatch(/whole profile/);
    expect(slackClickData.kept).toMatch(/^only the email address/);
    expect(slackClickData.kept).toMatch(/for anyone else it keeps nothing/);
  });

  it('give the DPA the incident activity of members and no recipient names', () => {
    for (const item of incidentActivityData) expect(processorScope.data).toContain(item);
    expect(processorScope.data.join(' ')).not.toMatch(/\bnames? and email/);
  });

  it('count as sub-processors only the providers that handle customer data', () => {
    const payment = serviceProviders.find((provider) => provider.kind.includes('payment'));
    expect(payment?.subProcessor).toBe(false);
    expect(subProcessorsText).not.toMatch(/payment/);
  });

  it('carry past last-updated dates', () => {
    for (const [page, date] of Object.entries(legalLastUpdated)) {
      expect(date < contentDate, `${page} is dated in the future`).toBe(true);
    }
  });
});
