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
 * the rules Vixie cron and cronie follow, so the due times Saturn expects
 * match the times a Linux cron daemon runs the job. An expression is a
 * "wildcard" expression when its minute or hour field begins with `*`
 * (`*`, `*\/15`); otherwise it is a "fixed-time" expression.
 */
export const dstRules = {
  gapFixed:
    'A fixed-time run whose local time does not exist (the skipped hour) is due at the instant the clock jumps forward; several skipped runs become one.',
  gapWildcard:
    'A wildcard run whose local time does not exist is skipped; the next run is the next scheduled time that exists.',
  repeatFixed:
    'A fixed-time run whose local time happens twice (the repeated hour) is due once, at the first occurrence.',
  repeatWildcard: 'A wildcard run whose local time happens twice is due twice, once in each pass.',
} as const;

/** How many future runs the schedule explorer lists. */
export const explorerRunCount = 10;
