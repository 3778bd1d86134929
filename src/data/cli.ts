/**
 * The `saturn` command-line tool: every command, flag, environment variable
 * and exit code.
 *
 * This file is the one description of the CLI's surface. The reference page
 * (`docs/cli/reference.mdx`) renders it through `<CliReference />`, and
 * `tests/unit/cli-definition.test.ts` checks it against `facts.ts` and checks
 * that every `saturn ...` command shown in the docs uses only flags listed
 * here. To document a new flag, add it here first.
 */

import {api, pingClient, product} from './facts';
import {saturnTokenFormat} from './redaction-limits';
import {tokenKinds, type TokenKind} from './roles';
import {defaultUrls, type SiteUrls} from './urls';

export type CliValueType = 'string' | 'integer' | 'boolean' | 'regex' | 'path' | 'url';

export interface CliFlag {
  /** Long name without the leading dashes, e.g. `monitor` for `--monitor`. */
  name: string;
  /** Name of the value in usage lines, e.g. `<id>`; absent for boolean switches. */
  valueName?: string;
  type: CliValueType;
  /** Default value as the CLI applies it; absent when there is none. */
  default?: string | number | boolean;
  /** The default is this configured site URL (`default` holds its unconfigured value). */
  defaultUrl?: keyof SiteUrls;
  /** Environment variable read when the flag is not given. */
  env?: string;
  /** The flag may be given more than once. */
  repeatable?: boolean;
  /** Largest accepted value, for integer flags with a bound. */
  max?: number;
  /** Smallest accepted value, for integer flags with a bound. */
  min?: number;
  description: string;
}

export interface CliArgument {
  name: string;
  required: boolean;
  /** Accepted values, when the argument is one word from a fixed list. */
  choices?: readonly string[];
  description: string;
}

export interface CliExample {
  description: string;
  /** A complete shell command line. */
  command: string;
}

export interface CliCommand {
  /** The words after `saturn`, e.g. `run` or `ping`. */
  name: string;
  usage: string;
  summary: string;
  description: string;
  arguments: readonly CliArgument[];
  /** Names of the flags (from `cliFlags`) this command accepts. */
  flags: readonly string[];
  examples: readonly CliExample[];
  /** How the command chooses its exit code. */
  exitStatus: string;
}

export interface CliEnvironmentVariable {
  name: string;
  /** The flag that overrides it. */
  flag: string;
  description: string;
}

export interface CliExitCode {
  code: number;
  meaning: string;
  /** What to check when you see it. */
  action: string;
}

/** The executable's name. */
export const cliName = product.cli;

// The pauses between attempts of one ping are in facts.ts, beside the ping client's
// timeout and retries: the Kubernetes sidecar pauses the same way, and its pages need
// not load the CLI's definition for it.
export {cliRetryBackoffSeconds} from './facts';

