/**
 * Runs every language of every API sample (the <ApiExample> tabs, generated from
 * openapi/openapi.yaml by plugins/api-reference/openapi/samples.ts: each operation's, and each
 * call of src/data/api-calls.ts) as a reader would paste it, against four servers on 127.0.0.1:
 *
 *  - Prism's mock of openapi.yaml: the sample must get a 2xx (Prism answers 422 to a
 *    request the spec does not allow) and print it.
 *  - A server that answers 429 with `Retry-After: 2`, then the documented success:
 *    the second request must come at least 2 s after the first, and succeed.
 *  - A server that accepts connections and never answers: every attempt must give up
 *    after the timeout the samples state (pingClient.timeoutSeconds), and the whole
 *    sample must end within attempts x timeout + pauses.
 *  - A port that refuses connections: the sample must end within its pauses.
 * A ping sample must exit 0 in every case: it never fails the job it reports on.
 * The other samples must not crash (no uncaught exception); curl may exit non-zero.
 *
 * JavaScript runs on this Node as CommonJS (.cjs) against every server, and as an
 * ES module (.mjs) and as TypeScript (tsx, after a strict type check) against Prism.
 * Go is built with the installed Go (Debian's 1.19 in CI); PHP runs on php-cli with
 * only its default extensions; Python runs with requests.
 */
import fs from 'node:fs';
import path from 'node:path';

import {curlPingFailure} from '../../../plugins/api-reference/openapi/samples';
import type {CodeSample, OperationInfo} from '../../../plugins/api-reference/openapi/types';
import {pingClient} from '../../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../../src/data/cli';
import {resolveUrls} from '../../../src/data/urls';
import {extractBlocks} from '../../../plugins/docs/fences';
import {listDocFiles} from '../../../plugins/docs/files';
import {rateLimitedOnce, refused, silent, type SilentServer} from '../lib/fault-servers';
import {goBuild, run, type RunResult} from '../lib/run';
import {shellcheckReport} from '../lib/shellcheck';
import {typeCheck} from '../lib/typescript';
import {siteApiData} from '../../helpers/openapi-spec';
import {missingMessage, toolchains} from '../lib/toolchains';
import type {ExampleResult, HarnessContext, Suite} from '../lib/types';

const retryAfterSeconds = 2;
const attempts = pingClient.retries + 1;
const pausesMs = cliRetryBackoffSeconds.reduce((sum, seconds) => sum + seconds, 0) * 1000;
const timeoutMs = pingClient.timeoutSeconds * 1000;
/** Process start-up and a loaded shared machine: added to every upper bound. */
const slackMs = 5000;

type Language = 'bash' | 'javascript' | 'go' | 'php' | 'python';

interface Job {
  op: OperationInfo;
  sample: CodeSample;
  language: Language;
  problems: string[];
  notes: string[];
}

/** How a call of src/data/api-calls.ts is named in results and temporary folders. */
function callKey(name: string): string {
  return `call-${name}`;
}

let tokenCounter = 0;

function sampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env};
  for (const name of [
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'ALL_PROXY',
    'http_proxy',
    'https_proxy',
    'all_proxy',
  ]) {
    delete env[name];
  }
  tokenCounter += 1;
  return {
    ...env,
    NO_PROXY: '127.0.0.1,localhost',
    SATURN_TOKEN: `examples-test-token-${tokenCounter}`,
    SATURN_MONITOR_ID: 'mon_8f3k2j5h1q',
    SATURN_INCIDENT_ID: 'inc_4t7y1u9w2e',
  };
}

interface Prepared {
  label: string;
  command: string;
  args: string[];
}

/**
 * Writes the sample with the API base replaced by `base`, and builds it when it
 * is Go (outside any timing). JavaScript runs as CommonJS everywhere; `variants: 'all'`
 * adds its runs as an ES module and as TypeScript.
 */
