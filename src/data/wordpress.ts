/**
 * Facts about the Saturn WordPress plugin (slug in `product.wordpressPlugin`
 * of facts.ts) that the WordPress pages share, and the rules that decide what
 * the plugin does. `tests/unit/product-model.test.ts` checks the rules.
 */
import {cliRetryBackoffSeconds, gracePeriod, interval, pingClient} from './facts';
import {daysAfter, featureReleases} from './releases';

/**
 * Recurring wp-cron hooks WordPress core schedules on its own: about this many, depending
 * on the version and on multisite. A site's real list is what `wp saturn sync` prints.
 */
export const coreRecurringHooksAbout = 10;

/**
 * Monitors a WordPress site needs when every recurring hook is monitored: one per hook
 * plus the wp-cron runner monitor.
 */
export function siteMonitorCount(sites: number, hooksPerSite: number): number {
  return sites * (hooksPerSite + 1);
}

/**
 * The plan examples of `/billing/plans` and `/wordpress/bulk-agency`. `siteHooks` is a site
 * with a few plugins: core's hooks plus a couple of plugins' own.
 */
export const sizingExamples = {
  siteHooks: 12,
  sideProject: {crontabEntries: 4, sites: 1},
  productTeam: {crontabEntries: 35, cronJobs: 20, sites: 2, people: 6},
  agency: {sites: 40, serverJobs: 30, people: 15},
} as const;

export const wordpressPlugin = {
  /** Name of the monitor that is pinged each time wp-cron runs, whatever was due. */
  runnerMonitorName: 'wp-cron runner',
  /** Recommended system cron frequency in minutes, and the runner monitor's interval. */
  systemCronMinutes: 5,
  /**
   * How `wp saturn sync` expects monitors to be named: the site's address
   * without the scheme (host, plus the path of a sub-directory site), a colon,
   * a space, then the hook or runner name.
   */
  monitorNameExample: 'shop.example.com: woocommerce_cleanup_sessions',
  /** WordPress's own lock against concurrent wp-cron runs (a transient). */
  cronLockTransient: 'doing_cron',
  /** WordPress's default WP_CRON_LOCK_TIMEOUT, in seconds (MINUTE_IN_SECONDS). */
  cronLockTimeoutSeconds: 60,
  /**
   * spawn_cron() in wp-includes/cron.php treats a lock more than this many
   * seconds in the future as stale and ignores it (10 * MINUTE_IN_SECONDS).
   */
  cronLockFutureResetSeconds: 600,
  /**
   * First release of WP-CLI's cron command (wp-cli/cron-command) whose
   * `wp cron event run --due-now` respects the doing_cron lock: it skips the
   * run with "Warning: A cron event run is already in progress; skipping."
   * (hidden by --quiet) while the lock is less than WP_CRON_LOCK_TIMEOUT old,
   * and has no reset for a lock dated in the future. Earlier releases ignore
   * the lock. Commit 969c27c5, first tagged in v2.3.5.
   */
  cronCommandLockVersion: '2.3.5',
  /**
   * First config-command release whose `wp config get` prints a boolean constant as
   * `true` or `false` (commit 97a28dad, first tagged in v2.5.0). Earlier releases
   * print PHP's echo of it: `1` for true and an empty line for false.
   */
  configCommandBooleanWordsVersion: '2.5.0',
  /**
   * First cron-command release with `wp cron event run --network` (commit 51de942a).
   * It runs every site in one PHP process with switch_to_blog(), which loads no
   * plugin or theme code of the other sites, and returns at the first site whose
   * doing_cron lock is held; the pages recommend one `wp --url=...` per site.
   */
  cronCommandNetworkVersion: '2.3.5',
  /** WordPress core stops honoring a leftover .maintenance file this many seconds after its timestamp. */
  maintenanceFileExpirySeconds: 600,
  /**
   * First maintenance-mode-command release whose `wp maintenance-mode deactivate` treats a
   * `.maintenance` file older than `maintenanceFileExpirySeconds` as inactive: it exits with
   * "Maintenance mode already deactivated." and leaves the file (commit 2e9845a, Nov 2023,
   * first tagged in v2.1.0). Earlier releases delete any `.maintenance` file.
   */
  maintenanceModeCommandExpiryVersion: '2.1.0',
  /**
   * The `output` of the fail ping the plugin sends when a due event has no callback
   * attached (a plugin or theme that scheduled it is inactive, or not loaded in this process).
   */
  noCallbackOutput: 'no callback registered for hook',
  /** The option the plugin stores its organization token in (wp_options). */
  tokenOption: 'saturn_monitor_token',
} as const;

