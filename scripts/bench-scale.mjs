// How the build's costs grow with the amount of content: `npm run bench -- --scale 10`.
//
// Copies the working tree twice into a folder under the system's temp dir (each
// with a hard-linked node_modules and no cache, as scripts/check-reproducible.mjs
// does): one as it is, and one where every docs page also exists SCALE - 1 more
// times, as <page>-copy-<k>.mdx next to the original (a page with a `slug` gets
// <slug>-copy-<k>), so every section, plugin and search index grows the same way.
// Builds each from clean and reports, side by side with the ratio:
// - the clean build's time and its peak memory (maximum resident set size, from
//   GNU time, of the build process);
// - the number and total size of the HTML files, and apart the bytes of the docs
//   sidebars in them (each page lists its own section, so they grow with pages x
//   pages per section); the HTML gzipped as scripts/serve.mjs sends it, in all and
//   for the median page, which is what one reader downloads;
// - the size of the search index: every file of the build whose name starts with
//   "search-index", raw and gzip, whatever the index's format;
// - the JavaScript /get-started/overview loads (gzip, as sent), which grows with the
//   number of pages: main.js carries the route table, and every docs page loads the
//   docs' version data (sidebar, and each doc's id and title);
// - the first search query's transfer: what the browser downloads from the moment
//   a reader on /get-started/overview clicks into the navbar's search box and types
//   "cron" until the network is idle again (scripts/serve.mjs, gzip), and which
//   search index files that was.
// The copies of the pages are not in Git, so they show no "Last updated" date (the
// originals do: the copies carry .git): about 200 bytes of HTML less per copy.
// The two builds stay in .bench/scale-x1 and .bench/scale-x<N>.
// Exits 1 when a measure grows faster than the content or the peak memory passes 4 GiB.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium as chromiumBrowser} from 'playwright-core';

import {copySite} from './check-reproducible.mjs';
import {chromiumArgs} from './chromium.mjs';
import {createServer} from './serve.mjs';

const memoryLimitBytes = 4 * 1024 ** 3;

function log(message) {
  process.stderr.write(`${message}\n`);
}

function listFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files;
}

/** Adds `scale - 1` copies of every docs page next to it, under new slugs. */
export function multiplyDocs(docsDir, scale) {
  const pages = listFiles(docsDir).filter((file) => /\.mdx?$/.test(file));
  for (const file of pages) {
    const source = fs.readFileSync(file, 'utf8');
    const extension = path.extname(file);
    for (let copy = 2; copy <= scale; copy += 1) {
      const text = source.replace(
        /^(slug:\s*)(['"]?)(.*?)(\/?)\2\s*$/m,
        (_, key, quote, slug, slash) => `${key}${quote}${slug}-copy-${copy}${slash}${quote}`,
      );
      fs.writeFileSync(file.slice(0, -extension.length) + `-copy-${copy}${extension}`, text);
    }
  }
  return pages.length;
}

/** A clean build with GNU time: seconds and the peak resident memory in bytes. */
function timedBuild(siteDir, outDir) {
  const timeFile = path.join(siteDir, '.build-time');
  const started = process.hrtime.bigint();
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      '-o',
      timeFile,
      path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
      'build',
      '--out-dir',
      outDir,
    ],
    {cwd: siteDir, encoding: 'utf8', env: {...process.env, NODE_ENV: 'production'}},
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    throw new Error(`The build in ${siteDir} failed:\n${result.stdout}\n${result.stderr}`);
  }
  const kib = Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop());
  return {seconds, peakBytes: kib * 1024};
}

function buildSizes(outDir) {
  const files = listFiles(outDir);
  const html = files.filter((file) => file.endsWith('.html'));
  // The search index in build/search-index/: the sharded index and the lunr index.
  const index = files
    .filter((file) => path.relative(outDir, file).startsWith('search-index'))
    .map((file) => fs.readFileSync(file));
  // Each docs page lists the pages of its own section in the sidebar, so the sidebar's bytes
  // grow with pages x pages per section: measured apart, with the rest of the HTML.
  let sidebarBytes = 0;
  const pageGzipBytes = [];
  for (const file of html) {
    const text = fs.readFileSync(file, 'utf8');
    pageGzipBytes.push(gzipSync(text, {level: 6}).length);
    const start = text.indexOf('<nav aria-label="Docs sidebar"');
    const end = text.indexOf('</nav>', start);
    if (start >= 0 && end > start) sidebarBytes += Buffer.byteLength(text.slice(start, end));
  }
  const htmlBytes = html.reduce((sum, file) => sum + fs.statSync(file).size, 0);
  pageGzipBytes.sort((a, b) => a - b);
  return {
    pages: html.length,
    htmlBytes,
    htmlGzipBytes: pageGzipBytes.reduce((sum, bytes) => sum + bytes, 0),
    medianPageGzipBytes: pageGzipBytes[Math.floor(pageGzipBytes.length / 2)],
    sidebarBytes,
    htmlWithoutSidebarBytes: htmlBytes - sidebarBytes,
    indexBytes: index.reduce((sum, buffer) => sum + buffer.length, 0),
    indexGzipBytes: index.reduce((sum, buffer) => sum + gzipSync(buffer, {level: 6}).length, 0),
    indexFiles: index.length,
  };
}

/**
 * What the browser downloads for the first query typed into the navbar's search box: every
 * response from the click into the box until the network is idle after the last keystroke,
 * counted as sent (scripts/serve.mjs gzips and gives each response's Content-Length).
 */