async function prepare(
  context: HarnessContext,
  job: Job,
  apiBase: string,
  base: string,
  variants: 'all' | 'main',
): Promise<Prepared[] | string> {
  const dir = context.tempDir(`${job.op.operationId}-${job.language}`);
  const code = job.sample.code.split(apiBase).join(base);
  const write = (name: string): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, code + '\n');
    return file;
  };
  switch (job.language) {
    case 'bash':
      return [{label: 'bash', command: 'bash', args: [write('sample.sh')]}];
    case 'javascript': {
      const runs = [{label: 'CommonJS', command: process.execPath, args: [write('sample.cjs')]}];
      if (variants === 'all') {
        const tsx = path.join(context.root, 'node_modules/.bin/tsx');
        runs.push({label: 'ES module', command: process.execPath, args: [write('sample.mjs')]});
        runs.push({label: 'TypeScript', command: tsx, args: [write('sample.ts')]});
      }
      return runs;
    }
    case 'go': {
      const binary = path.join(dir, 'sample');
      const failed = await goBuild(write('main.go'), binary, dir);
      if (failed) return failed;
      return [{label: 'Go', command: binary, args: []}];
    }
    case 'php':
      return [{label: 'PHP', command: 'php', args: [write('sample.php')]}];
    case 'python':
      return [{label: 'Python', command: 'python3', args: [write('sample.py')]}];
  }
}

/** Prepares and runs the sample against `base`; a failed build is a problem of the job. */
async function runSample(
  context: HarnessContext,
  job: Job,
  apiBase: string,
  base: string,
  variants: 'all' | 'main',
): Promise<{label: string; result: RunResult}[]> {
  const prepared = await prepare(context, job, apiBase, base, variants);
  if (typeof prepared === 'string') {
    job.problems.push(prepared);
    return [];
  }
  return execute(job, prepared);
}

async function execute(
  job: Job,
  prepared: Prepared[],
): Promise<{label: string; result: RunResult}[]> {
  const killAfterMs = attempts * timeoutMs + pausesMs + 60_000;
  const runs: {label: string; result: RunResult}[] = [];
  for (const {label, command, args} of prepared) {
    runs.push({label, result: await run(command, args, {env: sampleEnv(), killAfterMs})});
  }
  return runs;
}

function describeRun(result: RunResult): string {
  const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-6).join('\n');
  return `exit ${result.code}${result.killed ? ' (killed: it did not end)' : ''} after ${(result.ms / 1000).toFixed(1)} s; output:\n${output}`;
}

/**
 * The JSON document at the end of curl's output. A call sample prints the answer it got.
 */
function lastJson(output: string): unknown {
  const text = output.trim();
  for (let start = text.lastIndexOf('{'); start >= 0; start = text.lastIndexOf('{', start - 1)) {
    try {
      return JSON.parse(text.slice(start));
    } catch {
      // Not a whole document from here: try the brace before.
    }
  }
  return undefined;
}

/**
 * The sample reported a 2xx answer. A curl ping prints nothing at all (so cron sends no
 * mail), and its warning (`curlPingFailure`) only for another status; other curl calls
 * print the JSON body (the last one they got); the other languages `<status> <body>`.
 * With `answer`, a curl call's last body must be that answer.
 */
function printedSuccess(job: Job, result: RunResult, answer?: unknown): boolean {
  if (result.code !== 0) return false;
  if (job.language === 'bash' && job.op.isPing) {
    return result.stdout === '' && !result.stderr.includes(curlPingFailure);
  }
  if (job.language !== 'bash') return /^2\d\d\b/.test(result.stdout.trim());
  if (job.op.responses.find((r) => r.status.startsWith('2'))?.example === null) return true;
  const last = lastJson(result.stdout);
  return answer === undefined
    ? last !== undefined
    : JSON.stringify(last) === JSON.stringify(answer);
}

/** A ping exits 0 whatever happened; other samples must end without crashing. */
function endedWell(job: Job, result: RunResult): string | null {
  if (result.killed) return `it did not end: ${describeRun(result)}`;
  if (job.op.isPing || job.language !== 'bash') {
    return result.code === 0
      ? null
      : `it exited ${result.code}, failing the job: ${describeRun(result)}`;
  }
  return null;
}

async function againstPrism(context: HarnessContext, job: Job, apiBase: string): Promise<void> {
  const base = await context.prismBase();
  for (const {label, result} of await runSample(context, job, apiBase, base, 'all')) {
    if (printedSuccess(job, result)) job.notes.push(`${label}: 2xx from Prism`);
    else job.problems.push(`Prism (${label}): no 2xx answer: ${describeRun(result)}`);
  }
}

