/**
 * A throw-away machine for one shell example: a temporary root with HOME, a
 * working folder, /usr/local/bin, /etc/saturn, /etc/cron.d and /var/www
 * inside it, stubs on PATH for the tools that cannot run here, and a process
 * tracer (strace) that records every program started with its arguments, as
 * `ps` would show them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {cliCommands, cliDistribution, cliFlags} from '../../../src/data/cli';
import {defaultUrls} from '../../../src/data/urls';

/** The token every sandbox uses; a page's placeholder is replaced by it, as a reader pastes theirs. */
export const sandboxToken = 'sat_mon_SANDBOX7Qx4Lw2Zp9';
export const sandboxMonitor = 'mon_8f3k2j5h1q';

/** Placeholders the pages show where a reader types or pastes a token. */
export const tokenPlaceholders = [
  'replace-with-your-monitor-token',
  'paste-the-organization-token-here',
  'your-monitor-token',
];

/** Absolute folders of a server that an example may read or write, mapped into the sandbox. */
const mappedFolders = [
  // The home of the job's user in the cron pages; also the sandbox's HOME, so `~` and the
  // absolute path name the same folder, as they do for that user.
  '/home/dbbackup',
  '/usr/local/bin',
  '/etc/saturn',
  '/etc/cron.d',
  '/var/www',
  '/var/lib',
  '/var/log',
];

/** Tools replaced by a stub that records its arguments and succeeds. */
const recordingStubs = [
  'wp',
  'kubectl',
  'helm',
  'systemctl',
  'journalctl',
  'docker',
  'brew',
  'dnf',
  'apt-get',
  'timedatectl',
  'chronyc',
];

/** Fake jobs the examples wrap: each records that it ran and exits with $FAKE_JOB_EXIT. */
const fakeJobs = ['backup.sh', 'sync-orders.sh', 'sync-orders', 'export.sh', 'fake-job'];

const here = __dirname;
const realCurl = spawnSync('sh', ['-c', 'command -v curl'], {encoding: 'utf8'}).stdout.trim();
const realDate = spawnSync('sh', ['-c', 'command -v date'], {encoding: 'utf8'}).stdout.trim();

export interface Sandbox {
  root: string;
  home: string;
  work: string;
  /** Rewrites a server path in example code to its place in the sandbox. */
  rewrite(code: string): string;
  env(extra?: Record<string, string | undefined>): NodeJS.ProcessEnv;
  /** Whether a fake job ran since the last reset. */
  jobRan(): boolean;
  resetJob(): void;
  remove(): void;
}

/** /etc/cron.d/wp-cron-sites as the rollout script writes it, with one site, old.example.com. */
export function rolloutCronFile(root: string): string {
  const dir = `${root}/var/www/old.example.com`;
  return [
    '# Managed by saturn-rollout.sh: runs wp-cron for each site.',
    'PATH=/usr/bin:/bin',
    `2-59/5 * * * * www-data flock -n ${dir} ${root}/usr/local/bin/wp --path=${dir} --url=https://old.example.com cron event run --due-now --quiet`,
    '',
  ].join('\n');
}

/**
 * The lines of a stub that drop leading options from "$@" up to the first operand; the options in
 * the case pattern `withValue` take the next argument with them.
 */
function dropOptions(withValue: string): string {
  return `while [ $# -gt 0 ]; do
  case "$1" in
    ${withValue}) shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done`;
}

function write(file: string, text: string, mode = 0o644): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text, {mode});
}

