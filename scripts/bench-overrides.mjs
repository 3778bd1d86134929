#!/usr/bin/env node
// `npm run bench:overrides`: what each override of upstream code saves. It finds the
// overrides as tests/unit/overrides.test.ts does (a file of src/ or plugins/ whose header
// has an `Upstream:` line), builds the site clean once with all of them and once without
// each (SATURN_WITHOUT_OVERRIDE, read by plugins/overrides.ts), measures the JavaScript
// every route below loads in Chromium with scripts/route-weight.mjs, and writes the
// difference to reports/overrides.md. Bytes do not depend on the machine's load; builds
// take a minute or two each.
//
// Usage: node scripts/bench-overrides.mjs [route ...]
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/get-started/overview', '/get-started/quickstart-linux-cron', '/api/reference'];

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(file);
    return /\.(?:tsx?|jsx?|mjs|cjs)$/.test(entry.name) ? [file] : [];
  });
}

const overrides = ['src', 'plugins']
  .flatMap((dir) => walk(path.join(root, dir)))
  .filter((file) => /^\s*(?:\*|\/\/)\s*Upstream: \S+/m.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(root, file));

/** Builds the site clean into a temporary folder, with `without` switched off. */
function build(without) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-overrides-'));
  fs.rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  console.log(`building ${without ? `without ${without}` : 'with every override'}...`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {
    cwd: root,
    env: {...process.env, SATURN_WITHOUT_OVERRIDE: without ?? ''},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`the build ${without ? `without ${without}` : ''} failed`);
  return out;
}

/** The gzip KiB of JavaScript each route loads, from route-weight's table. */
function weigh(dir) {
  const output = execFileSync('node', ['scripts/route-weight.mjs', '--dir', dir, ...routes], {
    cwd: root,
    encoding: 'utf8',
  });
  const sizes = new Map();
  for (const line of output.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (routes.includes(cells[1])) sizes.set(cells[1], Number(cells[4]));
  }
  return sizes;
}

const dirs = [];
try {
  const baseDir = build(null);
  dirs.push(baseDir);
  const base = weigh(baseDir);
  const rows = [];
  for (const override of overrides) {
    const dir = build(override);
    dirs.push(dir);
    const without = weigh(dir);
    rows.push([
      `\`${override}\``,
      ...routes.map((route) => (without.get(route) - base.get(route)).toFixed(1)),
    ]);
  }
  const report = [
    '# What each override of upstream code saves',
    '',
    `Written by \`npm run bench:overrides\` on ${new Date().toISOString().slice(0, 10)}: gzip KiB`,
    'of JavaScript each route loads in Chromium with the override switched off, minus with every',
    'override on (scripts/route-weight.mjs). A positive number is what the override saves there.',
    '',
    `| override | ${routes.join(' | ')} |`,
    `| --- | ${routes.map(() => '---').join(' | ')} |`,
    `| (all on: KiB loaded) | ${routes.map((route) => base.get(route).toFixed(1)).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'reports'), {recursive: true});
  fs.writeFileSync(path.join(root, 'reports/overrides.md'), report);
  console.log(`\n${report}\nWritten to reports/overrides.md`);
} finally {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
  fs.rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
}
