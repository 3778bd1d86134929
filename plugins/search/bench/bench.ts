/**
 * Search benchmark (not a test). Measures the build in `build/` and writes a report file.
 *
 *   npm run build && npm run bench:search
 *   npm run bench:search -- --dir /tmp/build       # another build folder
 *   npm run bench:search -- --port 4201            # the port it serves the build on
 *   npm run bench:search -- --report out.md        # where the report goes (default below)
 *   npm run bench:search -- --relevance-only       # part 1 only (no browser)
 *   npm run bench:search -- --phone-only           # part 2 only
 *   npm run bench:search -- --runs 5               # slow-phone runs per start page
 *   npm run bench:search -- --pagefind             # also rank and time Pagefind 1.6
 *   npm run bench:search -- --growth               # also part 3
 *
 * 1. Relevance: the questions of ../evaluation/queries.json, each with the pages that answer it,
 *    ranked by the engine's own code on the built index files (what the browser fetches):
 *    - on /search: the query as the search page runs it (typed out, the whole site);
 *    - in the dropdown on the home page: as the navbar box runs it while typed (the last word may
 *      be the start of a longer one), no docs section of its own;
 *    - in the dropdown on a docs page of another section than the answer: the same, with the
 *      section of the page it is typed on preferred, once for every docs section that holds none
 *      of the question's answers, every pair counted;
 *    - questions asked on a given page (`on`), in the dropdown there.
 *    Top-1 and top-3 count distinct pages in result order; MRR looks at the first 10 pages.
 * 2. Slow phone: a fresh browser profile per run, 412 x 823 touch viewport, CPU 4x slower, each
 *    response one 150 ms round trip at 1.6 Mbit/s down (750 kbit/s up), gzip as
 *    scripts/serve.mjs serves it. Right after the page hydrates, the navbar box is touched and
 *    "grace period" is typed at 120 ms a key (or, to see the cold cost of one query, pasted
 *    whole once the box has loaded). Measured in the page: the time from the last keystroke to
 *    the first result of the whole query on screen (the dropdown's listbox names the query its
 *    results are for); the gzip bytes of search code and index files fetched from the touch
 *    until then; and the JavaScript the page ran before the touch. From the home page and from
 *    a docs page of another section than the answer, median of `--runs`; the first result is
 *    checked against the engine's ranking in Node.
 * 3. Growth (--growth): first-query index bytes on the docs pages and on a copy ten times larger.
 *
 * The machine's load average is written next to every timing: timings on a busy machine are
 * slower than on a quiet one, byte counts are not.
 */
import {execSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Browser, type Page} from '@playwright/test';

import {chromiumArgs, chromiumExecutable} from '../../../scripts/chromium.mjs';
import {readSearchSections} from '../config';
import {buildIndex, type SourcePage} from '../engine/build';
import type {ManifestFile, PageFile, SectionFile, ShardFile} from '../engine/format';
import {planResults, sectionFilesFor} from '../engine/plan';
import {rankPages, type Loader} from '../engine/query';
import {stem} from '../engine/stem';
import {extractDocsPage} from '../sources/docs';

const root = path.join(__dirname, '..', '..', '..');

interface EvalQuery {
  q: string;
  pages: string[];
  /** A question asked on this page, in the dropdown there. */
  on?: string;
}

const evaluation = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'evaluation', 'queries.json'), 'utf8')) as {
    queries: EvalQuery[];
  }
).queries;
const general = evaluation.filter((query) => !query.on);
const onPage = evaluation.filter((query) => query.on);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const buildDir = path.resolve(option('dir') ?? process.env.BUILD_DIR ?? path.join(root, 'build'));
const port = option('port') ?? '4201';
const runs = Number(option('runs') ?? '5');
const reportFile = path.resolve(option('report') ?? path.join(__dirname, 'report.md'));
const indexDir = path.join(buildDir, 'search-index');

