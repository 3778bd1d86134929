import type {Page} from '@playwright/test';

import {changelog, changelogEntryId} from '../../src/data/changelog';
import {siteBrowserStorage} from '../../src/data/company';
import {contact, plans, product} from '../../src/data/facts';
import {expect, open, axeViolations, test} from './fixtures';

/** The site-wide pages, each with the h1 a reader must see. */
const siteWidePages: readonly {path: string; h1: string}[] = [
  {path: '/changelog/', h1: 'Changelog'},
  {path: '/roadmap/', h1: 'Roadmap'},
  {path: '/faq/', h1: 'Frequently asked questions'},
  {path: '/contact/', h1: 'Contact'},
  {path: '/maintenance-windows/', h1: 'Saturn maintenance windows'},
  {path: '/troubleshooting/', h1: 'Troubleshoot a silent job'},
  {path: '/glossary/', h1: 'Glossary'},
  {path: '/company/about', h1: 'About Saturn'},
  {path: '/legal/terms', h1: 'Terms of service'},
  {path: '/legal/privacy', h1: 'Privacy policy'},
  {path: '/legal/dpa', h1: 'Data processing agreement'},
  {path: '/legal/cookies', h1: 'Cookie policy'},
  {path: '/legal/security', h1: 'Security and responsible disclosure'},
];