/** Every flag of every command, by long name. */
export const cliFlags: readonly CliFlag[] = [
  {
    name: 'monitor',
    valueName: '<id>',
    type: 'string',
    env: 'SATURN_MONITOR_ID',
    description:
      'ID of the monitor to ping, such as `mon_8f3k2j5h1q`. Shown on the monitor page in the dashboard.',
  },
  {
    name: 'token',
    valueName: '<token>',
    type: 'string',
    env: 'SATURN_TOKEN',
    description:
      'API token sent as `Authorization: Bearer`. A monitor token (pings for one monitor) is enough; prefer the environment variable or `--token-file` so the token does not appear in process lists.',
  },
  {
    name: 'token-file',
    valueName: '<path>',
    type: 'path',
    env: 'SATURN_TOKEN_FILE',
    description:
      'A file that holds the API token; white space around the token is ignored. Flags come before the environment, as for every setting: saturn takes `--token`, then `--token-file`, then `SATURN_TOKEN`, then `SATURN_TOKEN_FILE`. Use it in a crontab instead of `SATURN_TOKEN`: cron copies every variable of a crontab into the headers (`X-Cron-Env`) of each mail it sends about the job, and a path there gives nothing away. A file that cannot be read, or holds nothing but white space, counts as no token, and saturn does not fall back to a later source: `saturn run` still runs the command, unreported; `saturn ping` and `saturn doctor` exit with 3.',
  },
  {
    name: 'api-url',
    valueName: '<url>',
    type: 'url',
    default: defaultUrls.apiBase,
    defaultUrl: 'apiBase',
    env: 'SATURN_API_URL',
    description: 'Base URL of the Saturn API, without a trailing slash.',
  },
  {
    name: 'timeout',
    valueName: '<seconds>',
    type: 'integer',
    default: pingClient.timeoutSeconds,
    min: 1,
    env: 'SATURN_TIMEOUT',
    description:
      'Time limit for one ping attempt, in seconds: connecting, sending and reading the answer. It does not limit the wrapped command.',
  },
  {
    name: 'retries',
    valueName: '<n>',
    type: 'integer',
    default: pingClient.retries,
    min: 0,
    env: 'SATURN_RETRIES',
    description:
      'How many times a ping is retried after a network error, a timeout, a 5xx answer or a 429 answer. Authentication (401) and not-found (404) answers are not retried.',
  },
  {
    name: 'quiet',
    type: 'boolean',
    default: false,
    description:
      "Print none of saturn's own warnings on stderr. The wrapped command's output is passed through either way.",
  },
  {
    name: 'no-start',
    type: 'boolean',
    default: false,
    description:
      'Send no start ping: only the final success or fail ping. That final ping is then the first ping of the run, so it must arrive before the due time plus the grace period, or the run is MISSED: the grace period has to cover the whole run. There is no LATE detection between start and finish, and the duration is the one measured by saturn.',
  },
  {
    name: 'no-output',
    type: 'boolean',
    default: false,
    description: 'Send no output with the final ping; exit code and duration are still sent.',
  },
  {
    name: 'output-bytes',
    valueName: '<n>',
    type: 'integer',
    default: api.maxOutputBytes,
    min: 0,
    max: api.maxOutputBytes,
    description:
      'How many bytes of the end of the combined stdout and stderr to send, after redaction. A larger value is an invalid value: `saturn ping` exits 2; `saturn run` warns and sends its pings without output.',
  },
  {
    name: 'redact',
    valueName: '<regex>',
    type: 'regex',
    repeatable: true,
    description:
      'An extra redaction pattern (a regular expression), applied on the host after the built-in rules. Every match is replaced before the output leaves the host. Repeat the flag for several patterns. A pattern that does not compile means no output is sent; the pings are still sent.',
  },
  {
    name: 'redact-file',
    valueName: '<path>',
    type: 'path',
    env: 'SATURN_REDACT_FILE',
    description:
      "A file with one extra redaction pattern per line. Empty lines and lines starting with `#` are ignored. When the file cannot be read or a pattern does not compile, no output is sent: `saturn run` still runs the command and sends its pings without output, warns on stderr and exits with the command's code.",
  },
  {
    name: 'exit-code',
    valueName: '<n>',
    type: 'integer',
    min: 0,
    max: 255,
    description: 'Exit code of the job, sent with a fail ping.',
  },
  {
    name: 'duration-ms',
    valueName: '<n>',
    type: 'integer',
    min: 0,
    description:
      "The run's duration in milliseconds. Without it, Saturn measures the time since the run's start ping.",
  },
  {
    name: 'output-file',
    valueName: '<path>',
    type: 'path',
    description:
      'Send the end of this file as the output of the run (at most `--output-bytes` bytes), redacted like the output of `saturn run`.',
  },
];

const connectionFlags = [
  'monitor',
  'token',
  'token-file',
  'api-url',
  'timeout',
  'retries',
  'quiet',
] as const;
const redactionFlags = ['output-bytes', 'redact', 'redact-file'] as const;

