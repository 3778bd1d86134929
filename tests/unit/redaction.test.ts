import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {api} from '../../src/data/facts';
import {
  redactionLimits,
  saturnTokenFormat,
  saturnTokenLength,
} from '../../src/data/redaction-limits';
import {
  redactionExamples,
  sandboxSampleOutput,
  sandboxSamplePatterns,
} from '../../src/data/redaction-examples';
import {
  compileUserPattern,
  defaultRules,
  parsePatternFile,
  redact,
  tailBytes,
  type RedactionResult,
} from '../../src/lib/redaction';
import {redactionCut, redactionStatus} from '../../src/lib/redaction-summary';
import {listText} from '../../src/lib/format';

/** Redacts with the defaults and fails the test with the errors if there are any. */
function redacted(
  input: string,
  userPatterns: string[] = [],
): Extract<RedactionResult, {ok: true}> {
  const result = redact(input, {userPatterns});
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return result;
}

function errorsOf(userPatterns: string[], input = 'some output'): string[] {
  const result = redact(input, {userPatterns});
  if (result.ok) throw new Error(`expected ${JSON.stringify(userPatterns)} to be rejected`);
  return result.errors.map((error) => error.message);
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

describe('the examples on /security/redaction', () => {
  it('cover every default rule', () => {
    const shown = new Set(redactionExamples.map((example) => example.ruleId));
    for (const rule of defaultRules) {
      expect(shown.has(rule.id), `no example for ${rule.id}`).toBe(true);
    }
  });

  it.each(redactionExamples.map((example) => [example.ruleId, example] as const))(
    '%s: the "after" text is what the code produces',
    (ruleId, example) => {
      const result = redacted(example.before);
      expect(result.text).toBe(example.after);
      expect(result.matches.map((match) => match.ruleId)).toContain(ruleId);
      expect(example.after).toContain(`[REDACTED:${ruleId}]`);
    },
  );

  it('the sandbox sample shows secrets from several rules and the custom pattern', () => {
    const result = redacted(sandboxSampleOutput, parsePatternFile(sandboxSamplePatterns));
    expect(result.text).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(result.text).not.toContain('Sup3r-S3cret');
    expect(result.text).not.toContain('CUST-88231');
    expect(result.text).toContain('upload to s3://acme-backups/2025-03-14.sql.gz');
    expect(result.matches.map((match) => match.ruleId)).toEqual([
      'aws-access-key',
      'aws-secret-key',
      'slack-webhook',
      'url-password',
      'custom-1',
    ]);
  });
});

describe('the pages that summarize the default rules', () => {
  const page = (path: string): string => readFileSync(join(process.cwd(), 'docs', path), 'utf8');

  it('name every rule, from its short name', () => {
    const names = defaultRules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z][\w ,.'-]{2,60}$/);
    for (const path of ['output-capture/overview.mdx', 'security/overview.mdx']) {
      expect(page(path)).toContain('listText(defaultRules.map((rule) => rule.name))');
    }
  });

  it('join the names as a sentence does', () => {
    expect(listText([])).toBe('');
    expect(listText(['GitHub tokens'])).toBe('GitHub tokens');
    expect(listText(['a', 'b'])).toBe('a and b');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the Saturn token format', () => {
  it('has one length for both kinds, which the saturn-token rule matches whole', () => {
    const {organizationPrefix, monitorPrefix, randomLength} = saturnTokenFormat;
    expect(organizationPrefix.length).toBe(monitorPrefix.length);
    expect(saturnTokenLength).toBe(40);
    const token = `${monitorPrefix}${'a1B2'.repeat(randomLength / 4)}`;
    expect(token).toHaveLength(saturnTokenLength);
    expect(redacted(`token ${token} loaded`).text).toBe('token [REDACTED:saturn-token] loaded');
  });
});

describe('default rules', () => {
  it('have unique ids, markers in the documented form and the g flag', () => {
    const ids = defaultRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of defaultRules) {
      expect(rule.marker).toBe(`[REDACTED:${rule.id}]`);
      expect(rule.pattern.flags).toContain('g');
      expect(rule.description.length).toBeGreaterThan(20);
    }
  });

  const cases: [ruleId: string, before: string, after: string][] = [
    [
      'pem-private-key',
      'x\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----\ny',
      'x\n[REDACTED:pem-private-key]\ny',
    ],
    [
      'pem-private-key',
      '{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg\\n-----END PRIVATE KEY-----\\n"}',
      '{"private_key": "[REDACTED:pem-private-key]\\n"}',
    ],
    [
      'pem-private-key',
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END EC PRIVATE KEY-----\ndone',
      '[REDACTED:pem-private-key]\ndone',
    ],
    [
      'pem-private-key',
      'key:\n-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI',
      'key:\n[REDACTED:pem-private-key]',
    ],
    ['aws-access-key', 'ASIAY34FZKBOKMUTVV7A expired', '[REDACTED:aws-access-key] expired'],
    [
      'aws-secret-key',
      '"SecretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",',
      '"SecretAccessKey": "[REDACTED:aws-secret-key]",',
    ],
    [
      'aws-secret-key',
      'export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'export AWS_SECRET_ACCESS_KEY=[REDACTED:aws-secret-key]',
    ],
    [
      'github-token',
      'token github_pat_11ABCDEFG0123456789abc_defghijklmnopqrstuvwxyzABCDEFGHIJ ok',
      'token [REDACTED:github-token] ok',
    ],
    ['github-token', 'gho_16C7e42F292c6912E7710c838347Ae178B4a', '[REDACTED:github-token]'],
    [
      'gitlab-token',
      'runner glrt-2CR8_eVxiioB1QmzPZwa used',
      'runner [REDACTED:gitlab-token] used',
    ],
    [
      'slack-webhook',
      'https://hooks.slack.com/workflows/T01ABCD/A02EFGH/123456789/abcDEF',
      '[REDACTED:slack-webhook]',
    ],
    ['slack-token', 'xoxp-1234567890-abcdefghij', '[REDACTED:slack-token]'],
    [
      'discord-webhook',
      'https://discordapp.com/api/webhooks/123456789012/abcdefghijklmnopqrstuvwxyz',
      '[REDACTED:discord-webhook]',
    ],
    ['stripe-key', 'rk_live_51H8xYzABCDEFGHIJ0123 ok', '[REDACTED:stripe-key] ok'],
    ['stripe-key', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', '[REDACTED:stripe-key]'],
    [
      'npm-token',
      'NPM_AUTH npm_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
      'NPM_AUTH [REDACTED:npm-token]',
    ],
    [
      'google-api-key',
      'key AIzaSyD4x7Qm2Lk9Vb3Nc8Rt1Wp6Zy0Hs5Jf2Ga.',
      'key [REDACTED:google-api-key].',
    ],
    [
      'saturn-token',
      'monitor token sat_mon_ab12CD34ef56GH78ij90KL12mn34OP56 loaded',
      'monitor token [REDACTED:saturn-token] loaded',
    ],
    ['jwt', 'id_token eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJhY21lIn0.', 'id_token [REDACTED:jwt]'],
    [
      'authorization-header',
      '"authorization": "Basic YWxhZGRpbjpvcGVuc2VzYW1l"',
      '"authorization": "Basic [REDACTED:authorization-header]"',
    ],
    [
      'authorization-header',
      'retrying with bearer 9a8b7c6d5e4f3a2b1c0d',
      'retrying with bearer [REDACTED:authorization-header]',
    ],
    [
      'url-password',
      'redis://:s3cr3t@cache:6379/0',
      'redis://:[REDACTED:url-password]@cache:6379/0',
    ],
    [
      'url-password',
      'amqp://guest:guest@rabbit/ and https://user:p%40ss@example.com/x',
      'amqp://guest:[REDACTED:url-password]@rabbit/ and https://user:[REDACTED:url-password]@example.com/x',
    ],
    // A raw @ in the password (or in the user name): the host starts after the last @.
    [
      'url-password',
      'https://user:p@ss@host/ and mysql://app:a@b:c@db:3306 and ftp://me@corp.example:pw@files',
      'https://user:[REDACTED:url-password]@host/ and mysql://app:[REDACTED:url-password]@db:3306 and ftp://me@corp.example:[REDACTED:url-password]@files',
    ],
    // A raw #, / or ? in the password: it still runs to the last @ before the host.
    [
      'url-password',
      'mysql://u:p@ss@host/db redis://:pa#ss@host:6379 postgres://u:pa/ss@host/db amqp://u:p?w@mq/',
      'mysql://u:[REDACTED:url-password]@host/db redis://:[REDACTED:url-password]@host:6379 postgres://u:[REDACTED:url-password]@host/db amqp://u:[REDACTED:url-password]@mq/',
    ],
    // Digits then #, ? or / after a user name without a dot: a password, not a port.
    [
      'url-password',
      'postgres://app:2024#Winter@db.internal/shop redis://:1234?abc@cache:6379',
      'postgres://app:[REDACTED:url-password]@db.internal/shop redis://:[REDACTED:url-password]@cache:6379',
    ],
    // An @ in the path after a password: everything up to it is removed.
    [
      'url-password',
      'https://u:pw@registry.example/@scope/pkg',
      'https://u:[REDACTED:url-password]@scope/pkg',
    ],
    [
      'secret-key-value',
      'password = correct horse',
      'password = [REDACTED:secret-key-value] horse',
    ],
    [
      'secret-key-value',
      "db:\n  password: 'correct horse battery'\n  user: app",
      "db:\n  password: '[REDACTED:secret-key-value]'\n  user: app",
    ],
    [
      'secret-key-value',
      'X-Api-Key: 77d1c0ffee\nclient_secret=abc;def',
      'X-Api-Key: [REDACTED:secret-key-value]\nclient_secret=[REDACTED:secret-key-value];def',
    ],
    [
      'secret-key-value',
      '{"apiKey":"k-123","refresh_token":"r-456","secret":"s 7 8"}',
      '{"apiKey":"[REDACTED:secret-key-value]","refresh_token":"[REDACTED:secret-key-value]","secret":"[REDACTED:secret-key-value]"}',
    ],
  ];

  it.each(cases)('%s: %j', (ruleId, before, after) => {
    const result = redacted(before);
    expect(result.text).toBe(after);
    expect(result.matches.map((match) => match.ruleId)).toContain(ruleId);
  });

  it.each([
    'PWD=/home/deploy',
    'max_tokens: 100',
    'tokens_used=5 token_count=3',
    'GET https://example.com:8443/path?q=1',
    'ssh://git@example.com:22/repo.git?ref=a@b',
    'https://example.com:443/@alice/1 and http://localhost:8080/?email=a@b.example',
    'password_min_length = 12 is enforced',
    'sk_live is the prefix of live keys',
    'AKIA1234 is too short',
    'exit status 1',
  ])('leaves ordinary output alone: %j', (line) => {
    const result = redacted(line);
    expect(result.text).toBe(line);
    expect(result.matches).toEqual([]);
  });

  it('counts each match of each rule', () => {
    const result = redacted('AKIAIOSFODNN7EXAMPLE AKIAI44QH8DHBEXAMPLE password=a password=b');
    expect(result.matches).toEqual([
      {ruleId: 'aws-access-key', count: 2},
      {ruleId: 'secret-key-value', count: 2},
    ]);
  });

  it('does not redact a marker twice', () => {
    const once = redacted('GITHUB_TOKEN=ghp_16C7e42F292c6912E7710c838347Ae178B4a').text;
    expect(once).toBe('GITHUB_TOKEN=[REDACTED:github-token]');
    expect(redacted(once).text).toBe(once);
  });

  it.each([
    ['long runs of letters and dots', 'a.'.repeat(30_000)],
    ['a scheme with no URL', 'http:'.repeat(12_000)],
    ['URL user parts with no host', 'a://b:'.repeat(11_000)],
    ['URLs full of @', ('http://u:' + '@x'.repeat(200)).repeat(160)],
    ['URL passwords with no @', ('redis://:' + 'p/#?'.repeat(64) + ' ').repeat(250)],
    ['key names with no value', 'password'.repeat(8_000)],
    ['base64 lines without a key footer', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=\n'.repeat(1_700)],
    ['many BEGIN lines', '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(2_000)],
    ['JWT-like fragments', 'eyJabcd.eyJabcd'.repeat(4_000)],
    ['bearer words', 'bearer '.repeat(9_000)],
  ])('stays fast on adversarial input: %s', (_name, input) => {
    const started = performance.now();
    redact(input);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('user patterns', () => {
  it('apply after the defaults with a numbered marker', () => {
    const result = redacted('order 4411 for CUST-88231', ['CUST-[0-9]+', 'order \\d+']);
    expect(result.text).toBe('[REDACTED:custom-2] for [REDACTED:custom-1]');
    expect(result.matches).toEqual([
      {ruleId: 'custom-1', count: 1},
      {ruleId: 'custom-2', count: 1},
    ]);
  });

  it('accept a leading (?i) for case-insensitive matching', () => {
    expect(redacted('Internal-Host-7 up', ['(?i)internal-host-\\d']).text).toBe(
      '[REDACTED:custom-1] up',
    );
    expect(redacted('Internal-Host-7 up', ['internal-host-\\d']).text).toBe('Internal-Host-7 up');
  });

  it('never rewrite a marker inserted by a default rule', () => {
    const result = redacted('key AKIAIOSFODNN7EXAMPLE', ['[A-Z]{4,}']);
    expect(result.text).toBe('key [REDACTED:aws-access-key]');
  });

  it('match within one line', () => {
    expect(redacted('begin\nsecret stuff\nend', ['begin[\\s\\S]+end']).text).toBe(
      'begin\nsecret stuff\nend',
    );
  });

  it('are read from a --redact-file with comments and blank lines', () => {
    expect(parsePatternFile('# ours\r\n\r\nCUST-[0-9]+\n  internal\\.example  \n#x\n')).toEqual([
      'CUST-[0-9]+',
      'internal\\.example',
    ]);
  });

  it.each([
    ['(abc', /Pattern 1 is not a valid regular expression: .*Unterminated group/],
    ['[a-', /Pattern 1 is not a valid regular expression/],
    ['*foo', /Pattern 1 is not a valid regular expression/],
    ['(a+)+$', /repeats a group that itself repeats/],
    ['(?:\\w*x?)*y', /repeats a group that itself repeats/],
    ['(\\d{2,})+', /repeats a group that itself repeats/],
    ['a*', /matches an empty string/],
    ['(x|)', /matches an empty string/],
    ['foo(?=bar)', /lookahead or lookbehind/],
    ['(?<!x)y', /lookahead or lookbehind/],
    ['(a)\\1', /backreference/],
    ['   ', /Pattern 1 is empty/],
    ['x'.repeat(redactionLimits.maxPatternLength + 1), /characters long; the limit is 512/],
  ])('reject %j with a clear message', (pattern, message) => {
    const errors = errorsOf([pattern]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('accept safe patterns that look similar to rejected ones', () => {
    for (const pattern of ['(ab)+', '[(a+)+]x', '\\(a+\\)+', '(?:foo|bar)-\\d+', 'x{2}', 'a+b+']) {
      const compiled = compileUserPattern(pattern, 1);
      expect('marker' in compiled, pattern).toBe(true);
    }
  });

  it('report every invalid pattern at once, numbered by position', () => {
    const result = redact('text', {userPatterns: ['ok-\\d+', '(', 'a*']});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.index, error.pattern])).toEqual([
      [2, '('],
      [3, 'a*'],
    ]);
  });

  it('reject more patterns than the limit', () => {
    const patterns = Array.from({length: redactionLimits.maxUserPatterns + 1}, (_, n) => `p${n}`);
    expect(errorsOf(patterns)[0]).toMatch(/Too many patterns: 101, the limit is 100/);
  });

  it('stop with an error when they exceed the time budget', () => {
    let clock = 0;
    const result = redact('line one\nline two', {
      userPatterns: ['line'],
      now: () => (clock += redactionLimits.userPatternBudgetMs),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.message).toMatch(/took longer than 500 ms/);
  });
});

describe('input size', () => {
  it('handles empty input', () => {
    expect(redacted('')).toEqual({
      ok: true,
      text: '',
      matches: [],
      inputBytes: 0,
      droppedBytes: 0,
      droppedForMarkers: 0,
      lastLine: null,
    });
  });

  it('keeps output under the limit unchanged when it is small', () => {
    const result = redacted('hello\nworld');
    expect(result.droppedBytes).toBe(0);
    expect(result.inputBytes).toBe(11);
  });

  it('keeps only the tail of huge input, starting at a whole line', () => {
    const line = 'x'.repeat(99) + '\n';
    const input = line.repeat(5_000) + 'password=tail-secret\nexit status 1';
    const result = redacted(input);
    expect(byteLength(result.text)).toBeLessThanOrEqual(api.maxOutputBytes);
    expect(result.text.startsWith('x'.repeat(99) + '\n')).toBe(true);
    expect(result.text.endsWith('password=[REDACTED:secret-key-value]\nexit status 1')).toBe(true);
    expect(result.inputBytes).toBe(byteLength(input));
    expect(result.droppedBytes).toBeGreaterThan(result.inputBytes - api.maxOutputBytes);
    expect(result.droppedBytes % 100).toBe(0);
  });

  it('never sends half of a secret cut by the limit', () => {
    const secret = 'ghp_16C7e42F292c6912E7710c838347Ae178B4a';
    const filler = 'y'.repeat(api.maxOutputBytes - 20);
    const result = redacted(`token ${secret}\n${filler}`);
    expect(result.text).toBe(filler);
    expect(result.text).not.toContain('B4a');
  });

  it('respects the limit when markers are longer than the secrets', () => {
    const input = 'AKIAIOSFODNN7EXAMPLE\n'.repeat(4_000);
    const result = redacted(input);
    expect(byteLength(result.text)).toBeLessThanOrEqual(api.maxOutputBytes);
    expect(result.text).not.toContain('AKIA');
  });

  it('drops a partial last line whole, so a long line cut in half is never sent', () => {
    const line = 'x'.repeat(20) + 'PASSWORD=hunter2';
    expect(tailBytes(line, 10, true).text).toBe('');
    expect(tailBytes(line + '\n', 10, true).text).toBe('');
    expect(tailBytes('first line\n' + line + '\nlast\n', 10, true).text).toBe('last\n');
    expect(tailBytes(line, 10).text).toBe(line.slice(-10));
  });

  it('does not split a multi-byte character at the cut', () => {
    const {text, droppedBytes} = tailBytes('é'.repeat(10), 5);
    expect(text).toBe('éé');
    expect(droppedBytes).toBe(16);
  });

  it('accepts a custom limit', () => {
    expect(redact('abc\ndef', {maxBytes: 5})).toMatchObject({ok: true, text: 'def'});
  });
});

describe('at the output limit, what is sent and what is counted agree', () => {
  const max = api.maxOutputBytes;
  /** One line of exactly `bytes` bytes ending in a short secret that its marker makes longer. */
  const lineWithSecret = (bytes: number) =>
    `${'x'.repeat(bytes - ' password=abc'.length)} password=abc`;
  const markers = (text: string) => text.match(/\[REDACTED:[a-z0-9-]+\]/g)?.length ?? 0;

  /** Every result: dropped plus sent is the input, the text fits, each counted secret is in it. */
  function checkInvariants(input: string, result: ReturnType<typeof redacted>) {
    const sent = result.inputBytes - result.droppedBytes;
    expect(result.inputBytes).toBe(byteLength(input));
    expect(result.droppedBytes).toBeGreaterThanOrEqual(0);
    expect(result.droppedBytes).toBeLessThanOrEqual(result.inputBytes);
    expect(result.droppedForMarkers).toBeGreaterThanOrEqual(0);
    expect(result.droppedForMarkers).toBeLessThanOrEqual(result.droppedBytes);
    expect(byteLength(result.text)).toBeLessThanOrEqual(max);
    // What is sent is the redaction of the input's last `sent` bytes, a whole line onwards.
    const tail = new TextDecoder().decode(
      new TextEncoder().encode(input).subarray(result.droppedBytes),
    );
    expect(byteLength(tail)).toBe(sent);
    if (result.droppedBytes > 0 && tail !== '') {
      expect(input[input.length - tail.length - 1]).toBe('\n');
    }
    expect(redacted(tail).text).toBe(result.text);
    const counted = result.matches.reduce((total, match) => total + match.count, 0);
    expect(counted).toBe(markers(result.text));
  }

  it('sends nothing from one line of exactly 65,536 bytes that grows when redacted, and counts nothing', () => {
    const input = lineWithSecret(max);
    expect(byteLength(input)).toBe(max);
    const result = redacted(input);
    // Not "1 secret redacted" beside an empty output, nor more bytes dropped than entered.
    expect(result).toMatchObject({
      text: '',
      matches: [],
      inputBytes: max,
      droppedBytes: max,
      droppedForMarkers: max,
      lastLine: {bytes: max, redactedBytes: max + 24},
    });
    checkInvariants(input, result);
    expect(redactionStatus(result)).toBe(
      'Nothing would be sent: the last line is 65,536 bytes, and 65,560 once its secrets are replaced by markers, more than the 65,536 bytes a ping carries. A line is never sent in part.',
    );
    expect(redactionCut(result)).toBe(
      'The input is 65,536 bytes, within the 65,536 a ping carries, but markers are longer than the secrets they replace, so only whole lines from the end that fit once redacted are kept: all 65,536 bytes are dropped.',
    );
  });

  it('drops whole lines until the redacted rest fits, and counts only what is sent', () => {
    const input = `token=first\n${lineWithSecret(max - 20)}\nlast line\n`;
    const result = redacted(input);
    expect(result.text).toBe('last line\n');
    expect(result.matches).toEqual([]);
    expect(result.lastLine).toBeNull();
    checkInvariants(input, result);
    expect(redactionStatus(result)).toBe(
      'No secrets found in the part that would be sent: it would be sent unchanged.',
    );
  });

  it('keeps everything that fits once redacted, across many lines', () => {
    const input = 'DB_PASSWORD=a\n'.repeat(8_000);
    const result = redacted(input);
    checkInvariants(input, result);
    expect(result.text.startsWith('DB_PASSWORD=[REDACTED:secret-key-value]\n')).toBe(true);
    // One more line would not fit.
    const line = 'DB_PASSWORD=[REDACTED:secret-key-value]\n';
    expect(byteLength(result.text) + byteLength(line)).toBeGreaterThan(max);
    expect(result.droppedForMarkers).toBeGreaterThan(0);
    expect(redactionCut(result)).toMatch(
      /^The input is 112,000 bytes and a ping carries at most 65,536, so only whole lines from the end are kept: the first [\d,]+ bytes are dropped \([\d,]+ of them because markers are longer than the secrets they replace\) and the last [\d,]+ bytes are sent, redacted\.$/,
    );
  });

  it('says when the last line alone is longer than a ping', () => {
    const input = `ok\n${'y'.repeat(70_000)}`;
    const result = redacted(input);
    expect(result).toMatchObject({text: '', droppedBytes: 70_003, droppedForMarkers: 0});
    expect(result.lastLine).toEqual({bytes: 70_000, redactedBytes: null});
    checkInvariants(input, result);
    expect(redactionStatus(result)).toBe(
      'Nothing would be sent: the last line alone is 70,000 bytes, more than the 65,536 bytes a ping carries. A line is never sent in part.',
    );
    expect(redactionCut(result)).toBe(
      'The input is 70,003 bytes and a ping carries at most 65,536, so only whole lines from the end are kept: all 70,003 bytes are dropped.',
    );
    // With its newline, the line is counted with it.
    expect(redacted(`${'y'.repeat(70_000)}\n`).lastLine).toEqual({
      bytes: 70_001,
      redactedBytes: null,
    });
  });

  it('holds its invariants around the limit, with secrets before and after the cut', () => {
    for (const size of [max - 30, max - 1, max, max + 1, max + 30]) {
      for (const input of [
        lineWithSecret(size),
        `${lineWithSecret(size)}\ntoken=abc`,
        `token=abc\n${lineWithSecret(size)}`,
        `${'ab\n'.repeat(Math.floor(size / 3))}password=x`,
        `é${'é\n'.repeat(Math.floor(size / 3))}`,
      ]) {
        checkInvariants(input, redacted(input));
      }
    }
  });

  it('describes every other case in one sentence', () => {
    expect(redactionStatus(redacted(''))).toBe('Nothing to redact: the output is empty.');
    expect(redactionStatus(redacted('all quiet'))).toBe(
      'No secrets found. The output would be sent unchanged.',
    );
    expect(redactionStatus(redacted('token=a\ntoken=b AKIAIOSFODNN7EXAMPLE'))).toBe(
      '3 secrets redacted by 2 rules.',
    );
    expect(redactionStatus(redact('x', {userPatterns: ['(']}))).toBe(
      '1 pattern needs fixing. Nothing would be sent.',
    );
    expect(redactionCut(redacted('all quiet'))).toBeNull();
  });
});