/**
 * The longest a `doing_cron` lock can stop spawn_cron() from spawning wp-cron,
 * in seconds: a lock dated up to `cronLockFutureResetSeconds` ahead still
 * blocks, and keeps blocking until `cronLockTimeoutSeconds` after that date.
 * A lock further in the future is ignored; one in the past blocks for less
 * than `cronLockTimeoutSeconds`.
 */
export function maxCronLockBlockSeconds(
  lockTimeoutSeconds: number = wordpressPlugin.cronLockTimeoutSeconds,
): number {
  return wordpressPlugin.cronLockFutureResetSeconds + lockTimeoutSeconds;
}

/** How long a lock with this timestamp (seconds) blocks spawn_cron() when checked at `now`. */
export function cronLockBlocksForSeconds(
  lockTimestamp: number,
  now: number,
  lockTimeoutSeconds: number = wordpressPlugin.cronLockTimeoutSeconds,
): number {
  if (lockTimestamp > now + wordpressPlugin.cronLockFutureResetSeconds) return 0;
  return Math.max(0, lockTimestamp + lockTimeoutSeconds - now);
}

/**
 * How monitors for a site come about. The plugin never creates a monitor: the
 * API has no call for it (see `monitorManagement` in roles.ts). `wp saturn
 * sync` lists the site's recurring wp-cron hooks, reads the organization's
 * monitors with `listMonitors`, matches them by name and stores the match.
 */
export const syncBehaviour = {
  /** API operations `wp saturn sync` calls. */
  operations: ['listMonitors'],
  /** It never creates, changes or deletes a monitor. */
  createsMonitors: false,
  /** Hooks without a matching monitor: one `Warning:` line each, with the name and interval to create. */
  missingMonitor: 'warning',
  /** Exit code when some hooks have no monitor: the site's hooks still run, so this is not an error. */
  exitCodeWithMissingMonitors: 0,
  /** Exit code when the API cannot be reached or refuses the token (WP_CLI::error). */
  exitCodeOnApiError: 1,
} as const;

/** A monitor `wp saturn sync` asks you to create in the dashboard for one hook. */
export interface SuggestedMonitor {
  name: string;
  /** Interval schedule, in seconds. */
  intervalSeconds: number;
  graceSeconds: number;
}

/**
 * The monitor to create for a recurring hook. With a system cron every
 * `systemCronMinutes`, a hook runs at most that often, so a shorter recurrence
 * (Action Scheduler's `every_minute`) is raised to the system cron's interval.
 * The grace period is twice the tick (`suggestedGraceReason` says why), and never goes
 * below the default.
 */
export function suggestedMonitor(
  host: string,
  hook: string,
  recurrenceSeconds: number,
  systemCronMinutes: number = wordpressPlugin.systemCronMinutes,
): SuggestedMonitor {
  const tick = systemCronMinutes * 60;
  const intervalSeconds = Math.min(
    Math.max(recurrenceSeconds, tick, interval.minSeconds),
    interval.maxSeconds,
  );
  const graceSeconds = Math.min(
    Math.max(2 * tick, gracePeriod.defaultSeconds),
    gracePeriod.maxSeconds,
  );
  return {name: `${host}: ${hook}`, intervalSeconds, graceSeconds};
}

/**
 * What to change in the dashboard when the system cron runs every `systemCronMinutes` instead
 * of the tick `wp saturn sync` assumes, from `suggestedMonitor`: the runner's interval becomes
 * the tick, every monitor's grace period twice the tick, and a hook that recurs more often than
 * the tick gets the tick as its interval (it runs once per tick). No API call edits monitors.
 */
export function otherTickChanges(systemCronMinutes: number): string {
  const runner = suggestedMonitor(
    '',
    wordpressPlugin.runnerMonitorName,
    systemCronMinutes * 60,
    systemCronMinutes,
  );
  return `set the runner monitor's interval to ${runner.intervalSeconds} seconds, the grace period of every monitor of the site to ${runner.graceSeconds} seconds, and the interval of any hook monitor below ${runner.intervalSeconds} seconds to ${runner.intervalSeconds}. The grace period covers ${suggestedGraceReason(systemCronMinutes)}, and a hook that recurs more often than the tick runs only once per tick. You change monitors in the dashboard, one at a time, so choose the tick before you create them`;
}

/**
 * Why the grace period `suggestedMonitor` gives is twice the system cron interval, as the
 * WordPress pages say it: one tick of waiting, and as much again for the hooks ahead.
 */
