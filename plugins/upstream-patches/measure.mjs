// Measures a page load in builds with and without a patch (README.md, "How to measure again").
// Usage: node plugins/upstream-patches/measure.mjs <runs> <route> <port> <buildDir>...
// Serves each build folder in turn on 127.0.0.1:<port> (scripts/serve.mjs), interleaved, and
// loads <route> in Debian's Chromium with 4x CPU throttling. Per load it records the long
// tasks (total blocking time, longest task), the calls of String.prototype.localeCompare and
// the time of the first one; it prints each load and the medians per build.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../../scripts/chromium.mjs';

const [runs, route, port, ...dirs] = process.argv.slice(2);
if (!runs || !route || !port || dirs.length === 0) {
  console.error(
    'Usage: node plugins/upstream-patches/measure.mjs <runs> <route> <port> <buildDir>...',
  );
  process.exit(2);
}
const serveScript = path.join(import.meta.dirname, '..', '..', 'scripts', 'serve.mjs');

const initScript = `(() => {
  window.__localeCompare = {calls: 0, first: 0};
  const original = String.prototype.localeCompare;
  String.prototype.localeCompare = function (...args) {
    if (window.__localeCompare.calls++ > 0) return original.apply(this, args);
    const start = performance.now();
    const result = original.apply(this, args);
    window.__localeCompare.first = performance.now() - start;
    return result;
  };
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({type: 'longtask', buffered: true});
})();`;

function serve(dir) {
  return new Promise((resolve) => {
    const server = spawn('node', [serveScript, '--dir', dir, '--port', port], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.once('data', () => resolve(server));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
const results = new Map(dirs.map((dir) => [dir, []]));
try {
  for (let run = 0; run < Number(runs); run++) {
    for (const dir of dirs) {
      const server = await serve(dir);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(initScript);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'load'});
      await page.waitForTimeout(3000);
      const {tasks, localeCompare} = await page.evaluate(() => ({
        tasks: window.__longTasks,
        localeCompare: window.__localeCompare,
      }));
      const load = {
        tbt: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
        longest: Math.round(Math.max(0, ...tasks)),
        calls: localeCompare.calls,
        first: Math.round(localeCompare.first * 10) / 10,
      };
      results.get(dir).push(load);
      console.log(dir, JSON.stringify(load));
      await context.close();
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
} finally {
  await browser.close();
}
for (const [dir, loads] of results) {
  console.log(
    `${dir}: median TBT ${median(loads.map((l) => l.tbt))} ms, longest task ${median(loads.map((l) => l.longest))} ms, ` +
      `localeCompare calls ${loads.map((l) => l.calls).join('/')}, first call ${median(loads.map((l) => l.first))} ms`,
  );
}
