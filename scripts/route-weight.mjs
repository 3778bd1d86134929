#!/usr/bin/env node
// The JavaScript each route of a build loads, in bytes that do not depend on the
// machine's load: every script Chromium fetches until the network is idle, its
// size as built and gzipped (level 6, as scripts/serve.mjs sends it), and the
// script evaluation and task time Chromium reports (Performance.getMetrics) and
// the blocking time of its long tasks (the part of each task over 50 ms, from
// load start until the network is idle). Timings vary with the machine's load;
// --cpu 4 slows the CPU four times, as Lighthouse's mobile preset does.
//
// With --stats <file> (a build made with SATURN_BUNDLE_STATS=<file>) it also lists
// the modules in those scripts by their size gzipped alone, to see what a route
// carries. Each module's minified text is cut out of its chunk; a module that
// rspack concatenated with others has its share of the group's size by source size.
//
// With --split it also records Chromium traces of `runs` more loads per route and splits
// the main thread's long tasks (over 50 ms) by what ran in them: each script's
// evaluation (compiling and running its top level), other JavaScript (callbacks,
// timers, microtasks: React's hydration runs there, in slices of about 5 ms, since
// Docusaurus hydrates inside startTransition), HTML parsing, style and layout, and the
// rest. Blocking time is the part of each long task over 50 ms, shared among what ran
// in it in proportion to their time.
//
// Usage: node scripts/route-weight.mjs [--dir build] [--stats file] [--top 40]
//        [--runs 3] [--cpu 1] [--split] [route ...]
//        (default routes: /get-started/overview / /search)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import * as acorn from 'acorn';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from './chromium.mjs';
import {createServer} from './serve.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  if (at === -1) return fallback;
  const [value] = argv.splice(at, 2).slice(1);
  return value;
};
const dir = path.resolve(option('--dir', 'build'));
const statsFile = option('--stats');
const top = Number(option('--top', '40'));
const runs = Number(option('--runs', '3'));
const cpu = Number(option('--cpu', '1'));
const splitAt = argv.indexOf('--split');
const split = splitAt !== -1;
if (split) argv.splice(splitAt, 1);
const routes = argv.length > 0 ? argv : ['/get-started/overview', '/', '/search'];

const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 6}).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Script files (paths under the build) a route loads, and Chromium's script time per run. */
async function loadRoute(browser, base, route) {
  const files = new Set();
  const metrics = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname);
    });
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    if (cpu > 1) await session.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', {value: tasks});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await page.goto(base + route, {waitUntil: 'networkidle'});
    const blocking = await page.evaluate(() =>
      window.__longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    );
    const {metrics: list} = await session.send('Performance.getMetrics');
    const value = (name) => list.find((metric) => metric.name === name)?.value ?? 0;
    metrics.push({
      script: value('ScriptDuration') * 1000,
      task: value('TaskDuration') * 1000,
      blocking,
    });
    await context.close();
  }
  return {
    files: [...files].sort(),
    script: median(metrics.map((m) => m.script)),
    task: median(metrics.map((m) => m.task)),
    blocking: median(metrics.map((m) => m.blocking)),
  };
}

/** What a trace event on the main thread was doing, for the split of long tasks. */
function kindOf(event) {
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule': {
      const url = event.args?.data?.url ?? event.args?.fileName ?? '';
      return url ? `evaluate ${new URL(url).pathname}` : 'evaluate (inline)';
    }
    case 'FunctionCall':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'EventDispatch':
    case 'V8.Execute':
      return 'other JavaScript (hydration, effects, timers)';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style and layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'Commit':
      return 'paint';
    default:
      return undefined;
  }
}

/**
 * One traced load of a route: the long tasks of the renderer's main thread split by
 * what ran in them. Returns Map<kind, {time, blocking}> in milliseconds.
 */
async function splitLongTasks(browser, base, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  if (cpu > 1) await session.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  await browser.startTracing(page, {
    // Tasks (toplevel) and what ran in them (devtools.timeline), as DevTools records them.
    categories: ['toplevel', 'devtools.timeline'],
  });
  await page.goto(base + route, {waitUntil: 'networkidle'});
  // Without these, the trace of a throttled renderer missed its scripts' events in most runs.
  if (cpu > 1) await session.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents ?? trace;
  // The page's renderer main thread: the one that evaluated the site's main.js (the
  // blank page the browser opens first has a renderer of its own).
  const mainScript = events.find(
    (event) =>
      event.name === 'EvaluateScript' && /\/assets\/js\/main\./.test(event.args?.data?.url ?? ''),
  );
  const onMain = events
    .filter(
      (event) =>
        mainScript &&
        event.pid === mainScript.pid &&
        event.tid === mainScript.tid &&
        event.ph === 'X',
    )
    .sort((a, b) => a.ts - b.ts);
  if (!mainScript) throw new Error(`${route}: the trace has no evaluation of main.js`);
  const split = new Map();
  const add = (kind, time, blocking) => {
    const entry = split.get(kind) ?? {time: 0, blocking: 0};
    entry.time += time;
    entry.blocking += blocking;
    split.set(kind, entry);
  };
  // The main thread's tasks: the outermost "ThreadControllerImpl::RunTask" events.
  const tasks = [];
  for (const event of onMain) {
    if (event.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue;
    tasks.push(event);
  }
  for (const task of tasks.filter((event) => event.dur > 50_000)) {
    const end = task.ts + task.dur;
    // The outermost classified events inside the task.
    const parts = [];
    let coveredUntil = task.ts;
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      const kind = kindOf(event);
      if (!kind || event.ts < coveredUntil) continue;
      parts.push({kind, dur: Math.min(event.dur, end - event.ts)});
      coveredUntil = event.ts + event.dur;
    }
    const classified = parts.reduce((sum, part) => sum + part.dur, 0);
    const blocking = (task.dur - 50_000) / 1000;
    for (const part of parts) add(part.kind, part.dur / 1000, (blocking * part.dur) / task.dur);
    const rest = task.dur - classified;
    if (rest > 0) add('rest of the task', rest / 1000, (blocking * rest) / task.dur);
  }
  return split;
}

