/**
 * Contract test of the API examples: `npm run test:contract`.
 *
 * It builds nothing. It reads the curl examples that readers see in the built
 * site (BUILD_DIR, default `build`) plus the generated examples data of every
 * operation, starts Prism's mock server on 127.0.0.1 with openapi/openapi.yaml
 * (a local file: Prism makes no network request), runs every curl example
 * against it and checks the answers. Prism validates each request against the
 * spec (a wrong path, body or parameter gets 422 instead of 2xx), and this test
 * validates each response body against the documented schema with Ajv.
 *
 * How the error cases are produced, honestly:
 *  - 401: the request is sent without an Authorization header. Prism checks the
 *    bearer security scheme itself and answers 401. A mock cannot tell a bad
 *    token from a good one, so "bad token" is also sent with `Prefer: code=401`,
 *    which makes Prism return the documented 401 response.
 *  - 404: a mock holds no data, so an unknown monitor is sent with
 *    `Prefer: code=404`, which returns the documented 404 response.
 *  - 429: the rate limit is the real service's state; `Prefer: code=429` returns
 *    the documented 429 response, and the test checks its integer Retry-After.
 * These prove that the documented answers are well-formed and reachable, not
 * that the production service enforces them.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';

import {buildApiData, type Node} from '../../plugins/api-reference/openapi/data';
import type {ApiData, OperationInfo} from '../../plugins/api-reference/openapi/types';
import {pingClient} from '../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../src/data/cli';
import {resolveUrls} from '../../src/data/urls';
import {startPrism} from '../examples/lib/prism';

const root = path.resolve(__dirname, '../..');
const specFile = path.join(root, 'openapi/openapi.yaml');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
const generatedData = path.join(root, '.docusaurus/saturn-openapi/default/api-data.json');
const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as Node;
const apiBase = resolveUrls(process.env).apiBase;

const env = {
  ...process.env,
  SATURN_TOKEN: 'contract-test-token',
  SATURN_MONITOR_ID: 'mon_8f3k2j5h1q',
  SATURN_INCIDENT_ID: 'inc_4t7y1u9w2e',
};

const failures: string[] = [];
let passed = 0;
function check(condition: boolean, message: string): void {
  if (condition) passed++;
  else failures.push(message);
}

// --- what to run -------------------------------------------------------------

/** The generated examples data (from the last build), else generated now from openapi.yaml. */
function loadApiData(): ApiData {
  if (fs.existsSync(generatedData)) {
    const data = JSON.parse(fs.readFileSync(generatedData, 'utf8')) as ApiData;
    if (data.apiBase === apiBase) return data;
  }
  return buildApiData(spec, {
    apiBase,
    specPath: '/openapi.yaml',
    timeoutSeconds: pingClient.timeoutSeconds,
    retries: pingClient.retries,
    backoffSeconds: cliRetryBackoffSeconds,
  });
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function decode(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every curl command against the API found in code blocks of the built pages. */
function curlCommandsInBuild(): {page: string; command: string}[] {
  if (!fs.existsSync(buildDir)) {
    console.log(`No build at ${buildDir}: checking the generated examples data only.`);
    return [];
  }
  const found: {page: string; command: string}[] = [];
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)) {
      const text = decode(match[1]!);
      // A command starts at `curl`, or at the `printf ... |` that pipes the token header into
      // `curl --config -`, and runs on through backslash line continuations.
      for (const command of text.matchAll(
        /(^|\n)\s*((?:printf [^\n]*\|[ \t]*\n\s*)?curl\b(?:[^\n]*\\\n)*[^\n]*)/g,
      )) {
        const line = command[2]!;
        if (line.includes(`${apiBase}/api/`)) {
          found.push({page: path.relative(buildDir, file), command: line});
        }
      }
    }
  }
  return found;
}

/** Which operation a URL and method belong to. */
function operationFor(data: ApiData, method: string, url: string): OperationInfo | undefined {
  const pathname = new URL(url).pathname;
  return Object.values(data.operations).find(
    (op) =>
      op.method === method &&
      new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
  );
}

// --- checks ---------------------------------------------------------------------------

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addSchema({$id: 'saturn-openapi', components: spec.components}, 'saturn-openapi');

function responseSchema(op: OperationInfo, status: string): unknown {
  const item = (spec.paths as Record<string, Record<string, Node>>)[op.path]!;
  const operation = item[op.method.toLowerCase()]!;
  let response = (operation.responses as Record<string, Node>)[status];
  while (response && typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop()!;
    response = ((spec.components as Node).responses as Record<string, Node>)[name];
  }
  const content = response?.content as Record<string, Node> | undefined;
  return content?.['application/json']?.schema;
}