/** The report, written as it goes and saved at the end. */
const report: string[] = [];
function say(line = ''): void {
  console.log(line);
  report.push(line);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

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

/** The built index files, read as the browser gets them, counting gzip bytes handed out. */
function builtLoader(dir: string): Loader & {bytes: number; reset(): void} {
  return fileLoader((file) => {
    try {
      return readFileSync(path.join(dir, '..', file), 'utf8');
    } catch {
      return undefined;
    }
  });
}

function fileLoader(read: (file: string) => string | undefined) {
  const seen = new Set<string>();
  const loader = {
    bytes: 0,
    reset() {
      seen.clear();
      loader.bytes = 0;
    },
    take(file: string): string | undefined {
      const text = read(file);
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

/** Whether the navbar box treats the last word as still being typed (Box.tsx, isTyping). */
const typing = (query: string) => /[\p{L}\p{N}]$/u.test(query);

interface Scores {
  n: number;
  top1: number;
  top3: number;
  mrr: number;
  empty: number;
  misses: string[];
}

function scoreOf(items: {label: string; want: string[]; got: string[]}[]): Scores {
  let top1 = 0;
  let top3 = 0;
  let mrr = 0;
  let empty = 0;
  const misses: string[] = [];
  for (const {label, want, got} of items) {
    const wanted = new Set(want.map(normalise));
    const distinct = [...new Set(got.map(normalise))].slice(0, 10);
    const rank = distinct.findIndex((url) => wanted.has(url));
    if (distinct.length === 0) empty += 1;
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank >= 0) mrr += 1 / (rank + 1);
    if (rank !== 0) misses.push(`${label} -> ${rank < 0 ? '-' : rank + 1}`);
  }
  const n = items.length;
  return {n, top1: top1 / n, top3: top3 / n, mrr: mrr / n, empty, misses};
}

function scoreRow(label: string, s: Scores): string {
  return `| ${label} | ${s.n} | ${percent(s.top1)} | ${percent(s.top3)} | ${s.mrr.toFixed(3)} | ${s.empty} |`;
}

/** The pages' URLs, in the order the engine ranks them for a query. */
async function ranked(
  loader: Loader,
  query: string,
  options: {typing: boolean; prefer?: string},
): Promise<string[]> {
  const {pages} = await rankPages(query, loader, stem, options);
  const urls: string[] = [];
  for (const page of pages.slice(0, 10)) urls.push((await loader.page(page.page)).u);
  return urls;
}

async function relevance(): Promise<void> {
  const loader = builtLoader(indexDir);
  const manifest = await loader.manifest();
  const sections = Object.keys(manifest.c);
  /** The docs section of a page: its URL's first folder, if that is a search context. */
  const sectionOf = (url: string): string | undefined => {
    const first = normalise(url).split('/')[1];
    return first && first in manifest.c ? first : undefined;
  };

  const onSearch: Parameters<typeof scoreOf>[0] = [];
  const onHome: Parameters<typeof scoreOf>[0] = [];
  const elsewhere: Parameters<typeof scoreOf>[0] = [];
  const bySection = new Map<string, {top1: number; n: number}>();
  for (const {q, pages} of general) {
    onSearch.push({
      label: JSON.stringify(q),
      want: pages,
      got: await ranked(loader, q, {typing: false}),
    });
    onHome.push({
      label: JSON.stringify(q),
      want: pages,
      got: await ranked(loader, q, {typing: typing(q)}),
    });
    const answerSections = new Set(pages.map(sectionOf));
    for (const section of sections) {
      if (answerSections.has(section)) continue;
      const got = await ranked(loader, q, {typing: typing(q), prefer: section});
      elsewhere.push({label: `${JSON.stringify(q)} on ${section}`, want: pages, got});
      const first = [...new Set(got.map(normalise))][0];
      const entry = bySection.get(section) ?? {top1: 0, n: 0};
      entry.n += 1;
      if (first && pages.map(normalise).includes(first)) entry.top1 += 1;
      bySection.set(section, entry);
    }
  }
  const asked: Parameters<typeof scoreOf>[0] = [];
  for (const {q, pages, on} of onPage) {
    const section = sectionOf(on!);
    const got = await ranked(loader, q, {typing: typing(q), prefer: section});
    asked.push({label: `${JSON.stringify(q)} on ${on}`, want: pages, got});
  }

  const scores = {
    search: scoreOf(onSearch),
    home: scoreOf(onHome),
    elsewhere: scoreOf(elsewhere),
    asked: scoreOf(asked),
  };
  say(`## 1. Relevance`);
  say();
  say(
    `${general.length} questions, each with the pages that answer it, and ${onPage.length} asked on a given page (plugins/search/evaluation/queries.json).`,
  );
  say();
  say('| ranking | rankings | top-1 | top-3 | MRR | no results |');
  say('| --- | --- | --- | --- | --- | --- |');
  say(scoreRow('on /search', scores.search));
  say(scoreRow('dropdown, home page', scores.home));
  say(scoreRow('dropdown, a docs page of another section (every such section)', scores.elsewhere));
  say(scoreRow('dropdown, on the page given with the question', scores.asked));
  say();
  const worst = [...bySection].sort((a, b) => a[1].top1 / a[1].n - b[1].top1 / b[1].n)[0];
  if (worst) {
    say(
      `Top-1 in the dropdown by the section it is typed in: lowest ${worst[0]} ${percent(worst[1].top1 / worst[1].n)} (${worst[1].n} questions); ${[
        ...bySection,
      ]
        .map(([section, {top1, n}]) => `${section} ${percent(top1 / n)}`)
        .join(', ')}.`,
    );
    say();
  }
  say(`Not first on /search: ${scores.search.misses.join(', ') || 'none'}.`);
  say();
  say(`Not first in the dropdown on the home page: ${scores.home.misses.join(', ') || 'none'}.`);
  say();
  const elsewhereMisses = new Map<string, string[]>();
  for (const miss of scores.elsewhere.misses) {
    const [, question = '', section = '', rank = ''] =
      /^(".*") on (\S+) -> (\S+)$/.exec(miss) ?? [];
    elsewhereMisses.set(question, [...(elsewhereMisses.get(question) ?? []), `${section} ${rank}`]);
  }
  say(
    `Not first in the dropdown on another section's page: ${
      [...elsewhereMisses].map(([q, where]) => `${q} (${where.join(', ')})`).join('; ') || 'none'
    }.`,
  );
  say();
  say(`Not first on their page: ${scores.asked.misses.join(', ') || 'none'}.`);
  say();
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
    [path.join(root, 'scripts', 'serve.mjs'), '--dir', dir, '--port', port],
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

/** Whether a script of the build is search code: its chunks, and Downshift's and lunr's. */
function isSearchCode(url: string): boolean {
  const {pathname} = new URL(url);
  if (!pathname.endsWith('.js')) return false;
  if (/\/search-[a-z]+\.[0-9a-f]+\.js$/.test(pathname)) return true;
  try {
    return /downshift|lunr\.QueryParser/.test(readFileSync(path.join(buildDir, pathname), 'utf8'));
  } catch {
    return false;
  }
}

interface PhoneRun {
  ms: number;
  /** Gzip bodies of search code and index files fetched for the query. */
  codeBytes: number;
  indexBytes: number;
  /** The same responses as received, headers included. */
  receivedBytes: number;
  pageScriptBytes: number;
  requests: number;
  first: string;
}

const PHONE_QUERY = 'grace period';

/**
 * One run. `typed`: the query typed at 120 ms a key right after hydration (the method the
 * results are judged by). `pasted`: once the box has loaded, the whole query arrives at once, so
 * nothing of it was fetched before: the cold cost of a query, two round trips after the key.
 */
async function phoneRun(
  browser: Browser,
  url: string,
  start: string,
  mode: 'typed' | 'pasted',
): Promise<PhoneRun> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2.625,
  });
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
  // Every response: its body as sent (gzip; scripts/serve.mjs gives its Content-Length), what
  // the browser received with the headers, and whether the page ran it as a script (Docusaurus
  // also prefetches the chunks of routes the page links to, which it does not run).
  const bodies: {url: string; bytes: number; received: number; script: boolean; at: number}[] = [];
  let phase = 0;
  const responses = new Map<string, {url: string; bytes: number; script: boolean}>();
  cdp.on('Network.responseReceived', (event) => {
    const length = Number(
      Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === 'content-length',
      )?.[1] ?? NaN,
    );
    responses.set(event.requestId, {
      url: event.response.url,
      bytes: length,
      script: event.type === 'Script',
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (!response) return;
    const received = event.encodedDataLength;
    bodies.push({
      ...response,
      bytes: Number.isNaN(response.bytes) ? received : response.bytes,
      received,
      at: phase,
    });
  });
  await page.goto(`${url}${start}`, {waitUntil: 'domcontentloaded', timeout: 120_000});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
  await page.evaluate(`(() => {
    const bench = (window.__bench = {last: 0, shown: 0, value: ''});
    document.addEventListener('input', (event) => {
      if (event.target.matches('nav.navbar input[name="q"]')) {
        bench.last = performance.now();
        bench.value = event.target.value;
      }
    }, true);
    const observer = new MutationObserver(() => {
      const list = document.querySelector('nav.navbar [role="listbox"][data-query]');
      if (!bench.shown && bench.last && list && list.dataset.query === ${JSON.stringify(PHONE_QUERY)} &&
          list.querySelector('[role="option"]') && bench.value === ${JSON.stringify(PHONE_QUERY)}) {
        bench.shown = -1;
        requestAnimationFrame(() => { bench.shown = performance.now(); });
      }
    });
    observer.observe(document.body, {childList: true, subtree: true, attributes: true});
  })()`);
  phase = 1;
  const box = page.locator('nav.navbar input[name="q"]');
  await box.tap();
  if (mode === 'typed') {
    await page.keyboard.type(PHONE_QUERY, {delay: 120});
  } else {
    await page.locator('nav.navbar input[name="q"][role="combobox"]').waitFor({timeout: 60_000});
    // The engine and the manifest load on focus; the query comes after them.
    await page.waitForLoadState('networkidle');
    await page.keyboard.insertText(PHONE_QUERY);
  }
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (((await page.evaluate('window.__bench.shown')) as number) > 0) break;
    await page.waitForTimeout(100);
  }
  const shown = (await page.evaluate('window.__bench.shown')) as number;
  // No result within a minute: the run counts as failed, not as a time.
  const ms =
    shown > 0
      ? ((await page.evaluate('window.__bench.shown - window.__bench.last')) as number)
      : NaN;
  const first = await page
    .locator('nav.navbar [role="listbox"] [role="option"]')
    .first()
    .innerText()
    .catch(() => '');
  await page.waitForTimeout(1000);
  await context.close();
  const after = bodies.filter((body) => body.at === 1);
  const before = bodies.filter((body) => body.at === 0);
  const code = after.filter((b) => isSearchCode(b.url));
  const index = after.filter((b) => new URL(b.url).pathname.startsWith('/search-index/'));
  const sum = (list: typeof bodies, key: 'bytes' | 'received' = 'bytes') =>
    list.reduce((total, b) => total + b[key], 0);
  return {
    ms,
    codeBytes: sum(code),
    indexBytes: sum(index),
    receivedBytes: sum([...code, ...index], 'received'),
    pageScriptBytes: sum(before.filter((b) => b.script)),
    requests: code.length + index.length,
    first: first.split('\n')[0] ?? '',
  };
}

async function slowPhone(browser: Browser, url: string): Promise<void> {
  say('## 2. Slow phone');
  say();
  say(
    `412 x 823 touch viewport, CPU 4x slower, 150 ms round trip, 1.6 Mbit/s down; "${PHONE_QUERY}" typed at 120 ms a key into the navbar box right after hydration ("typed"), or pasted whole once the box has loaded ("pasted": the cold cost of a query); median of ${runs} runs. Bytes are gzip bodies as sent (with the response headers, as received, in brackets); "code" is search's own chunks and Downshift's; the page's JavaScript is the scripts it ran before the touch (not the route chunks it prefetched).`,
  );
  say();
  say(
    '| start page, query | last key to first result (median, max) | code + index for the query (median) | of which code | of which index | requests | page JavaScript before the touch | first result | load average before, after |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const loader = builtLoader(indexDir);
  const every: string[] = [];
  for (const [start, mode] of [
    ['/', 'typed'],
    ['/wordpress/install', 'typed'],
    ['/', 'pasted'],
    ['/wordpress/install', 'pasted'],
  ] as const) {
    const before = load();
    const results: PhoneRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await phoneRun(browser, url, start, mode));
    }
    every.push(
      `${start} ${mode}: ${results.map((r) => (Number.isNaN(r.ms) ? 'no result' : r.ms.toFixed(0))).join(', ')} ms`,
    );
    const total = results.map((r) => r.codeBytes + r.indexBytes);
    // A run without a result counts as the slowest.
    const ms = results.map((r) => (Number.isNaN(r.ms) ? Infinity : r.ms));
    say(
      `| ${start}, ${mode} | ${median(ms).toFixed(0)} ms, ${Math.max(...ms).toFixed(0)} ms | ${kib(median(total))} (${kib(median(results.map((r) => r.receivedBytes)))}) | ${kib(median(results.map((r) => r.codeBytes)))} | ${kib(median(results.map((r) => r.indexBytes)))} | ${median(results.map((r) => r.requests))} | ${kib(median(results.map((r) => r.pageScriptBytes)))} | ${results[0]!.first} | ${before}; ${load()} |`,
    );
    // The browser's first result is the engine's first page for the query, ranked in Node.
    const section = start.split('/')[1] || undefined;
    const expected = (
      await loader.page(
        (await rankPages(PHONE_QUERY, loader, stem, {typing: true, prefer: section})).pages[0]!
          .page,
      )
    ).t;
    if (results.some((r) => r.first !== expected)) {
      say(
        `| | the browser's first result differs from the engine's in Node ("${expected}") in ${results.filter((r) => r.first !== expected).length} runs | | | | | | | |`,
      );
    }
  }
  say();
  say(`Every run, last key to first result: ${every.join('; ')}.`);
  say();
}

