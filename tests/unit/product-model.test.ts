import {readFileSync} from 'node:fs';

import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {cliCommand, cliExitCodes, cliFlag, runSafetyRules} from '../../src/data/cli';
import {gracePeriod, pingClient} from '../../src/data/facts';
import {horizonStatuses, roadmap} from '../../src/data/roadmap';
import {smallestPlanFor} from '../../src/data/billing';
import {planById} from '../../src/data/facts';
import {coreRecurringHooksAbout, siteMonitorCount, sizingExamples} from '../../src/data/wordpress';
import {
  monitorManagement,
  permissions,
  roleMay,
  roles,
  tokenKinds,
  tokenMayCall,
} from '../../src/data/roles';
import {network} from '../../src/data/security';
import {
  cronLockBlocksForSeconds,
  firstSyncOutput,
  maxCronLockBlockSeconds,
  networkCron,
  pluginPingClient,
  pluginSafetyRules,
  suggestedGraceReason,
  otherTickChanges,
  suggestedMonitor,
  syncBehaviour,
  wordpressPlugin,
} from '../../src/data/wordpress';

interface Operation {
  operationId: string;
  method: string;
  path: string;
}

const document = yaml.load(readFileSync('openapi/openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, {operationId: string}>>;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    operationId: operation.operationId,
    method,
    path,
  })),
);

describe('how monitors are created and changed', () => {
  it('has no API operation that writes a monitor, so only the dashboard can', () => {
    const monitorOperations = operations.filter((operation) =>
      operation.path.startsWith('/api/monitors'),
    );
    expect(monitorOperations.map((operation) => operation.operationId)).toEqual([
      monitorManagement.readOperation,
    ]);
    expect(monitorOperations.every((operation) => operation.method === 'get')).toBe(true);
    expect(monitorManagement.changedIn).toBe('dashboard');
  });

  it('picks the cheapest plan whose monitors and seats hold a need, or none', () => {
    expect(smallestPlanFor({monitors: 10, seats: 2})?.id).toBe('free');
    expect(smallestPlanFor({monitors: 11, seats: 1})?.id).toBe('team');
    expect(smallestPlanFor({monitors: 50, seats: 11})?.id).toBe('business');
    expect(smallestPlanFor({monitors: 501, seats: 1})).toBeUndefined();
  });

  it('gives the plan examples the verdicts their pages state', () => {
    const {siteHooks, sideProject, productTeam, agency} = sizingExamples;
    // Side project: over Free unless core hooks go unmonitored, so Team.
    const side =
      sideProject.crontabEntries + siteMonitorCount(sideProject.sites, coreRecurringHooksAbout);
    expect(side).toBeGreaterThan(planById('free').monitors);
    expect(smallestPlanFor({monitors: side, seats: 1})?.id).toBe('team');
    // Product team: Team covers it.
    const product =
      productTeam.crontabEntries +
      productTeam.cronJobs +
      siteMonitorCount(productTeam.sites, siteHooks);
    expect(smallestPlanFor({monitors: product, seats: productTeam.people})?.id).toBe('team');
    // Agency: no plan holds it, the sites alone exceed Business, and two halves each fit Business.
    const agencyMonitors = siteMonitorCount(agency.sites, siteHooks) + agency.serverJobs;
    expect(smallestPlanFor({monitors: agencyMonitors, seats: agency.people})).toBeUndefined();
    expect(siteMonitorCount(agency.sites, siteHooks)).toBeGreaterThan(
      planById('business').monitors,
    );
    const half = Math.ceil(agency.sites / 2);
    expect(
      smallestPlanFor({
        monitors: siteMonitorCount(half, siteHooks) + agency.serverJobs,
        seats: agency.people,
      })?.id,
    ).toBe('business');
  });

  it('gives each roadmap item a status its horizon allows', () => {
    for (const item of roadmap) {
      expect(horizonStatuses[item.horizon], `${item.id} in ${item.horizon}`).toContain(item.status);
    }
  });

  it('names a roadmap item for the write API that is not shipped', () => {
    const item = roadmap.find((candidate) => candidate.id === monitorManagement.roadmapItem);
    expect(item?.horizon).toBe('now');
  });

  it('lets Members and above edit monitors, Admins and above delete them, Viewers neither', () => {
    expect(roles.filter((role) => roleMay(role, monitorManagement.editPermission))).toEqual([
      'Owner',
      'Admin',
      'Member',
    ]);
    expect(roles.filter((role) => roleMay(role, monitorManagement.deletePermission))).toEqual([
      'Owner',
      'Admin',
    ]);
  });

  it('keeps the WordPress plugin to reading monitors', () => {
    expect(syncBehaviour.createsMonitors).toBe(false);
    for (const operation of syncBehaviour.operations) {
      expect(operation).toBe(monitorManagement.readOperation);
      expect(tokenMayCall('Organization token', operation)).toBe(true);
    }
  });
});

