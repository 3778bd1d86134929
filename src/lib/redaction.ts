/**
 * Output redaction: the default rules the `saturn` CLI, the Kubernetes
 * sidecar and the WordPress plugin apply to captured output before it leaves
 * the host, plus the user patterns given with `--redact` and `--redact-file`.
 *
 * Pure TypeScript with no dependencies, so the docs page renders its rule
 * table from here and the in-browser sandbox runs exactly this code.
 *
 * Design:
 * - Every default pattern has bounded quantifiers, so no input makes one of
 *   them take more than linear time per match attempt.
 * - Input is capped at `api.maxOutputBytes` by keeping its tail (the part of
 *   a job's output that explains a failure). When the tail starts mid-line,
 *   that partial line is dropped, so a secret cut in half is never sent.
 * - User patterns are checked before use: a pattern that does not compile,
 *   is too long, matches the empty string, uses lookaround or backreferences,
 *   or repeats a group that itself repeats (the shape of catastrophic
 *   backtracking, e.g. `(a+)+`) is rejected with a message naming it. An
 *   invalid pattern fails the whole redaction: output is never sent with a
 *   pattern silently skipped.
 * - User patterns run after the defaults, line by line, and never see the
 *   markers the defaults inserted.
 */
import {api} from '../data/facts';
import {redactionLimits, redactionMarker, saturnTokenFormat} from '../data/redaction-limits';

export interface RedactionRule {
  /** Stable identifier, also used in the marker: `[REDACTED:<id>]`. */
  id: string;
  /** What it removes, as a short plural noun phrase for lists in prose ("GitHub tokens"). */
  name: string;
  /** What the rule removes, in a sentence. */
  description: string;
  /**
   * The pattern, with the `g` flag. A named group `keep` (a key name or a
   * URL's user part) is kept in front of the marker; the rest of the match
   * is replaced.
   */
  pattern: RegExp;
  /** The text that replaces the secret. */
  marker: string;
}

export interface RuleMatch {
  ruleId: string;
  count: number;
}

export interface PatternError {
  /** 1-based position of the pattern among the user patterns; 0 when the error concerns them all. */
  index: number;
  pattern: string;
  message: string;
}

export type RedactionResult =
  | {
      ok: true;
      /** The redacted text, at most `maxBytes` bytes of UTF-8. */
      text: string;
      /** Rules that matched at least once in what is sent, in rule order. */
      matches: RuleMatch[];
      /** Size of the input in bytes of UTF-8. */
      inputBytes: number;
      /**
       * Bytes of whole lines dropped from the start of the input, so that what is left fits in
       * `maxBytes` once redacted. `inputBytes - droppedBytes` bytes of the input are sent.
       */
      droppedBytes: number;
      /**
       * Of `droppedBytes`, those dropped only because markers made the redacted text longer
       * than `maxBytes`: the input's tail within `maxBytes` would have been sent otherwise.
       */
      droppedForMarkers: number;
      /**
       * Set when nothing is sent from an input that is not empty: the size of its last line
       * (with its newline, if any), and its size once redacted, or null when the line alone is
       * longer than `maxBytes`.
       */
      lastLine: {bytes: number; redactedBytes: number | null} | null;
    }
  | {ok: false; errors: PatternError[]};

export interface RedactOptions {
  /** Extra patterns, one regular expression each (the `--redact` flag). */
  userPatterns?: readonly string[];
  /** Largest output kept, in bytes; defaults to `api.maxOutputBytes`. */
  maxBytes?: number;
  /** Clock used for the user-pattern time budget; tests replace it. */
  now?: () => number;
}

function rule(id: string, name: string, description: string, pattern: RegExp): RedactionRule {
  return {id, name, description, pattern, marker: redactionMarker(id)};
}

const keyValueNames =
  'password|passwd|passphrase|secret|secret[_-]?key|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key';

/**
 * The default rules, applied in this order. Specific token formats come
 * first so the marker names what was found; the generic key-value rule is
 * last and skips values that are already markers.
 */
