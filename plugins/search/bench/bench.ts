/**
 * Search benchmark (not a test): relevance, cold-query cost on a slow phone link, and growth on a
 * synthetic site ten times larger, for the site search and for Pagefind 1.6 on the same pages.
 *
 *   npm run build && npm run bench:search
 *   npm run bench:search -- --dir /tmp/build   # another build folder
 *   npm run bench:search -- --port 4201        # the port the bench serves on (default 4201)
 *   npm run bench:search -- --skip-pagefind    # the site search only
 *   npm run bench:search -- --relevance-only   # only part 1, for the site search (no browser)
 *   npm run bench:search -- --growth-only      # part 1 for the site search, then part 3
 *
 * 1. Relevance: the queries of src/search/evaluation/queries.json, each with its right pages.
 *    Top-1 and top-3 count distinct pages in result order; MRR looks at the first 10 pages.
 *    The site search runs the browser's code (src/search/engine) on the built files; Pagefind runs
 *    in Chromium against an index of a copy of the same build.
 * 2. Cold first query, from the home page, in a fresh browser profile, on a slow phone link
 *    (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower): bytes on the wire (as
 *    scripts/serve.mjs serves them: gzip, or .br when `npm run compress` wrote them) and the time
 *    from the last keystroke to rendered results (site search, navbar dropdown) or to the data of
 *    the first 8 results (Pagefind's API, after its init on focus: no UI drawn).
 * 3. Growth: the docs pages and a copy ten times larger (each page nine more times under another
 *    path, one word in six changed per copy so the vocabulary grows too), generated in a temporary
 *    folder; first-query bytes of both engines at 1x and 10x.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';

import {chromium, type Browser, type Page} from '@playwright/test';

import {chromiumArgs, chromiumExecutable} from '../../../tests/browser';
import {buildIndex, type SourcePage} from '../engine/build';
import type {ManifestFile, PageFile, SectionFile, ShardFile} from '../engine/format';
import {planResults, sectionFilesFor} from '../engine/plan';
import {rankPages, type Loader} from '../engine/query';
import {stem} from '../engine/stem';
import {searchSections} from '../config';
import type {SearchIndexEntry} from '../../../src/search/types';
import {pageFromOpenApi, pagesFromPluginIndex} from '../sources';

interface EvalQuery {
  q: string;
  pages: string[];
}

const evaluation = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'evaluation', 'queries.json'), 'utf8')) as {
    queries: EvalQuery[];
  }
).queries;

/** Queries for the cold first-query runs: words, a question, an identifier, a typo. */
const coldQueries = [
  'grace period',
  'is my job running?',
  'DISABLE_WP_CRON',
  'wordpres plugin',
  'list monitors api',
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const buildDir = path.resolve(option('dir') ?? process.env.BUILD_DIR ?? 'build');
const port = option('port') ?? '4201';
const withPagefind = !process.argv.includes('--skip-pagefind');

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** '/faq/', '/faq', '/faq/index.html' and 'http://host/faq/' are the same page. */
function normalise(url: string): string {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url.split('#')[0]!;
  return (
    pathname
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/\/$/, '') || '/'
  );
}

interface Scores {
  top1: number;
  top3: number;
  mrr: number;
  empty: number;
  misses: string[];
}

function score(rankings: string[][]): Scores {
  let top1 = 0;
  let top3 = 0;
  let mrr = 0;
  let empty = 0;
  const misses: string[] = [];
  evaluation.forEach(({q, pages}, i) => {
    const want = new Set(pages.map(normalise));
    const distinct = [...new Set(rankings[i]!.map(normalise))].slice(0, 10);
    const rank = distinct.findIndex((url) => want.has(url));
    if (distinct.length === 0) empty += 1;
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank >= 0) mrr += 1 / (rank + 1);
    if (rank !== 0) misses.push(`${JSON.stringify(q)} -> ${rank < 0 ? '-' : rank + 1}`);
  });
  const n = evaluation.length;
  return {top1: top1 / n, top3: top3 / n, mrr: mrr / n, empty, misses};
}