function validates(schema: unknown, value: unknown): string | null {
  const anchored = JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"saturn-openapi#/'),
  ) as object;
  const validate = ajv.compile(anchored);
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** Runs one curl example against the mock and checks status and body. */
function runCurl(data: ApiData, where: string, command: string, mockBase: string): void {
  const method = /-X (\w+)/.exec(command)?.[1] ?? 'GET';
  const url = /"(https?:\/\/[^"]+)"/.exec(command)?.[1] ?? '';
  const op = operationFor(data, method, url.replace(/\$\{?\w+\}?/g, 'x'));
  if (!op) {
    failures.push(`${where}: ${method} ${url} matches no operation of openapi.yaml`);
    return;
  }
  // A ping prints nothing when it works (its -w status goes through tail and grep): run
  // the curl part alone, ending at the URL, with a -w of this test's own.
  const end = command.indexOf(`"${url}"`) + url.length + 2;
  const rewritten =
    command
      .slice(0, end)
      .replace(/ -w '[^']*'/, '')
      .split(apiBase)
      .join(mockBase) + ` -w '\\n%{http_code}'`;
  let output: string;
  try {
    output = execFileSync('bash', ['-c', rewritten], {env, encoding: 'utf8', timeout: 60_000});
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr ?? String(error);
    failures.push(`${where} (${op.operationId}): curl failed: ${stderr.trim()}`);
    return;
  }
  const lines = output.trimEnd().split('\n');
  const status = lines.pop()!;
  const body = lines.join('\n');
  check(
    status.startsWith('2'),
    `${where} (${op.operationId}): expected 2xx, got ${status}: ${body}`,
  );
  const schema = responseSchema(op, status);
  if (!schema) return;
  const problem = validates(schema, JSON.parse(body));
  check(
    problem === null,
    `${where} (${op.operationId}): response does not match the spec: ${problem}`,
  );
}

async function request(
  mockBase: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{status: number; body: unknown; retryAfter: string | null}> {
  const response = await fetch(mockBase + urlPath, {method: 'POST', headers});
  return {
    status: response.status,
    body: await response.json().catch(() => null),
    retryAfter: response.headers.get('retry-after'),
  };
}

async function errorCases(mockBase: string): Promise<void> {
  const errorSchema = {$ref: '#/components/schemas/Error'};
  const ping = '/api/ping/mon_8f3k2j5h1q/success';

  const missing = await request(mockBase, ping, {});
  check(missing.status === 401, `no token: expected 401, got ${missing.status}`);

  const badToken = await request(mockBase, ping, {
    Authorization: 'Bearer not-a-real-token',
    Prefer: 'code=401',
  });
  check(badToken.status === 401, `bad token: expected 401, got ${badToken.status}`);
  check(
    JSON.stringify(badToken.body) === JSON.stringify({error: 'Invalid token'}),
    `bad token: body ${JSON.stringify(badToken.body)}`,
  );
  check(validates(errorSchema, badToken.body) === null, 'bad token: body is not an Error');

  const unknownMonitor = await request(mockBase, '/api/ping/mon_0000000000/success', {
    Authorization: `Bearer ${env.SATURN_TOKEN}`,
    Prefer: 'code=404',
  });
  check(
    unknownMonitor.status === 404,
    `unknown monitor: expected 404, got ${unknownMonitor.status}`,
  );
  check(
    JSON.stringify(unknownMonitor.body) === JSON.stringify({error: 'Monitor not found'}),
    `unknown monitor: body ${JSON.stringify(unknownMonitor.body)}`,
  );

  const unknownIncident = await request(mockBase, '/api/incidents/inc_0000000000/resolve', {
    Authorization: `Bearer ${env.SATURN_TOKEN}`,
    Prefer: 'code=404',
  });
  check(
    JSON.stringify(unknownIncident.body) === JSON.stringify({error: 'Incident not found'}),
    `unknown incident: body ${JSON.stringify(unknownIncident.body)}`,
  );

  for (const kind of ['start', 'success', 'fail']) {
    const limited = await request(mockBase, `/api/ping/mon_8f3k2j5h1q/${kind}`, {
      Authorization: `Bearer ${env.SATURN_TOKEN}`,
      Prefer: 'code=429',
    });
    check(limited.status === 429, `too many ${kind} pings: expected 429, got ${limited.status}`);
    check(
      /^\d+$/.test(limited.retryAfter ?? ''),
      `429 on ${kind}: Retry-After must be integer seconds, got ${limited.retryAfter}`,
    );
    check(
      JSON.stringify(limited.body) === JSON.stringify({error: 'Rate limit exceeded'}),
      `429 on ${kind}: body ${JSON.stringify(limited.body)}`,
    );
  }
}

async function main(): Promise<void> {
  const data = loadApiData();
  const prism = await startPrism(root);
  const mockBase = prism.base;
  try {
    for (const op of Object.values(data.operations)) {
      const curl = op.samples.find((sample) => sample.language === 'bash');
      check(Boolean(curl), `${op.operationId}: no curl example generated`);
      if (curl) runCurl(data, `generated ${op.operationId}`, curl.code, mockBase);
    }
    const inBuild = curlCommandsInBuild();
    for (const {page, command} of inBuild) runCurl(data, `built page ${page}`, command, mockBase);
    console.log(
      `Ran ${Object.keys(data.operations).length} generated and ${inBuild.length} published curl examples.`,
    );
    await errorCases(mockBase);
  } finally {
    prism.stop();
  }
  if (failures.length > 0) {
    console.error(
      `API contract: ${failures.length} failed, ${passed} passed:\n- ${failures.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(`API contract: all ${passed} checks passed against Prism at ${mockBase}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
