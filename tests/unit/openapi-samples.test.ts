/**
 * The request samples generated from openapi.yaml parse in their language,
 * carry a timeout and retries, read secrets from the environment, use the
 * configured API base URL, and (for pings) never fail the job they watch.
 */
import {execFileSync} from 'node:child_process';
import ts from 'typescript';
import {Engine} from 'php-parser';
import {describe, expect, it} from 'vitest';

import {
  curlPingFailure,
  envVariableFor,
  phpLiteral,
  pythonLiteral,
  urlParts,
} from '../../plugins/api-reference/openapi/samples';
import {pingClient} from '../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {siteApiData} from '../helpers/openapi-spec';

const apiBase = 'https://api.example.test';
const data = siteApiData(apiBase);
const operations = Object.values(data.operations);
const php = new Engine({parser: {php8: true, suppressErrors: false}, ast: {withPositions: false}});

function sample(operationId: string, language: string): string {
  const found = data.operations[operationId]?.samples.find((s) => s.language === language);
  if (!found) throw new Error(`No ${language} sample for ${operationId}`);
  return found.code;
}

describe('generated API samples', () => {
  it('covers the seven operations of the spec', () => {
    expect(Object.keys(data.operations).sort()).toEqual(
      [
        'acknowledgeIncident',
        'listIncidents',
        'listMonitors',
        'pingFail',
        'pingStart',
        'pingSuccess',
        'resolveIncident',
      ].sort(),
    );
  });

  it.each(operations.map((op) => [op.operationId]))('%s: bash sample passes bash -n', (id) => {
    expect(() => execFileSync('bash', ['-n'], {input: sample(id, 'bash')})).not.toThrow();
  });

  it.each(operations.map((op) => [op.operationId]))('%s: JS/TS sample parses', (id) => {
    const file = ts.createSourceFile(
      'sample.ts',
      sample(id, 'javascript'),
      ts.ScriptTarget.Latest,
      true,
    );
    const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual(
      [],
    );
  });

  it.each(operations.map((op) => [op.operationId]))('%s: PHP sample parses', (id) => {
    expect(() => php.parseCode(sample(id, 'php'), 'sample.php')).not.toThrow();
  });

  it.each(operations.map((op) => [op.operationId]))('%s: Python sample parses', (id) => {
    expect(() =>
      execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], {
        input: sample(id, 'python'),
      }),
    ).not.toThrow();
  });

  it.each(operations.map((op) => [op.operationId]))('%s: Go sample is a complete program', (id) => {
    const code = sample(id, 'go');
    expect(code.startsWith('package main\n\nimport (')).toBe(true);
    expect(code).toContain(`Timeout: ${pingClient.timeoutSeconds} * time.Second`);
    // Every imported package is used, as the Go compiler demands.
    const imports = [...code.matchAll(/^\t"([\w/]+)"$/gm)].map((m) => m[1]!.split('/').pop()!);
    for (const name of imports) expect(code).toMatch(new RegExp(`\\b${name}\\.`));
    // Braces balance.
    expect(code.split('{').length).toBe(code.split('}').length);
  });

  it('curl ping samples never fail the job: -sS, a timeout, retries and || true', () => {
    for (const id of ['pingStart', 'pingSuccess', 'pingFail']) {
      const code = sample(id, 'bash');
      expect(code).toContain(
        `curl --config - -sS -w '\\n${curlPingFailure} %{http_code}\\n' -m ${pingClient.timeoutSeconds} --retry ${pingClient.retries}`,
      );
      expect(code.trimEnd().endsWith('|| true')).toBe(true);
    }
    expect(sample('listMonitors', 'bash')).not.toContain('|| true');
  });

  it('curl ping samples print nothing when the ping works, and the status when it does not', () => {
    // Saturn's answer on stdout would make cron mail every run. -o /dev/null is no way out:
    // before curl 8.14.0 a retry of an answer with a body then stops with exit code 23
    // (curl issue #17371), so the answer goes through tail, which keeps the -w line.
    for (const id of ['pingStart', 'pingSuccess', 'pingFail']) {
      const code = sample(id, 'bash');
      const command = code.replace(/^#.*\n/gm, '');
      expect(command).not.toMatch(/-o \/dev\/null|--output/);
      expect(code).toMatch(/\| tail -n 1 \| grep -v ' 2\[0-9\]\[0-9\]\$' >&2 \|\| true$/);
    }
    expect(sample('listMonitors', 'bash')).not.toContain('tail -n 1');
  });

  it('curl pings have no -f, which makes curl before 7.75.0 ignore a 429 Retry-After', () => {
    // curl issue #6408, fixed in 7.75.0 by pull request #6409: with --fail, curl stopped at
    // the status line, never read Retry-After, and retried a 429 after 1, 2 and 4 s.
    for (const op of operations) {
      const code = sample(op.operationId, 'bash');
      const flags = /curl --config - (-\w+)/.exec(code)![1]!;
      expect(flags.includes('f')).toBe(!op.isPing);
      expect(code).not.toContain('--fail');
      if (op.isPing) expect(code).toContain('No -f: with it, curl before 7.75.0');
      else expect(code).toContain('With -f, curl 7.75.0 and later');
    }
  });

  it('curl samples take the token on standard input, never in their arguments', () => {
    for (const op of operations) {
      const code = sample(op.operationId, 'bash');
      expect(code).toContain(`printf 'header = "Authorization: Bearer %s"\\n' "$SATURN_TOKEN" |\n`);
      expect(code).not.toMatch(/-H "Authorization/);
    }
  });

  it('every sample has a timeout and retries, and catches errors in other languages', () => {
    for (const op of operations) {
      const attempts = pingClient.retries + 1;
      expect(sample(op.operationId, 'javascript')).toContain('new AbortController()');
      expect(sample(op.operationId, 'javascript')).toContain(`attempt <= ${attempts}`);
      expect(sample(op.operationId, 'javascript')).toContain('catch (error)');
      expect(sample(op.operationId, 'go')).toContain(`attempt <= ${attempts}`);
      expect(sample(op.operationId, 'php')).toContain(`'timeout' => ${pingClient.timeoutSeconds},`);
      expect(sample(op.operationId, 'php')).toContain(`$attempt <= ${attempts}`);
      expect(sample(op.operationId, 'python')).toContain(`timeout=${pingClient.timeoutSeconds}`);
      expect(sample(op.operationId, 'python')).toContain('except requests.RequestException');
      expect(sample(op.operationId, 'python')).toContain(`range(1, ${attempts + 1})`);
    }
  });

  it('pause as the CLI does between attempts, or as long as Retry-After asks', () => {
    const pauses = cliRetryBackoffSeconds.join(', ');
    expect(cliRetryBackoffSeconds).toHaveLength(pingClient.retries);
    for (const op of operations) {
      const js = sample(op.operationId, 'javascript');
      expect(js).toContain(`const pausesSeconds = [${pauses}];`);
      expect(js).toContain(`response.headers.get('Retry-After')`);
      expect(sample(op.operationId, 'go')).toContain(`pauses := []int{${pauses}}`);
      expect(sample(op.operationId, 'go')).toContain(`response.Header.Get("Retry-After")`);
      expect(sample(op.operationId, 'php')).toContain(`$pauses = [${pauses}];`);
      expect(sample(op.operationId, 'php')).toMatch(/preg_match\('\/\^Retry-After:/);
      expect(sample(op.operationId, 'python')).toContain(`pauses = [${pauses}]`);
      expect(sample(op.operationId, 'python')).toContain(`response.headers.get("Retry-After", "")`);
      expect(sample(op.operationId, 'bash')).toContain(`after ${pauses} s.`);
      expect(sample(op.operationId, 'bash')).toMatch(/as long as (its|a) Retry-After/);
    }
  });

  it('JavaScript has no top-level await, so it runs as CommonJS too', () => {
    for (const op of operations) {
      const js = sample(op.operationId, 'javascript');
      const topLevel = js.split('\n').filter((line) => /^(?!\/\/)\S/.test(line));
      expect(topLevel.some((line) => /\bawait\b/.test(line))).toBe(false);
      expect(
        js
          .trimEnd()
          .endsWith(`send().catch((error) => console.error('Saturn request failed:', error));`),
      ).toBe(true);
    }
  });

  it('PHP needs no curl extension', () => {
    for (const op of operations) expect(sample(op.operationId, 'php')).not.toContain('curl_');
  });

  it('uses the configured API base and environment variables, never a literal token', () => {
    for (const op of operations) {
      for (const s of op.samples) {
        expect(s.code).toContain(apiBase);
        expect(s.code).not.toContain('api.saturn.example');
        expect(s.code).toContain('SATURN_TOKEN');
      }
    }
    expect(sample('pingSuccess', 'bash')).toContain(
      `"${apiBase}/api/ping/$SATURN_MONITOR_ID/success"`,
    );
    expect(sample('acknowledgeIncident', 'go')).toContain('os.Getenv("SATURN_INCIDENT_ID")');
    expect(sample('listIncidents', 'bash')).toContain('monitorId=$SATURN_MONITOR_ID');
  });

  it('sends the request example of the spec', () => {
    expect(sample('pingSuccess', 'bash')).toContain(`-d '{"durationMs":8412,`);
    expect(sample('pingFail', 'python')).toContain('"exitCode": 2,');
    expect(sample('pingStart', 'bash')).not.toContain(' -d ');
  });

  it('turns parameters and JSON into each language', () => {
    expect(envVariableFor('monitorId')).toBe('SATURN_MONITOR_ID');
    expect(urlParts('https://x', '/a/{incidentId}/b')).toEqual([
      {text: 'https://x/a/'},
      {env: 'SATURN_INCIDENT_ID'},
      {text: '/b'},
    ]);
    expect(phpLiteral({a: "it's", b: 'line\n$x', c: null, d: true})).toBe(
      `[\n    'a' => 'it\\'s',\n    'b' => "line\\n\\$x",\n    'c' => null,\n    'd' => true,\n]`,
    );
    expect(pythonLiteral({a: [1, false], b: null})).toBe(
      '{\n    "a": [\n        1,\n        False,\n    ],\n    "b": None,\n}',
    );
  });
});
