/**
 * Finds `saturn ...` command lines in shell text and checks them against the
 * CLI definition, so no page can show a flag or command that does not exist.
 * Pure functions: used by `cli-definition.test.ts`; the fenced blocks come from
 * the one fence reader, `plugins/docs/fences.ts`.
 */

import {extractBlocks, fencedLines} from '../../plugins/docs/fences';
import {cliCommand, cliFlags, cliName, type CliFlag} from '../../src/data/cli';

const OPERATORS = new Set(['|', '||', '&&', ';', '&', '(', ')']);
/** Words that may stand before a command without being the command. */
const PREFIX_WORDS = new Set(['sudo', 'exec', 'time', 'env', 'nohup', 'nice', 'command', '!']);

/**
 * Splits one logical shell line into words and operators, honouring single
 * and double quotes and backslashes. Stops at an unquoted `#` comment.
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && index + 1 < line.length) {
        current += line[index + 1];
        index += 1;
      } else current += char;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
      continue;
    }
    if (char === '\\' && index + 1 < line.length) {
      current += line[index + 1];
      inWord = true;
      index += 1;
      continue;
    }
    if (char === '#' && !inWord) break;
    if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
      continue;
    }
    const two = line.slice(index, index + 2);
    if (two === '&&' || two === '||') {
      if (inWord) words.push(current);
      words.push(two);
      current = '';
      inWord = false;
      index += 1;
      continue;
    }
    if (OPERATORS.has(char)) {
      if (inWord) words.push(current);
      words.push(char);
      current = '';
      inWord = false;
      continue;
    }
    current += char;
    inWord = true;
  }
  if (inWord) words.push(current);
  return words;
}

/** Joins lines ending in a backslash with the next line. */
export function logicalLines(text: string): string[] {
  return text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
}

/** A crontab entry's command, or undefined when the line is not a crontab entry. */
export function crontabCommand(line: string): string | undefined {
  const trimmed = line.trim();
  const macro = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)\s+(.*)$/.exec(
    trimmed,
  );
  if (macro) return macro[2];
  const fields = /^([\d*,/-]+\s+){4}([\d*,/A-Za-z-]+)\s+(.*)$/.exec(trimmed);
  if (fields && /^[\d*]/.test(trimmed)) return fields[3];
  return undefined;
}

const isSaturnWord = (word: string): boolean => word === cliName || word.endsWith(`/${cliName}`);
const isSaturnImage = (word: string): boolean =>
  /(^|\/)saturn\/cli(:[\w.-]+)?(@sha256:\w+)?$/.test(word);

/**
 * Every saturn invocation on a logical line: the words after `saturn`
 * (or after the CLI's container image in `docker run`), up to the next
 * shell operator.
 */
export function saturnInvocations(line: string): string[][] {
  const words = shellWords(line);
  const found: string[][] = [];
  let atCommandStart = true;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (OPERATORS.has(word)) {
      atCommandStart = true;
      continue;
    }
    const before = words.slice(0, index);
    const dockerImage =
      isSaturnImage(word) &&
      (before.includes('docker') || before.includes('podman')) &&
      before.includes('run');
    if ((atCommandStart && isSaturnWord(word)) || dockerImage) {
      const args: string[] = [];
      for (index += 1; index < words.length && !OPERATORS.has(words[index]!); index += 1) {
        args.push(words[index]!);
      }
      found.push(args);
      atCommandStart = true;
      continue;
    }
    if (atCommandStart && (PREFIX_WORDS.has(word) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word))) {
      continue;
    }
    atCommandStart = false;
  }
  return found;
}

/**
 * A pipeline run through a shell exits with the code of its last command, so
 * `sh -c 'pg_dump app | gzip > file'` reports a failed dump as a success.
 * Returns the problem when the command after `--` is such a shell script
 * without `set -o pipefail` (or with `sh`, whose dash rejects pipefail).
 */
export function pipelineProblem(command: readonly string[]): string | undefined {
  const [shell, flag, script] = command;
  if (!shell || flag !== '-c' || script === undefined) return undefined;
  const name = shell.split('/').pop()!;
  if (!['sh', 'dash', 'bash', 'zsh', 'ksh'].includes(name)) return undefined;
  const unquoted = script.replace(/'[^']*'|"(?:[^"\\]|\\.)*"/g, '');
  if (!/(^|[^|])\|(?!\|)/.test(unquoted)) return undefined;
  if (name !== 'sh' && name !== 'dash' && /\bset -o pipefail\b/.test(script)) return undefined;
  return `"${name} -c" runs a pipeline that reports only its last command's exit code: use bash -c 'set -o pipefail; ...'`;
}