export function createSandbox(api: string): Sandbox {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-shell-'));
  const home = path.join(root, 'home/dbbackup');
  const work = path.join(root, 'work');
  const stubs = path.join(root, 'stubs');
  /** Writes an executable /bin/sh script to the stubs folder, which comes first in PATH. */
  const writeStub = (name: string, script: string): void =>
    write(path.join(stubs, name), `#!/bin/sh\n${script}`, 0o755);
  for (const dir of [home, work, stubs, ...mappedFolders.map((dir) => path.join(root, dir))]) {
    fs.mkdirSync(dir, {recursive: true});
  }
  const rewrite = (code: string): string =>
    mappedFolders
      .reduce(
        (text, dir) =>
          text.replace(
            new RegExp(`(?<![\\w/.])${dir.replace(/\//g, '\\/')}(?=[/:\\s"'\`;)}]|$)`, 'gm'),
            root + dir,
          ),
        code,
      )
      // Where the .deb and .rpm packages install saturn: the same stub.
      .replace(
        new RegExp(`(?<![\\w/.])${cliDistribution.packageBinaryPath}(?![\\w/.-])`, 'g'),
        path.join(root, 'usr/local/bin/saturn'),
      );

  const model = {
    commands: cliCommands.map(({name, flags, arguments: args}) => ({name, flags, arguments: args})),
    flags: cliFlags,
    defaultApiBase: defaultUrls.apiBase,
  };
  write(path.join(root, 'saturn-model.json'), JSON.stringify(model));
  write(
    path.join(root, 'usr/local/bin/saturn'),
    // Absolute paths and defaults in the stub itself, so it also works under `env -i`.
    [
      '#!/bin/sh',
      `SATURN_FAKE_MODEL=${JSON.stringify(path.join(root, 'saturn-model.json'))}`,
      `SATURN_TEST_API="\${SATURN_TEST_API:-${api}}"`,
      'export SATURN_FAKE_MODEL SATURN_TEST_API',
      `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(here, 'fake-saturn.mjs'))} "$@"`,
      '',
    ].join('\n'),
    0o755,
  );
  for (const job of fakeJobs) {
    write(
      path.join(root, 'usr/local/bin', job),
      `#!/bin/sh\necho "${job}: working" >&2\ntouch "${root}/job-ran"\nexit "\${FAKE_JOB_EXIT:-0}"\n`,
      0o755,
    );
  }
  for (const tool of recordingStubs) {
    const answers =
      tool === 'wp'
        ? `case "$*" in
  # Only the network.example.com fixture is a multisite network.
  *"core is-installed --network"*)
    case "$*" in *"--url=https://network.example.com"* | *"/var/www/network.example.com"*) exit 0 ;; *) exit 1 ;; esac ;;
  *"site list"*) printf '%s\\n' https://network.example.com/ https://network.example.com/shop/ ;;
  *"--field=version"*) echo 1.0.0 ;;
  *"config get DISABLE_WP_CRON"*) echo 1 ;;
esac`
        : '';
    const stub = `#!/bin/sh\n# Stub: records the call; the real ${tool} cannot run in the sandbox.\nprintf '%s\\n' "${tool} $*" >> "${root}/calls.log"\n${answers}\nexit 0\n`;
    write(path.join(stubs, tool), stub, 0o755);
    // Pages call WP-CLI by its full path, /usr/local/bin/wp (sudo's secure_path leaves it out).
    if (tool === 'wp') write(path.join(root, 'usr/local/bin/wp'), stub, 0o755);
  }
  // pgrep: a cron daemon (cron or crond) runs; no other process does.
  writeStub(
    'pgrep',
    `for arg in "$@"; do
  case "$arg" in *cron*) echo 4242; exit 0 ;; esac
done
exit 1
`,
  );
  // ssh: drops its options and the host, and runs the remote command here, with the
  // same standard input, so the trace shows what the remote host's ps would show.
  writeStub(
    'ssh',
    `${dropOptions('-[bcDEeFIiJLlmOopQRSWw]')}
shift
exec sh -c "$*"
`,
  );
  // id: "id -u NAME" knows the users the pages name and fails for any other, as for a
  // user that does not exist; every other call goes to the real id.
  writeStub(
    'id',
    `if [ "$#" -eq 2 ] && [ "$1" = -u ]; then
  case "$2" in
    root) echo 0; exit 0 ;;
    www-data|apache|nginx|northwind-web) echo 33; exit 0 ;;
    *) echo "id: '$2': no such user" >&2; exit 1 ;;
  esac
fi
exec /usr/bin/id "$@"
`,
  );
  // sudo: drop its options (-u USER, -H, --preserve-env=...) and run the command as this user.
  writeStub(
    'sudo',
    `${dropOptions('-u|-g')}
exec "$@"
`,
  );
  // crontab: keeps the user's crontab in the sandbox; -u USER is accepted and ignored.
  writeStub(
    'crontab',
    `file="${root}/crontab"
list=no
while [ $# -gt 0 ]; do
  case "$1" in
    -u) shift 2 ;;
    -l) list=yes; shift ;;
    -) shift; cat > "$file"; exit 0 ;;
    *) cat "$1" > "$file"; exit 0 ;;
  esac
done
if [ "$list" = yes ]; then
  [ -f "$file" ] || { echo "no crontab for $(id -un)" >&2; exit 1; }
  cat "$file"
fi
`,
  );
  // curl: the real curl, with the documented API host pointed at the test API.
  write(
    path.join(stubs, 'curl'),
    `#!/bin/bash
from='${defaultUrls.apiBase}'
args=()
for arg in "$@"; do args+=("\${arg//"$from"/$SATURN_TEST_API}"); done
exec ${realCurl} "\${args[@]}"
`,
    0o755,
  );
  // BSD date, as on macOS: %N is unknown to BSD strftime and comes out as the letter.
  write(
    path.join(root, 'bsd/date'),
    `#!/bin/bash
args=()
for arg in "$@"; do
  case "$arg" in
    +*) arg=$(printf '%s' "$arg" | sed -E 's/%([0-9]*)N/\\1N/g') ;;
    --*) echo "date: illegal option -- \${arg#--}" >&2; exit 1 ;;
  esac
  args+=("$arg")
done
exec ${realDate} "\${args[@]}"
`,
    0o755,
  );
  write(path.join(root, 'etc/saturn/token'), sandboxToken, 0o600);
  // The token file the cron pages create for the job's user before its crontab names it.
  write(path.join(root, 'etc/saturn/jobs/db-backup.token'), `${sandboxToken}\n`, 0o600);
  write(path.join(root, 'etc/saturn/tokens/shop.example.com'), sandboxToken, 0o600);
  write(path.join(root, 'etc/saturn/tokens/network.example.com'), sandboxToken, 0o600);
  write(path.join(root, 'etc/saturn/tokens/network.example.com_shop'), sandboxToken, 0o600);
  write(path.join(root, 'etc/saturn/env'), `export SATURN_TOKEN=${sandboxToken}\n`, 0o600);
  write(path.join(root, 'etc/saturn/redact.txt'), '# one pattern per line\nsecret-[0-9]+\n');
  // The site lists of the agency rollout (docs/wordpress/bulk-agency): path, URL, client.
  // The paths are the sandbox's, as a reader's list holds their server's.
  const site = (name: string) => `${root}/var/www/${name} https://${name} acme\n`;
  write(path.join(work, 'sites.txt'), `# path url client\n${site('shop.example.com')}`);
  write(
    path.join(work, 'sites-network.txt'),
    `# path url client\n${site('shop.example.com')}${site('network.example.com')}`,
  );
  for (const name of ['html', 'example.com', 'network.example.com', 'shop.example.com']) {
    fs.mkdirSync(path.join(root, 'var/www', name), {recursive: true});
  }
  for (const name of ['network.example.com', 'shop.example.com', 'old.example.com']) {
    write(path.join(root, 'var/www', name, 'wp-load.php'), '<?php\n');
  }
  // The cron file an earlier rollout left, which the page's later steps edit.
  write(path.join(root, 'etc/cron.d/wp-cron-sites'), rolloutCronFile(root));

  return {
    root,
    home,
    work,
    rewrite,
    env: (extra = {}) => {
      const env: NodeJS.ProcessEnv = {
        PATH: `${stubs}:${root}/usr/local/bin:/usr/bin:/bin`,
        HOME: home,
        USER: 'sandbox',
        LANG: 'C.UTF-8',
        SHELL: '/bin/bash',
        HISTFILE: path.join(root, 'history'),
        SATURN_TOKEN: sandboxToken,
        SATURN_MONITOR_ID: sandboxMonitor,
        SATURN_TEST_API: api,
        SATURN_FAKE_MODEL: path.join(root, 'saturn-model.json'),
        TMPDIR: path.join(root, 'work'),
      };
      for (const [key, value] of Object.entries(extra)) {
        if (value === undefined) delete env[key];
        else env[key] = value;
      }
      return env;
    },
    jobRan: () => fs.existsSync(path.join(root, 'job-ran')),
    resetJob: () => fs.rmSync(path.join(root, 'job-ran'), {force: true}),
    remove: () => fs.rmSync(root, {recursive: true, force: true}),
  };
}

