import {spawn, spawnSync} from 'node:child_process';

export interface RunResult {
  /** Exit code, or null when the process was killed. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall-clock time from spawn to exit, in milliseconds. */
  ms: number;
  /** True when the harness killed it after `killAfterMs`. */
  killed: boolean;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Kill the process (and count it as hung) after this long. */
  killAfterMs: number;
}

/** Runs a command to completion without a shell, capturing its output. */
export async function run(
  command: string,
  args: string[],
  options: RunOptions,
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that killing it also ends what it started (tsx runs a second node).
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let killed = false;
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const timer = setTimeout(() => {
      killed = true;
      killGroup(child.pid);
    }, options.killAfterMs);
    child.on('error', (error) => {
      stderr += String(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveRun({code, stdout, stderr, ms: Date.now() - started, killed});
    });
  });
}

/**
 * Builds one Go file into `binary` with GO111MODULE=off, so that a file importing only the
 * standard library builds without a go.mod. Returns go's error output, or null when it built.
 */
export async function goBuild(source: string, binary: string, cwd: string): Promise<string | null> {
  const build = await run('go', ['build', '-o', binary, source], {
    cwd,
    env: {...process.env, GO111MODULE: 'off'},
    killAfterMs: 300_000,
  });
  return build.code === 0 ? null : `go build failed:\n${build.stderr.trim()}`;
}

/** Ends a process started with `detached: true` and everything in its process group. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // It has ended already.
  }
}

/** True when `command` can be found and run (e.g. `go version` exits 0). */
export function hasCommand(command: string, args: string[] = ['--version']): boolean {
  const result = spawnSync(command, args, {stdio: 'ignore'});
  return !result.error && result.status === 0;
}
