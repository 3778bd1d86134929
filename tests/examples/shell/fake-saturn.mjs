#!/usr/bin/env node
/**
 * A stand-in for the `saturn` CLI inside the shell-example sandbox. It accepts
 * exactly the commands and flags of src/data/cli.ts (written to
 * $SATURN_FAKE_MODEL as JSON by the harness), answers a usage error with exit
 * code 2 as the real CLI does, and sends its pings to the API named by
 * --api-url, SATURN_API_URL or the default, which the harness points at the
 * Prism mock or at a closed port. `saturn run` runs its command whatever
 * happens to the pings and exits with the command's code, as the model says.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const model = JSON.parse(fs.readFileSync(process.env.SATURN_FAKE_MODEL, 'utf8'));
const argv = process.argv.slice(2);

function usage(message) {
  process.stderr.write(`saturn: ${message}\n`);
  process.exit(2);
}

const name = argv.shift();
const command = model.commands.find((candidate) => candidate.name === name);
if (!command) usage(`unknown command "${name ?? ''}"`);

const flags = {};
const positional = [];
let rest = [];
while (argv.length) {
  const word = argv.shift();
  if (word === '--') {
    rest = argv.splice(0);
    break;
  }
  if (word.startsWith('--')) {
    const [flagName, inline] = word.slice(2).split(/=(.*)/s);
    if (!command.flags.includes(flagName)) usage(`unknown flag --${flagName} for "${name}"`);
    const flag = model.flags.find((candidate) => candidate.name === flagName);
    let value = inline;
    if (flag.type === 'boolean') value = value ?? 'true';
    else if (value === undefined) {
      if (!argv.length) usage(`--${flagName} needs a value`);
      value = argv.shift();
    }
    if (flag.type === 'integer' && !/^\d+$/.test(value)) usage(`--${flagName} takes a number`);
    if (flag.type === 'regex') {
      try {
        new RegExp(value.replace(/^\(\?i\)/, ''));
      } catch {
        usage(`--${flagName}: invalid pattern ${value}`);
      }
    }
    if (
      flag.type === 'path' &&
      !['output-file', 'token-file'].includes(flagName) &&
      !fs.existsSync(value)
    ) {
      usage(`--${flagName}: cannot read ${value}`);
    }
    flags[flagName] = flag.repeatable ? [...(flags[flagName] ?? []), value] : value;
  } else if (name === 'run') {
    rest = [word, ...argv.splice(0)];
  } else positional.push(word);
}

function setting(flagName) {
  const flag = model.flags.find((candidate) => candidate.name === flagName);
  return flags[flagName] ?? (flag?.env ? process.env[flag.env] : undefined) ?? flag?.default;
}

const apiUrl = String(setting('api-url')).replace(
  model.defaultApiBase,
  process.env.SATURN_TEST_API,
);
/** Reads a token file; an unreadable file counts as no token. */
function tokenFromFile(file) {
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    process.stderr.write(`saturn: cannot read the token file ${file}\n`);
    return undefined;
  }
}

// Flags before the environment: --token, --token-file, SATURN_TOKEN, SATURN_TOKEN_FILE.
const token =
  flags.token ??
  tokenFromFile(flags['token-file']) ??
  (process.env.SATURN_TOKEN || undefined) ??
  tokenFromFile(process.env.SATURN_TOKEN_FILE);
const monitor = setting('monitor');

async function ping(kind, body) {
  if (!token || !monitor) {
    process.stderr.write(
      `saturn: no ${token ? 'monitor ID' : 'token'}; the ${kind} ping is skipped\n`,
    );
    // The exit codes of src/data/cli.ts: 3 for a missing token, 2 for a usage error.
    return token ? 2 : 3;
  }
  try {
    const response = await fetch(`${apiUrl}/api/ping/${monitor}/${kind}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? {'content-type': 'application/json'} : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(Number(setting('timeout') ?? 10) * 1000),
    });
    if (response.ok) return 0;
    process.stderr.write(`saturn: the ${kind} ping got HTTP ${response.status}\n`);
    return {401: 3, 404: 4, 429: 6}[response.status] ?? 5;
  } catch (error) {
    process.stderr.write(
      `saturn: could not send the ${kind} ping (${error.cause?.code ?? error.message}); continuing\n`,
    );
    return 5;
  }
}

if (name === 'version') {
  process.stdout.write('saturn 0.0.0-sandbox\n');
  process.exit(0);
}
if (name === 'doctor') {
  process.stdout.write(
    `token: ${token ? 'set (masked)' : 'missing'}\nmonitor: ${monitor ?? 'missing'}\napi: ${apiUrl}\n`,
  );
  if (!token) process.exit(3);
  try {
    await fetch(apiUrl, {signal: AbortSignal.timeout(10_000)});
  } catch {
    process.exit(5);
  }
  process.exit(0);
}
if (name === 'ping') {
  const kind = positional[0];
  const choices = command.arguments[0]?.choices ?? [];
  if (!choices.includes(kind)) usage(`ping needs one of ${choices.join(', ')}`);
  const body = {};
  if (flags['exit-code']) body.exitCode = Number(flags['exit-code']);
  if (flags['duration-ms']) body.durationMs = Number(flags['duration-ms']);
  process.exit(await ping(kind, Object.keys(body).length ? body : undefined));
}
if (name === 'run') {
  if (!rest.length) usage('run needs a command after --');
  const started = Date.now();
  if (!flags['no-start']) await ping('start');
  const child = spawn(rest[0], rest.slice(1), {stdio: 'inherit'});
  const code = await new Promise((resolve) => {
    child.on('error', (error) => resolve(error.code === 'ENOENT' ? 127 : 126));
    child.on('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + ({SIGTERM: 15, SIGINT: 2, SIGKILL: 9}[signal] ?? 1)),
    );
  });
  const durationMs = Date.now() - started;
  await (code === 0 ? ping('success', {durationMs}) : ping('fail', {exitCode: code, durationMs}));
  process.exit(code);
}