describe('tokens and roles', () => {
  it('lets a monitor token ping and nothing else', () => {
    for (const operation of operations) {
      expect(tokenMayCall('Monitor token', operation.operationId), operation.operationId).toBe(
        operation.path.startsWith('/api/ping/'),
      );
    }
  });

  it('lets an organization token call every documented operation', () => {
    for (const operation of operations) {
      expect(tokenMayCall('Organization token', operation.operationId)).toBe(true);
    }
    expect(tokenKinds).toHaveLength(2);
  });

  it('keeps Viewers from acknowledging or resolving incidents', () => {
    expect(roleMay('Viewer', 'Acknowledge and resolve incidents')).toBe(false);
    expect(roleMay('Member', 'Acknowledge and resolve incidents')).toBe(true);
  });

  it('throws for a permission that does not exist', () => {
    expect(() => roleMay('Owner', 'Fly')).toThrow(/No permission/);
    expect(permissions.length).toBeGreaterThan(0);
  });
});

describe('saturn run never stops the job it watches', () => {
  it('runs the command and keeps its exit code in every situation that has a command', () => {
    for (const rule of runSafetyRules) {
      if (rule.situation.startsWith('No `--`')) {
        expect(rule.commandRuns).toBe(false);
        expect(rule.exitCode).toBe(2);
        continue;
      }
      expect(rule.commandRuns, rule.situation).toBe(true);
      expect(rule.exitCode, rule.situation).toBe('command');
    }
  });

  it('sends no output, but still the pings, when a redaction pattern is invalid', () => {
    const rule = runSafetyRules.find((candidate) => candidate.situation.includes('--redact'))!;
    expect(rule.sent).toMatch(/no output/);
    expect(rule.sent).toMatch(/start ping/);
    for (const name of ['redact', 'redact-file']) {
      expect(cliFlag(name).description).not.toMatch(/stops saturn|exit code 2/);
    }
  });

  it('says the same in the command description and the exit codes', () => {
    expect(cliCommand('run')!.exitStatus).toMatch(/2 only when there is no `--` or no command/);
    expect(cliExitCodes.find((code) => code.code === 2)!.action).toMatch(
      /`saturn run` returns 2 only when there is no `--` or no command/,
    );
  });

  it('reports the retry count it really uses', () => {
    expect(runSafetyRules[0]!.stderr).toContain(`after ${pingClient.retries + 1} attempts`);
  });
});

