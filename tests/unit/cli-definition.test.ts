import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  cliCommands,
  cliEnvironment,
  cliExitCodes,
  cliFlag,
  cliFlags,
  cliRetryBackoffSeconds,
  doctorChecks,
  doctorFailureExitCodes,
  doctorMonitorTokenLine,
  doctorMonitorTokenNote,
} from '../../src/data/cli';
import {tokenKinds, tokenMayCall} from '../../src/data/roles';
import {api, pingClient} from '../../src/data/facts';
import {defaultUrls} from '../../src/data/urls';
import {
  checkInvocation,
  checkMarkdownCliUsage,
  crontabCommand,
  pipelineProblem,
  saturnInvocations,
} from '../helpers/cli-usage';

const root = join(__dirname, '..', '..');

function docsFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return docsFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('the CLI definition (src/data/cli.ts)', () => {
  it('gives every flag a type and a description of at least one sentence', () => {
    for (const flag of cliFlags) {
      expect(flag.type, `--${flag.name} needs a type`).toBeTruthy();
      expect(flag.description.length, `--${flag.name} needs a real description`).toBeGreaterThan(
        20,
      );
      expect(flag.name, `--${flag.name}: write long names in lower-case kebab case`).toMatch(
        /^[a-z][a-z0-9-]*$/,
      );
      if (flag.type !== 'boolean') {
        expect(flag.valueName, `--${flag.name} takes a value, so it needs a valueName`).toMatch(
          /^<[a-z-]+>$/,
        );
      }
    }
  });

  it('has unique flag names, each used by at least one command', () => {
    const names = cliFlags.map((flag) => flag.name);
    expect(new Set(names).size, 'two flags share a name').toBe(names.length);
    for (const flag of cliFlags) {
      const users = cliCommands.filter((command) => command.flags.includes(flag.name));
      expect(users.length, `--${flag.name} is defined but no command accepts it`).toBeGreaterThan(
        0,
      );
    }
  });

  it('lets commands accept only flags that are defined', () => {
    for (const command of cliCommands) {
      for (const name of command.flags) {
        expect(() => cliFlag(name), `saturn ${command.name} lists an undefined flag`).not.toThrow();
      }
    }
  });

  it('uses unique environment variable names that start with SATURN_', () => {
    const names = cliEnvironment.map((variable) => variable.name);
    expect(new Set(names).size, 'two flags read the same environment variable').toBe(names.length);
    for (const name of names) expect(name).toMatch(/^SATURN_[A-Z0-9_]+$/);
  });

  it('has the environment variables the product model names', () => {
    const expected: Record<string, string> = {
      monitor: 'SATURN_MONITOR_ID',
      token: 'SATURN_TOKEN',
      'api-url': 'SATURN_API_URL',
      timeout: 'SATURN_TIMEOUT',
      retries: 'SATURN_RETRIES',
      'redact-file': 'SATURN_REDACT_FILE',
    };
    for (const [flag, env] of Object.entries(expected)) expect(cliFlag(flag).env).toBe(env);
  });

  it('agrees with facts.ts and urls.ts on every default', () => {
    expect(cliFlag('timeout').default).toBe(pingClient.timeoutSeconds);
    expect(cliFlag('retries').default).toBe(pingClient.retries);
    expect(cliFlag('output-bytes').default).toBe(api.maxOutputBytes);
    expect(cliFlag('output-bytes').max).toBe(api.maxOutputBytes);
    expect(cliFlag('api-url').default).toBe(defaultUrls.apiBase);
    expect(cliFlag('api-url').defaultUrl).toBe('apiBase');
    expect(cliRetryBackoffSeconds.length).toBe(pingClient.retries);
  });

  it('has unique exit codes, including the documented ones', () => {
    const codes = cliExitCodes.map((exit) => exit.code);
    expect(new Set(codes).size, 'two entries share an exit code').toBe(codes.length);
    expect(codes).toEqual([0, 2, 3, 4, 5, 6]);
    for (const exit of cliExitCodes) expect(exit.meaning.length).toBeGreaterThan(1);
  });

  it('has examples that pass its own checker', () => {
    for (const command of cliCommands) {
      expect(command.examples.length, `saturn ${command.name} needs an example`).toBeGreaterThan(0);
      for (const example of command.examples) {
        const invocations = saturnInvocations(example.command);
        expect(invocations.length, example.command).toBe(1);
        expect(checkInvocation(invocations[0]!), example.command).toEqual([]);
      }
    }
  });
});