export const defaultRules: readonly RedactionRule[] = [
  rule(
    'pem-private-key',
    'private key blocks',
    'PEM private key blocks (RSA, EC, OpenSSH, PKCS #8, PGP), including a block whose start or end was cut off.',
    /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]*?-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----|[\s\S]*$)|^(?:(?!-----BEGIN )[\s\S])*?-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----/g,
  ),
  rule(
    'aws-access-key',
    'AWS access key IDs',
    'AWS access key ids (AKIA, ASIA, ABIA and ACCA followed by 16 characters).',
    /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g,
  ),
  rule(
    'aws-secret-key',
    'AWS secret access keys',
    'AWS secret access keys next to their key name, in env, ini, JSON and YAML forms.',
    /(?<keep>\b(?:aws[_-]?)?secret[_-]?access[_-]?key["']?\s{0,5}[:=]\s{0,5}["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/gi,
  ),
  rule(
    'github-token',
    'GitHub tokens',
    'GitHub tokens: personal, OAuth, app, refresh and fine-grained (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_).',
    /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,244})\b/g,
  ),
  rule(
    'gitlab-token',
    'GitLab tokens',
    'GitLab tokens: personal, deploy, runner, CI job, trigger, feed and OAuth (glpat-, gldt-, glrt-, glcbt- and others).',
    /\b(?:(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|gloas|glsoat)-[A-Za-z0-9_-]{20,256}|GR1348941[A-Za-z0-9_-]{20,256})/g,
  ),
  rule(
    'slack-webhook',
    'Slack webhook URLs',
    'Slack incoming webhook and workflow URLs (hooks.slack.com).',
    /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/+-]{8,512}/g,
  ),
  rule(
    'slack-token',
    'Slack tokens',
    'Slack bot, user, app and configuration tokens (xoxb-, xoxp-, xoxa-, xoxe-, xapp-).',
    /\b(?:xox[abeoprs]-[A-Za-z0-9-]{10,256}|xapp-\d-[A-Za-z0-9-]{10,256})/g,
  ),
  rule(
    'discord-webhook',
    'Discord webhook URLs',
    'Discord webhook URLs, which let anyone post to the channel.',
    /https:\/\/(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api\/webhooks\/\d{5,32}\/[A-Za-z0-9_-]{20,256}/g,
  ),
  rule(
    'stripe-key',
    'Stripe keys',
    'Stripe secret and restricted keys (sk_live_, sk_test_, rk_live_, rk_test_) and webhook signing secrets (whsec_).',
    /\b(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}|whsec_[A-Za-z0-9+/=]{24,256})/g,
  ),
  rule(
    'npm-token',
    'npm tokens',
    'npm access tokens (npm_ followed by 36 characters).',
    /\bnpm_[A-Za-z0-9]{36}\b/g,
  ),
  rule(
    'google-api-key',
    'Google API keys',
    'Google API keys (AIza followed by 35 characters).',
    /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g,
  ),
  rule(
    'saturn-token',
    'Saturn tokens',
    `Saturn organization and monitor tokens (${saturnTokenFormat.organizationPrefix}, ${saturnTokenFormat.monitorPrefix}).`,
    new RegExp(
      `\\b(?:${saturnTokenFormat.organizationPrefix}|${saturnTokenFormat.monitorPrefix})[A-Za-z0-9]{${saturnTokenFormat.randomLength}}\\b`,
      'g',
    ),
  ),
  rule(
    'jwt',
    'JSON Web Tokens',
    'JSON Web Tokens: three base64url parts, the first two starting with eyJ.',
    /\beyJ[A-Za-z0-9_-]{4,8192}\.eyJ[A-Za-z0-9_-]{4,8192}\.[A-Za-z0-9_-]{0,8192}/g,
  ),
  rule(
    'authorization-header',
    'Authorization headers',
    'Bearer, token and Basic credentials in Authorization headers, and any "Bearer <token>".',
    /(?<keep>\bauthorization["']?\s{0,5}[:=]\s{0,5}["']?\s{0,5}(?:bearer|token|basic)\s{1,5}|\bbearer\s{1,5})(?!\[REDACTED:)[A-Za-z0-9._~+/-]{8,4096}=*/gi,
  ),
  rule(
    'url-password',
    'passwords in URLs',
    'Passwords in URLs of the form scheme://user:password@host. The password runs to the last @ that is followed by a host, whatever it holds, so one with a raw @, /, ? or # is removed whole. When the path or query after the host also holds an @, everything up to that @ is removed: the rule removes too much rather than leave part of a password. The one exception is a port: after a name with a dot in it (a host such as db.internal or 10.0.0.5) or after localhost, up to five digits followed by /, ? or # are read as host:port, not as a password. So a password such as 2024#Winter is removed after a user name without a dot (app:2024#Winter@db), but not after one with a dot (first.last:2024#Winter@db): percent-encode # ? and / in URL passwords, or add a pattern of your own. The rule does not remove a password that holds a space or is longer than 256 characters, or one whose host runs on for more than 256 characters without a space, /, ? or # (as in DSN=postgres://app:pw@db:5432;… on one long line); a host without a dot, such as a Kubernetes service name, followed by a port and a later @ in the path loses everything up to that @.',
    // The password may hold any character but whitespace (up to 256); the lookahead picks the
    // last @ followed by a host that ends the authority. A port after a dotted name or
    // localhost (db.internal:8443/path?to=a@b) is not a password. Both runs are bounded and the host run
    // stops at the next @, so a match attempt costs at most a few hundred steps.
    /(?<keep>\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/?#[\]]{0,256}:)(?!\[REDACTED:|(?<=[.][^\s:/?#[\]@]{0,256}:|\blocalhost:)\d{1,5}[/?#])\S{1,256}(?=@[^\s/?#@]{0,256}(?:[\s/?#]|$))/gi,
  ),
  rule(
    'secret-key-value',
    'values of keys such as password, secret and token',
    'Values of keys named password, passwd, passphrase, secret, token, api_key, access_key or private_key (with any prefix, such as DB_PASSWORD), in env, ini, YAML, JSON, header and query-string forms.',
    new RegExp(
      `(?<keep>\\b[\\w.-]{0,40}?(?:${keyValueNames})["']?\\s{0,5}[:=]\\s{0,5}["']?)(?!\\[REDACTED:)(?:(?<=["'])[^"'\\r\\n]{1,1024}|[^\\s"'&,;}<>]{1,1024})`,
      'gi',
    ),
  ),
];

const markerPattern = /(\[REDACTED:[a-z0-9-]+\])/;

/** Splits the text of a `--redact-file`: one pattern a line; blank lines and lines starting with # are skipped. */
export function parsePatternFile(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const quantifierAt = /^(?:[*+]|\{\d+,\d*\})/;

/**
 * Finds a repeated group that contains a repetition, such as `(a+)+`,
 * `(\w*)*` or `(?:x{2,})+`: the shape that makes a backtracking engine take
 * exponential time. Character classes and escapes are skipped.
 */
function hasNestedQuantifier(source: string): boolean {
  const stack: boolean[] = [];
  let containsRepeat = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '[') {
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < source.length && source[i] !== ']') {
        if (source[i] === '\\') i++;
        i++;
      }
      continue;
    }
    if (char === '(') {
      stack.push(containsRepeat);
      containsRepeat = false;
      continue;
    }
    if (char === ')') {
      const inner = containsRepeat;
      containsRepeat = stack.pop() ?? false;
      const rest = source.slice(i + 1);
      const repeated = quantifierAt.test(rest);
      if (repeated && inner) return true;
      if (repeated || inner) containsRepeat = true;
      continue;
    }
    if (quantifierAt.test(source.slice(i))) containsRepeat = true;
  }
  return false;
}

