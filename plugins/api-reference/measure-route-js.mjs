#!/usr/bin/env node
// Measures the JavaScript /api/reference makes Chromium fetch: scripts it executes on load
// (light and dark colour mode), after the reader points at the reference, and scripts it
// only prefetches. Sizes are decoded bytes and gzip -9 bytes, in KiB.
// Usage: serve the build (node scripts/serve.mjs --dir build --port 4201), then
//   node plugins/api-reference/measure-route-js.mjs http://127.0.0.1:4201/api/reference
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';

import {chromiumArgs, chromiumExecutable} from '../../scripts/chromium.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4201/api/reference';
const kib = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, colorScheme, interact) {
  const context = await browser.newContext({colorScheme});
  const page = await context.newPage();
  const scripts = new Map();
  const prefetched = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().endsWith('.js')) return;
    const target = type === 'script' ? scripts : prefetched;
    pending.push(
      response.body().then((body) => {
        target.set(response.url(), {
          raw: body.length,
          gzip: zlib.gzipSync(body, {level: 9}).length,
        });
      }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  if (interact) {
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
  await Promise.all(pending);
  for (const key of scripts.keys()) prefetched.delete(key);
  await context.close();
  const sum = (map) =>
    [...map.values()].reduce((a, b) => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip}), {
      raw: 0,
      gzip: 0,
    });
  return {scripts, prefetched, total: sum(scripts), prefetchTotal: sum(prefetched)};
}

const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
try {
  for (const [label, scheme, interact] of [
    ['light, load', 'light', false],
    ['dark, load', 'dark', false],
    ['light, load + pointer and wheel', 'light', true],
  ]) {
    const result = await measure(browser, scheme, interact);
    console.log(
      `${label}: ${result.scripts.size} scripts executed, ${kib(result.total.raw)} KiB decoded, ${kib(result.total.gzip)} KiB gzip; prefetched only: ${result.prefetched.size} files, ${kib(result.prefetchTotal.gzip)} KiB gzip`,
    );
    for (const [file, size] of result.scripts)
      console.log(`  ${file.replace(/^.*\/assets\//, 'assets/')} ${kib(size.gzip)}`);
  }
} finally {
  await browser.close();
}