describe('saturn doctor', () => {
  it('calls only operations the token kind of each check may call', () => {
    for (const check of doctorChecks) {
      if (!check.operation) continue;
      for (const kind of check.tokenKinds) {
        expect(tokenMayCall(kind, check.operation), `${check.label} with a ${kind}`).toBe(true);
      }
    }
  });

  it('checks the token and the monitor only with a token that may read monitors', () => {
    const monitorToken = tokenKinds.find((kind) => kind.kind === 'Monitor token');
    expect(monitorToken?.operations.every((operation) => operation.startsWith('ping'))).toBe(true);
    const withMonitorToken = doctorChecks.filter((check) =>
      check.tokenKinds.includes('Monitor token'),
    );
    expect(withMonitorToken.map((check) => check.operation)).toEqual(
      withMonitorToken.map(() => undefined),
    );
    expect(doctorChecks.map((check) => check.label)).toEqual(
      expect.arrayContaining(['auth', 'monitor']),
    );
  });

  it('names what fails each check, once per exit code it can end with', () => {
    for (const check of doctorChecks) {
      expect(check.failureReasons, check.label).toHaveLength(check.failureExitCodes.length);
    }
  });

  it('lists every failure under its exit code, a missing token under 3 as well as a rejected one', () => {
    expect(doctorFailureExitCodes.map((entry) => entry.code)).toEqual([2, 3, 4, 5]);
    const three = doctorFailureExitCodes.find((entry) => entry.code === 3)!;
    expect(three.reasons).toHaveLength(2);
    expect(three.reasons[0]).toMatch(/missing or malformed token/);
    expect(three.reasons[1]).toMatch(/organization token that Saturn rejects/);
    const reasons = doctorFailureExitCodes.flatMap((entry) => entry.reasons);
    expect(reasons).toEqual(
      expect.arrayContaining(doctorChecks.flatMap((check) => check.failureReasons)),
    );
  });

  it('quotes the monitor-token line in its note', () => {
    expect(doctorMonitorTokenNote).toContain(`\`${doctorMonitorTokenLine}\``);
    expect(doctorMonitorTokenLine).toMatch(/^auth +monitor token: not checked/);
  });

  it('fails each check with an exit code from the table', () => {
    const codes = cliExitCodes.map((code) => code.code);
    for (const check of doctorChecks) {
      for (const code of check.failureExitCodes) expect(codes).toContain(code);
    }
  });

  it('does not claim in its description to check every token against the API', () => {
    const doctor = cliCommands.find((command) => command.name === 'doctor');
    expect(doctor?.description).toMatch(/monitor token/);
    expect(doctor?.description).not.toMatch(/whether the API accepts the token/);
  });
});