/** The commands, in the order the reference lists them. */
export const cliCommands: readonly CliCommand[] = [
  {
    name: 'run',
    usage: 'saturn run [flags] -- <command> [args...]',
    summary: 'Run a command and report its start, result, duration and output.',
    description:
      'Sends a start ping, runs the command with its stdin, stdout and stderr passed through, then sends a success ping (exit code 0) or a fail ping with the exit code. Both carry the duration and the redacted end of the combined stdout and stderr. SIGTERM and SIGINT are forwarded to the command. When Saturn cannot be reached, each ping is retried and then skipped with a warning on stderr: the command always runs and `saturn run` exits with its code, never with one of its own because of Saturn. The command inherits the environment of saturn unchanged, including `SATURN_TOKEN` or `SATURN_TOKEN_FILE` when set; saturn does not add a token it read from a file.',
    arguments: [
      {
        name: 'command',
        required: true,
        description:
          "The command to run, after `--`. It is started directly, not through a shell: write `bash -c '...'` for pipes, redirections or `&&`, with `set -o pipefail` first when the script has a pipeline.",
      },
      {
        name: 'args',
        required: false,
        description:
          'Arguments passed to the command unchanged, including ones that start with `-`.',
      },
    ],
    flags: [...connectionFlags, 'no-start', 'no-output', ...redactionFlags],
    examples: [
      {
        description: 'Wrap a backup script, reading the monitor ID and token from the environment.',
        command: 'saturn run -- /usr/local/bin/backup.sh --full',
      },
      {
        description: 'Give the monitor on the command line and add a redaction pattern.',
        command:
          "saturn run --monitor mon_8f3k2j5h1q --redact 'session=[A-Za-z0-9]+' -- /opt/app/bin/sync-orders",
      },
      {
        description:
          'Run a pipeline through bash and send no output. `set -o pipefail` makes a failed `pg_dump` fail the run; without it, the pipeline exits with the code of `gzip`.',
        command:
          "saturn run --no-output -- bash -c 'set -o pipefail; pg_dump app | gzip > /var/backups/app.sql.gz'",
      },
    ],
    exitStatus:
      "The command's exit code, whatever happened to the pings or to saturn's own settings. When the command is killed by signal N, 128 + N (143 for SIGTERM). 126 when the command cannot be executed, 127 when it is not found (a fail ping reports both). 2 only when there is no `--` or no command after it, so there is nothing to run.",
  },
  {
    name: 'ping',
    usage: 'saturn ping <kind> [flags]',
    summary: 'Send one start, success or fail ping.',
    description:
      'Sends a single ping, for jobs that cannot be wrapped by `saturn run`: for example a script that reports its own start and end. A success or fail ping closes the oldest open run of the monitor. Unlike `saturn run`, it exits with its own code: 5 when Saturn cannot be reached and 6 when it is rate limited, so add `|| true` where a failed ping must not stop the script.',
    arguments: [
      {
        name: 'kind',
        required: true,
        choices: ['start', 'success', 'fail'],
        description: 'Which ping to send.',
      },
    ],
    flags: [...connectionFlags, 'exit-code', 'duration-ms', 'output-file', ...redactionFlags],
    examples: [
      {
        description:
          'Report that a run started. `|| true` keeps a Saturn problem (exit code 5 or 6) from stopping a script that runs with `set -e`.',
        command: 'saturn ping start || true',
      },
      {
        description: 'Report a success with the duration the job measured itself.',
        command: 'saturn ping success --duration-ms 48210 || true',
      },
      {
        description: 'Report a failure with its exit code and the end of a log file.',
        command: 'saturn ping fail --exit-code 3 --output-file /var/log/etl/last-run.log || true',
      },
    ],
    exitStatus:
      'One of the exit codes below: 0 when the ping was received. With an invalid redaction pattern or an unreadable pattern file, the ping is sent without output and the exit code is 2.',
  },
  {
    name: 'doctor',
    usage: 'saturn doctor [flags]',
    summary:
      'Check the configuration, DNS, TLS, that the API answers and, with an organization token, the token and the monitor.',
    description:
      "Prints each check with its result: the flags and environment variables in effect (the token masked), DNS resolution of the API host, a TLS connection to it and an answer from the API. With an organization token it also lists the monitors (`listMonitors`), which checks the token and, with a monitor ID, that the monitor exists. A monitor token may only send pings, and no API call checks a token without sending one, so with a monitor token doctor checks the token's format but not whether Saturn accepts it or whether the monitor exists: the next run of the job shows whether it does. It sends no ping, so it never opens or closes a run.",
    arguments: [],
    flags: [...connectionFlags],
    examples: [
      {description: 'Check the settings cron will use.', command: 'saturn doctor'},
      {
        description:
          'Check the connection through a proxy, with a shorter time limit. saturn reads `HTTPS_PROXY` like the job does.',
        command: 'HTTPS_PROXY=http://proxy.internal:3128 saturn doctor --timeout 5',
      },
    ],
    exitStatus:
      'One of the exit codes below: 0 when every check it could run passed (a monitor token is not checked against the API), otherwise the first failure.',
  },
  {
    name: 'version',
    usage: 'saturn version',
    summary: 'Print the version of saturn.',
    description:
      'Prints the version, the commit it was built from and the platform. It reads no configuration and makes no network call.',
    arguments: [],
    flags: [],
    examples: [{description: 'Print the version.', command: 'saturn version'}],
    exitStatus: '0.',
  },
];

