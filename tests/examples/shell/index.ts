/**
 * The shell examples of the docs, run: every ```bash block in docs/ (and every
 * ```text block that is crontab content) is linted with ShellCheck, checked
 * for constructs that break on bash 4.2 and BSD date, and then, by kind:
 *   - illustrative (meta `illustrative="why"`): not run; the reason is listed;
 *   - crontab content: each line checked as cron reads it (crontab.ts);
 *   - a script (starts with #!): installed and run; a wrapper or a script that
 *     wraps a job is run with Saturn reachable, unreachable and unconfigured,
 *     with BSD date, and with an older bash when one is given;
 *   - a command sequence: run in a sandbox shell that records its history.
 * Every run is traced: a token in a running program's arguments (what `ps`
 * shows) or in the shell history fails the block. See README.md.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {extractBlocks, parseFenceMeta, type CodeBlock} from '../../../plugins/docs/fences';
import {listDocFiles} from '../../../plugins/docs/files';
import {freePort} from '../lib/net';
import {checkCrontab, looksLikeCrontab, looksLikeSystemCrontab} from './crontab';
import {portabilityProblems, tokenInArguments} from './portability';
import {createSandbox, sandboxToken, tokenPlaceholders, traced, type Sandbox} from './sandbox';
import {scriptCases} from './script-checks';
import {shellcheck, shellcheckVersion} from '../lib/shellcheck';

const root = path.resolve(__dirname, '../../..');

export type ShellBlockKind = 'illustrative' | 'crontab' | 'script' | 'commands';

export interface ShellExample {
  block: CodeBlock;
  kind: ShellBlockKind;
  /** Why the block is not run (illustrative only). */
  reason?: string;
}

export interface ShellExamplesResult {
  run: number;
  illustrative: number;
  failed: {name: string; reason: string}[];
  /** One entry per block, in page order: how it ended and why. */
  blocks: {name: string; status: 'run' | 'illustrative' | 'failed'; details: string[]}[];
}

export interface ShellExamplesOptions {
  docsDir?: string;
  /** An older bash (for example 4.2) to run the scripts with as well. */
  oldBash?: string;
  log?: (line: string) => void;
}

/** Where a block is, for messages: docs/<page>.mdx:<line>. */
export function blockName(block: CodeBlock): string {
  return `${path.relative(root, path.resolve(block.file))}:${block.line}`;
}

/** Sorts a block into its kind (README.md, "Which blocks run"). */
export function classify(block: CodeBlock): ShellExample {
  const meta = parseFenceMeta(block.meta);
  if (meta.illustrative !== undefined) {
    return {block, kind: 'illustrative', reason: meta.illustrative};
  }
  if (looksLikeCrontab(block.code)) return {block, kind: 'crontab'};
  if (block.code.startsWith('#!')) return {block, kind: 'script'};
  return {block, kind: 'commands'};
}

/** The shell examples of the docs, in page order. */
export function shellExamples(docsDir = path.join(root, 'docs')): ShellExample[] {
  return listDocFiles(docsDir)
    .flatMap((file) => extractBlocks(file, fs.readFileSync(file, 'utf8')))
    .filter(
      (block) =>
        block.language === 'bash' || (block.language === 'text' && looksLikeCrontab(block.code)),
    )
    .map(classify);
}

/** The exit code a block means to end with: its last line's `exit N`, else 0. */
export function expectedExit(code: string): number {
  const last = code.trimEnd().split('\n').pop() ?? '';
  const match = /^exit\s+(\d+)\s*$/.exec(last.trim());
  return match ? Number(match[1]) : 0;
}

/**
 * Whether a crontab block is a system one (/etc/crontab, /etc/cron.d), whose
 * lines need a user field: said by `crontab="system"` or a title under
 * /etc/cron.d, else recognised by a user field naming a system account.
 */
function systemCrontab(block: CodeBlock): boolean {
  const meta = parseFenceMeta(block.meta);
  if (meta.crontab) return meta.crontab === 'system';
  if (/^\/etc\/(crontab|cron\.d\/)/.test(meta.title ?? '')) return true;
  return looksLikeSystemCrontab(block.code);
}

// --- the API: Prism's mock of openapi.yaml, and a port where nothing listens --