export async function firstQueryTransfer(outDir, chromium) {
  const server = createServer(outDir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromiumBrowser.launch({executablePath: chromium, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    // The JavaScript the docs page itself loads (main.js carries the route table and the
    // docs' version data grows with the pages), before the reader touches the search box.
    let pageScriptBytes = 0;
    const countScripts = (response) => {
      if (response.request().resourceType() === 'script') {
        pageScriptBytes += Number(response.headers()['content-length'] ?? 0);
      }
    };
    page.on('response', countScripts);
    await page.goto(`${base}/get-started/overview`, {waitUntil: 'networkidle'});
    // The page's own scripts are counted until it has hydrated and settled; the search box's
    // are counted with the query.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(500);
    page.off('response', countScripts);
    const responses = [];
    page.on('response', (response) => {
      const length = Number(response.headers()['content-length'] ?? 0);
      responses.push({url: response.url().slice(base.length), length});
    });
    const input = page.locator('nav.navbar input').first();
    await input.click();
    await input.pressSequentially('cron', {delay: 50});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const bytes = responses.reduce((sum, response) => sum + response.length, 0);
    const index = responses.filter((response) => response.url.includes('search-index'));
    return {bytes, requests: responses.length, index, pageScriptBytes};
  } finally {
    await browser.close();
    server.close();
  }
}

const mib = (bytes) => (bytes / 1024 ** 2).toFixed(1);
const kib = (bytes) => (bytes / 1024).toFixed(1);

export async function benchScale({root, scale, chromium}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-scale-'));
  // The builds stay in .bench/scale-x<N> (not committed) for a look after the run.
  const keptDir = path.join(root, '.bench');
  fs.mkdirSync(keptDir, {recursive: true});
  const results = [];
  try {
    for (const factor of [1, scale]) {
      const siteDir = path.join(work, `site-x${factor}`);
      log(`Copying the site to ${siteDir}...`);
      copySite(root, siteDir);
      const docsPages = multiplyDocs(path.join(siteDir, 'docs'), factor);
      log(`Clean build of the site with ${factor}x the docs pages (${docsPages * factor})...`);
      const outDir = path.join(keptDir, `scale-x${factor}`);
      fs.rmSync(outDir, {recursive: true, force: true});
      const build = timedBuild(siteDir, outDir);
      log(`  ${build.seconds.toFixed(1)} s, peak memory ${mib(build.peakBytes)} MiB`);
      const sizes = buildSizes(outDir);
      const query = await firstQueryTransfer(outDir, chromium);
      results.push({factor, docsPages: docsPages * factor, ...build, ...sizes, query});
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }

  const [today, scaled] = results;
  const failures = [];
  const rows = [
    ['docs pages', (r) => r.docsPages, String, null],
    ['HTML files', (r) => r.pages, String, null],
    ['clean build (s)', (r) => r.seconds, (v) => v.toFixed(1), 'linear'],
    ['peak memory (MiB)', (r) => r.peakBytes, mib, 'memory'],
    ['HTML (MiB)', (r) => r.htmlBytes, mib, 'linear'],
    ['  docs sidebars in it (MiB)', (r) => r.sidebarBytes, mib, null],
    ['  the rest of the HTML (MiB)', (r) => r.htmlWithoutSidebarBytes, mib, 'linear'],
    ['HTML gzip, as served (MiB)', (r) => r.htmlGzipBytes, mib, null],
    ['one page, median, gzip (KiB)', (r) => r.medianPageGzipBytes, kib, null],
    ['search index files', (r) => r.indexFiles, String, null],
    ['search index (KiB)', (r) => r.indexBytes, kib, 'linear'],
    ['search index gzip (KiB)', (r) => r.indexGzipBytes, kib, 'linear'],
    ['first query transfer (KiB)', (r) => r.query.bytes, kib, 'linear'],
    ['first query requests', (r) => r.query.requests, String, null],
    ['docs page JavaScript, gzip (KiB)', (r) => r.query.pageScriptBytes, kib, null],
  ];
  const lines = [
    `Scale: today's site and ${scale}x its docs pages, clean builds on ${os.cpus().length} cores`,
    '',
    `| measure | today | ${scale}x pages | ratio | target | ok |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [label, value, show, rule] of rows) {
    const a = value(today);
    const b = value(scaled);
    const ratio = a ? b / a : NaN;
    let target = '';
    let ok = '';
    if (rule === 'linear') {
      target = `<= ${scale}x`;
      ok = ratio <= scale ? 'yes' : 'NO';
      if (ok === 'NO') failures.push(`${label} grows ${ratio.toFixed(2)}x for ${scale}x the pages`);
    } else if (rule === 'memory') {
      target = `< ${mib(memoryLimitBytes)}`;
      ok = b < memoryLimitBytes ? 'yes' : 'NO';
      if (ok === 'NO') failures.push(`peak memory ${mib(b)} MiB passes 4 GiB`);
    }
    lines.push(
      `| ${label} | ${show(a)} | ${show(b)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : ''} | ${target} | ${ok} |`,
    );
  }
  for (const result of results) {
    lines.push(
      '',
      `Search index files fetched for the first query at ${result.factor}x: ${
        result.query.index.map((file) => `${file.url} (${kib(file.length)} KiB)`).join(', ') ||
        'none'
      }`,
    );
  }
  console.log(lines.join('\n'));
  if (failures.length) {
    console.log(`\nGrows faster than the content:\n- ${failures.join('\n- ')}`);
    return 1;
  }
  console.log('\nEvery measure grows at most linearly.');
  return 0;
}