/** Records layout shifts from the very start of the page, before any of its scripts run. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {value: number; sources: string[]}[] = [];
    (window as unknown as {__layoutShifts: typeof shifts}).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null}[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
              : String(source.node?.nodeName),
          ),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

test.describe('home page', () => {
  test('shows the tagline as its only h1, the summary and calls to action', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(product.tagline);
    await expect(page.locator('main')).toContainText(product.summary);
    const main = page.locator('main');
    await expect(main.getByRole('link', {name: 'Choose your quickstart'})).toHaveAttribute(
      'href',
      '/get-started/choose-your-path',
    );
    await expect(main.getByRole('link', {name: 'Read the docs'}).first()).toHaveAttribute(
      'href',
      '/get-started/overview',
    );
  });

  test('shows a setup for each platform, every plan and an honestly labelled example', async ({
    page,
  }) => {
    await open(page, '/');
    const main = page.locator('main');
    for (const name of ['Linux cron', 'Kubernetes CronJobs', 'WordPress wp-cron']) {
      await expect(main.getByRole('heading', {level: 3, name})).toBeVisible();
    }
    await expect(main.locator('pre')).toHaveCount(3);
    await expect(main.locator('pre').nth(0)).toContainText('saturn run --monitor');
    await expect(main.locator('pre').nth(1)).toContainText(
      'helm install saturn-sidecar saturn/saturn-sidecar',
    );
    await expect(main.locator('pre').nth(2)).toContainText(
      'wp plugin install saturn-monitor --activate',
    );
    for (const step of ['Ping', 'Detect', 'Alert']) {
      await expect(main.getByRole('heading', {level: 3, name: step, exact: true})).toBeVisible();
    }
    for (const plan of plans) {
      await expect(
        main.getByRole('heading', {level: 3, name: plan.name, exact: true}),
      ).toBeVisible();
      await expect(main).toContainText(`$${plan.priceUsdPerMonth}`);
    }
    // The dashboard is drawn, not a screenshot, and says it is an example.
    const figure = main.locator('figure');
    await expect(figure).toContainText('Illustrative example');
    await expect(figure.locator('svg[role="img"]')).toHaveAttribute('width', /\d+/);
    await expect(main.locator('img')).toHaveCount(0);
  });

  test("the example anomaly's z follows from the numbers the card shows", async ({page}) => {
    await open(page, '/');
    const text = await page.locator('main figure').innerText();
    const match =
      /Latest run took (\d+) s against a mean of ([\d.]+) s \(σ ([\d.]+) s\): z = ([\d.]+)\./.exec(
        text,
      );
    expect(match, `the anomaly sentence of the card: ${text}`).not.toBeNull();
    const [, latest, mean, sigma, z] = match!;
    // A reader who works it out from the shown values gets the shown z.
    expect(
      ((Number(latest) - Number(mean)) / Number(sigma)).toFixed(z!.split('.')[1]!.length),
    ).toBe(z);
    await expect(page.locator('main figure svg[role="img"]')).toContainText(`z = ${z}`);
    // The band's mean and σ are those of the runs the chart shows before the latest.
    const dots = await page.locator('main figure svg[role="img"] circle[data-seconds]').count();
    expect(text).toContain(`of the ${dots - 1} runs shown before the latest`);
  });

  test('every link on the page resolves', async ({page}) => {
    await open(page, '/');
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const href of internal) {
      const response = await page.request.get(href);
      if (response.status() !== 200) broken.push(`${href} -> ${response.status()}`);
    }
    expect(broken, 'internal links that do not answer 200').toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`has no layout shift while loading at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await recordLayoutShifts(page);
      await open(page, '/');
      // Give late work (hydration, fonts, idle callbacks) time to move things if it would.
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(
        () =>
          (window as unknown as {__layoutShifts: {value: number; sources: string[]}[]})
            .__layoutShifts,
      );
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`has no accessibility violation in ${mode} mode`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: mode});
      const page = await context.newPage();
      await open(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test('does not overflow sideways at 320 px', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    await open(page, '/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('site-wide pages', () => {
  for (const {path, h1} of siteWidePages) {
    test(`${path} renders its h1 and a table of contents whose links work`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await open(page, path);
      await expect(page.locator('article h1')).toHaveText(h1);
      const toc = page.locator('.table-of-contents').first();
      await expect(toc).toBeVisible();
      const anchors = await toc
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(anchors.length, 'entries in the table of contents').toBeGreaterThanOrEqual(3);
      for (const anchor of anchors) {
        await expect(page.locator(`[id="${anchor.slice(1)}"]`), anchor).toHaveCount(1);
      }
    });
  }

  // Their axe checks, in both colour modes and at both widths, are in routes.spec.ts.

  test('the legal pages say when they were last updated', async ({page}) => {
    for (const {path} of siteWidePages.filter((entry) => entry.path.startsWith('/legal/'))) {
      await open(page, path);
      await expect(page.locator('article'), path).toContainText(
        /Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/,
      );
    }
  });

  test('the contact page links to each address and lists every plan', async ({page}) => {
    await open(page, '/contact/');
    const article = page.locator('article');
    for (const address of [contact.support, contact.sales, contact.security]) {
      await expect(article.locator(`a[href="mailto:${address}"]`).first()).toBeVisible();
    }
    for (const plan of plans) {
      await expect(article.getByRole('row', {name: new RegExp(`^${plan.name}\\b`)})).toContainText(
        plan.supportResponse,
      );
    }
    await expect(article.locator('form')).toHaveCount(0);
  });

  test('the changelog lists every release with its anchor, and the Atom feed matches', async ({
    page,
  }) => {
    await open(page, '/changelog/');
    for (const entry of changelog) {
      await expect(page.locator(`[id="${changelogEntryId(entry)}"]`)).toContainText(entry.title);
    }
    const response = await page.request.get('/changelog/atom.xml');
    expect(response.status()).toBe(200);
    const feed = await response.text();
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.match(/<entry>/g)?.length).toBe(changelog.length);
  });
});

test('the cookie policy documents every browser storage key the site writes', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await open(page, '/');
  // Make every choice the site can remember: colour mode, announcement bar, code tab language.
  await page.locator('nav.navbar button[class*="toggleButton"]').click();
  const closeAnnouncement = page.getByRole('button', {name: /close/i}).first();
  if (await closeAnnouncement.isVisible()) await closeAnnouncement.click();
  await open(page, '/get-started/quickstart-linux-cron');
  const tab = page.locator('[role="tab"]').nth(1);
  if ((await tab.count()) > 0) await tab.click();
  const state = await page.evaluate(() => ({
    cookies: document.cookie,
    keys: [...Array(localStorage.length).keys()].map((index) => localStorage.key(index) ?? ''),
  }));
  expect(state.cookies, 'cookies set by the site').toBe('');
  expect(state.keys.length, 'the choices above were stored').toBeGreaterThanOrEqual(2);
  const documented = siteBrowserStorage.flatMap((entry) => entry.keys);
  // Docusaurus appends a short suffix that identifies the site, e.g. `theme-125`, to the keys
  // it writes (siteSuffix); the site's own code writes its key as it is.
  const patterns = siteBrowserStorage.flatMap((entry) =>
    entry.keys.map(
      (key) =>
        new RegExp(
          `^${key.replace(/\./g, '\\.').replace('<group>', '[\\w-]+?')}${entry.siteSuffix ? '-\\w+' : ''}$`,
        ),
    ),
  );
  const undocumented = state.keys.filter((key) => !patterns.some((pattern) => pattern.test(key)));
  expect(undocumented, 'localStorage keys missing from /legal/cookies').toEqual([]);
  await open(page, '/legal/cookies');
  // One key per code span, so a reader can copy each key as it is.
  const codeSpans = await page.locator('article code').allTextContents();
  for (const key of documented) expect(codeSpans, `a code span holding ${key}`).toContain(key);
});

test('a first visit writes only the storage the cookie policy says is written on the first visit', async ({
  page,
}) => {
  await open(page, '/');
  const keys = await page.evaluate(() =>
    [...Array(localStorage.length).keys()].map((index) => localStorage.key(index) ?? ''),
  );
  const patterns = siteBrowserStorage
    .filter((entry) => entry.writtenOnFirstVisit)
    .flatMap((entry) =>
      entry.keys.map(
        (key) => new RegExp(`^${key.replace(/\./g, '\\.')}${entry.siteSuffix ? '-\\w+' : ''}$`),
      ),
    );
  const unexpected = keys.filter((key) => !patterns.some((pattern) => pattern.test(key)));
  expect(unexpected, 'keys written before any choice, not marked writtenOnFirstVisit').toEqual([]);
  // The announcement bar is configured, so Docusaurus writes its keys on load.
  expect(keys.some((key) => key.startsWith('docusaurus.announcement.id'))).toBe(true);
});