export interface TracedRun {
  status: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Programs whose argument list held the token while they ran (not replaced by exec at once). */
  tokenInArgv: string[];
}

/**
 * Runs a command under strace and reports every program that showed the token
 * in its arguments. A program that replaces itself with another at once (env,
 * exec) is not counted: its argument list is gone before it does any work.
 */
export function traced(
  sandbox: Sandbox,
  command: string[],
  options: {env?: Record<string, string | undefined>; input?: string; timeoutMs?: number} = {},
): TracedRun {
  const log = path.join(sandbox.root, `strace-${Date.now()}.log`);
  const started = Date.now();
  const result = spawnSync(
    'strace',
    ['-f', '-qq', '-s', '65536', '-e', 'trace=execve', '-o', log, ...command],
    {
      cwd: sandbox.work,
      env: sandbox.env(options.env),
      input: options.input ?? `${sandboxToken}\n`.repeat(4),
      encoding: 'utf8',
      timeout: options.timeoutMs ?? 90_000,
    },
  );
  const ms = Date.now() - started;
  const execs: {pid: string; argv: string}[] = [];
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  for (const line of text.split('\n')) {
    const match = /^(\d+)\s+execve\("[^"]*", (\[.*?\]), 0x[0-9a-f]+ .*\) = 0$/.exec(line);
    if (match) execs.push({pid: match[1]!, argv: match[2]!});
  }
  const tokenInArgv = execs
    .filter((exec, index) => {
      if (!exec.argv.includes(sandboxToken)) return false;
      const next = execs.slice(index + 1).find((later) => later.pid === exec.pid);
      return !next || !/^\["env"/.test(exec.argv);
    })
    .map((exec) => exec.argv.replaceAll(sandboxToken, '<TOKEN>'));
  return {
    status: result.status,
    stdout: result.stdout ?? '',
    stderr: (result.stderr ?? '') + (result.error ? `\n${result.error.message}` : ''),
    ms,
    tokenInArgv,
  };
}
