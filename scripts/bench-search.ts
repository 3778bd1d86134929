/**
 * Search benchmark (not a test): index size, and the time from a keystroke to rendered results.
 *
 *   npm run bench:search                      # serves ./build with scripts/serve.mjs
 *   npm run bench:search -- --dir /tmp/build  # another build folder
 *   npm run bench:search -- --url http://127.0.0.1:3106   # a build that is already served
 *
 * For each of 20 queries it types all but the last character, waits for the results to settle,
 * then types the last character and measures, inside the page, the time from that keydown to the
 * last change of the results that follows it (then one animation frame, i.e. rendered). It does
 * this on the /search page and in the navbar dropdown, in Chromium, and prints the medians.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Page} from '@playwright/test';

import {chromiumArgs, chromiumExecutable} from '../tests/browser';

const queries = [
  'grace',
  'lateness',
  'cron',
  'wordpress',
  'kubernetes sidecar',
  'anomaly',
  'webhook',
  'token',
  'incident',
  'redaction',
  'helm',
  'percentiles',
  'uptime',
  'discord',
  'slack alerts',
  'title:quickstart',
  '+cron +linux',
  'kube*',
  'sidcar~1',
  'wordpress^10 kubernetes',
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server answered at ${url}`);
}

async function startServer(): Promise<{url: string; server?: ChildProcess}> {
  const given = option('url');
  if (given) return {url: given.replace(/\/$/, '')};
  const dir = option('dir') ?? process.env.BUILD_DIR ?? 'build';
  const port = option('port') ?? '4174';
  const server = spawn(
    process.execPath,
    [path.join('scripts', 'serve.mjs'), '--dir', dir, '--port', port],
    {stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/`);
  return {url, server};
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Index files as the site serves them: the full index and the one of each docs section. */
async function indexSizes(url: string, page: Page): Promise<void> {
  const indexUrls = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/search-index')) indexUrls.add(request.url());
  });
  await page.goto(`${url}/search?q=cron`);
  await page.waitForLoadState('networkidle');
  const [main] = [...indexUrls];
  if (!main) throw new Error('the search page fetched no index');
  const body = Buffer.from(await (await fetch(main)).arrayBuffer());
  console.log(`Index ${new URL(main).pathname}${new URL(main).search}`);
  console.log(`  raw  ${kib(body.length)}  gzip ${kib(gzipSync(body).length)}`);
  const entries = JSON.parse(body.toString('utf8')) as {documents: unknown[]}[];
  const names = ['titles', 'headings', 'descriptions', 'keywords', 'content'];
  console.log(
    `  documents: ${entries.map((entry, i) => `${entries[i]!.documents.length} ${names[i]}`).join(', ')}`,
  );
}

/**
 * Installs, in the page, a probe that times from the next keydown in `inputSelector` to the last
 * mutation of `resultsSelector` after it, plus one animation frame.
 */
async function armProbe(page: Page, inputSelector: string, resultsSelector: string) {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const bench = (window.__bench = {start: 0, end: 0});
    document.querySelector(${JSON.stringify(inputSelector)}).addEventListener(
      'keydown',
      () => { bench.start = performance.now(); },
      {once: true, capture: true},
    );
    const observer = new MutationObserver(() => {
      if (bench.start) requestAnimationFrame(() => { bench.end = performance.now(); });
    });
    (function observe() {
      const root = document.querySelector(${JSON.stringify(resultsSelector)});
      if (root) observer.observe(root, {childList: true, subtree: true, characterData: true});
      else requestAnimationFrame(observe);
    })();
  })()`);
}

/** Waits until the probe has seen no change for `quietMs`, and returns the measured time. */
async function settledTime(page: Page, quietMs = 400): Promise<number> {
  let last = -1;
  for (let waited = 0; waited < 10_000; waited += quietMs) {
    await page.waitForTimeout(quietMs);
    const end = (await page.evaluate('window.__bench.end')) as number;
    if (end && end === last) break;
    last = end;
  }
  return (await page.evaluate('window.__bench.end - window.__bench.start')) as number;
}

async function benchSearchPage(url: string, page: Page): Promise<number[]> {
  await page.goto(`${url}/search`);
  await page.waitForLoadState('networkidle');
  const input = 'input[name="q"]';
  const times: number[] = [];
  for (const query of queries) {
    await page.fill(input, query.slice(0, -1));
    await page.waitForTimeout(400);
    await armProbe(page, input, '.main-wrapper');
    await page.focus(input);
    await page.keyboard.type(query.slice(-1));
    times.push(await settledTime(page));
  }
  return times;
}

async function benchDropdown(url: string, page: Page): Promise<number[]> {
  await page.goto(`${url}/monitors/grace-periods`);
  await page.waitForLoadState('networkidle');
  const input = 'nav.navbar input';
  await page.click(input);
  await page.waitForLoadState('networkidle');
  const times: number[] = [];
  for (const query of queries) {
    await page.fill(input, query.slice(0, -1));
    await page.waitForTimeout(400);
    await armProbe(page, input, '[role="listbox"]');
    await page.focus(input);
    await page.keyboard.type(query.slice(-1));
    times.push(await settledTime(page));
  }
  return times;
}

async function main(): Promise<void> {
  const {url, server} = await startServer();
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: chromiumArgs});
  try {
    const page = await browser.newPage();
    await indexSizes(url, page);
    for (const [label, run] of [
      ['Search page', benchSearchPage],
      ['Navbar dropdown', benchDropdown],
    ] as const) {
      const times = await run(url, page);
      console.log(`${label}: keystroke to rendered results, ${queries.length} queries`);
      if (run === benchDropdown) console.log('  (on /monitors/grace-periods: the Monitors index)');
      console.log(
        `  median ${median(times).toFixed(1)} ms, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      );
      console.log(
        `  ${queries.map((query, i) => `${JSON.stringify(query)} ${times[i]!.toFixed(0)}`).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    server?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