/** Minified source of each module function in a chunk file, by module id. */
function moduleSources(code) {
  const sources = new Map();
  const ast = acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'script'});
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression') {
      for (const property of node.properties) {
        const key = property.key;
        const value = property.value;
        const id = key?.type === 'Literal' ? String(key.value) : key?.name;
        if (
          id !== undefined &&
          value &&
          /Function|ArrowFunction/.test(value.type) &&
          /^[\w./@-]+$/.test(id)
        ) {
          sources.set(id, code.slice(value.start, value.end));
        }
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast);
  return sources;
}

/** Short name of a module: the npm package and path, or the path in the site. */
function moduleName(name) {
  return name
    .replace(/^.*?\.\/node_modules\//, 'node_modules/')
    .replace(/ \+ \d+ modules$/, '')
    .replace(/^\.\//, '');
}

function modulesOf(files, stats) {
  const rows = [];
  for (const chunk of stats.chunks) {
    const chunkFiles = chunk.files.filter((file) => file.endsWith('.js'));
    const file = chunkFiles.find((name) => files.includes(`/${name}`));
    if (!file) continue;
    const sources = moduleSources(fs.readFileSync(path.join(dir, file), 'utf8'));
    // Rspack's stats also list groups such as "dependent modules" with no name or id.
    for (const module of (chunk.modules ?? []).filter((entry) => entry.name)) {
      const source = sources.get(String(module.id));
      const gzip = source === undefined ? 0 : gzipSize(Buffer.from(source));
      const minified = source === undefined ? 0 : Buffer.byteLength(source);
      const inner = module.modules ?? [module];
      const total = inner.reduce((sum, m) => sum + (m.size ?? 0), 0) || 1;
      for (const part of inner) {
        const share = (part.size ?? 0) / total;
        rows.push({
          chunk: file,
          name: moduleName(part.name ?? module.name ?? '(unnamed)'),
          gzip: gzip * share,
          minified: minified * share,
        });
      }
    }
  }
  return rows;
}

function packageOf(name) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (match) return match[1];
  return name.split('/').slice(0, 2).join('/');
}

async function main() {
  const server = createServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  const stats = statsFile ? JSON.parse(fs.readFileSync(statsFile, 'utf8')) : undefined;
  try {
    console.log(
      '| route | scripts | JS raw KiB | JS gzip KiB | script ms | task ms | blocking ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const details = [];
    for (const route of routes) {
      const {files, script, task, blocking} = await loadRoute(browser, base, route);
      let raw = 0;
      let gzip = 0;
      const perFile = files.map((file) => {
        const buffer = fs.readFileSync(path.join(dir, file));
        const size = {file, raw: buffer.length, gzip: gzipSize(buffer)};
        raw += size.raw;
        gzip += size.gzip;
        return size;
      });
      console.log(
        `| ${route} | ${files.length} | ${kib(raw)} | ${kib(gzip)} | ${script.toFixed(0)} | ${task.toFixed(0)} | ${blocking.toFixed(0)} |`,
      );
      details.push({route, files, perFile});
    }
    if (split) {
      for (const route of routes) {
        // The mean over `runs` traced loads.
        const parts = new Map();
        for (let run = 0; run < runs; run += 1) {
          for (const [kind, part] of await splitLongTasks(browser, base, route)) {
            const sum = parts.get(kind) ?? {time: 0, blocking: 0};
            sum.time += part.time / runs;
            sum.blocking += part.blocking / runs;
            parts.set(kind, sum);
          }
        }
        const total = [...parts.values()].reduce((sum, part) => sum + part.blocking, 0);
        console.log(
          `\n${route}: long tasks, mean of ${runs} traced loads, CPU ${cpu}x slower (ms; blocking total ${total.toFixed(0)})`,
        );
        console.log('| ran in the long tasks | time | blocking |');
        console.log('| --- | --- | --- |');
        for (const [kind, part] of [...parts].sort((a, b) => b[1].blocking - a[1].blocking)) {
          console.log(`| ${kind} | ${part.time.toFixed(0)} | ${part.blocking.toFixed(0)} |`);
        }
      }
    }
    for (const {route, files, perFile} of details) {
      console.log(`\n${route}: scripts (gzip KiB)`);
      for (const {file, gzip} of perFile) console.log(`  ${kib(gzip).padStart(7)}  ${file}`);
      if (!stats) continue;
      const rows = modulesOf(files, stats).sort((a, b) => b.gzip - a.gzip);
      const packages = new Map();
      for (const row of rows) {
        const name = packageOf(row.name);
        packages.set(name, (packages.get(name) ?? 0) + row.gzip);
      }
      console.log(`\n${route}: packages and folders by size gzipped alone (KiB)`);
      for (const [name, gzip] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) {
        console.log(`  ${kib(gzip).padStart(7)}  ${name}`);
      }
      console.log(`\n${route}: top ${top} modules by size gzipped alone (KiB)`);
      for (const row of rows.slice(0, top)) {
        console.log(`  ${kib(row.gzip).padStart(7)}  ${row.name}  [${row.chunk}]`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