async function againstRateLimit(context: HarnessContext, job: Job, apiBase: string): Promise<void> {
  const success = job.op.responses.find((r) => r.status.startsWith('2'))!;
  const server = await rateLimitedOnce(retryAfterSeconds, Number(success.status), success.example);
  try {
    for (const {label, result} of await runSample(context, job, apiBase, server.base, 'main')) {
      const [first, second] = server.requests;
      if (!first || !second) {
        job.problems.push(`429 (${label}): it did not retry after 429: ${describeRun(result)}`);
        continue;
      }
      const waited = second.at - first.at;
      if (waited < retryAfterSeconds * 1000) {
        job.problems.push(
          `429 (${label}): it retried after ${waited} ms, before Retry-After: ${retryAfterSeconds}`,
        );
      } else if (!printedSuccess(job, result, success.example)) {
        job.problems.push(
          `429 (${label}): the retry got ${second.status} but the sample did not report it: ${describeRun(result)}`,
        );
      } else {
        job.notes.push(`429: waited ${(waited / 1000).toFixed(1)} s, then succeeded`);
      }
    }
  } finally {
    await server.close();
  }
}

/**
 * Runs against a server that never answers. Measured from the server's side, from
 * the first request on (start-up time on a loaded machine does not count): each
 * attempt starts no later than the timeout plus its pause after the one before,
 * and the sample ends no later than the timeout after its last attempt.
 */
async function againstSilence(job: Job, prepared: Prepared[], server: SilentServer): Promise<void> {
  const toleranceMs = 2500;
  for (const {label, result} of await execute(job, prepared)) {
    const endedAt = Date.now();
    const problem = endedWell(job, result);
    if (problem) job.problems.push(`no answer (${label}): ${problem}`);
    const starts = server.connections
      .filter((c) => c.requestAt !== undefined)
      .map((c) => c.requestAt!);
    const gaps = starts.slice(1).map((at, index) => at - starts[index]!);
    const tail = endedAt - (starts[starts.length - 1] ?? endedAt);
    const seen = `${starts.length} attempts, ${gaps.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} apart, ended ${(tail / 1000).toFixed(1)} s after the last`;
    const late = gaps.some(
      (gap, index) => gap > timeoutMs + (cliRetryBackoffSeconds[index] ?? 0) * 1000 + toleranceMs,
    );
    if (starts.length !== attempts || late || tail > timeoutMs + toleranceMs) {
      job.problems.push(
        `no answer (${label}): expected ${attempts} attempts that each give up after ${pingClient.timeoutSeconds} s, with pauses of ${cliRetryBackoffSeconds.join(', ')} s; saw ${seen}`,
      );
    } else if (!problem) {
      job.notes.push(`no answer: ${seen}`);
    }
  }
}

async function againstRefusal(context: HarnessContext, job: Job, apiBase: string): Promise<void> {
  const server = await refused();
  for (const {label, result} of await runSample(context, job, apiBase, server.base, 'main')) {
    const problem = endedWell(job, result);
    const limit = pausesMs + attempts * 1000 + slackMs;
    if (problem) job.problems.push(`refused (${label}): ${problem}`);
    else if (result.ms > limit)
      job.problems.push(`refused (${label}): ended after ${result.ms} ms, more than ${limit} ms`);
    else if (!result.stderr.trim()) job.problems.push(`refused (${label}): nothing was logged`);
    else if (
      job.language === 'bash' &&
      job.op.isPing &&
      !result.stderr.includes(`${curlPingFailure} 000`)
    )
      job.problems.push(
        `refused (${label}): no "${curlPingFailure} 000" on stderr: ${describeRun(result)}`,
      );
    else
      job.notes.push(
        `refused: ended in ${(result.ms / 1000).toFixed(1)} s with exit ${result.code}, the error logged`,
      );
  }
}

/** Strict type check of the JavaScript samples as TypeScript, with Node's types. */
function typeCheckSamples(context: HarnessContext, jobs: Job[]): void {
  const dir = context.tempDir('typescript');
  const files = jobs.map((job) => {
    const file = path.join(dir, `${job.op.operationId}.ts`);
    fs.writeFileSync(file, job.sample.code + '\n');
    return {file, job};
  });
  const problems = typeCheck(
    context.root,
    files.map((f) => f.file),
  );
  for (const {file, job} of files) job.problems.push(...(problems.get(file) ?? []));
}

