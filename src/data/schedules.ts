/**
 * How Saturn evaluates cron schedules: value ranges, names and the daylight
 * saving time rules. These complete `cronDialect` in `./facts.ts` (fields,
 * macros, operators, default time zone) and are used by `src/lib/cron.ts`,
 * the schedule explorer and the monitor-types page.
 */

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
 * Which schedulers the DST rules above match, and what the others do. When
 * the scheduler differs, Saturn still expects the due times of `dstRules`.
 */
export const dstSchedulers = [
  {
    scheduler: 'Vixie cron, cronie and Debian cron, in the daemon’s own time zone',
    skipped:
      'Fixed-time runs start right after the jump; wildcard runs in the skipped hour do not run.',
    repeated: 'Fixed-time runs start once; wildcard runs start in both passes.',
    saturn: 'Matches: no false alert.',
  },
  {
    scheduler: 'cronie with CRON_TZ set to another zone than the system’s',
    skipped: 'The run does not start (cronie’s source warns that such jobs may be missed).',
    repeated: 'A fixed-time run starts twice.',
    saturn:
      'A fixed-time run in the skipped hour is MISSED; the second run in the repeated hour is an extra run.',
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
    scheduler: 'Kubernetes CronJob with spec.timeZone',
    skipped: 'The run does not start.',
    repeated: 'A fixed-time run starts twice.',
    saturn:
      'A fixed-time run in the skipped hour is MISSED; the second run in the repeated hour is an extra run.',
  },
] as const;

/**
 * The local hours to avoid when the scheduler is not in the first row of
 * `dstSchedulers`: the changes happen between 01:00 and 03:00 local time in
 * the zones of North America, Europe and Australia.
 */
export const dstRiskyLocalHours = {from: '01:00', to: '03:00'} as const;

/** How many future runs the schedule explorer lists. */
export const explorerRunCount = 10;