/** One check of `saturn doctor`, in the order it runs them. */
export interface DoctorCheck {
  /** The label doctor prints at the start of the line. */
  label: string;
  /** What the check does. */
  checks: string;
  /** The token kinds it runs for; a check for neither kind is the same for both. */
  tokenKinds: readonly TokenKind[];
  /** The API operation it calls with the token, when it calls one (an operationId). */
  operation?: string;
  /** Exit codes when the check fails, in the order its text names them. */
  failureExitCodes: readonly number[];
  /** What fails the check with each of `failureExitCodes`, in the same order, as a noun phrase. */
  failureReasons: readonly string[];
}

/**
 * What `saturn doctor` checks. It tells the token kinds apart by the prefix
 * (`saturnTokenFormat`), without a network call. A monitor token may call only
 * the three ping operations (`tokenKinds` in `./roles.ts`), and every ping
 * opens or closes a run, so doctor cannot ask Saturn whether a monitor token
 * is accepted: `tests/unit/cli-definition.test.ts` checks that no check calls
 * an operation its token kind may not call.
 */
export const doctorChecks: readonly DoctorCheck[] = [
  {
    label: 'config',
    checks: `The flags and environment variables in effect, with the token masked. The token must start with \`${saturnTokenFormat.organizationPrefix}\` or \`${saturnTokenFormat.monitorPrefix}\` followed by ${saturnTokenFormat.randomLength} characters; doctor prints which kind it is. A missing token, or one without either prefix, fails with exit code 3; an invalid flag value with 2.`,
    tokenKinds: tokenKinds.map((kind) => kind.kind),
    failureExitCodes: [3, 2],
    failureReasons: [
      'a missing or malformed token (an empty or unreadable token file, a stray `SATURN_TOKEN=` in it)',
      'an invalid flag value',
    ],
  },
  {
    label: 'dns',
    checks: 'The API host resolves to an address.',
    tokenKinds: tokenKinds.map((kind) => kind.kind),
    failureExitCodes: [5],
    failureReasons: ['an API host that does not resolve'],
  },
  {
    label: 'tls',
    checks:
      'A TLS connection to the API host, with a certificate valid for the host in the system trust store.',
    tokenKinds: tokenKinds.map((kind) => kind.kind),
    failureExitCodes: [5],
    failureReasons: ['a TLS connection that fails'],
  },
  {
    label: 'api',
    checks:
      'The API answers an HTTP request without a token (with 401): the host, proxy and firewall let requests through to Saturn.',
    tokenKinds: tokenKinds.map((kind) => kind.kind),
    failureExitCodes: [5],
    failureReasons: ['no answer from the API'],
  },
  {
    label: 'auth',
    checks:
      'Lists the monitors with the token. A 200 answer means Saturn accepts the token; 401 means it is mistyped or revoked.',
    tokenKinds: ['Organization token'],
    operation: 'listMonitors',
    failureExitCodes: [3],
    failureReasons: ['an organization token that Saturn rejects'],
  },
  {
    label: 'monitor',
    checks:
      'With a monitor ID, looks for it in the list of monitors, page by page. Not found means a wrong ID or a deleted monitor.',
    tokenKinds: ['Organization token'],
    operation: 'listMonitors',
    failureExitCodes: [4],
    failureReasons: ['a monitor that an organization token cannot find'],
  },
];

/**
 * The exit codes `saturn doctor` ends with when a check fails, in code order, each with
 * every failure that gives it (`failureReasons` of `doctorChecks`).
 */
export const doctorFailureExitCodes: readonly {code: number; reasons: readonly string[]}[] = [
  ...new Set(doctorChecks.flatMap((check) => check.failureExitCodes)),
]
  .sort((a, b) => a - b)
  .map((code) => ({
    code,
    reasons: doctorChecks.flatMap((check) =>
      check.failureReasons.filter((_, index) => check.failureExitCodes[index] === code),
    ),
  }));

/** The line doctor prints in place of the `auth` and `monitor` checks for a monitor token. */
export const doctorMonitorTokenLine = 'auth  monitor token: not checked (only a ping can check it)';