describe('the WordPress plugin', () => {
  it('runs every hook whatever happens to Saturn or the configuration', () => {
    expect(pluginSafetyRules.length).toBeGreaterThanOrEqual(4);
    for (const rule of pluginSafetyRules) expect(rule.hookRuns, rule.situation).toBe(true);
    expect(pluginPingClient.skipsRestOfRunAfterFailure).toBe(true);
  });

  it('dates the WP-CLI cron-command release that respects doing_cron and has --network', () => {
    const semver = /^\d+\.\d+\.\d+$/;
    expect(wordpressPlugin.cronCommandLockVersion).toMatch(semver);
    expect(wordpressPlugin.cronCommandLockVersion).toBe('2.3.5');
    expect(wordpressPlugin.cronCommandNetworkVersion).toBe('2.3.5');
    expect(wordpressPlugin.maintenanceFileExpirySeconds).toBe(600);
    // maintenance-mode-command 2e9845a, first tagged in v2.1.0.
    expect(wordpressPlugin.maintenanceModeCommandExpiryVersion).toBe('2.1.0');
  });

  it('says why the grace period is two ticks, with the tick it is given', () => {
    expect(suggestedGraceReason()).toContain(`up to ${wordpressPlugin.systemCronMinutes} minutes`);
    expect(suggestedGraceReason()).toContain('as much again');
    expect(suggestedGraceReason(15)).toContain('up to 15 minutes');
  });

  it('says what another tick changes, from the monitors sync would suggest for it', () => {
    const runner = suggestedMonitor('x', wordpressPlugin.runnerMonitorName, 900, 15);
    const hook = suggestedMonitor('x', 'action_scheduler_run_queue', 60, 15);
    expect(hook.intervalSeconds).toBe(runner.intervalSeconds);
    const text = otherTickChanges(15);
    expect(text).toContain(`runner monitor's interval to ${runner.intervalSeconds} seconds`);
    expect(text).toContain(`every monitor of the site to ${runner.graceSeconds} seconds`);
    expect(text).toContain(`below ${hook.intervalSeconds} seconds to ${hook.intervalSeconds}`);
    expect(text).toContain('in the dashboard');
  });

  it("runs a network's sites under one lock per site, never one lock for the whole pass", () => {
    const page = readFileSync('docs/wordpress/bulk-agency.mdx', 'utf8');
    const lines = page
      .split('\n')
      .filter((line) => / site list --field=url .*\| while /.test(line));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    // Archived, deleted and spam sites stay out, as in the connect loop.
    expect(line).toContain('--archived=0 --deleted=0 --spam=0');
    expect(page).toContain('site list --field=url --archived=0 --deleted=0 --spam=0)');
    // The lock is taken inside the loop, in the model's directory, one file per site.
    expect(line).toMatch(
      /do flock -n "\/var\/lib\/wp-cron-network\/\$\(echo "\$url" \| tr \/ _\)" /,
    );
    expect(line.startsWith('*/5 ')).toBe(true);
    expect(line).toContain(networkCron.lockDirectory);
    expect(page).toContain(`install -d -o www-data -m 700 ${networkCron.lockDirectory}`);
    // cron turns % into a line break.
    expect(line).not.toContain('%');
    expect(pluginPingClient.backoffSeconds).toHaveLength(pluginPingClient.retries);
  });

  it('matches the doing_cron lock handling of spawn_cron()', () => {
    const now = 1_000_000;
    // A lock from a run that started 30 s ago still blocks for 30 s.
    expect(cronLockBlocksForSeconds(now - 30, now)).toBe(30);
    // A lock older than WP_CRON_LOCK_TIMEOUT no longer blocks.
    expect(cronLockBlocksForSeconds(now - 61, now)).toBe(0);
    // A lock 5 minutes ahead (a fast clock) blocks for 5 minutes plus the timeout.
    expect(cronLockBlocksForSeconds(now + 300, now)).toBe(360);
    // A lock more than 10 minutes ahead is reset and blocks nothing.
    expect(cronLockBlocksForSeconds(now + 601, now)).toBe(0);
    expect(maxCronLockBlockSeconds()).toBe(660);
  });

  it('suggests an interval no shorter than the system cron and a grace period of two ticks', () => {
    const tick = wordpressPlugin.systemCronMinutes * 60;
    expect(suggestedMonitor('shop.example.com', 'action_scheduler_run_queue', 60)).toEqual({
      name: 'shop.example.com: action_scheduler_run_queue',
      intervalSeconds: tick,
      graceSeconds: 2 * tick,
    });
    expect(suggestedMonitor('shop.example.com', 'wp_version_check', 43_200).intervalSeconds).toBe(
      43_200,
    );
    expect(suggestedMonitor('a', 'b', 86_400, 1).graceSeconds).toBe(gracePeriod.defaultSeconds);
    expect(wordpressPlugin.monitorNameExample).toMatch(/^[a-z.]+: [a-z_]+$/);
  });
});

describe('the sample output of wp saturn sync on the WordPress pages', () => {
  // Recurrences of the hooks the samples show: WordPress core schedules
  // wp_version_check twice daily and wp_scheduled_delete daily; WooCommerce
  // schedules woocommerce_cleanup_sessions twice daily, and core schedules
  // wp_update_plugins twice daily too.
  const recurrence: Record<string, number> = {
    [wordpressPlugin.runnerMonitorName]: wordpressPlugin.systemCronMinutes * 60,
    wp_update_plugins: 43_200,
    wp_version_check: 43_200,
    wp_scheduled_delete: 86_400,
    woocommerce_cleanup_sessions: 43_200,
  };
  const files = [
    'docs/get-started/quickstart-wordpress.mdx',
    'docs/wordpress/install.mdx',
    'docs/wordpress/bulk-agency.mdx',
  ];

  it('suggests the interval and grace period that suggestedMonitor() computes', () => {
    let lines = 0;
    // The install page renders its sample from exampleSite (firstSyncOutput).
    const sources = [
      ...files.map((file) => [file, readFileSync(file, 'utf8')] as const),
      ['firstSyncOutput()', firstSyncOutput()] as const,
    ];
    for (const [file, source] of sources) {
      for (const match of source.matchAll(
        /Warning: No monitor named "([^:"]+): ([^"]+)"\. Create it: interval (\d+)s, grace (\d+)s\./g,
      )) {
        const [, host, hook, intervalSeconds, graceSeconds] = match;
        expect(recurrence[hook!], `${file}: no known recurrence for ${hook}`).toBeDefined();
        const expected = suggestedMonitor(host!, hook!, recurrence[hook!]!);
        expect([Number(intervalSeconds), Number(graceSeconds)], `${file}: ${hook}`).toEqual([
          expected.intervalSeconds,
          expected.graceSeconds,
        ]);
        lines += 1;
      }
    }
    expect(lines).toBeGreaterThan(5);
  });
});

describe('network facts', () => {
  it('publish no IP ranges and use HTTPS only', () => {
    expect(network.publishesIpRanges).toBe(false);
    expect(network.apiPort).toBe(443);
  });
});
