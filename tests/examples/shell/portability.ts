/**
 * Static checks for constructs that break on the shells and tools long-lived
 * servers and Macs still have: bash 4.2 (RHEL 7, CentOS 7), bash 3.2 (macOS)
 * and BSD date (macOS). Each rule names the construct and what happens there.
 * When an older bash is available (SHELL_EXAMPLES_OLD_BASH), scripts also run
 * under it; these rules cover the machines where it is not.
 */

export interface PortabilityRule {
  id: string;
  /** Only for code that must also run with BSD date (macOS). */
  bsdDate?: boolean;
  /** What breaks, and where. */
  message: string;
  find(code: string): boolean;
}

/** Names of arrays the script creates empty: `x=()`, `local x=()`, `declare -a x`, `mapfile -t x`. */
function possiblyEmptyArrays(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(
    /(?:^|[\s;(])(?:local\s+|declare\s+-a\s+|readonly\s+)?([A-Za-z_]\w*)=\(\s*\)/gm,
  ))
    names.add(match[1]!);
  for (const match of code.matchAll(/\bdeclare\s+-a\s+([A-Za-z_]\w*)\s*$/gm)) names.add(match[1]!);
  for (const match of code.matchAll(/\b(?:mapfile|readarray)\s+(?:-\w+\s+)*([A-Za-z_]\w*)/g))
    names.add(match[1]!);
  return [...names];
}

function nounset(code: string): boolean {
  return (
    /^\s*set\s+(-[a-zA-Z]*u[a-zA-Z]*\b|-o\s+nounset\b)/m.test(code) || /^#!.*\s-[a-z]*u/.test(code)
  );
}

/** Lines without comments, so a rule does not fire on its own explanation. */
function withoutComments(code: string): string {
  return code
    .split('\n')
    .map((line) => (/^\s*#/.test(line) ? '' : line))
    .join('\n');
}

/** Names of functions the script defines whose one-line body runs `exit`: `fail() { echo "$*" >&2; exit 1; }`. */
function exitingFunctions(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(
    /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{[^}\n]*\bexit\b[^}\n]*\}/gm,
  ))
    names.add(match[1]!);
  return names;
}

/**
 * The index of the first line after which `name` cannot be empty: a top-level
 * (unindented) count test that ends the script otherwise, such as
 * `((${#a[@]} > 0)) || fail "..."` or `[[ ${#a[@]} -gt 0 ]] || exit 1`, with no
 * later line that empties the array again (`a=()`, `unset a`). Lines.length when
 * there is none.
 */
function guardedFrom(code: string, lines: string[], name: string): number {
  const count = `"?\\$\\{#${name}\\[[@*]\\]\\}"?`;
  const test = `(?:\\(\\(\\s*${count}\\s*(?:>\\s*0|>=\\s*1|!=\\s*0)\\s*\\)\\)|\\[\\[?\\s+${count}\\s+(?:-gt\\s+0|-ge\\s+1|-ne\\s+0)\\s+\\]\\]?)`;
  const enders = ['exit', ...exitingFunctions(code)].join('|');
  const guardLine = new RegExp(`^${test}\\s*\\|\\|\\s*(?:${enders})\\b`);
  const emptied = new RegExp(`(?:^|[\\s;(])(?:${name}=\\(\\s*\\)|unset\\s+${name}\\b)`);
  const at = lines.findIndex((line) => guardLine.test(line));
  if (at < 0 || lines.slice(at + 1).some((line) => emptied.test(line))) return lines.length;
  return at + 1;
}