async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({length: Math.min(limit, queue.length)}, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export const suite: Suite = {
  name: 'API samples',
  async run(context) {
    const apiBase = resolveUrls(process.env).apiBase;
    const data = siteApiData(apiBase, path.join(context.root, 'openapi/openapi.yaml'));
    const results: ExampleResult[] = [];

    // Every <ApiExample operation="..."> on a page names an operation that has samples.
    const shownOn = new Map<string, string[]>();
    for (const file of listDocFiles(path.join(context.root, 'docs'))) {
      const source = fs.readFileSync(file, 'utf8');
      const fenced = extractBlocks(file, source)
        .map((block) => block.code)
        .join('\n');
      for (const match of source.matchAll(/<ApiExample\s+(operation|call)="([^"]+)"/g)) {
        if (fenced.includes(match[0])) continue;
        const [, kind, name] = match as unknown as [string, 'operation' | 'call', string];
        const key = kind === 'call' ? callKey(name) : name;
        const page = path.relative(path.join(context.root, 'docs'), file).replace(/\.mdx?$/, '');
        shownOn.set(key, [...(shownOn.get(key) ?? []), page]);
        if (kind === 'operation' ? !data.operations[name] : !data.calls[name]) {
          results.push({
            example: `docs/${page}: ${match[0]}>`,
            status: 'failed',
            details: [
              kind === 'operation'
                ? 'no such operation in openapi.yaml'
                : 'no such call in src/data/api-calls.ts',
            ],
          });
        }
      }
    }

    const tools = toolchains();
    const missing: Partial<Record<Language, string>> = {};
    if (!tools.php.present) missing.php = missingMessage(tools.php);
    if (!tools.go.present) missing.go = missingMessage(tools.go);
    if (!tools.python.present) missing.python = missingMessage(tools.python);
    context.log(
      `toolchains: node ${process.version}; ${tools.go.version || 'no Go'}; PHP ${tools.php.version || 'missing'}; Python ${tools.python.version || 'missing'}`,
    );

    // A call is its operation with samples of its own, named after the call.
    const callOperations: OperationInfo[] = Object.entries(data.calls).map(([name, call]) => ({
      ...data.operations[call.operationId]!,
      operationId: callKey(name),
      samples: call.samples,
      responses: call.success ? [call.success] : [],
    }));
    const jobs: Job[] = [...Object.values(data.operations), ...callOperations].flatMap((op) =>
      op.samples.map((sample) => ({
        op,
        sample,
        language: sample.language as Language,
        problems: [],
        notes: [],
      })),
    );
    const runnable = jobs.filter((job) => !missing[job.language]);
    for (const job of jobs) {
      const reason = missing[job.language];
      if (reason) job.problems.push(reason);
    }
    typeCheckSamples(
      context,
      runnable.filter((job) => job.language === 'javascript'),
    );
    for (const job of runnable.filter((j) => j.language === 'bash')) {
      job.problems.push(...shellcheckReport(job.sample.code));
    }

    // The silent server's runs take about a minute each and use no CPU, so they run
    // all at once, beside the others. Everything is built first, so that compiling
    // Go does not load the machine while timings are taken.
    const started = Date.now();
    const silentRuns: {job: Job; prepared: Prepared[]; server: SilentServer}[] = [];
    await pool(runnable, 2, async (job) => {
      const server = await silent();
      const prepared = await prepare(context, job, apiBase, server.base, 'main');
      if (typeof prepared === 'string') {
        job.problems.push(prepared);
        await server.close();
      } else {
        silentRuns.push({job, prepared, server});
      }
    });
    context.log(
      `prepared in ${Math.round((Date.now() - started) / 1000)} s; running ${runnable.length} samples against Prism, a 429 server, a silent server and a refused port`,
    );
    await Promise.all([
      ...silentRuns.map(async ({job, prepared, server}, index) => {
        await new Promise((resolveWait) => setTimeout(resolveWait, index * 200));
        try {
          await againstSilence(job, prepared, server);
        } finally {
          await server.close();
        }
      }),
      pool(runnable, 8, async (job) => {
        await againstPrism(context, job, apiBase);
        await againstRateLimit(context, job, apiBase);
        await againstRefusal(context, job, apiBase);
      }),
    ]);
    context.log(`samples ran in ${Math.round((Date.now() - started) / 1000)} s`);

    for (const job of jobs) {
      const pages = shownOn.get(job.op.operationId) ?? [];
      const where = `${job.op.operationId} (${job.sample.label})${pages.length ? ` on ${pages.join(', ')}` : ''}`;
      results.push(
        job.problems.length > 0
          ? {example: where, status: 'failed', details: job.problems}
          : {example: where, status: 'run', details: job.notes},
      );
    }
    return results;
  },
};
