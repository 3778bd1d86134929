#!/usr/bin/env node
// Checks that the site builds to the same bytes wherever and however it is built.
//
// 1. Copies the working tree (the files git tracks, plus new files it does not
//    ignore) into two folders of different depths under the system's temp dir,
//    each with a hard-linked copy of node_modules without its build cache.
// 2. Builds each copy from clean (no .docusaurus, no rspack cache), then builds
//    the first copy again with the cache the first build left.
// 3. Compares the three builds file by file and names every file that differs
//    or exists in one build only, with the first difference in it.
//
// Exits 1 when any two builds differ. Each build takes as long as `npm run build`.
// Usage: node scripts/check-reproducible.mjs [--keep] (--keep leaves the folders for a look)
import {execFileSync, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

function log(message) {
  process.stderr.write(`${message}\n`);
}

/** A copy of the working tree of `root` at `dir`, with .git and node_modules hard-linked and no caches. */
export function copySite(root, dir) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  // The Git history too (hard links; Docusaurus only reads it), so that the copy builds the
  // "Last updated" dates as a checkout does (plugins/docs/last-update.ts).
  const gitDir = path.join(root, '.git');
  if (fs.existsSync(gitDir)) {
    if (fs.statSync(gitDir).isDirectory())
      execFileSync('cp', ['-al', gitDir, path.join(dir, '.git')]);
    else {
      // A worktree's .git file names its Git directory, maybe relative to the worktree.
      const target = fs
        .readFileSync(gitDir, 'utf8')
        .replace(/^gitdir:\s*/, '')
        .trim();
      fs.writeFileSync(path.join(dir, '.git'), `gitdir: ${path.resolve(root, target)}\n`);
    }
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  fs.rmSync(path.join(dir, 'node_modules', '.cache'), {recursive: true, force: true});
}

function build(siteDir, outDir) {
  const started = process.hrtime.bigint();
  const result = spawnSync(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['build', '--out-dir', outDir],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, NODE_ENV: 'production'}},
  );
  if (result.status !== 0) {
    throw new Error(`The build in ${siteDir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), {withFileTypes: true})) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else files.push(relative);
  }
  return files.sort();
}

function digest(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The text around the first byte where two files differ. */
function firstDifference(a, b) {
  const left = fs.readFileSync(a);
  const right = fs.readFileSync(b);
  let index = 0;
  while (index < left.length && index < right.length && left[index] === right[index]) index += 1;
  const around = (buffer) =>
    JSON.stringify(buffer.subarray(Math.max(0, index - 60), index + 60).toString('utf8'));
  return `at byte ${index}:\n      ${around(left)}\n      ${around(right)}`;
}

/** The differences between two builds, as readable lines. */
export function compareBuilds(a, b) {
  const left = new Set(listFiles(a));
  const right = new Set(listFiles(b));
  const lines = [];
  for (const file of left) if (!right.has(file)) lines.push(`only in the first: ${file}`);
  for (const file of right) if (!left.has(file)) lines.push(`only in the second: ${file}`);
  for (const file of left) {
    if (!right.has(file)) continue;
    const [x, y] = [path.join(a, file), path.join(b, file)];
    if (digest(x) !== digest(y)) lines.push(`differs: ${file} ${firstDifference(x, y)}`);
  }
  return lines;
}

function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-reproducible-'));
  // Two folders whose paths differ in depth and name, as two machines' checkouts do.
  const first = path.join(work, 'a');
  const second = path.join(work, 'checkout-b', 'saturn-website');
  let failed = false;
  try {
    const times = {};
    for (const dir of [first, second]) {
      log(`Copying the site to ${dir}...`);
      copySite(root, dir);
    }
    log('Clean build in the first folder...');
    times.first = build(first, path.join(work, 'build-first'));
    log('Clean build in the second folder...');
    times.second = build(second, path.join(work, 'build-second'));
    log('Build in the first folder again, with the cache of its first build...');
    times.warm = build(first, path.join(work, 'build-warm'));

    const comparisons = [
      ['a clean build in another folder', 'build-second'],
      ['a build with a warm cache in the same folder', 'build-warm'],
    ];
    for (const [label, other] of comparisons) {
      const differences = compareBuilds(path.join(work, 'build-first'), path.join(work, other));
      if (differences.length === 0) {
        console.log(`Same bytes: a clean build and ${label}.`);
        continue;
      }
      failed = true;
      console.log(`A clean build and ${label} differ in ${differences.length} files:`);
      for (const line of differences.slice(0, 20)) console.log(`  ${line}`);
      if (differences.length > 20) console.log(`  and ${differences.length - 20} more`);
    }
    console.log(
      `Build times: clean ${times.first.toFixed(1)} s, clean in another folder ${times.second.toFixed(1)} s, warm ${times.warm.toFixed(1)} s.`,
    );
  } finally {
    if (keep) log(`The folders are kept in ${work}.`);
    else fs.rmSync(work, {recursive: true, force: true});
  }
  process.exit(failed ? 1 : 0);
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) main();