export function suggestedGraceReason(
  systemCronMinutes: number = wordpressPlugin.systemCronMinutes,
): string {
  return `up to ${systemCronMinutes} minutes of waiting for the next system cron tick, and as much again for the hooks that run before it in the same pass`;
}

/**
 * The system cron of a multisite network (/wordpress/bulk-agency): one WP-CLI process per
 * site, each under its own `flock -n` lock file in `lockDirectory`, so a site whose run
 * hangs or lasts long holds back only its own later runs. A pass that lasts longer than
 * the tick overlaps the next pass: each site still runs about once per tick, at the cost of
 * more WP-CLI processes at once.
 */
export const networkCron = {
  /** Directory of the sites' lock files, owned by the files' user; it survives reboots. */
  lockDirectory: '/var/lib/wp-cron-network',
  /** The example network the page sizes: sites in one pass. */
  exampleSites: 100,
} as const;

/** What the plugin does when Saturn or its own configuration is not as expected. */
export interface PluginSafetyRule {
  situation: string;
  /** The hook's callbacks still run. */
  hookRuns: boolean;
  /** What the plugin does about the pings. */
  pings: string;
  /** Where you see the problem. */
  reported: string;
}

/** The plugin's ping client: the same limits and pauses as every other Saturn client. */
export const pluginPingClient = {
  timeoutSeconds: pingClient.timeoutSeconds,
  retries: pingClient.retries,
  /** Pauses before each retry, in seconds, as the CLI's. */
  backoffSeconds: cliRetryBackoffSeconds,
  /**
   * After one ping fails all its attempts, the plugin sends no more pings for
   * the rest of that wp-cron run, so an outage delays one run by at most one
   * ping's attempts, not one per hook.
   */
  skipsRestOfRunAfterFailure: true,
} as const;

export const pluginSafetyRules: readonly PluginSafetyRule[] = [
  {
    situation: 'Saturn cannot be reached (DNS, TLS, timeout, 5xx) after all retries',
    hookRuns: true,
    pings: 'That ping is dropped, and no other ping is sent for the rest of this wp-cron run',
    reported: 'A line in the PHP error log; `wp saturn status` shows the last error',
  },
  {
    situation: 'No token stored, or the token is revoked or mistyped (401)',
    hookRuns: true,
    pings: 'None are sent until you connect again: 401 is not retried',
    reported:
      'An admin notice under Settings, then Saturn; `wp saturn status` shows "Invalid token"',
  },
  {
    situation: 'The hook has no matching monitor, or its monitor was deleted (404)',
    hookRuns: true,
    pings: 'None for that hook; other hooks are pinged as usual',
    reported:
      '`wp saturn status` shows the hook without a monitor; run `wp saturn sync` after you create it',
  },
  {
    situation: 'Rate limited (429) after all retries',
    hookRuns: true,
    pings: 'That ping is dropped, as for an unreachable API',
    reported: 'A line in the PHP error log',
  },
];

/** One row of the example site the install page's `wp saturn sync` and `wp saturn status` samples show. */
export interface ExampleSiteHook {
  /** The hook, or the runner monitor's name. */
  hook: string;
  /** The runner monitor, shown as `(wp-cron runner)` by `wp saturn status`. */
  runner?: true;
  /** The event's recurrence in seconds (the runner's: the system cron interval). */
  recurrenceSeconds: number;
  monitorId: string;
  /** True when its monitor already exists at the first `wp saturn sync`. */
  matchedAtFirstSync: boolean;
  /** The `status` and `last ping` columns of `wp saturn status`, once every monitor is matched. */
  status: 'OK' | 'FAILING';
  lastPing: string;
}

/** A WordPress site the samples show: its address and its hooks. */
export interface ExampleSite {
  host: string;
  hooks: readonly ExampleSiteHook[];
}

/**
 * The day the `wp saturn status` samples show, derived from the command's release
 * (`featureReleases.wpSaturnStatus`, plugin 1.2.0) so that no sample predates it.
 */
export const exampleStatusDate = daysAfter(featureReleases.wpSaturnStatus, 7);

/** An example site's runner monitor: the system cron's own hook, run every `systemCronMinutes`. */
function runnerHook(
  row: Pick<ExampleSiteHook, 'monitorId' | 'matchedAtFirstSync' | 'status' | 'lastPing'>,
): ExampleSiteHook {
  return {
    hook: wordpressPlugin.runnerMonitorName,
    runner: true,
    recurrenceSeconds: wordpressPlugin.systemCronMinutes * 60,
    ...row,
  };
}