/** What doctor prints instead of the token and monitor checks for a monitor token. */
export const doctorMonitorTokenNote = `With a monitor token, doctor prints \`${doctorMonitorTokenLine}\` and exits 0 when the other checks pass. To verify the token and the monitor ID, wait for the next run of the job: it shows up in the dashboard, and \`saturn run\` prints a warning naming a 401 or 404 answer on stderr when Saturn refuses the ping.`;

/** Environment variables, each one the fallback of a flag. */
export const cliEnvironment: readonly CliEnvironmentVariable[] = cliFlags
  .filter((flag): flag is CliFlag & {env: string} => flag.env !== undefined)
  .map((flag) => ({name: flag.env, flag: flag.name, description: flag.description}));

/** Exit codes of `saturn ping` and `saturn doctor`. `saturn run` returns its command's code. */
export const cliExitCodes: readonly CliExitCode[] = [
  {code: 0, meaning: 'OK', action: 'Nothing to do.'},
  {
    code: 2,
    meaning: 'Usage error',
    action:
      '`saturn ping` and `saturn doctor`: an unknown flag, a missing argument or an invalid value (for example a redaction pattern that does not compile). Read the message on stderr. `saturn run` returns 2 only when there is no `--` or no command after it.',
  },
  {
    code: 3,
    meaning: 'Authentication failed (401)',
    action:
      'The token is missing, mistyped or revoked, or a monitor token is used for another monitor. Create a token under Settings, then Tokens.',
  },
  {
    code: 4,
    meaning: 'Monitor not found (404)',
    action:
      'The monitor ID is wrong or the monitor was deleted. Copy the ID from the monitor page.',
  },
  {
    code: 5,
    meaning: 'Network error after all retries',
    action:
      'DNS, TLS, a proxy or a firewall stopped every attempt, or each one timed out. Run `saturn doctor` on the same host.',
  },
  {
    code: 6,
    meaning: 'Rate limited (429)',
    action: `More than ${api.pingRateLimit.requests} pings reached this monitor within ${api.pingRateLimit.windowSeconds} seconds, and the retries did not get through. Check for a loop that pings too often.`,
  },
];

/** Finds a flag by long name; throws when it does not exist. */
export function cliFlag(name: string): CliFlag {
  const flag = cliFlags.find((candidate) => candidate.name === name);
  if (!flag) throw new Error(`Unknown saturn flag "--${name}"`);
  return flag;
}

/** Finds a command by name; undefined when it does not exist. */
export function cliCommand(name: string): CliCommand | undefined {
  return cliCommands.find((candidate) => candidate.name === name);
}

/** Distribution channels of the CLI, relative to `urls.downloads` and `urls.containerRegistry`. */
export const cliDistribution = {
  /** Directory under the downloads URL that holds the newest release. */
  latestPath: '/cli/latest',
  checksumFile: 'SHA256SUMS',
  /** Image repository under the registry host. */
  image: 'saturn/cli',
  /** Where the binary sits inside the image. */
  imageBinaryPath: '/usr/local/bin/saturn',
  /** Where the .deb and .rpm packages install the binary: on cron's default PATH (/usr/bin:/bin). */
  packageBinaryPath: '/usr/bin/saturn',
  homebrewFormula: 'saturn/tap/saturn',
} as const;

/** What `saturn run` does in one situation where Saturn or saturn's own settings are not as expected. */
export interface RunSafetyRule {
  situation: string;
  /** The wrapped command still runs. */
  commandRuns: boolean;
  /** What is sent to Saturn. */
  sent: string;
  /** What saturn prints on stderr (none with `--quiet`). */
  stderr: string;
  /** `command` when saturn exits with the wrapped command's code, otherwise the code. */
  exitCode: 'command' | number;
}

/**
 * The rule behind every row: a wrapper that watches a job never stops it and
 * never changes its exit code. Settings that protect secrets fail closed (no
 * output is sent); any other problem only costs the pings.
 */