function printScores(label: string, s: Scores): void {
  console.log(
    `  ${label.padEnd(12)} top-1 ${(100 * s.top1).toFixed(1)} %  top-3 ${(100 * s.top3).toFixed(1)} %  MRR ${s.mrr.toFixed(3)}  no results ${s.empty}`,
  );
  console.log(`  ${''.padEnd(12)} not first: ${s.misses.join(', ') || 'none'}`);
}

/** A loader over index files in memory that counts the gzip bytes of what it hands out. */
function memoryLoader(files: Map<string, string>): Loader & {bytes: number; reset(): void} {
  const seen = new Set<string>();
  const loader = {
    bytes: 0,
    reset() {
      seen.clear();
      loader.bytes = 0;
    },
    take(file: string): string | undefined {
      const text = files.get(file);
      if (text !== undefined && !seen.has(file)) {
        seen.add(file);
        loader.bytes += gzipSync(text, {level: 6}).length;
      }
      return text;
    },
    async manifest() {
      return JSON.parse(loader.take('search-index/manifest.json')!) as ManifestFile;
    },
    async shard(key: string) {
      const text = loader.take(`search-index/t/${key}.json`);
      return text === undefined ? null : (JSON.parse(text) as ShardFile);
    },
    async page(id: number) {
      return JSON.parse(loader.take(`search-index/p/${id}.json`)!) as PageFile;
    },
    async section(id: number, section: number) {
      return JSON.parse(loader.take(`search-index/p/${id}-${section}.json`)!) as SectionFile;
    },
  };
  return loader;
}

/** The pages the site indexes, read from the build as the plugin wrote them. */
function sitePages(): SourcePage[] {
  const entries = JSON.parse(
    readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'),
  ) as SearchIndexEntry[];
  const spec = yaml.load(
    readFileSync(path.join(__dirname, '..', '..', '..', 'openapi', 'openapi.yaml'), 'utf8'),
  ) as Record<string, unknown>;
  return [...pagesFromPluginIndex(entries), pageFromOpenApi(spec)];
}

async function siteRankings(files: Map<string, string>): Promise<string[][]> {
  const loader = memoryLoader(files);
  const rankings: string[][] = [];
  for (const {q} of evaluation) {
    const {pages} = await rankPages(q, loader, stem, {typing: false});
    const urls: string[] = [];
    for (const ranked of pages.slice(0, 10)) urls.push((await loader.page(ranked.page)).u);
    rankings.push(urls);
  }
  return rankings;
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server answered at ${url}`);
}

async function serve(dir: string): Promise<{url: string; server: ChildProcess}> {
  const server = spawn(
    process.execPath,
    [path.join(__dirname, '..', '..', '..', 'scripts', 'serve.mjs'), '--dir', dir, '--port', port],
    {stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/`);
  return {url, server};
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill();
  });
}

function pagefindIndex(site: string): void {
  const binary = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'pagefind');
  const result = spawnSync(
    binary,
    [
      '--site',
      site,
      '--silent',
      // Leave out what every page repeats, as a site would with data-pagefind-ignore.
      '--exclude-selectors',
      'nav, footer, .theme-doc-sidebar-container, .table-of-contents, .theme-doc-toc-mobile',
    ],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(`pagefind failed: ${result.error?.message ?? result.stderr}`);
  }
}