/**
 * The one site both samples of /wordpress/install describe, so `wp saturn sync`
 * and `wp saturn status` name the same hooks and monitors.
 */
export const exampleSite = {
  host: 'example.com',
  hooks: [
    runnerHook({
      monitorId: 'mon_3k8d1x7q2w',
      matchedAtFirstSync: false,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 09:15`,
    }),
    {
      hook: 'wp_update_plugins',
      recurrenceSeconds: 43_200,
      monitorId: 'mon_2h6k9d1s4f',
      matchedAtFirstSync: true,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 03:02`,
    },
    {
      hook: 'wp_version_check',
      recurrenceSeconds: 43_200,
      monitorId: 'mon_9v2m5t1c8r',
      matchedAtFirstSync: false,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 03:02`,
    },
    {
      hook: 'wp_scheduled_delete',
      recurrenceSeconds: 86_400,
      monitorId: 'mon_5r8t2w6y3u',
      matchedAtFirstSync: false,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 03:03`,
    },
    {
      hook: 'woocommerce_cleanup_sessions',
      recurrenceSeconds: 43_200,
      monitorId: 'mon_7p4n1z6b3y',
      matchedAtFirstSync: false,
      status: 'FAILING',
      lastPing: `fail ${exampleStatusDate} 08:40`,
    },
  ] satisfies readonly ExampleSiteHook[] as readonly ExampleSiteHook[],
} as const satisfies ExampleSite;

/**
 * The site of the WordPress quickstart, right after its setup: `wp saturn sync` matched all
 * three monitors, the runner has pinged and `wp_scheduled_delete` is not due yet.
 */
export const quickstartSite: ExampleSite = {
  host: 'example.com',
  hooks: [
    runnerHook({
      monitorId: 'mon_4k9d2m7x1a',
      matchedAtFirstSync: true,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 09:35`,
    }),
    {
      hook: 'wp_version_check',
      recurrenceSeconds: 43_200,
      monitorId: 'mon_7p2w9c4v6n',
      matchedAtFirstSync: true,
      status: 'OK',
      lastPing: `success ${exampleStatusDate} 09:35`,
    },
    {
      hook: 'wp_scheduled_delete',
      recurrenceSeconds: 86_400,
      monitorId: 'mon_3r8t5y2u1i',
      matchedAtFirstSync: true,
      status: 'OK',
      lastPing: 'none yet',
    },
  ],
};

/** The last line of `wp saturn sync` once every hook of a site has its monitor. */
export function syncSuccessLine(monitors: number): string {
  return `Success: ${monitors} of ${monitors} monitors matched.`;
}

/** What `wp saturn sync` prints for `exampleSite` the first time, before the missing monitors exist. */
export function firstSyncOutput(site: ExampleSite = exampleSite): string {
  const named = site.hooks.map((row) => ({
    row,
    monitor: suggestedMonitor(site.host, row.hook, row.recurrenceSeconds),
  }));
  const width = Math.max(...named.map(({monitor}) => monitor.name.length)) + 2;
  const matched = named
    .filter(({row}) => row.matchedAtFirstSync)
    .map(({row, monitor}) => `Matched  ${monitor.name.padEnd(width)}${row.monitorId}`);
  const missing = named
    .filter(({row}) => !row.matchedAtFirstSync)
    .map(
      ({monitor}) =>
        `Warning: No monitor named "${monitor.name}". Create it: interval ${monitor.intervalSeconds}s, grace ${monitor.graceSeconds}s.`,
    );
  const summary =
    missing.length === 0
      ? syncSuccessLine(named.length)
      : `Warning: ${missing.length} of ${named.length} monitors are missing. Create them in the dashboard, then run wp saturn sync again.`;
  return [...matched, ...missing, summary].join('\n');
}

/** What `wp saturn status` prints for `exampleSite` once every monitor is matched. */
export function statusOutput(site: ExampleSite = exampleSite): string {
  const header = ['hook', 'monitor', 'status', 'last ping'];
  const rows = site.hooks.map((row) => [
    row.runner ? `(${row.hook})` : row.hook,
    row.monitorId,
    row.status,
    row.lastPing,
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((cells) => (cells[column] ?? '').length)),
  );
  const rule = `+${widths.map((width) => '-'.repeat(width + 2)).join('+')}+`;
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [rule, line(header), rule, ...rows.map(line), rule].join('\n');
}