async function startPrism(port: number): Promise<ChildProcess> {
  const bin = path.join(root, 'node_modules/.bin/prism');
  const prism = spawn(
    bin,
    [
      'mock',
      path.join(root, 'openapi/openapi.yaml'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let log = '';
  prism.stdout?.on('data', (chunk) => (log += String(chunk)));
  prism.stderr?.on('data', (chunk) => (log += String(chunk)));
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (log.includes('Prism is listening')) return prism;
    if (prism.exitCode !== null) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  prism.kill();
  throw new Error(`Prism did not start:\n${log}`);
}

// --- checks ------------------------------------------------------------------

function lint(example: ShellExample): string[] {
  const {block, kind} = example;
  if (kind === 'crontab') {
    const report = checkCrontab(block.code, systemCrontab(block));
    const shell = /^\s*SHELL=\/bin\/bash\s*$/m.test(block.code) ? 'bash' : 'sh';
    const problems = [...report.problems];
    for (const line of report.lines) {
      const command = line.command.replace(/\\%/g, '%');
      for (const finding of shellcheck(command, shell)) {
        problems.push(`crontab line ${line.line}: ShellCheck ${finding.code} ${finding.message}`);
      }
    }
    return problems;
  }
  const problems = shellcheck(block.code, 'bash').map(
    (finding) => `ShellCheck ${finding.code} at line ${finding.line}: ${finding.message}`,
  );
  const macOS = kind === 'script' || /\bmacOS\b/.test(fs.readFileSync(block.file, 'utf8'));
  for (const rule of portabilityProblems(block.code, {bsdDate: macOS})) {
    problems.push(`portability (${rule.id}): ${rule.message}`);
  }
  for (const command of tokenInArguments(block.code)) {
    problems.push(`the token is in a command's arguments, where ps shows it: ${command}`);
  }
  return problems;
}

function withToken(code: string): string {
  return tokenPlaceholders.reduce(
    (text, placeholder) => text.replaceAll(placeholder, sandboxToken),
    code,
  );
}

/** Crontab content the run left behind: the user's crontab and files in /etc/cron.d. */
function installedCrontabs(sandbox: Sandbox): string[] {
  const problems: string[] = [];
  const user = path.join(sandbox.root, 'crontab');
  if (fs.existsSync(user)) {
    for (const problem of checkCrontab(fs.readFileSync(user, 'utf8'), false).problems) {
      problems.push(`installed crontab: ${problem}`);
    }
  }
  const cronD = path.join(sandbox.root, 'etc/cron.d');
  for (const name of fs.readdirSync(cronD)) {
    if (name.includes('.') || name.endsWith('~')) {
      problems.push(`/etc/cron.d/${name}: cron ignores file names with a dot or ending in ~`);
      continue;
    }
    const text = fs.readFileSync(path.join(cronD, name), 'utf8').replaceAll(sandbox.root, '');
    for (const problem of checkCrontab(text, true).problems) {
      problems.push(`/etc/cron.d/${name}: ${problem}`);
    }
  }
  return problems;
}

function describeRun(run: {status: number | null; stderr: string}): string {
  const tail = run.stderr.trim().split('\n').slice(-3).join(' | ');
  return `exit ${run.status}${tail ? ` (stderr: ${tail})` : ''}`;
}

/** Whether a block runs one of the sandbox's fake jobs (backup.sh, sync-orders.sh, export.sh). */
function wrapsFakeJob(code: string): boolean {
  return /\/usr\/local\/bin\/(backup\.sh|sync-orders(\.sh)?|export\.sh)\b/.test(code);
}

/**
 * Lines of a block whose failure the block shows on purpose: the command
 * right before an `echo "exit code: $?"` line (with its continuation lines).
 */
function shownFailures(code: string): Set<number> {
  const lines = code.split('\n');
  const shown = new Set<number>();
  lines.forEach((line, index) => {
    if (!/^\s*echo\s+"[^"]*\$\?"\s*$/.test(line)) return;
    let first = index - 1;
    while (first > 0 && /\\$/.test(lines[first - 1] ?? '')) first -= 1;
    for (let at = first; at < index; at += 1) shown.add(at + 1);
  });
  return shown;
}

/**
 * Runs a command sequence as a reader types it, with history on. Every
 * command that fails is reported, not only the last one, unless the block
 * shows its exit code on the next line.
 */
function runCommands(example: ShellExample, sandbox: Sandbox): string[] {
  const problems: string[] = [];
  const code = sandbox.rewrite(withToken(example.block.code));
  const file = path.join(sandbox.root, 'typed.sh');
  const errors = path.join(sandbox.root, 'errors.log');
  const prefix = [
    'set -o history',
    "trap 'history -w' EXIT",
    `trap 'printf "%s\\t%s\\n" "$((LINENO - 3))" "$BASH_COMMAND" >> ${JSON.stringify(errors)}' ERR`,
  ];
  fs.writeFileSync(file, `${prefix.join('\n')}\n${code}\n`);
  const run = traced(sandbox, ['bash', file]);
  const expected = expectedExit(example.block.code);
  if (run.status !== expected) problems.push(`expected exit ${expected}, got ${describeRun(run)}`);
  const shown = shownFailures(example.block.code);
  if (fs.existsSync(errors)) {
    for (const entry of fs.readFileSync(errors, 'utf8').trim().split('\n')) {
      const [line = '', command = ''] = entry.split('\t');
      if (!shown.has(Number(line)) && run.status === expected) {
        problems.push(
          `line ${line} failed: ${command.replaceAll(sandbox.root, '')}; ${describeRun(run)}`,
        );
      }
    }
  }
  const pingProblem =
    /^saturn: (could not send|the \w+ ping got HTTP|no (token|monitor ID)).*$/m.exec(run.stderr);
  if (pingProblem) problems.push(`a ping did not reach the mock: ${pingProblem[0]}`);
  if (wrapsFakeJob(example.block.code) && !sandbox.jobRan()) {
    problems.push(`the wrapped job did not run; ${describeRun(run)}`);
  }
  for (const argv of run.tokenInArgv) problems.push(`the token is visible in ps: ${argv}`);
  const history = path.join(sandbox.root, 'history');
  if (fs.existsSync(history) && fs.readFileSync(history, 'utf8').includes(sandboxToken)) {
    problems.push('the token ends up in the shell history: read it with read -rs, or from a file');
  }
  problems.push(...installedCrontabs(sandbox));
  return problems;
}

/** The name a script is saved under: the `Save it as` path is not in the block, so its usage line or a default. */
function scriptName(code: string): string {
  return (
    /^#\s*(?:Usage:\s*)?([\w.-]+)[:\s]/m.exec(code.split('\n').slice(1).join('\n'))?.[1] ??
    'example-script'
  );
}

interface ScriptCase {
  label: string;
  env?: Record<string, string | undefined>;
  bsdDate?: boolean;
  jobExit: number;
}

/** Runs a script; one that wraps a job is run in every situation its page promises to survive. */
function runScript(
  example: ShellExample,
  sandbox: Sandbox,
  api: string,
  deadApi: string,
  oldBash?: string,
): string[] {
  const problems: string[] = [];
  const code = sandbox.rewrite(example.block.code);
  const name = scriptName(example.block.code);
  const file = path.join(sandbox.root, 'usr/local/bin', name);
  fs.writeFileSync(file, code, {mode: 0o755});
  const isWrapper = /"\$@"/.test(code);
  const wrapsJob =
    isWrapper || /\/usr\/local\/bin\/(backup|sync-orders|export)/.test(example.block.code);
  const pageCases = scriptCases(name);
  if (!wrapsJob && pageCases) {
    for (const interpreter of oldBash ? [undefined, oldBash] : [undefined]) {
      for (const scriptCase of pageCases) {
        const where = `${scriptCase.label}${interpreter ? `, bash ${oldBashVersion(interpreter)}` : ''}: `;
        const box = createSandbox(api);
        try {
          const saved = path.join(box.root, 'usr/local/bin', name);
          fs.writeFileSync(saved, box.rewrite(example.block.code), {mode: 0o755});
          scriptCase.prepare?.(box);
          const command = [...(interpreter ? [interpreter] : []), saved, ...scriptCase.args];
          const run = traced(box, command);
          if (run.status !== scriptCase.exit) {
            problems.push(`${where}expected exit ${scriptCase.exit}, got ${describeRun(run)}`);
          }
          for (const argv of run.tokenInArgv)
            problems.push(`${where}the token is visible in ps: ${argv}`);
          problems.push(...installedCrontabs(box).map((problem) => where + problem));
          problems.push(...scriptCase.verify(box, run).map((problem) => where + problem));
        } finally {
          box.remove();
        }
      }
    }
    return problems;
  }
  if (!wrapsJob) {
    for (const interpreter of oldBash ? [undefined, oldBash] : [undefined]) {
      const where = interpreter ? `bash ${oldBashVersion(interpreter)}: ` : '';
      const run = traced(sandbox, interpreter ? [interpreter, file] : [file]);
      const expected = expectedExit(example.block.code);
      if (run.status !== expected) {
        problems.push(`${where}expected exit ${expected}, got ${describeRun(run)}`);
      }
      for (const argv of run.tokenInArgv)
        problems.push(`${where}the token is visible in ps: ${argv}`);
      problems.push(...installedCrontabs(sandbox).map((problem) => where + problem));
    }
    return problems;
  }
  const cases: ScriptCase[] = [];
  for (const jobExit of [0, 3]) {
    cases.push({label: 'Saturn reachable (Prism mock)', env: {SATURN_API_URL: api}, jobExit});
    cases.push({
      label: 'Saturn unreachable',
      env: {SATURN_API_URL: deadApi, SATURN_TEST_API: deadApi},
      jobExit,
    });
  }
  cases.push({label: 'SATURN_API_URL unset', env: {SATURN_API_URL: undefined}, jobExit: 3});
  cases.push({
    label: 'SATURN_TOKEN unset',
    env: {SATURN_API_URL: api, SATURN_TOKEN: undefined},
    jobExit: 3,
  });
  cases.push({label: 'BSD date (macOS)', env: {SATURN_API_URL: api}, bsdDate: true, jobExit: 3});
  const interpreters: (string | undefined)[] = [undefined];
  if (oldBash) interpreters.push(oldBash);
  for (const interpreter of interpreters) {
    for (const scenario of cases) {
      sandbox.resetJob();
      const env: Record<string, string | undefined> = {
        FAKE_JOB_EXIT: String(scenario.jobExit),
        ...scenario.env,
      };
      if (scenario.bsdDate) env.PATH = `${sandbox.root}/bsd:${sandbox.env().PATH}`;
      const args = isWrapper ? [path.join(sandbox.root, 'usr/local/bin/fake-job')] : [];
      const command = interpreter ? [interpreter, file, ...args] : [file, ...args];
      const run = traced(sandbox, command, {env});
      const where = `${scenario.label}, job exits ${scenario.jobExit}${interpreter ? `, ${path.basename(interpreter)} ${oldBashVersion(interpreter)}` : ''}`;
      if (!sandbox.jobRan()) problems.push(`${where}: the job did not run; ${describeRun(run)}`);
      if (run.status !== scenario.jobExit) {
        problems.push(
          `${where}: exit ${run.status}, not the job's ${scenario.jobExit}; ${describeRun(run)}`,
        );
      }
      if (scenario.label.startsWith('Saturn reachable') && /ping|saturn/i.test(run.stderr)) {
        problems.push(`${where}: a ping did not reach the mock: ${describeRun(run)}`);
      }
      for (const argv of run.tokenInArgv)
        problems.push(`${where}: the token is visible in ps: ${argv}`);
    }
  }
  return problems;
}

function oldBashVersion(bash: string): string {
  return spawnSync(bash, ['-c', 'echo $BASH_VERSION'], {encoding: 'utf8'}).stdout.trim();
}

/** Lints every shell example, runs the runnable ones and checks what their pages claim. */
export async function runShellExamples(
  options: ShellExamplesOptions = {},
): Promise<ShellExamplesResult> {
  const log = options.log ?? (() => undefined);
  const oldBash = options.oldBash ?? process.env.SHELL_EXAMPLES_OLD_BASH;
  const version = shellcheckVersion();
  if (!version) {
    throw new Error(
      'ShellCheck is not installed: install the Debian package shellcheck (apt-get install shellcheck).',
    );
  }
  if (spawnSync('strace', ['-V']).status !== 0) {
    throw new Error(
      'strace is not installed: install the Debian package strace (apt-get install strace).',
    );
  }
  log(
    `ShellCheck ${version}; ${oldBash ? `older bash: ${oldBash} ${oldBashVersion(oldBash)}` : 'no older bash given (SHELL_EXAMPLES_OLD_BASH): static portability checks only'}`,
  );
  const examples = shellExamples(options.docsDir);
  const result: ShellExamplesResult = {run: 0, illustrative: 0, failed: [], blocks: []};
  const prismPort = await freePort();
  const deadApi = `http://127.0.0.1:${await freePort()}`;
  const api = `http://127.0.0.1:${prismPort}`;
  const prism = await startPrism(prismPort);
  try {
    for (const example of examples) {
      const name = blockName(example.block);
      const problems = lint(example);
      if (example.kind === 'illustrative') {
        if (!example.reason?.trim()) problems.push('illustrative="" needs its one-line reason');
        result.illustrative += 1;
        log(`illustrative ${name}: ${example.reason}`);
      } else if (example.kind !== 'crontab') {
        const sandbox = createSandbox(api);
        try {
          problems.push(
            ...(example.kind === 'script'
              ? runScript(example, sandbox, api, deadApi, oldBash)
              : runCommands(example, sandbox)),
          );
        } finally {
          sandbox.remove();
        }
        result.run += 1;
      } else {
        result.run += 1;
      }
      if (problems.length) result.failed.push({name, reason: problems.join('\n  ')});
      result.blocks.push({
        name,
        status: problems.length
          ? 'failed'
          : example.kind === 'illustrative'
            ? 'illustrative'
            : 'run',
        details: problems.length
          ? problems
          : [example.kind === 'illustrative' ? (example.reason ?? '') : `${example.kind}: ok`],
      });
      if (example.kind !== 'illustrative') {
        log(`${problems.length ? 'FAIL' : 'ok  '} ${example.kind.padEnd(8)} ${name}`);
      }
    }
  } finally {
    prism.kill();
  }
  return result;
}