async function pagefindRankings(page: Page): Promise<string[][]> {
  const queries = evaluation.map(({q}) => q);
  return (await page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.init();
    const out = [];
    for (const q of ${JSON.stringify(queries)}) {
      const search = await pagefind.search(q);
      const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
      out.push(data.map((d) => d.url));
    }
    return out;
  })()`)) as string[][];
}

interface Cold {
  indexBytes: number;
  codeBytes: number;
  ms: number;
}

/** A fresh profile on the home page, with the slow link and CPU. */
async function slowPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto(`${url}/`, {waitUntil: 'networkidle', timeout: 120_000});
  const sizes: {url: string; bytes: number}[] = [];
  page.on('requestfinished', (request) => {
    void request
      .sizes()
      .then((s) =>
        sizes.push({url: request.url(), bytes: s.responseBodySize + s.responseHeadersSize}),
      );
  });
  return {context, page, sizes};
}

async function coldSite(browser: Browser, url: string, query: string): Promise<Cold> {
  const {context, page, sizes} = await slowPage(browser, url);
  const box = page.locator('nav.navbar input.navbar__search-input');
  await box.click();
  // The plugin wraps the box in its dropdown once the engine has loaded.
  await page
    .locator('nav.navbar input.navbar__search-input[aria-autocomplete]')
    .waitFor({timeout: 60_000});
  // The whole query arrives at once, as when pasted: no shard or page of a shorter prefix has
  // been fetched before, so this is the cold case.
  await page.evaluate(`(() => {
    const bench = (window.__bench = {start: 0, end: 0});
    const box = document.querySelector('nav.navbar input.navbar__search-input');
    box.addEventListener('input', () => { bench.start = performance.now(); }, {once: true, capture: true});
    const observer = new MutationObserver(() => {
      const list = document.querySelector('[role="listbox"]');
      if (bench.start && !bench.end && list && list.querySelector('[role="option"]')) {
        bench.end = -1;
        requestAnimationFrame(() => { bench.end = performance.now(); });
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  })()`);
  await box.fill(query);
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (((await page.evaluate('window.__bench.end')) as number) > 0) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1500);
  const ms = (await page.evaluate('window.__bench.end - window.__bench.start')) as number;
  await context.close();
  const indexBytes = sizes
    .filter((s) => s.url.includes('/search-index/'))
    .reduce((sum, s) => sum + s.bytes, 0);
  const codeBytes = sizes.filter((s) => isSearchCode(s.url)).reduce((sum, s) => sum + s.bytes, 0);
  return {indexBytes, codeBytes, ms};
}

/**
 * Whether a script is search code: the engine chunk, or a chunk holding autocomplete.js or lunr.
 * Docusaurus also prefetches the chunks of the pages the home page links to while the bench
 * waits; those are not counted (an earlier count of every script gave 73.9 KiB, of which 30 KiB
 * was search code).
 */
function isSearchCode(url: string): boolean {
  const {pathname} = new URL(url);
  if (!pathname.endsWith('.js')) return false;
  if (pathname.includes('search-engine')) return true;
  try {
    return /autocomplete|lunr/.test(readFileSync(path.join(buildDir, pathname), 'utf8'));
  } catch {
    return false;
  }
}

/** Pagefind's code: the library, its worker and the WebAssembly module (wasm.{language}.pagefind). */
const PAGEFIND_CODE = /pagefind(-[a-z]+)?\.js|wasm\.[\w-]+\.pagefind/;

async function coldPagefind(browser: Browser, url: string, query: string): Promise<Cold> {
  const {context, page, sizes} = await slowPage(browser, url);
  // As a search box would on focus: load the library and its entry, then search.
  const ms = (await page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.init();
    const start = performance.now();
    const search = await pagefind.search(${JSON.stringify(query)});
    await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
    return performance.now() - start;
  })()`)) as number;
  await page.waitForTimeout(500);
  await context.close();
  const own = sizes.filter((s) => s.url.includes('/pagefind/'));
  const codeBytes = own
    .filter((s) => PAGEFIND_CODE.test(s.url))
    .reduce((sum, s) => sum + s.bytes, 0);
  const indexBytes = own.reduce((sum, s) => sum + s.bytes, 0) - codeBytes;
  return {indexBytes, codeBytes, ms};
}

