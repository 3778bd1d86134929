/**
 * Checks crontab text the way cron reads it: environment lines, then schedule
 * lines whose schedule must parse with Saturn's dialect (src/lib/cron.ts),
 * whose commands must be found with cron's bare environment, and whose `%`
 * signs must be escaped (cron turns an unescaped `%` into a newline and feeds
 * the rest of the line to the command's standard input).
 */
import {spawnSync} from 'node:child_process';

import {parseCron} from '../../../src/lib/cron';

/** The PATH cron gives a job when the crontab sets none (cronie and Debian's cron). */
export const cronDefaultPath = '/usr/bin:/bin';

const assignment = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/;
const macro = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)$/i;
const cronAtom = String.raw`(?:\*|\d+(?:-\d+)?|[A-Za-z]{3}(?:-[A-Za-z]{3})?)(?:\/\d+)?`;
/** One field of a schedule: *, numbers, ranges, steps, lists and three-letter names. */
const cronField = new RegExp(`^${cronAtom}(?:,${cronAtom})*$`);
/** Accounts the docs run system cron lines as; a word after the schedule that is one of these is a user field. */
export const systemCronUsers = ['root', 'www-data', 'backup', 'nobody'];
/**
 * Commands the docs install into /usr/bin, which is on cron's default PATH:
 * the .deb and .rpm packages put saturn there (docs/cli/install).
 */
const installedInUsrBin = new Set(['saturn']);
const shellBuiltins = new Set([
  '.',
  ':',
  'cd',
  'echo',
  'exec',
  'exit',
  'export',
  'printf',
  'test',
  '[',
  'true',
  'false',
  'umask',
]);

export interface CrontabLine {
  /** 1-based line inside the crontab text. */
  line: number;
  schedule: string;
  user?: string;
  command: string;
}

export interface CrontabReport {
  lines: CrontabLine[];
  environment: Record<string, string>;
  problems: string[];
}

/** Whether a text is crontab content: only comments, assignments and schedule lines, at least one schedule. */
export function looksLikeCrontab(text: string): boolean {
  let schedules = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const words = line.split(/\s+/);
    if (macro.test(words[0]!) && words.length > 1) schedules += 1;
    else if (words.length > 5 && words.slice(0, 5).every((word) => cronField.test(word))) {
      schedules += 1;
    } else if (!assignment.test(line)) return false;
  }
  return schedules > 0;
}

/** The first word of each simple command in a command line (split on ;, &&, ||, |). */
export function commandWords(command: string): string[] {
  const words: string[] = [];
  for (const part of command.split(/&&|\|\||;|\|/)) {
    const tokens = part.trim().split(/\s+/);
    let index = 0;
    while (index < tokens.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(tokens[index]!)) index += 1;
    const word = tokens[index]?.replace(/^[({]+/, '');
    if (word) words.push(word);
  }
  return words;
}

function foundInPath(word: string, searchPath: string): boolean {
  const result = spawnSync('sh', ['-c', 'command -v -- "$1"', 'sh', word], {
    env: {PATH: searchPath},
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.trim().startsWith('/');
}

/** Whether crontab text is a system crontab: its lines name a user from systemCronUsers. */
export function looksLikeSystemCrontab(text: string): boolean {
  return text.split('\n').some((raw) => {
    const words = raw.trim().split(/\s+/);
    const fields = words[0]?.startsWith('@') ? 1 : 5;
    return (
      !raw.trim().startsWith('#') &&
      systemCronUsers.includes(words[fields] ?? '') &&
      words.length > fields + 1
    );
  });
}

/**
 * Checks a crontab. `system` is true for /etc/crontab and /etc/cron.d files,
 * whose lines carry a user field between the schedule and the command.
 */
export function checkCrontab(text: string, system: boolean): CrontabReport {
  const problems: string[] = [];
  const lines: CrontabLine[] = [];
  const environment: Record<string, string> = {};
  text.split('\n').forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const words = line.split(/\s+/);
    const isMacro = words[0]!.startsWith('@');
    const fieldCount = isMacro ? 1 : 5;
    const looksScheduled = isMacro || words.slice(0, 5).every((word) => cronField.test(word));
    const env = assignment.exec(line);
    if (env && !looksScheduled) {
      environment[env[1]!] = env[2]!.replace(/^(["'])(.*)\1$/, '$2');
      return;
    }
    if (words.length <= fieldCount) {
      problems.push(`line ${lineNumber}: a schedule with no command`);
      return;
    }
    const schedule = words.slice(0, fieldCount).join(' ');
    // A sixth schedule-like word (a seconds or year field) would be run as the command.
    const sixth = words[fieldCount] ?? '';
    const parsed =
      !isMacro && /^[\d*]/.test(sixth) && cronField.test(sixth)
        ? parseCron(words.slice(0, 6).join(' '))
        : parseCron(schedule);
    if (!parsed.ok) problems.push(`line ${lineNumber}: "${schedule}": ${parsed.problem.message}`);
    let rest = words.slice(fieldCount);
    let user: string | undefined;
    if (system) {
      user = rest[0];
      if (!user || !/^[a-z_][a-z0-9_-]*\$?$/.test(user) || rest.length < 2) {
        problems.push(
          `line ${lineNumber}: a system crontab line needs a user field before the command`,
        );
      }
      rest = rest.slice(1);
    }
    const skipped = fieldCount + (system ? 1 : 0);
    const command = line.replace(new RegExp(`^(\\S+\\s+){${skipped}}`), '');
    lines.push({line: lineNumber, schedule, user, command});
    if (/(^|[^\\])%/.test(command)) {
      problems.push(`line ${lineNumber}: unescaped % (cron ends the command there): write \\%`);
    }
  });
  const searchPath = environment.PATH ?? cronDefaultPath;
  if (environment.PATH) {
    const relative = environment.PATH.split(':').filter((dir) => !dir.startsWith('/'));
    if (relative.length) problems.push(`PATH has relative entries: ${relative.join(', ')}`);
  }
  for (const {line, command} of lines) {
    for (const word of commandWords(command.replace(/\\%/g, '%'))) {
      if (word.startsWith('/') || shellBuiltins.has(word)) continue;
      if (!environment.PATH && installedInUsrBin.has(word)) continue;
      if (!environment.PATH && !foundInPath(word, cronDefaultPath)) {
        problems.push(
          `line ${line}: "${word}" is not an absolute path, the crontab sets no PATH, and cron's default PATH ${cronDefaultPath} does not hold it`,
        );
      } else if (environment.PATH && !foundInPath(word, searchPath) && word.includes('/')) {
        problems.push(`line ${line}: "${word}" is a relative path`);
      }
    }
  }
  return {lines, environment, problems};
}