describe('the saturn command-line checker', () => {
  it('finds saturn at a command position only', () => {
    expect(saturnInvocations('SATURN_TOKEN=x saturn run -- ./job.sh')).toEqual([
      ['run', '--', './job.sh'],
    ]);
    expect(saturnInvocations('saturn doctor && /usr/local/bin/saturn version')).toEqual([
      ['doctor'],
      ['version'],
    ]);
    expect(saturnInvocations('helm repo add saturn https://charts.saturn.example')).toEqual([]);
    expect(saturnInvocations('wp saturn connect --token="$SATURN_TOKEN"')).toEqual([]);
    expect(
      saturnInvocations('docker run --rm registry.saturn.example/saturn/cli:latest version'),
    ).toEqual([['version']]);
    expect(saturnInvocations('docker pull registry.saturn.example/saturn/cli:latest')).toEqual([]);
  });

  it('reports unknown flags, misplaced flags and missing separators', () => {
    expect(checkInvocation(['run', '--bogus', '--', 'true'])).toHaveLength(1);
    expect(checkInvocation(['run', '-m', 'x', '--', 'true'])).toHaveLength(1);
    expect(checkInvocation(['run', './job.sh'])).not.toEqual([]);
    expect(checkInvocation(['doctor', '--no-start'])).toHaveLength(1);
    expect(checkInvocation(['ping', 'finish'])).toHaveLength(1);
    expect(checkInvocation(['pong'])).toHaveLength(1);
    expect(checkInvocation(['run', '--timeout', '--', 'true'])).toHaveLength(1);
    expect(checkInvocation(['run', '--monitor=mon_1', '--', 'job', '--bogus'])).toEqual([]);
  });

  it('reads crontab entries', () => {
    expect(crontabCommand('*/5 * * * * saturn run -- /opt/job')).toBe('saturn run -- /opt/job');
    expect(crontabCommand('30 2 * * 1-5 /opt/job')).toBe('/opt/job');
    expect(crontabCommand('@daily saturn run -- /opt/job')).toBe('saturn run -- /opt/job');
    expect(crontabCommand('SATURN_TOKEN=abc')).toBeUndefined();
  });

  it('catches a page that documents a flag that does not exist', () => {
    const page = ['Some text.', '', '```bash', 'saturn run --monitr mon_1 -- ./job.sh', '```'];
    expect(checkMarkdownCliUsage(page.join('\n'))).toHaveLength(1);
    const cron = ['```text', '0 3 * * * saturn run --silent -- /opt/backup', '```'];
    expect(checkMarkdownCliUsage(cron.join('\n'))).toHaveLength(1);
    expect(checkMarkdownCliUsage('Pass `saturn run --no-start` to skip it.')).toEqual([]);
    expect(checkMarkdownCliUsage('Pass `saturn run --skip-start` to skip it.')).toHaveLength(1);
    expect(checkMarkdownCliUsage('Then `saturn ping` sends one ping.')).toEqual([]);
  });

  it('catches a shell pipeline that would report a failed first command as a success', () => {
    // sh -c 'false | gzip' exits 0 (dash, Debian 12); bash with pipefail exits 1.
    const dump = 'pg_dump app | gzip > /var/backups/app.sql.gz';
    expect(pipelineProblem(['sh', '-c', dump])).toMatch(/pipefail/);
    expect(pipelineProblem(['/bin/bash', '-c', dump])).toMatch(/pipefail/);
    expect(pipelineProblem(['sh', '-c', `set -o pipefail; ${dump}`])).toMatch(/pipefail/);
    expect(pipelineProblem(['bash', '-c', `set -o pipefail; ${dump}`])).toBeUndefined();
    expect(pipelineProblem(['sh', '-c', 'make || exit 1'])).toBeUndefined();
    expect(pipelineProblem(['sh', '-c', "grep 'a|b' /etc/hosts"])).toBeUndefined();
    expect(checkInvocation(['run', '--', 'sh', '-c', dump])).toHaveLength(1);
    expect(checkMarkdownCliUsage(`Use \`saturn run -- sh -c '${dump}'\`.`)).toHaveLength(1);
  });
});

describe('the CLI reference page', () => {
  it('is generated from the definition, not written by hand', () => {
    const page = readFileSync(join(root, 'docs', 'cli', 'reference.mdx'), 'utf8');
    expect(page).toMatch(/^<CliReference \/>$/m);
    const tableRows = page.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line));
    expect(tableRows, 'write reference tables in src/data/cli.ts, not in the page').toEqual([]);
  });
});

describe('saturn command lines in docs/', () => {
  const files = docsFiles(join(root, 'docs'));

  it('finds the docs', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s uses only commands and flags from the CLI definition',
    (_name, file) => {
      const problems = checkMarkdownCliUsage(readFileSync(file, 'utf8'));
      expect(
        problems.map(({line, problem}) => `code block at line ${line}: ${problem}`),
        'Add the flag to src/data/cli.ts first, or fix the command line.',
      ).toEqual([]);
    },
  );
});