function printCold(label: string, runs: Cold[]): void {
  const index = runs.map((r) => r.indexBytes);
  const code = runs.map((r) => r.codeBytes);
  const ms = runs.map((r) => r.ms);
  console.log(
    `  ${label.padEnd(12)} index ${kib(median(index))} median, ${kib(Math.max(...index))} max;  code ${kib(median(code))} median;  ${median(ms).toFixed(0)} ms median, ${Math.max(...ms).toFixed(0)} ms max`,
  );
  console.log(
    `  ${''.padEnd(12)} ${coldQueries.map((q, i) => `${JSON.stringify(q)} ${kib(runs[i]!.indexBytes)} ${runs[i]!.ms.toFixed(0)} ms`).join(', ')}`,
  );
}

/** The docs pages, `copies` times: copy k > 0 under /copy-k/, one word in six changed. */
function syntheticPages(pages: SourcePage[], copies: number): SourcePage[] {
  const out: SourcePage[] = [];
  for (let k = 0; k < copies; k += 1) {
    const suffix = k === 0 ? '' : String.fromCharCode(96 + k).repeat(2);
    const vary = (text: string) => {
      if (k === 0) return text;
      let n = 0;
      return text.replace(/\p{L}{4,}/gu, (word) =>
        (n += 1) % 6 === k % 6 ? `${word}${suffix}` : word,
      );
    };
    for (const page of pages) {
      if (page.url === '/api/reference') continue;
      out.push({
        url: k === 0 ? page.url : `/copy-${k}${page.url}`,
        title: vary(page.title),
        breadcrumb: page.breadcrumb,
        description: vary(page.description),
        sections: page.sections.map((s) => ({
          anchor: s.anchor,
          heading: vary(s.heading),
          text: vary(s.text),
        })),
      });
    }
  }
  return out;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function writeHtmlSite(dir: string, pages: SourcePage[]): void {
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>bench</title></head><body></body></html>',
  );
  // scripts/serve.mjs answers a missing file with the site's 404.html; without one it stopped
  // at Chromium's first /favicon.ico request, and Pagefind's import then found no server.
  writeFileSync(
    path.join(dir, '404.html'),
    '<!doctype html><html lang="en"><head><title>Not found</title></head><body></body></html>',
  );
  for (const page of pages) {
    const body = page.sections
      .map((s, i) =>
        i === 0
          ? `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(s.text)}</p>`
          : `<h2 id="${escapeHtml(s.anchor.slice(1))}">${escapeHtml(s.heading)}</h2><p>${escapeHtml(s.text)}</p>`,
      )
      .join('\n');
    const file = path.join(dir, page.url.replace(/^\//, ''), 'index.html');
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(
      file,
      `<!doctype html><html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body><main>${body}</main></body></html>`,
    );
  }
}

async function pagefindFirstQueryBytes(
  browser: Browser,
  dir: string,
  query: string,
): Promise<{index: number; code: number}> {
  const {url, server} = await serve(dir);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bytes = {index: 0, code: 0};
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/pagefind/')) return;
      // sizes() can stay pending for a response Chromium took from its memory cache.
      const kind = PAGEFIND_CODE.test(request.url()) ? 'code' : 'index';
      const sized = request
        .sizes()
        .then((s) => void (bytes[kind] += s.responseBodySize + s.responseHeadersSize));
      pending.push(Promise.race([sized, new Promise<void>((r) => setTimeout(r, 2000))]));
    });
    await page.goto(`${url}/`);
    await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js');
      const search = await pagefind.search(${JSON.stringify(query)});
      await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
    })()`);
    await page.waitForTimeout(300);
    await Promise.all(pending);
    await context.close();
    return bytes;
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  const pages = sitePages();
  const files = buildIndex(pages, searchSections, stem);
  const totalRaw = [...files.values()].reduce((sum, text) => sum + text.length, 0);
  console.log(
    `Site search index: ${files.size} files, ${kib(totalRaw)} raw in all (built from ${pages.length} pages, ${pages.reduce((n, p) => n + p.sections.length, 0)} sections)`,
  );

  console.log(
    `\n1. Relevance on ${evaluation.length} queries (src/search/evaluation/queries.json)`,
  );
  printScores('site search', score(await siteRankings(files)));
  if (process.argv.includes('--relevance-only')) return;

  const temp = mkdtempSync(path.join(tmpdir(), 'saturn-bench-search-'));
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  try {
    if (!process.argv.includes('--growth-only')) {
      let pagefindSite = '';
      if (withPagefind) {
        pagefindSite = path.join(temp, 'site');
        cpSync(buildDir, pagefindSite, {recursive: true});
        // Pagefind compiles WebAssembly: a site that uses it must allow that in its CSP.
        const headers = path.join(pagefindSite, '_headers');
        try {
          writeFileSync(
            headers,
            readFileSync(headers, 'utf8').replace(
              /script-src 'self'/g,
              "script-src 'self' 'wasm-unsafe-eval'",
            ),
          );
        } catch {
          // no _headers: nothing to allow
        }
        try {
          pagefindIndex(pagefindSite);
        } catch (error) {
          console.log(`  Pagefind: ${error instanceof Error ? error.message : String(error)}`);
          pagefindSite = '';
        }
      }
      const {url, server} = await serve(pagefindSite || buildDir);
      try {
        if (pagefindSite) {
          const page = await browser.newPage();
          await page.goto(`${url}/`);
          printScores('Pagefind 1.6', score(await pagefindRankings(page)));
          await page.close();
        }

        console.log(
          '\n2. Cold first query from the home page, 150 ms RTT, 1.6 Mbit/s, CPU 4x slower',
        );
        const site: Cold[] = [];
        for (const query of coldQueries) site.push(await coldSite(browser, url, query));
        printCold('site search', site);
        if (pagefindSite) {
          const reference: Cold[] = [];
          for (const query of coldQueries) reference.push(await coldPagefind(browser, url, query));
          printCold('Pagefind 1.6', reference);
        }
      } finally {
        await stop(server);
      }
    }

    console.log(
      '\n3. First-query bytes (index, gzip) on the docs pages and on a site ten times larger',
    );
    const docs = pages.filter((page) => page.url !== '/api/reference');
    for (const copies of [1, 10]) {
      const synthetic = syntheticPages(docs, copies);
      const syntheticFiles = buildIndex(synthetic, searchSections, stem);
      const loader = memoryLoader(syntheticFiles);
      const siteBytes: number[] = [];
      for (const query of coldQueries) {
        loader.reset();
        const {pages: ranked} = await rankPages(query, loader, stem, {typing: false});
        // The files the dropdown fetches for its 8 results (src/search/engine/browser.ts).
        await Promise.all(
          planResults(ranked, 8).flatMap((page) =>
            sectionFilesFor(page).map((section) => loader.section(page.ranked.page, section)),
          ),
        );
        siteBytes.push(loader.bytes);
      }
      let line = `  ${String(copies).padStart(2)}x (${synthetic.length} pages)  site search ${kib(median(siteBytes))} median, ${kib(Math.max(...siteBytes))} max`;
      if (withPagefind) {
        const dir = path.join(temp, `synthetic-${copies}`);
        writeHtmlSite(dir, synthetic);
        pagefindIndex(dir);
        try {
          const reference: {index: number; code: number}[] = [];
          for (const query of coldQueries) {
            reference.push(await pagefindFirstQueryBytes(browser, dir, query));
          }
          const index = reference.map((r) => r.index);
          line += `;  Pagefind 1.6 ${kib(median(index))} median, ${kib(Math.max(...index))} max (and ${kib(median(reference.map((r) => r.code)))} of its code)`;
        } catch (error) {
          line += `;  Pagefind 1.6 not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        }
      }
      console.log(line);
    }
  } finally {
    await browser.close();
    rmSync(temp, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
