/**
 * How Saturn evaluates cron schedules: value ranges, names and the daylight
 * saving time rules. These complete `cronDialect` in `./facts.ts` (fields,
 * macros, operators, default time zone) and are used by `src/lib/cron.ts`,
 * the schedule explorer and the monitor-types page.
 */

/**
 * How the Kubernetes CronJob controller (kube-controller-manager,
 * pkg/controller/cronjob) treats daylight saving time. It computes each
 * start with robfig/cron v3's `Next()` in `spec.timeZone`; `Next()` steps
 * through the day in absolute time, so a wall time that does not exist is
 * never reached and a wall time that happens twice is reached twice. This
 * holds for every expression, fixed-time or wildcard. Measured with
 * robfig/cron v3.0.1 (the version the controller vendors) for
 * America/New_York and Europe/Berlin in 2026 and 2027; see
 * tests/unit/kubernetes.test.ts.
 */
export const controllerDstRules = {
  gap: 'A scheduled local time that does not exist (the skipped hour) does not run at all that day, whether the expression is fixed-time or wildcard.',
  repeat:
    'A scheduled local time that happens twice (the repeated hour) runs twice, once in each pass, whether the expression is fixed-time or wildcard.',
} as const;

/** Allowed values of each of the five fields, in the order of `cronDialect.fields`. */
export const cronFieldRanges = [
  {name: 'minute', min: 0, max: 59},
  {name: 'hour', min: 0, max: 23},
  {name: 'day of month', min: 1, max: 31},
  {name: 'month', min: 1, max: 12},
  // 0 and 7 both mean Sunday, as in Vixie cron.
  {name: 'day of week', min: 0, max: 7},
] as const;

/** Three-letter names accepted in place of numbers (case-insensitive), as in Vixie cron. */
export const cronNames = {
  month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  dayOfWeek: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
} as const;

/** What each macro stands for. */
export const cronMacros: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** The longest cron expression Saturn accepts, in characters (`Schedule.expression` maxLength in openapi/openapi.yaml). */
export const cronMaxLength = 256;

/**
 * Daylight saving time rules for cron schedules with a time zone. They are
 * the rules Vixie cron (3.0 and 4.1) and cronie follow for jobs in the
 * daemon's own time zone, so the due times Saturn expects match the times a
 * Linux cron daemon runs the job. In their `cron.c`, a clock that jumps
 * forward by more than 5 minutes and at most 3 hours runs the wildcard jobs
 * of the new minute once, then every fixed-time job of each skipped minute;
 * a clock that goes back runs only wildcard jobs until the clock catches up.
 * An expression is a "wildcard" expression when its minute or hour field
 * begins with `*` (`*`, `*\/15`); otherwise it is a "fixed-time" expression.
 * `src/lib/cron.ts` implements these rules and `tests/unit/cron.test.ts`
 * checks each one.
 */
export const dstRules = {
  gapFixed:
    'A fixed-time run whose local time does not exist (the skipped hour) is due at the instant the clock jumps forward. When several of its times fall in the skipped hour, Saturn expects one run at the jump; Vixie cron and cronie start one run for each skipped time, one after another, and Saturn records the runs after the first as extra runs.',
  gapWildcard:
    'A wildcard run whose local time does not exist is skipped; the next run is the next scheduled time that exists.',
  repeatFixed:
    'A fixed-time run whose local time happens twice (the repeated hour) is due once, at the first occurrence.',
  repeatWildcard: 'A wildcard run whose local time happens twice is due twice, once in each pass.',
} as const;

/**
 * How a systemd timer treats daylight saving time. systemd computes the next
 * elapse of an `OnCalendar=` expression in wall time and steps to the next
 * wall time that exists, so a time in the skipped hour is not reached that day,
 * and after a time in the first pass of the repeated hour the next one it finds
 * is after that hour: nothing runs in the second pass (systemd issues #5595 and
 * #8647). Measured with `systemd-analyze calendar --base-time=...` of systemd
 * 252 for Europe/Berlin in 2026; tests/unit/cron.test.ts holds the output and
 * runs it through simulate().
 */
