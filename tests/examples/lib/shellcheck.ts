/**
 * ShellCheck (Debian's `shellcheck` package) over shell code the docs show: the fenced
 * blocks of the pages (tests/examples/shell) and the code pages render from data (the curl
 * samples, the webhook test script). Plus the rule that every `# shellcheck disable=SCxxxx`
 * says why on the same line.
 */
import {spawnSync} from 'node:child_process';

export interface ShellCheckFinding {
  line: number;
  code: string;
  message: string;
}

let version: string | null | undefined;

/** ShellCheck's version, or null when it is not installed. */
export function shellcheckVersion(): string | null {
  if (version !== undefined) return version;
  const result = spawnSync('shellcheck', ['--version'], {encoding: 'utf8'});
  version = result.status === 0 ? (/version:\s*(\S+)/.exec(result.stdout)?.[1] ?? null) : null;
  return version;
}

interface Json1 {
  comments: {line: number; code: number; level: string; message: string}[];
}

/** Lints a script; `shell` is used when the code has no shebang. */
export function shellcheck(code: string, shell: 'bash' | 'sh' = 'bash'): ShellCheckFinding[] {
  // SC1091 (cannot follow a sourced file) is off: the sourced files, such as
  // /etc/saturn/env, live on the reader's server, not in the docs.
  const args = ['--format=json1', '--severity=style', '--exclude=SC1091'];
  if (!code.startsWith('#!')) args.push(`--shell=${shell}`);
  const result = spawnSync('shellcheck', [...args, '-'], {input: code, encoding: 'utf8'});
  if (result.error) throw result.error;
  const parsed = JSON.parse(result.stdout || '{"comments":[]}') as Json1;
  const findings: ShellCheckFinding[] = parsed.comments.map((comment) => ({
    line: comment.line,
    code: `SC${comment.code}`,
    message: `${comment.level}: ${comment.message}`,
  }));
  code.split('\n').forEach((line, index) => {
    const disable = /#\s*shellcheck\s+disable=([A-Z0-9,]+)(.*)$/.exec(line);
    if (disable && !/#\s*\S/.test(disable[2] ?? '')) {
      findings.push({
        line: index + 1,
        code: 'disable',
        message: `"shellcheck disable=${disable[1]}" needs its reason on the same line: # shellcheck disable=${disable[1]} # why`,
      });
    }
  });
  return findings;
}

/** A script's findings as lines for an example's result; what to install when ShellCheck is missing. */
export function shellcheckReport(code: string): string[] {
  if (shellcheckVersion() === null) {
    return [
      'ShellCheck is not installed: on Debian or Ubuntu run  sudo apt-get install shellcheck',
    ];
  }
  return shellcheck(code).map(
    (finding) => `ShellCheck: line ${finding.line}: ${finding.code} ${finding.message}`,
  );
}
