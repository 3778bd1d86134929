/**
 * Prism's mock server of openapi/openapi.yaml on 127.0.0.1 (a local file: Prism makes
 * no network request). Prism validates every request against the spec, so a wrong
 * path, parameter or body gets 422 instead of the documented 2xx.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

import {freePort} from './net';

export interface Prism {
  base: string;
  stop(): void;
}

export async function startPrism(root: string): Promise<Prism> {
  const port = await freePort();
  const bin = path.join(root, 'node_modules/.bin/prism');
  const specFile = path.join(root, 'openapi/openapi.yaml');
  const prism: ChildProcess = spawn(
    bin,
    ['mock', specFile, '--host', '127.0.0.1', '--port', String(port)],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let log = '';
  prism.stdout?.on('data', (chunk) => (log += String(chunk)));
  prism.stderr?.on('data', (chunk) => (log += String(chunk)));
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (log.includes('Prism is listening')) {
      return {base: `http://127.0.0.1:${port}`, stop: () => prism.kill()};
    }
    if (prism.exitCode !== null) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  prism.kill();
  throw new Error(`Prism did not start:\n${log}`);
}