/** Problems with one invocation's arguments; empty when it matches the definition. */
export function checkInvocation(
  args: readonly string[],
  {partial = false}: {partial?: boolean} = {},
): string[] {
  const [commandName, ...rest] = args;
  if (!commandName) return [`"${cliName}" without a command`];
  const command = cliCommand(commandName);
  if (!command) return [`unknown command "${cliName} ${commandName}"`];
  const problems: string[] = [];
  const positionals: string[] = [];
  let sawSeparator = false;
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index]!;
    if (word === '--') {
      sawSeparator = true;
      const problem = pipelineProblem(rest.slice(index + 1));
      if (problem) problems.push(problem);
      break;
    }
    if (word.startsWith('-') && word !== '-') {
      const match = /^--([a-z][a-z0-9-]*)(=.*)?$/.exec(word);
      const flag: CliFlag | undefined = match
        ? cliFlags.find((candidate) => candidate.name === match[1])
        : undefined;
      if (!match || !flag) {
        problems.push(`unknown flag "${word}" for "${cliName} ${command.name}"`);
        // Skip the unknown flag's likely value, so it is not reported twice.
        const next = rest[index + 1];
        if (!word.includes('=') && next !== undefined && !next.startsWith('-')) index += 1;
        continue;
      }
      if (!command.flags.includes(flag.name)) {
        problems.push(`"--${flag.name}" is not a flag of "${cliName} ${command.name}"`);
      }
      if (flag.type === 'boolean') {
        if (match[2]) problems.push(`"--${flag.name}" takes no value`);
      } else if (!match[2]) {
        const value = rest[index + 1];
        if (value === undefined || value === '--') {
          problems.push(`"--${flag.name}" needs a value`);
        } else index += 1;
      }
      continue;
    }
    positionals.push(word);
  }
  // A fragment in prose (`saturn run --no-start`) names flags without a whole command line.
  if (partial) return problems;
  if (command.name === 'run') {
    if (!sawSeparator) problems.push(`"${cliName} run" needs "--" before the command`);
    if (positionals.length > 0) {
      problems.push(
        `"${cliName} run" takes its command after "--", got "${positionals.join(' ')}"`,
      );
    }
  } else {
    const allowed = command.arguments.length;
    if (positionals.length > allowed) {
      problems.push(
        `too many arguments for "${cliName} ${command.name}": ${positionals.join(' ')}`,
      );
    }
    command.arguments.forEach((argument, position) => {
      const value = positionals[position];
      if (value === undefined) {
        if (argument.required)
          problems.push(`"${cliName} ${command.name}" needs <${argument.name}>`);
      } else if (argument.choices && !argument.choices.includes(value) && !value.startsWith('$')) {
        problems.push(
          `"${value}" is not one of ${argument.choices.join(', ')} for "${cliName} ${command.name}"`,
        );
      }
    });
  }
  return problems;
}

/** Inline code spans of Markdown prose (outside fenced blocks). */
export function inlineCodeSpans(markdown: string): {code: string; line: number}[] {
  const spans: {code: string; line: number}[] = [];
  const fenced = fencedLines(markdown);
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (fenced.has(index + 1)) return;
    for (const match of text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
      spans.push({code: match[1]!, line: index + 1});
    }
  });
  return spans;
}

/**
 * Checks every saturn command line of a page: all lines of `bash` blocks,
 * crontab entries in blocks of any language, and the flags of inline code
 * spans that start with `saturn `.
 */
export function checkMarkdownCliUsage(markdown: string): {line: number; problem: string}[] {
  const problems: {line: number; problem: string}[] = [];
  for (const block of extractBlocks('', markdown)) {
    for (const line of logicalLines(block.code)) {
      const cron = crontabCommand(line);
      const shell = cron ?? (block.language === 'bash' ? line : undefined);
      if (shell === undefined) continue;
      for (const args of saturnInvocations(shell)) {
        for (const problem of checkInvocation(args)) {
          problems.push({line: block.line, problem: `${problem} in: ${line.trim()}`});
        }
      }
    }
  }
  for (const span of inlineCodeSpans(markdown)) {
    if (!new RegExp(`^${cliName}\\s`).test(span.code)) continue;
    for (const args of saturnInvocations(span.code)) {
      for (const problem of checkInvocation(args, {partial: true})) {
        problems.push({line: span.line, problem: `${problem} in: ${span.code}`});
      }
    }
  }
  return problems;
}