export const systemdTimerDst = {
  scheduler:
    'systemd timer (OnCalendar=) in a zone with DST: the system’s zone, or one named at the end',
  skipped:
    'A fixed time in the skipped hour does not run that day. Wildcard times in it do not run, as they do not exist.',
  repeated:
    'Every time runs once, in the first pass: a fixed time runs once, but a wildcard expression (hourly, *:0/15) does not run in the second pass.',
  saturn:
    'A fixed-time run in the skipped hour is MISSED at the jump plus the grace period; each wildcard run due in the second pass of the repeated hour is MISSED (for an hourly timer, one false HIGH alert every autumn). Write the time in UTC (OnCalendar=*-*-* 02:30:00 UTC) and give the monitor the zone UTC.',
} as const;

/**
 * Which schedulers the DST rules above match, and what the others do. When
 * the scheduler differs, Saturn still expects the due times of `dstRules`.
 */
export const dstSchedulers = [
  {
    scheduler:
      'Vixie cron, cronie and Debian cron, entries without CRON_TZ (read in the system’s time zone)',
    skipped:
      'Fixed-time runs start right after the jump; wildcard runs in the skipped hour do not run.',
    repeated: 'Fixed-time runs start once; wildcard runs start in both passes.',
    saturn: 'Matches: no false alert.',
  },
  {
    scheduler: 'cronie, any entry below a CRON_TZ line (even one that names the system’s own zone)',
    skipped:
      'A fixed-time run in the skipped hour does not start: a local time the CRON_TZ zone skips never matches, even when CRON_TZ names the system’s own zone (cronie does not catch up CRON_TZ entries the way it catches up the others).',
    repeated:
      'When CRON_TZ names the system’s zone, a fixed-time run starts once. When it names another zone, a fixed-time run in that zone’s repeated hour starts twice if the system’s clock does not change that night, and a fixed-time run that falls in the second pass of the hour the system repeats does not start (with CRON_TZ=UTC on a New York server, a job at 06:30 UTC, 01:30 in the second pass, misses the fall-back night; one at 05:30 UTC, 01:30 in the first pass, runs).',
    saturn:
      'A run that does not start is MISSED at its due time plus the grace period; a second run is recorded as an extra run.',
  },
  {
    scheduler: 'GitHub Actions schedule with timezone',
    skipped:
      'GitHub documents that a run in the skipped hour advances to the next valid time (its example: 02:30 runs at 03:00).',
    repeated: 'Not documented.',
    saturn:
      'Matches in the skipped hour, as far as GitHub documents it. In the repeated hour a second run would be an extra run; a skipped one would be MISSED.',
  },
  {
    scheduler: systemdTimerDst.scheduler,
    skipped: systemdTimerDst.skipped,
    repeated: systemdTimerDst.repeated,
    saturn: systemdTimerDst.saturn,
  },
  {
    scheduler: 'Kubernetes CronJob with spec.timeZone',
    skipped: controllerDstRules.gap,
    repeated: controllerDstRules.repeat,
    saturn:
      'A fixed-time run in the skipped hour is MISSED; the second run in the repeated hour is an extra run. Wildcard runs match.',
  },
] as const;

/**
 * What "run it in UTC" means for a Linux cron daemon: the server's zone, not
 * a CRON_TZ line. cronie (find_jobs() in its cron.c) evaluates every CRON_TZ
 * entry in that zone. It skips those entries while it catches up after the
 * system's clock jumps (the same instants come round again at the new offset,
 * so only a time the entry's own zone skips is lost), and runs only wildcard
 * entries while the system's clock repeats an hour, so CRON_TZ=UTC on a
 * server in a DST zone still loses fixed-time runs on the autumn night.
 */
export const cronUtcAdvice =
  'To run cron in UTC, set the server’s time zone to UTC (timedatectl set-timezone Etc/UTC), restart the cron daemon so it reads the new zone (systemctl restart cron on Debian and Ubuntu, systemctl restart crond on RHEL and Fedora), and give the monitor the zone UTC. A CRON_TZ=UTC line does not do the same: cronie still follows the server’s DST changes, and a fixed-time CRON_TZ run that falls in the second pass of the hour the server repeats in autumn does not start.';

