/**
 * Runs every webhook receiver on docs/alerts/webhooks.mdx (each fenced block that
 * reads SATURN_WEBHOOK_SECRET) the way the page says to run it, and sends it what
 * Saturn and an attacker would:
 *
 *  - each of the six events of openapi.yaml's examples, as compact JSON signed now
 *    with the secret: 200, and the receiver handles it (its log names the event id);
 *  - a signature made with another secret, a changed body, no header, and a `t`
 *    just outside the tolerance of src/data/webhooks.ts in the past and the future:
 *    400 each, as the page documents;
 *  - the same signed request again (a replay, or Saturn's retry after a lost answer),
 *    and the same event re-signed later: 200, as the page documents, and the
 *    receiver does not handle the event a second time;
 *  - the page's own test script (<WebhookTestRequest>), pointed at the receiver: 200; with
 *    its `sent` line changed as its comment suggests, or its secret changed: 400 each;
 *  - a failure of the work: before anything else, the file each receiver appends its
 *    events to (saturn-events.jsonl in the temporary folder) is made a directory, so
 *    the work fails: the receiver must answer 5xx and handle nothing; once the file can
 *    be written again, the same event (Saturn's retry) must be answered 200 and handled.
 * "Handled" is read from the work's effect: the lines of saturn-events.jsonl.
 * Started with SATURN_WEBHOOK_SECRET unset, the TypeScript and Go receivers must exit
 * non-zero with a message naming the variable; the PHP one, which a web server runs per
 * request, must answer 500 and log that message.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

import {buildApiData, type Node} from '../../../plugins/api-reference/openapi/data';
import {pingClient} from '../../../src/data/facts';
import {cliRetryBackoffSeconds} from '../../../src/data/cli';
import {webhookSignature} from '../../../src/data/webhooks';
import {extractBlocks} from '../../../plugins/docs/fences';
import {signatureHeader} from '../../../src/lib/webhooks/signature';
import {
  sentBodyLine,
  tamperedBodyLine,
  testReceiverUrl,
  webhookTestScript,
} from '../../../src/lib/webhooks/test-request';
import {freePort, waitForPort} from '../lib/net';
import {goBuild, killGroup, run} from '../lib/run';
import {shellcheckReport} from '../lib/shellcheck';
import {typeCheck} from '../lib/typescript';
import {missingMessage, toolchains} from '../lib/toolchains';
import type {ExampleResult, HarnessContext, Suite} from '../lib/types';

const page = 'docs/alerts/webhooks.mdx';
const secret = webhookSignature.exampleSecret;
const tolerance = webhookSignature.toleranceSeconds;
const receiverPath = '/saturn/webhooks';

interface Receiver {
  process: ChildProcess;
  base: string;
  log: () => string;
  stop: () => void;
}

interface Runner {
  /** Writes and, if needed, builds the receiver; returns how to start it, or why it cannot. */
  prepare(
    dir: string,
    code: string,
  ): Promise<{command: string; args: (port: number) => string[]} | string>;
  /** True when the receiver runs per request under a web server (PHP), so it cannot refuse to start. */
  perRequest: boolean;
}

function runners(context: HarnessContext): Record<string, Runner> {
  return {
    typescript: {
      perRequest: false,
      async prepare(dir, code) {
        const file = path.join(dir, 'receiver.ts');
        fs.writeFileSync(file, code + '\n');
        const problems = typeCheck(context.root, [file]).get(file) ?? [];
        if (problems.length > 0) return problems.join('\n');
        const tsx = path.join(context.root, 'node_modules/.bin/tsx');
        return {command: tsx, args: () => [file]};
      },
    },
    go: {
      perRequest: false,
      async prepare(dir, code) {
        const file = path.join(dir, 'main.go');
        fs.writeFileSync(file, code + '\n');
        const binary = path.join(dir, 'receiver');
        const failed = await goBuild(file, binary, dir);
        if (failed) return failed;
        return {command: binary, args: () => []};
      },
    },
    php: {
      perRequest: true,
      async prepare(dir, code) {
        const file = path.join(dir, 'receiver.php');
        fs.writeFileSync(file, code + '\n');
        return {command: 'php', args: (port) => ['-S', `127.0.0.1:${port}`, file]};
      },
    },
  };
}

