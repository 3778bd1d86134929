/**
 * Facts about output redaction that are not in `facts.ts`: the shape of
 * Saturn's own tokens (so the default rules can remove them) and the limits
 * the `saturn` CLI puts on user patterns from `--redact` and `--redact-file`.
 *
 * The rules themselves live in `src/lib/redaction.ts`; the before/after
 * examples shown on the docs page live in `./redaction-examples.ts`.
 */

/**
 * Saturn API tokens: a fixed prefix per kind followed by 32 base62
 * characters, e.g. `sat_org_` + 32 characters for an organization token.
 */
export const saturnTokenFormat = {
  organizationPrefix: 'sat_org_',
  monitorPrefix: 'sat_mon_',
  randomLength: 32,
} as const;

/** Characters in a whole token, of either kind: both prefixes are 8 characters long. */
export const saturnTokenLength =
  saturnTokenFormat.organizationPrefix.length + saturnTokenFormat.randomLength;

/** Limits on user-supplied redaction patterns. */
export const redactionLimits = {
  /** Longest accepted pattern, in characters. */
  maxPatternLength: 512,
  /** Most patterns accepted from `--redact` and `--redact-file` together. */
  maxUserPatterns: 100,
  /**
   * Time budget for applying all user patterns to one output, in
   * milliseconds. Past it the output is not sent and an error is reported.
   */
  userPatternBudgetMs: 500,
} as const;

/** The text that replaces a secret: `[REDACTED:<rule id>]`. */
export function redactionMarker(ruleId: string): string {
  return `[REDACTED:${ruleId}]`;
}

/**
 * How captured output is cut to its limit, in whole lines (`redact()` in src/lib/redaction.ts,
 * shared by the CLI, the sidecar and the plugin). The tail starts at a whole line: a line the
 * cut falls in is dropped. A marker can be longer than the secret it replaces, so when the
 * redacted tail is longer than the limit, whole lines are dropped from its start until it fits.
 * A line is sent whole or not at all, so when the last line alone is longer than the limit, or
 * becomes longer once redacted, nothing is left: the ping carries no output (its exit code and
 * duration are still sent). `limit` names the limit as the page states it.
 */
export function outputWholeLines(limit: string): string {
  return `Output is sent in whole lines. If the cut falls inside a line, that partial line is dropped too, so half a secret is never sent. A marker can be longer than the secret it replaces, so when the redacted text is longer than ${limit}, whole lines are dropped from its start until it fits.`;
}

/** What is sent when the last line does not fit (`outputWholeLines`). */
export function outputLastLineTooLong(limit: string): string {
  return `When the last line alone is longer than ${limit}, or becomes longer once redacted, no output is sent at all; the ping still carries the exit code and duration.`;
}