export const runSafetyRules: readonly RunSafetyRule[] = [
  {
    situation:
      'Saturn cannot be reached: DNS, TLS, proxy, timeout or a 5xx answer, after all retries',
    commandRuns: true,
    sent: 'Nothing for that ping; the other ping is tried on its own',
    stderr: `saturn: warning: start ping failed after ${pingClient.retries + 1} attempts: ...`,
    exitCode: 'command',
  },
  {
    situation: 'Rate limited (429) after all retries',
    commandRuns: true,
    sent: 'Nothing for that ping',
    stderr: 'A warning naming the 429 answer',
    exitCode: 'command',
  },
  {
    situation:
      'No token (none set, or the `--token-file` file cannot be read), or the token is mistyped, revoked or for another monitor (401)',
    commandRuns: true,
    sent: 'Nothing: without a token no ping is sent, and 401 is not retried',
    stderr: 'A warning naming the missing token, the unreadable file or the 401 answer',
    exitCode: 'command',
  },
  {
    situation: 'No monitor ID, or the monitor does not exist (404)',
    commandRuns: true,
    sent: 'Nothing: 404 is not retried',
    stderr: 'A warning naming the missing ID or the 404 answer',
    exitCode: 'command',
  },
  {
    situation:
      'A `--redact` pattern does not compile, or the `--redact-file` file cannot be read or holds such a pattern',
    commandRuns: true,
    sent: 'The start ping and the final ping with exit code and duration, but no output',
    stderr: 'A warning naming the pattern or the file',
    exitCode: 'command',
  },
  {
    situation: 'An unknown flag, or a value outside its bounds (for example `--timeout 0`)',
    commandRuns: true,
    sent: 'The pings, with the default in place of the invalid value, but no output: an unknown flag may be a mistyped `--redact-file`, so output goes only with the redaction you asked for',
    stderr: 'A warning naming the flag',
    exitCode: 'command',
  },
  {
    situation: 'No `--`, or no command after it',
    commandRuns: false,
    sent: 'Nothing: there is no run to report',
    stderr: 'The usage line',
    exitCode: 2,
  },
];

/** The signal that ends a process at once and cannot be caught. */
const sigkill = 9;

/**
 * What Saturn shows when a wrapped job is killed or never reports, in one
 * place for the pages that explain it (saturn run, the Linux cron quickstart,
 * troubleshooting). `saturn run` reports a command that dies of signal N as a
 * fail with 128 + N, so an out-of-memory kill of the job is a FAIL. Only when
 * saturn dies too does the run stay open and turn LATE. The kernel's OOM
 * killer picks the process with the largest memory footprint, the job, unless
 * the cgroup has `memory.oom.group` set: then it kills every process in it
 * (systemd.service(5), OOMPolicy=kill; Kubernetes sets it for containers on
 * cgroup v2 since 1.28, kubernetes/kubernetes pull request 117793).
 * systemd-oomd kills a whole cgroup.
 *
 * On Debian and Ubuntu, cron's PAM stack has no pam_systemd (its pam-config is
 * Session-Interactive-Only), so jobs stay in cron.service's cgroup. With cgroup
 * v2, systemd sees an OOM kill there and, under the default OOMPolicy=stop
 * (DefaultOOMPolicy=stop in system.conf), stops the unit with result oom-kill
 * (service_notify_cgroup_oom_event in systemd's service.c). Debian's
 * cron.service has KillMode=process, so only the daemon gets SIGTERM, and
 * Restart=on-failure, so it starts again after RestartSec= (100 ms by default).
 */
export const killedRuns = {
  sigkillExitCode: 128 + sigkill,
  commandKilled: `When the command is killed with SIGKILL, by the kernel's out-of-memory killer or anything else, \`saturn run\` is still running: it sends a fail ping with exit code ${128 + sigkill}, so the run shows as a FAIL incident, not as LATE. The out-of-memory killer picks the process that uses the most memory, which is the job rather than saturn; \`journalctl -k\` (or \`dmesg\`) then shows \`Killed process\` with the job's name.`,
  cronServiceStopped:
    "On Debian and Ubuntu, cron jobs run in `cron.service`'s control group, so with cgroup v2 systemd also sees the kill and, under its default `OOMPolicy=stop`, stops the cron daemon: the journal shows `cron.service: Failed with result 'oom-kill'`. Jobs still running are left alone (`KillMode=process`), and the unit's `Restart=on-failure` starts cron again a moment later. If `systemctl show -p Restart cron` prints `Restart=no`, cron stays stopped and every later job goes MISSED until you start it.",
  noFinalPing:
    'A LATE incident after a start ping means that no success or fail ping came within the grace period: the job is still running (it hangs, or takes longer than the grace period), the machine rebooted or lost power, or `saturn` itself was killed. saturn dies with the job when a whole group of processes is killed at once: systemd-oomd kills a cgroup, and the kernel kills every process of a cgroup with `memory.oom.group` set, as systemd does for `OOMPolicy=kill` and Kubernetes does for containers on cgroup v2.',
} as const;
