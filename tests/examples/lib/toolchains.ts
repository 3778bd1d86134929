/**
 * The toolchains the examples need besides Node: PHP's CLI, Go and Python 3 with
 * requests. scripts/test.sh installs Debian's packages when it runs as root; this
 * says exactly what is missing otherwise, so a failure is never a mystery.
 */
import {spawnSync} from 'node:child_process';

import {hasCommand} from './run';

export interface Toolchain {
  name: string;
  /** Debian package that provides it. */
  debianPackage: string;
  present: boolean;
  version: string;
}

function firstLine(command: string, args: string[]): string {
  const result = spawnSync(command, args, {encoding: 'utf8'});
  return result.status === 0 ? (result.stdout.split('\n')[0] ?? '').trim() : '';
}

export function toolchains(): Record<'php' | 'go' | 'python', Toolchain> {
  return {
    php: {
      name: 'PHP CLI',
      debianPackage: 'php-cli',
      present: hasCommand('php', ['--version']),
      version: firstLine('php', ['-r', 'echo PHP_VERSION;']),
    },
    go: {
      name: 'Go',
      debianPackage: 'golang-go',
      present: hasCommand('go', ['version']),
      version: firstLine('go', ['version']),
    },
    python: {
      name: 'Python 3 with requests',
      debianPackage: 'python3-requests',
      present: hasCommand('python3', ['-c', 'import requests']),
      version: firstLine('python3', [
        '-c',
        'import sys, requests; print(sys.version.split()[0], "requests", requests.__version__)',
      ]),
    },
  };
}

/** The message for a missing toolchain: what to install, in one line. */
export function missingMessage(tool: Toolchain): string {
  return `${tool.name} is not installed: on Debian or Ubuntu run  sudo apt-get install ${tool.debianPackage}  (scripts/test.sh does it when run as root)`;
}