async function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<Receiver> {
  const child = spawn(command, args, {env, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let log = '';
  child.stdout?.on('data', (chunk) => (log += String(chunk)));
  child.stderr?.on('data', (chunk) => (log += String(chunk)));
  const receiver: Receiver = {
    process: child,
    base: `http://127.0.0.1:${port}`,
    log: () => log,
    stop: () => killGroup(child.pid, 'SIGTERM'),
  };
  try {
    await waitForPort(port, 30_000, () => child.exitCode === null);
  } catch (error) {
    killGroup(child.pid, 'SIGTERM');
    throw new Error(`${(error as Error).message}; its output:\n${log.trim()}`);
  }
  return receiver;
}

async function post(base: string, body: string, header?: string): Promise<number> {
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  if (header !== undefined) headers[webhookSignature.header] = header;
  const response = await fetch(base + receiverPath, {method: 'POST', headers, body});
  await response.text();
  return response.status;
}

const now = (): number => Math.floor(Date.now() / 1000);
const pause = (ms: number): Promise<void> =>
  new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** The file each receiver appends the events it handled to, in the temporary folder. */
const eventsFileName = 'saturn-events.jsonl';

/** How many times the receiver's work ran for the event: its lines in the events file. */
function handledCount(eventsFile: string, id: string): number {
  if (!fs.existsSync(eventsFile) || !fs.statSync(eventsFile).isFile()) return 0;
  return fs
    .readFileSync(eventsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => (JSON.parse(line) as {id?: string}).id === id).length;
}

async function exercise(
  runner: Runner,
  prepared: {command: string; args: (port: number) => string[]},
  dir: string,
  events: {event: string; rawBody: string; id: string}[],
): Promise<{problems: string[]; notes: string[]}> {
  const problems: string[] = [];
  const notes: string[] = [];
  const baseEnv: NodeJS.ProcessEnv = {...process.env, TMPDIR: dir};
  delete baseEnv.SATURN_WEBHOOK_SECRET;
  const expect = (what: string, got: number, want: number): void => {
    if (got !== want) problems.push(`${what}: answered ${got}, the page documents ${want}`);
  };

  // Without a secret.
  {
    const port = await freePort();
    const args = prepared.args(port);
    if (runner.perRequest) {
      const receiver = await start(prepared.command, args, {...baseEnv}, port);
      try {
        const body = events[0]!.rawBody;
        expect(
          'secret unset, a correctly signed request',
          await post(receiver.base, body, signatureHeader('', now(), body)),
          500,
        );
        await pause(300);
        if (!receiver.log().includes('SATURN_WEBHOOK_SECRET'))
          problems.push('secret unset: nothing logged names SATURN_WEBHOOK_SECRET');
        else notes.push('secret unset: answers 500 and logs why');
      } finally {
        receiver.stop();
      }
    } else {
      const result = await run(prepared.command, args, {
        env: {...baseEnv, PORT: String(port)},
        killAfterMs: 15_000,
      });
      if (result.killed || result.code === 0) {
        problems.push(
          `secret unset: it started anyway (${result.killed ? 'still running after 15 s' : 'exit 0'})`,
        );
      } else if (!`${result.stdout}${result.stderr}`.includes('SATURN_WEBHOOK_SECRET')) {
        problems.push(
          `secret unset: exit ${result.code} without a message naming SATURN_WEBHOOK_SECRET`,
        );
      } else {
        notes.push(`secret unset: refuses to start (exit ${result.code})`);
      }
    }
  }

  // With the secret.
  const port = await freePort();
  let receiver: Receiver;
  try {
    receiver = await start(
      prepared.command,
      prepared.args(port),
      {...baseEnv, SATURN_WEBHOOK_SECRET: secret, PORT: String(port)},
      port,
    );
  } catch (error) {
    problems.push(`started with the secret and PORT=${port}: ${(error as Error).message}`);
    return {problems, notes};
  }
  const eventsFile = path.join(dir, eventsFileName);
  try {
    const first = events[0]!;
    // The work fails: the events file cannot be opened for appending (a directory, even
    // for root). The receiver must not answer 2xx, which would end Saturn's delivery.
    fs.mkdirSync(eventsFile);
    const failed = await post(
      receiver.base,
      first.rawBody,
      signatureHeader(secret, now(), first.rawBody),
    );
    if (failed < 500) {
      problems.push(
        `the work failed (${eventsFileName} could not be written), and it answered ${failed}: Saturn would not send the event again`,
      );
    } else {
      notes.push(`the work failed: answered ${failed}, so Saturn sends the event again`);
    }
    fs.rmdirSync(eventsFile);

    // Saturn's retry of that event: the page's own test script, on the same receiver.
    const script = webhookTestScript(first.event, first.rawBody).replace(
      testReceiverUrl,
      receiver.base + receiverPath,
    );
    problems.push(...shellcheckReport(script));
    const scripted = await run('bash', ['-c', script], {killAfterMs: 30_000});
    if (scripted.code !== 0 || scripted.stdout.trim() !== '200') {
      problems.push(
        `the page's test script: exit ${scripted.code}, printed ${JSON.stringify(scripted.stdout.trim())}, ${scripted.stderr.trim()}`,
      );
    }
    // The script as the page says to change it: a body that differs from the signed one,
    // or another secret than the receiver's.
    const variants = [
      {
        what: 'its sent line changed as its comment suggests',
        code: script.replace(sentBodyLine, tamperedBodyLine),
      },
      {
        what: 'another secret',
        code: script.replace(webhookSignature.exampleSecret, 'whsec_forged_0000000000000000'),
      },
    ];
    for (const variant of variants) {
      if (variant.code === script) {
        problems.push(`the page's test script with ${variant.what}: the script has no such line`);
        continue;
      }
      const changed = await run('bash', ['-c', variant.code], {killAfterMs: 30_000});
      if (changed.stdout.trim() !== '400') {
        problems.push(
          `the page's test script with ${variant.what}: printed ${JSON.stringify(changed.stdout.trim())}, the page documents 400`,
        );
      }
    }

    for (const {event, rawBody} of events.slice(1)) {
      expect(
        `${event}, signed now`,
        await post(receiver.base, rawBody, signatureHeader(secret, now(), rawBody)),
        200,
      );
    }
    const body = first.rawBody;
    expect(
      'signed with another secret',
      await post(
        receiver.base,
        body,
        signatureHeader('whsec_forged_0000000000000000', now(), body),
      ),
      400,
    );
    expect(
      'body changed after signing',
      await post(
        receiver.base,
        body.replace('"FAIL"', '"LATE"'),
        signatureHeader(secret, now(), body),
      ),
      400,
    );
    expect('no signature header', await post(receiver.base, body), 400);
    expect(
      `t ${tolerance + 30} s in the past`,
      await post(receiver.base, body, signatureHeader(secret, now() - tolerance - 30, body)),
      400,
    );
    expect(
      `t ${tolerance + 30} s in the future`,
      await post(receiver.base, body, signatureHeader(secret, now() + tolerance + 30, body)),
      400,
    );
    const replayed = signatureHeader(secret, now(), body);
    expect('a replayed event id, same request', await post(receiver.base, body, replayed), 200);
    expect(
      'a replayed event id, same request again',
      await post(receiver.base, body, replayed),
      200,
    );
    expect(
      'a replayed event id, signed again',
      await post(receiver.base, body, signatureHeader(secret, now(), body)),
      200,
    );

    await pause(500);
    for (const {event, id} of events) {
      const count = handledCount(eventsFile, id);
      if (count !== 1) problems.push(`${event} ${id}: handled ${count} times, expected once`);
    }
    if (problems.length === 0) {
      notes.push(
        `${events.length} events accepted and handled once, the first after a failed attempt; forged, changed, unsigned, stale and future requests answered 400, and so did the page's script with a changed body or secret; replays answered 200 and not handled again`,
      );
    }
  } finally {
    receiver.stop();
  }
  return {problems, notes};
}

export const suite: Suite = {
  name: 'webhook receivers',
  async run(context) {
    const source = fs.readFileSync(path.join(context.root, page), 'utf8');
    const receivers = extractBlocks(page, source).filter(
      (block) => block.code.includes('SATURN_WEBHOOK_SECRET') && block.language !== 'bash',
    );
    const spec = yaml.load(
      fs.readFileSync(path.join(context.root, 'openapi/openapi.yaml'), 'utf8'),
    ) as Node;
    const data = buildApiData(spec, {
      apiBase: 'https://api.saturn.example',
      specPath: '/openapi.yaml',
      timeoutSeconds: pingClient.timeoutSeconds,
      retries: pingClient.retries,
      backoffSeconds: cliRetryBackoffSeconds,
    });
    const events = Object.values(data.webhooks).map((webhook) => ({
      event: webhook.event,
      rawBody: JSON.stringify(webhook.example),
      id: (webhook.example as {id: string}).id,
    }));
    const tools = toolchains();
    const byLanguage = runners(context);
    const results: ExampleResult[] = [];
    if (receivers.length === 0) {
      return [
        {
          example: page,
          status: 'failed',
          details: ['no receiver found (a block that reads SATURN_WEBHOOK_SECRET)'],
        },
      ];
    }
    if (new Set(events.map((e) => e.id)).size !== events.length) {
      results.push({
        example: 'openapi.yaml webhook examples',
        status: 'failed',
        details: ['two examples share an event id, so the replay check cannot tell them apart'],
      });
    }
    for (const block of receivers) {
      const example = `${page}:${block.line} (${block.language} receiver)`;
      const runner = byLanguage[block.language];
      if (!runner) {
        results.push({
          example,
          status: 'failed',
          details: [
            `no runner for ${block.language}: add one to tests/examples/suites/webhooks.ts`,
          ],
        });
        continue;
      }
      const missing =
        block.language === 'go' ? tools.go : block.language === 'php' ? tools.php : undefined;
      if (missing && !missing.present) {
        results.push({example, status: 'failed', details: [missingMessage(missing)]});
        continue;
      }
      const dir = context.tempDir(`webhook-${block.language}`);
      const prepared = await runner.prepare(dir, block.code);
      if (typeof prepared === 'string') {
        results.push({example, status: 'failed', details: [prepared]});
        continue;
      }
      try {
        const {problems, notes} = await exercise(runner, prepared, dir, events);
        results.push(
          problems.length > 0
            ? {example, status: 'failed', details: problems}
            : {example, status: 'run', details: notes},
        );
      } catch (error) {
        results.push({example, status: 'failed', details: [String((error as Error).message)]});
      }
    }
    return results;
  },
};
