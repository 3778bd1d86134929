/**
 * The `wp saturn sync` and `wp saturn status` samples of /wordpress/install
 * describe one site (`exampleSite` in src/data/wordpress.ts): the same hooks,
 * the same monitors, and the monitors sync suggests for them.
 */
import {describe, expect, it} from 'vitest';

import {changelog} from '../../src/data/changelog';
import {featureReleases} from '../../src/data/releases';
import {
  exampleSite,
  exampleStatusDate,
  firstSyncOutput,
  quickstartSite,
  statusOutput,
  suggestedMonitor,
  syncSuccessLine,
} from '../../src/data/wordpress';

describe('the example site of the WordPress install samples', () => {
  const sync = firstSyncOutput();
  const status = statusOutput();

  it('names every hook of the site in both samples, and no other', () => {
    const syncHooks = [...sync.matchAll(/"?example\.com: ([\w -]+?)"?(?:\.|\s{2,}| {2}mon_)/g)];
    expect(syncHooks.length).toBe(exampleSite.hooks.length);
    const statusHooks = status
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| hook '))
      .map((line) => (line.split('|')[1] ?? '').trim().replace(/^\((.*)\)$/, '$1'));
    expect(statusHooks.sort()).toEqual(exampleSite.hooks.map((row) => row.hook).sort());
  });

  it('shows each monitor ID once, with its own hook', () => {
    const ids = exampleSite.hooks.map((row) => row.monitorId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of exampleSite.hooks) {
      const line = status.split('\n').find((text) => text.includes(row.monitorId));
      expect(line, row.monitorId).toContain(row.hook);
    }
  });

  it('suggests, for each missing monitor, the interval and grace of suggestedMonitor', () => {
    for (const row of exampleSite.hooks.filter((hook) => !hook.matchedAtFirstSync)) {
      const monitor = suggestedMonitor(exampleSite.host, row.hook, row.recurrenceSeconds);
      expect(sync).toContain(
        `No monitor named "${monitor.name}". Create it: interval ${monitor.intervalSeconds}s, grace ${monitor.graceSeconds}s.`,
      );
    }
    const missing = exampleSite.hooks.filter((row) => !row.matchedAtFirstSync).length;
    expect(sync.split('\n').at(-1)).toBe(
      `Warning: ${missing} of ${exampleSite.hooks.length} monitors are missing. Create them in the dashboard, then run wp saturn sync again.`,
    );
    expect(syncSuccessLine(exampleSite.hooks.length)).toBe(
      `Success: ${exampleSite.hooks.length} of ${exampleSite.hooks.length} monitors matched.`,
    );
  });
});

describe('the dates of the wp saturn status samples', () => {
  it('follow the release of wp saturn status, which the changelog dates the same', () => {
    expect(exampleStatusDate > featureReleases.wpSaturnStatus).toBe(true);
    const release = changelog.find((entry) => entry.date === featureReleases.wpSaturnStatus);
    expect(release?.component).toBe('wordpress');
    expect(release?.changes.map((change) => change.text).join(' ')).toContain('wp saturn status');
  });

  it('show no date before that release, on the install page or in the quickstart', () => {
    for (const site of [exampleSite, quickstartSite]) {
      const dates = [...statusOutput(site).matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]!);
      expect(dates.length).toBeGreaterThan(0);
      for (const date of dates) expect(date >= featureReleases.wpSaturnStatus, date).toBe(true);
    }
  });
});
