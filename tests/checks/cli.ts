/**
 * What the build checks share when run from the command line: whether a module
 * is the script node was started with, and the build folder it was given.
 */
import fs from 'node:fs';
import path from 'node:path';

/** True when `filename` (a module's `__filename`) is the script node runs. */
export function isMainModule(filename: string): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === path.resolve(filename);
}

/**
 * The build folder named on the command line (default `build`); exits with
 * status 2 and says what to run when it holds no built site.
 */
export function buildDirArgument(): string {
  const buildDir = process.argv[2] ?? 'build';
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run "npm run build" first.`);
    process.exit(2);
  }
  return buildDir;
}