// --- Pagefind (reference, --pagefind) -----------------------------------------------------

function pagefindIndex(site: string): void {
  const binary = path.join(root, 'node_modules', '.bin', 'pagefind');
  const result = spawnSync(
    binary,
    [
      '--site',
      site,
      '--silent',
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
  const queries = general.map(({q}) => q);
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

async function pagefind(browser: Browser): Promise<void> {
  const temp = mkdtempSync(path.join(tmpdir(), 'saturn-bench-search-'));
  try {
    const site = path.join(temp, 'site');
    cpSync(buildDir, site, {recursive: true});
    const headers = path.join(site, '_headers');
    if (existsSync(headers)) {
      // Pagefind compiles WebAssembly: a site that uses it must allow that in its CSP.
      writeFileSync(
        headers,
        readFileSync(headers, 'utf8').replace(
          /script-src 'self'/g,
          "script-src 'self' 'wasm-unsafe-eval'",
        ),
      );
    }
    pagefindIndex(site);
    const {url, server} = await serve(site);
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/`);
      const rankings = await pagefindRankings(page);
      await page.close();
      const s = scoreOf(
        general.map(({q, pages}, i) => ({
          label: JSON.stringify(q),
          want: pages,
          got: rankings[i]!,
        })),
      );
      say('## Pagefind 1.6 on the same pages (reference)');
      say();
      say('| ranking | rankings | top-1 | top-3 | MRR | no results |');
      say('| --- | --- | --- | --- | --- | --- |');
      say(scoreRow('Pagefind 1.6', s));
      say();
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(temp, {recursive: true, force: true});
  }
}

// --- Growth (--growth) ---------------------------------------------------------------------

/** The pages of the built index, with each docs page's description read from its HTML. */
function builtPages(): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const file of readdirSync(path.join(indexDir, 'p'))) {
    if (!/^\d+\.json$/.test(file)) continue;
    const data = JSON.parse(readFileSync(path.join(indexDir, 'p', file), 'utf8')) as PageFile;
    let description = '';
    try {
      const html = readFileSync(path.join(buildDir, data.u, 'index.html'), 'utf8');
      description = extractDocsPage(html)?.description ?? '';
    } catch {
      // the API reference: no docs HTML
    }
    pages.push({
      url: data.u,
      title: data.t,
      breadcrumb: data.b,
      description,
      sections: data.s.map(([anchor, heading, text]) => ({anchor, heading, text})),
    });
  }
  return pages;
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

async function growth(): Promise<void> {
  say('## 3. Growth: first-query index bytes (gzip), docs pages and ten times as many');
  say();
  say('| pages | median | max |');
  say('| --- | --- | --- |');
  const contexts = readSearchSections().map((section) => section.path);
  const docs = builtPages();
  const queries = ['grace period', 'is my job running?', 'DISABLE_WP_CRON', 'wordpres plugin'];
  for (const copies of [1, 10]) {
    const synthetic = syntheticPages(docs, copies);
    const files = buildIndex(synthetic, contexts, stem);
    const loader = fileLoader((file) => files.get(file));
    const bytes: number[] = [];
    for (const query of queries) {
      loader.reset();
      const {pages} = await rankPages(query, loader, stem, {typing: false});
      await Promise.all(
        planResults(pages, 8).flatMap((page) =>
          sectionFilesFor(page).map((section) => loader.section(page.ranked.page, section)),
        ),
      );
      bytes.push(loader.bytes);
    }
    say(`| ${synthetic.length} | ${kib(median(bytes))} | ${kib(Math.max(...bytes))} |`);
  }
  say();
}

function indexSizes(): void {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(indexDir);
  const engineFiles = files.filter((file) => !file.endsWith('lunr.json'));
  const raw = engineFiles.reduce((sum, file) => sum + readFileSync(file).length, 0);
  const lunrFile = path.join(indexDir, 'lunr.json');
  const lunr = readFileSync(lunrFile);
  const manifest = readFileSync(path.join(indexDir, 'manifest.json'));
  say(
    `Index: ${engineFiles.length} files, ${kib(raw)} raw in all; the manifest ${kib(gzipSync(manifest, {level: 6}).length)} gzip; the lunr index of syntax queries ${kib(lunr.length)} raw, ${kib(gzipSync(lunr, {level: 6}).length)} gzip (loaded only for such a query).`,
  );
  say();
}

function commit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', {cwd: root, encoding: 'utf8'}).trim();
    const dirty = execSync('git status --porcelain', {cwd: root, encoding: 'utf8'}).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  say('# Search benchmark report');
  say();
  say(
    `Written by \`npm run bench:search\` (plugins/search/bench/bench.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}, the build in \`${path.relative(root, buildDir) || '.'}\`; load average (1, 5, 15 min) at the start ${load()} on ${(await import('node:os')).cpus().length} cores.`,
  );
  say();
  indexSizes();
  if (!flag('phone-only')) await relevance();
  if (!flag('relevance-only')) {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: chromiumArgs,
    });
    try {
      const {url, server} = await serve(buildDir);
      try {
        await slowPhone(browser, url);
      } finally {
        await stop(server);
      }
      if (flag('pagefind')) await pagefind(browser);
    } finally {
      await browser.close();
    }
    if (flag('growth')) await growth();
  }
  say(`Load average at the end: ${load()}.`);
  mkdirSync(path.dirname(reportFile), {recursive: true});
  // Formatted as the repository's Markdown is, so the report passes the format check.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(reportFile)) ?? {};
  writeFileSync(
    reportFile,
    await prettier.format(`${report.join('\n')}\n`, {...options, parser: 'markdown'}),
  );
  console.log(`\nReport written to ${path.relative(process.cwd(), reportFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