export const portabilityRules: readonly PortabilityRule[] = [
  {
    id: 'empty-array-nounset',
    message:
      'an array that can be empty is expanded with ${name[@]} or ${name[*]} under set -u: bash 4.3 and older (RHEL 7 has 4.2, macOS 3.2) stop with "unbound variable". Write ${name[@]+"${name[@]}"}',
    find(code) {
      const text = withoutComments(code);
      if (!nounset(text)) return false;
      const lines = text.split('\n');
      return possiblyEmptyArrays(text).some((name) => {
        const expansion = new RegExp(`\\$\\{${name}\\[[@*]\\](?![+:#])`);
        const guard = new RegExp(`\\$\\{#${name}\\[[@*]\\]\\}`);
        // An expansion on a line right after a count test (if ((${#a[@]} > 0))) cannot see an empty array.
        // ${a[@]+"${a[@]}"} expands to nothing when a is empty, on every bash.
        const guarded = new RegExp(
          `\\$\\{${name}\\[[@*]\\]\\+"\\$\\{${name}\\[[@*]\\]\\}"\\}`,
          'g',
        );
        const from = guardedFrom(text, lines, name);
        return lines.some(
          (line, index) =>
            index < from &&
            expansion.test(line.replace(guarded, '')) &&
            !guard.test(line) &&
            !guard.test(lines[index - 1] ?? ''),
        );
      });
    },
  },
  {
    id: 'date-nanoseconds',
    bsdDate: true,
    message:
      'date +%N or +%3N is GNU-only: BSD date (macOS) prints the letters, and arithmetic on the result fails',
    find: (code) => /\bdate\b[^\n|;]*\+[^\s]*%[0-9]*N/.test(withoutComments(code)),
  },
  {
    id: 'transform-operators',
    message: '${var@Q} and the other @ transformations need bash 4.4',
    find: (code) => /\$\{[A-Za-z_]\w*(\[[^\]]*\])?@[QEPAaKkUuL]\}/.test(withoutComments(code)),
  },
  {
    id: 'nameref',
    message: 'declare -n and local -n (namerefs) need bash 4.3',
    find: (code) => /\b(declare|local|typeset)\s+-[a-zA-Z]*n/.test(withoutComments(code)),
  },
  {
    id: 'mapfile-delimiter',
    message: 'mapfile -d and readarray -d need bash 4.4',
    find: (code) => /\b(mapfile|readarray)\b[^\n]*\s-d/.test(withoutComments(code)),
  },
  {
    id: 'wait-n',
    message: 'wait -n needs bash 4.3',
    find: (code) => /\bwait\s+-n\b/.test(withoutComments(code)),
  },
  {
    id: 'epoch-variables',
    message: '$EPOCHSECONDS and $EPOCHREALTIME need bash 5.0',
    find: (code) => /\$\{?EPOCH(SECONDS|REALTIME)/.test(withoutComments(code)),
  },
  {
    id: 'negative-subscript',
    message: 'a negative array subscript such as ${a[-1]} needs bash 4.3',
    find: (code) => /\$\{[A-Za-z_]\w*\[-[0-9]/.test(withoutComments(code)),
  },
];

/**
 * The rules a block breaks. The BSD date rules apply to scripts a reader
 * saves and to pages that say macOS (`bsdDate`).
 */
export function portabilityProblems(code: string, {bsdDate = true} = {}): PortabilityRule[] {
  return portabilityRules.filter((rule) => (bsdDate || !rule.bsdDate) && rule.find(code));
}

/** Variables that hold a Saturn token in the examples. */
const tokenVariable = /\$\{?(SATURN_TOKEN|NEW_SATURN_TOKEN|SATURN_ORG_TOKEN)\b/;
/** Reserved words that can start a line before the command itself. */
const shellKeywords = new Set([
  'if',
  'then',
  'elif',
  'else',
  'while',
  'until',
  'do',
  '!',
  '{',
  '(',
]);
/** Commands whose arguments never reach a process list: shell builtins. */
const builtins = new Set([
  'printf',
  'echo',
  'export',
  'read',
  'local',
  'declare',
  'test',
  '[',
  '[[',
  ':',
]);

/**
 * Simple commands that put a token in another program's argument list, where
 * `ps` and /proc/PID/cmdline show it to every user of the machine. Assignments
 * before a command (VAR=value cmd) go to its environment, which other users
 * cannot read, so they are fine. `env` is not flagged: it replaces itself with
 * the command at once, so its argument list is gone before any work starts.
 */
export function tokenInArguments(code: string): string[] {
  const found: string[] = [];
  const joined = withoutComments(code).replace(/\\\n/g, ' ');
  for (const line of joined.split('\n')) {
    for (const part of line.split(/&&|\|\||;|\|(?!\|)/)) {
      const tokens = part.trim().split(/\s+/).filter(Boolean);
      let index = 0;
      while (index < tokens.length && /^[A-Za-z_]\w*=/.test(tokens[index]!)) index += 1;
      while (index < tokens.length && shellKeywords.has(tokens[index]!)) index += 1;
      let command = tokens[index]?.replace(/^[({]+/, '');
      if (!command) continue;
      if (command === 'env') {
        index += 1;
        while (
          index < tokens.length &&
          (/^-/.test(tokens[index]!) || /^[A-Za-z_]\w*=/.test(tokens[index]!))
        )
          index += 1;
        command = tokens[index];
        if (!command) continue;
      }
      if (builtins.has(command)) continue;
      // A --token flag puts whatever it is given (a variable, $(cat file), the token itself) in argv.
      if (
        tokens
          .slice(index + 1)
          .some((token) => tokenVariable.test(token) || /^--token(=|$)/.test(token))
      ) {
        found.push(part.trim());
      }
    }
  }
  return found;
}