/**
 * Checks and compiles one user pattern. A leading `(?i)` makes it
 * case-insensitive. Returns the rule, or an error that names the pattern and
 * says what to change.
 */
export function compileUserPattern(source: string, index: number): RedactionRule | PatternError {
  const fail = (message: string): PatternError => ({index, pattern: source, message});
  let body = source;
  let flags = 'g';
  if (body.startsWith('(?i)')) {
    body = body.slice(4);
    flags += 'i';
  }
  if (body.trim() === '') return fail(`Pattern ${index} is empty.`);
  if (source.length > redactionLimits.maxPatternLength) {
    return fail(
      `Pattern ${index} is ${source.length} characters long; the limit is ${redactionLimits.maxPatternLength}.`,
    );
  }
  let compiled: RegExp;
  try {
    compiled = new RegExp(body, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(
      `Pattern ${index} is not a valid regular expression: ${reason.replace(/^Invalid regular expression: /, '')}.`,
    );
  }
  if (/\(\?<?[=!]/.test(body)) {
    return fail(
      `Pattern ${index} uses lookahead or lookbehind, which redaction patterns do not support. Match the secret itself instead.`,
    );
  }
  if (/\\[1-9]|\\k</.test(body)) {
    return fail(`Pattern ${index} uses a backreference, which redaction patterns do not support.`);
  }
  if (hasNestedQuantifier(body)) {
    return fail(
      `Pattern ${index} repeats a group that itself repeats, such as (a+)+, which can take exponential time on some output. Remove the inner or the outer repetition.`,
    );
  }
  if (new RegExp(body, flags.replace('g', '')).test('')) {
    return fail(
      `Pattern ${index} matches an empty string, so it would match everywhere. Use + instead of * or add a literal part.`,
    );
  }
  const id = `custom-${index}`;
  return {
    id,
    name: `matches of your pattern ${index}`,
    description: `Your pattern ${index}: ${source}`,
    pattern: compiled,
    marker: redactionMarker(id),
  };
}

/** Tells a compiled user pattern from the error that rejected it. */
export function isPatternError(result: RedactionRule | PatternError): result is PatternError {
  return 'message' in result;
}

/** Compiles every user pattern; returns all errors at once so a reader can fix them together. */
export function compileUserPatterns(
  sources: readonly string[],
): {ok: true; rules: RedactionRule[]} | {ok: false; errors: PatternError[]} {
  if (sources.length > redactionLimits.maxUserPatterns) {
    return {
      ok: false,
      errors: [
        {
          index: redactionLimits.maxUserPatterns + 1,
          pattern: sources[redactionLimits.maxUserPatterns] ?? '',
          message: `Too many patterns: ${sources.length}, the limit is ${redactionLimits.maxUserPatterns}.`,
        },
      ],
    };
  }
  const rules: RedactionRule[] = [];
  const errors: PatternError[] = [];
  sources.forEach((source, position) => {
    const result = compileUserPattern(source, position + 1);
    if (isPatternError(result)) errors.push(result);
    else rules.push(result);
  });
  return errors.length > 0 ? {ok: false, errors} : {ok: true, rules};
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Keeps the last `maxBytes` bytes of the UTF-8 text without splitting a
 * character. With `dropPartialLine`, a first line that was cut is dropped.
 */
export function tailBytes(
  text: string,
  maxBytes: number,
  dropPartialLine = false,
): {text: string; inputBytes: number; droppedBytes: number} {
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return {text, inputBytes: bytes.length, droppedBytes: 0};
  let start = bytes.length - maxBytes;
  while (start < bytes.length && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
  if (dropPartialLine && bytes[start - 1] !== 0x0a) {
    // The kept bytes start inside a line: drop up to and including its newline. When that
    // line is the last one (no newline follows, or only at the very end), nothing is kept,
    // so a secret cut in half is never sent.
    const newline = bytes.indexOf(0x0a, start);
    start = newline === -1 ? bytes.length : newline + 1;
  }
  return {
    text: decoder.decode(bytes.subarray(start)),
    inputBytes: bytes.length,
    droppedBytes: start,
  };
}

function applyRule(
  text: string,
  redactionRule: RedactionRule,
  counts: Map<string, number>,
): string {
  return text.replace(redactionRule.pattern, (match: string, ...rest: unknown[]) => {
    if (match === '') return match;
    const groups = rest[rest.length - 1];
    const keep =
      typeof groups === 'object' && groups !== null
        ? ((groups as Record<string, string | undefined>).keep ?? '')
        : '';
    counts.set(redactionRule.id, (counts.get(redactionRule.id) ?? 0) + 1);
    return keep + redactionRule.marker;
  });
}

/** The bytes of a text in UTF-8. */
function byteLength(text: string): number {
  return encoder.encode(text).length;
}

type Pass =
  {ok: true; text: string; counts: Map<string, number>} | {ok: false; error: PatternError};

/** Applies the default rules, then the user patterns line by line, to a text already cut to size. */
function redactText(
  input: string,
  userRules: readonly RedactionRule[],
  now: () => number,
  deadline: number,
): Pass {
  const counts = new Map<string, number>();
  let text = input;
  for (const defaultRule of defaultRules) text = applyRule(text, defaultRule, counts);

  if (userRules.length > 0) {
    const lines = text.split('\n');
    for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
      // Markers are odd-numbered parts after the split; user patterns never touch them.
      const parts = (lines[lineIndex] ?? '').split(markerPattern);
      for (let part = 0; part < parts.length; part += 2) {
        for (const userRule of userRules) {
          parts[part] = applyRule(parts[part] ?? '', userRule, counts);
        }
      }
      lines[lineIndex] = parts.join('');
      if (now() > deadline) {
        return {
          ok: false,
          error: {
            index: 0,
            pattern: '',
            message: `Your patterns took longer than ${redactionLimits.userPatternBudgetMs} ms on this output, so nothing was sent. Make them more specific, for example by starting each with a literal prefix.`,
          },
        };
      }
    }
    text = lines.join('\n');
  }
  return {ok: true, text, counts};
}

/**
 * Redacts captured output: keeps its tail within `maxBytes`, applies the
 * default rules, then the user patterns. Returns the text and the rules that
 * matched, or the errors of invalid user patterns.
 *
 * The text sent starts at a whole line of the input and is at most `maxBytes`
 * once redacted. Markers can be longer than what they replace, so when the
 * redacted tail is too long, whole lines are dropped from its start until the
 * rest fits, and the rest is redacted again: every count, and every byte
 * figure, then refers to the same part of the input, the part that is sent.
 */
export function redact(input: string, options: RedactOptions = {}): RedactionResult {
  const maxBytes = options.maxBytes ?? api.maxOutputBytes;
  const now = options.now ?? (() => Date.now());
  const compiled = compileUserPatterns(options.userPatterns ?? []);
  if (!compiled.ok) return compiled;
  const deadline = now() + redactionLimits.userPatternBudgetMs;
  const pass = (text: string) => redactText(text, compiled.rules, now, deadline);

  const capped = tailBytes(input, maxBytes, true);
  let kept = capped.text;
  let result = pass(kept);
  if (!result.ok) return {ok: false, errors: [result.error]};
  if (byteLength(result.text) > maxBytes) {
    // The first whole line of the tail from which the redacted rest fits. Fewer lines redact
    // to fewer bytes, so a binary search over the line starts finds it in a few passes.
    const starts: number[] = [];
    for (
      let at = kept.indexOf('\n');
      at !== -1 && at + 1 < kept.length;
      at = kept.indexOf('\n', at + 1)
    ) {
      starts.push(at + 1);
    }
    let low = 0;
    let high = starts.length;
    let fit: {text: string; counts: Map<string, number>} = {text: '', counts: new Map()};
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const attempt = pass(kept.slice(starts[middle]));
      if (!attempt.ok) return {ok: false, errors: [attempt.error]};
      if (byteLength(attempt.text) <= maxBytes) {
        fit = attempt;
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    kept = low < starts.length ? kept.slice(starts[low]) : '';
    result = {ok: true, ...fit};
  }

  const keptBytes = byteLength(kept);
  const inputBytes = capped.inputBytes;
  let lastLine: {bytes: number; redactedBytes: number | null} | null = null;
  if (kept === '' && inputBytes > 0) {
    const body = input.endsWith('\n') ? input.slice(0, -1) : input;
    const line = input.slice(body.lastIndexOf('\n') + 1);
    const alone = capped.text === '' ? null : pass(line);
    lastLine = {
      bytes: byteLength(line),
      redactedBytes: alone === null || !alone.ok ? null : byteLength(alone.text),
    };
  }
  const allRules = [...defaultRules, ...compiled.rules];
  const counts = result.counts;
  const matches = allRules
    .filter((candidate) => (counts.get(candidate.id) ?? 0) > 0)
    .map((candidate) => ({ruleId: candidate.id, count: counts.get(candidate.id) ?? 0}));
  return {
    ok: true,
    text: result.text,
    matches,
    inputBytes,
    droppedBytes: inputBytes - keptBytes,
    droppedForMarkers: inputBytes - capped.droppedBytes - keptBytes,
    lastLine,
  };
}