/**
 * Where a Linux cron setup starts a job later than the schedule a reader sees, so
 * a monitor with that schedule reports MISSED. Read from the sources:
 * - cronie: find_jobs() in its cron.c matches each entry at `vtime - e->delay`, and
 *   its entry.c sets `e->delay` to RANDOM_DELAY times a factor drawn once when crond
 *   starts (crontab(5): "constant for the whole run time of the daemon").
 * - RHEL and Fedora: cronie's contrib/0hourly runs /etc/cron.hourly at minute 01,
 *   where 0anacron starts anacron; contrib/anacrontab sets RANDOM_DELAY=45,
 *   START_HOURS_RANGE=3-22 and a 5-minute delay for cron.daily.
 * - Debian and Ubuntu: /etc/crontab of cron-daemon-common 3.0pl1-162 runs
 *   /etc/cron.daily at 06:25 unless anacron is installed; anacron 2.3-36 runs at
 *   boot and from anacron.timer (OnCalendar=*-*-* 07..23:30, RandomizedDelaySec=5m),
 *   with a 5-minute delay for cron.daily in /etc/anacrontab.
 * run-parts runs a directory's scripts one after another, in name order.
 */
export const cronStartDelays = [
  {
    setup: 'cronie, entries below a `RANDOM_DELAY=n` line (RHEL, Fedora, Arch)',
    starts:
      'Up to n minutes after the scheduled time. cronie draws the delay when it starts and keeps it until it restarts, so restarting crond moves the job.',
    monitor: 'Keep the schedule and add n minutes to the grace period.',
  },
  {
    setup: 'Scripts in `/etc/cron.daily` on RHEL and Fedora (anacron, from cronie-anacron)',
    starts:
      'Once a day, when anacron first runs between 03:00 and 22:00 (`START_HOURS_RANGE=3-22` in `/etc/anacrontab`). It starts at minute 01 of every hour and waits 5 minutes plus a random delay of up to 45 (`RANDOM_DELAY=45`) before the scripts run: on a server that runs all night, between 03:06 and 03:51; on a machine that was off, any time later that day.',
    monitor:
      'A cron monitor on `0 3 * * *`, or an interval monitor of one day, with a grace period of at least 51 minutes plus the time the scripts before yours take.',
  },
  {
    setup: 'Scripts in `/etc/cron.daily` on Debian and Ubuntu',
    starts:
      'At 06:25, from `/etc/crontab`. When the anacron package is installed, anacron runs them instead, 5 minutes after it starts: at boot when they have not run that day, otherwise when its timer first fires, between 07:30 and 07:35.',
    monitor:
      'A cron monitor on `25 6 * * *` without anacron; with anacron, one on `35 7 * * *`. Either way, with a grace period of at least 5 minutes plus the time the scripts before yours take.',
  },
] as const;

/** Zones whose DST hours the monitor-types page lists, computed with `dstChangeWindows`. */
export const dstExampleZones = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Helsinki',
  'Australia/Sydney',
] as const;

/**
 * Zones of the same regions whose clocks change outside `dstRiskyLocalHours` (facts.ts):
 * the Azores and Cuba at midnight, Greenland's capital late on Saturday. The
 * monitor-types page lists their windows after the examples;
 * `tests/unit/cron.test.ts` checks from the tz data that each one is an exception.
 * (Moldova changed at 02:00 local time until tz 2025c; tz 2026a found that it has
 * followed the EU's 03:00 since 2022, so it is no exception.)
 */
export const dstOutlierZones = ['Atlantic/Azores', 'America/Havana', 'America/Nuuk'] as const;

/** How many future runs the schedule explorer lists. */
export const explorerRunCount = 10;

/**
 * The years the schedule explorer works in. From 1970: the IANA time zone database, which
 * `Intl` reads, records every zone's clock changes from 1970 on and says it "does not suffice"
 * for earlier times (its theory.html, "Scope of the tz database"). To 9999: dates are written
 * with four-digit years (`YYYY-MM-DD`, as a `datetime-local` input takes them), so no run is
 * listed after 9999-12-31 23:59, in the zone or in UTC.
 */
export const explorerYears = {first: 1970, last: 9999} as const;
