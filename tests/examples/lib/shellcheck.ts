/**
 * ShellCheck (Debian's `shellcheck`) for shell code that pages render from data,
 * such as the curl samples and the webhook test script: the code-block checker
 * only sees fenced blocks written in the pages.
 */
import fs from 'node:fs';
import path from 'node:path';

import {hasCommand, run} from './run';

/** ShellCheck's findings for a bash snippet, one line each; a line saying what to install when it is missing. */
export async function shellcheck(code: string, dir: string): Promise<string[]> {
  if (!hasCommand('shellcheck', ['--version'])) {
    return [
      'ShellCheck is not installed: on Debian or Ubuntu run  sudo apt-get install shellcheck',
    ];
  }
  const file = path.join(dir, 'snippet.sh');
  fs.writeFileSync(file, code + '\n');
  const result = await run('shellcheck', ['--shell=bash', '--format=gcc', file], {
    killAfterMs: 60_000,
  });
  if (result.code === 0) return [];
  return result.stdout
    .trim()
    .split('\n')
    .map((line) => `ShellCheck: ${line.replace(`${file}:`, 'line ')}`);
}
