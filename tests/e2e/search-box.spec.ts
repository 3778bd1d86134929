/**
 * The navbar search box and its dropdown (plugins/search/theme/SearchBar): without JavaScript,
 * before and after the page hydrates, when a chunk or an index file fails to load and then
 * loads, from the keyboard alone, on a phone, and under axe with the dropdown open in both
 * colour modes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page, Route} from '@playwright/test';

import {axeViolations, expect, hydrated, open, test, type PageProblems} from './fixtures';

const buildDir = process.env.BUILD_DIR ?? 'build';

function box(page: Page): Locator {
  return page.locator('nav.navbar form[role="search"] input[name="q"]');
}

function listbox(page: Page): Locator {
  return page.getByRole('listbox', {name: 'Search results'});
}

/** The box's live region: what screen readers hear about the results. */
function status(page: Page): Locator {
  return page.locator('nav.navbar form[role="search"] [role="status"]');
}

/** The dropdown's popup: the listbox, the messages and the links beside it. */
function popup(page: Page): Locator {
  return page.locator('nav.navbar form[role="search"] div:has(> [role="listbox"])');
}

/** Opens a page, goes to the box by click and types a query; the loaded box is a combobox. */
async function typeQuery(page: Page, query: string): Promise<Locator> {
  await box(page).click();
  await box(page).pressSequentially(query, {delay: 30});
  await expect(box(page)).toHaveAttribute('role', 'combobox');
  return box(page);
}

/** The chunk of the build whose code holds `marker` (Rspack names shared chunks by number). */
function chunkWith(marker: string): string {
  const dir = path.join(buildDir, 'assets', 'js');
  const file = fs
    .readdirSync(dir)
    .find(
      (name) =>
        name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(marker),
    );
  if (!file) throw new Error(`no chunk of ${dir} holds ${marker}`);
  return `/assets/js/${file}`;
}

/**
 * Fails the requests whose path matches, until the returned function is called. The browser
 * logs each failed download as a console error; those (and only those) are expected.
 */
async function block(
  page: Page,
  problems: PageProblems,
  matches: RegExp,
): Promise<() => Promise<void>> {
  const blocked: string[] = [];
  const handler = async (route: Route) => {
    if (!matches.test(new URL(route.request().url()).pathname)) return route.fallback();
    blocked.push(route.request().url());
    return route.abort('failed');
  };
  await page.route('**/*', handler);
  return async () => {
    await page.unroute('**/*', handler);
    expect(blocked.length, `requests blocked for ${matches}`).toBeGreaterThan(0);
    problems.consoleErrors = problems.consoleErrors.filter(
      (message) => !/^Failed to load resource: net::ERR_FAILED$/.test(message),
    );
  };
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('Enter in the navbar box opens /search with the query', async ({page}) => {
    await page.goto('/monitors/grace-periods');
    await box(page).fill('grace period');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=grace\+period$/);
  });

  test('/search says that it needs JavaScript, and shows no form that cannot search', async ({
    page,
  }) => {
    await page.goto('/search?q=grace+period');
    // Playwright turns script execution off but parses the page as a browser with scripting on
    // does, so the <noscript> element's content is its text here, not elements; a browser with
    // JavaScript off shows it as the paragraph it is.
    expect(await page.locator('main noscript').textContent()).toContain(
      'Search runs in your browser and needs JavaScript',
    );
    await expect(page.locator('main input, main select, main form')).toHaveCount(0);
  });
});

test.describe('loading', () => {
  test('the box loads when the reader goes to it, in the same place and size', async ({page}) => {
    const scripts: string[] = [];
    await open(page, '/monitors/grace-periods');
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const before = await box(page).boundingBox();
    await page.mouse.move(5, 400);
    await page.waitForTimeout(300);
    expect(scripts, 'scripts loaded before a move toward the box').toEqual([]);
    await box(page).hover();
    await expect.poll(() => scripts.some((url) => /search-box/.test(url))).toBe(true);
    await box(page).click();
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    expect(await box(page).boundingBox()).toEqual(before);
  });

  /** Opens `path` with the page's main script held back, so it does not hydrate yet. */
  async function openUnhydrated(page: Page, path: string): Promise<() => void> {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(path, {waitUntil: 'commit'});
    await expect(box(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    return release;
  }

  /** Releases the held chunk; the loaded box then holds "grace period", focused, with its answer. */
  async function expectSearchedAfterHydration(page: Page, release: () => void): Promise<void> {
    release();
    await hydrated(page);
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    await expect(box(page)).toHaveValue('grace period');
    await expect(box(page)).toBeFocused();
    await expect(listbox(page).getByRole('option').first()).toContainText('Grace periods');
  }

  test('a box focused and typed into before the page hydrates loads search, with the text', async ({
    page,
  }) => {
    const release = await openUnhydrated(page, '/wordpress/install');
    await box(page).click();
    await box(page).pressSequentially('grace period', {delay: 20});
    await expectSearchedAfterHydration(page, release);
  });

  test('Ctrl+K before the page hydrates focuses the box, and what is typed is searched', async ({
    page,
  }) => {
    const release = await openUnhydrated(page, '/wordpress/install');
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('grace period', {delay: 20});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expectSearchedAfterHydration(page, release);
  });

  test.describe('touched on a phone before the page hydrates', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('the box still loads search', async ({page}) => {
      const release = await openUnhydrated(page, '/');
      await box(page).tap();
      release();
      await hydrated(page);
      await expect(box(page)).toHaveAttribute('role', 'combobox');
      await expect(box(page)).toBeFocused();
      await page.keyboard.type('helm values', {delay: 20});
      await expect(listbox(page).getByRole('option').first()).toContainText('Helm values');
    });
  });

  test('what is typed while the box loads is kept and searched', async ({page}) => {
    await open(page, '/');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/search-box\.[0-9a-f]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await box(page).click();
    await box(page).pressSequentially('lateness', {delay: 20});
    release();
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    await expect(box(page)).toHaveValue('lateness');
    await expect(box(page)).toBeFocused();
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
  });
});

test.describe('a download that fails', () => {
  const failures: [string, () => RegExp][] = [
    ['the box chunk', () => /\/assets\/js\/search-box\.[0-9a-f]+\.js$/],
    [
      'the combobox library chunk',
      () => new RegExp(`${chunkWith('downshift-')}$`.replace(/\./g, '\\.')),
    ],
    ['the engine chunk', () => /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/],
    ['the index manifest', () => /\/search-index\/manifest\.json$/],
    ['the index shards', () => /\/search-index\/t\/[^/]+\.json$/],
    ['the result files', () => /\/search-index\/p\/[^/]+\.json$/],
  ];
  for (const [what, pattern] of failures) {
    test(`${what}: a message with a retry, then the next keystroke searches`, async ({
      page,
      problems,
    }) => {
      await open(page, '/kubernetes/sidecar');
      const unblock = await block(page, problems, pattern());
      await box(page).click();
      await box(page).pressSequentially('grace perio', {delay: 30});
      const message = page
        .locator('nav.navbar form[role="search"] p')
        .getByText(/could not be loaded/);
      await expect(message).toBeVisible();
      await expect(
        page.locator('nav.navbar form[role="search"]').getByRole('button', {name: 'Try again'}),
      ).toBeVisible();
      await expect(status(page)).toContainText(/could not be loaded/);
      await unblock();
      await box(page).press('d');
      await expect(box(page)).toHaveValue('grace period');
      await expect(listbox(page).getByRole('option').first()).toContainText('Grace periods');
      await expect(message).toHaveCount(0);
    });
  }

  test('the retry button searches again', async ({page, problems}) => {
    await open(page, '/');
    const unblock = await block(page, problems, /\/search-index\/t\/[^/]+\.json$/);
    await typeQuery(page, 'helm');
    const retry = page
      .locator('nav.navbar form[role="search"]')
      .getByRole('button', {name: 'Try again'});
    await expect(retry).toBeVisible();
    await unblock();
    await retry.click();
    await expect(listbox(page).getByRole('option').first()).toContainText('Helm');
    await expect(box(page)).toBeFocused();
  });

  test('the retry button that loads the box puts the focus back in it, with its results', async ({
    page,
    problems,
  }) => {
    await open(page, '/');
    const unblock = await block(page, problems, /\/assets\/js\/search-box\.[0-9a-f]+\.js$/);
    await box(page).click();
    await box(page).pressSequentially('dst', {delay: 30});
    const retry = page
      .locator('nav.navbar form[role="search"]')
      .getByRole('button', {name: 'Try again'});
    await expect(retry).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(retry).toBeFocused();
    await unblock();
    await page.keyboard.press('Enter');
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('dst');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const first = listbox(page).getByRole('option').first();
    await expect(first).toBeVisible();
    const home = page.url();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(home);
  });

  test('Enter still opens the search page', async ({page, problems}) => {
    await open(page, '/');
    const unblock = await block(page, problems, /\/assets\/js\/search-box\.[0-9a-f]+\.js$/);
    await box(page).click();
    await box(page).pressSequentially('grace period', {delay: 20});
    await expect(
      page.locator('nav.navbar form[role="search"] p').getByText(/could not be loaded/),
    ).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grace\+period$/);
    await unblock();
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      '/monitors/grace-periods',
    );
  });
});

test.describe('the dropdown', () => {
  test('answers from the whole site and shows each result’s section', async ({page}) => {
    await open(page, '/wordpress/install');
    await typeQuery(page, 'helm values');
    const first = listbox(page).getByRole('option').first();
    await expect(first).toContainText('Helm values reference');
    await expect(first).toContainText('Kubernetes');
    expect(await listbox(page).getByRole('option').count()).toBeLessThanOrEqual(8);
  });

  test('offers all results, within the reader’s section when it has some', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    await typeQuery(page, 'lateness');
    await expect(
      page.getByRole('link', {name: 'See all results within "Monitors"'}),
    ).toHaveAttribute('href', '/search?q=lateness&ctx=monitors');
    await expect(page.getByRole('link', {name: 'See all results', exact: true})).toHaveAttribute(
      'href',
      '/search?q=lateness',
    );
  });

  test('offers results outside the reader’s section when it has none', async ({page}) => {
    await open(page, '/legal/cookies');
    await typeQuery(page, 'welford');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'See all results outside "Legal"'})).toHaveAttribute(
      'href',
      '/search?q=welford',
    );
    await expect(page.getByRole('link', {name: /within/})).toHaveCount(0);
  });

  test('says "No results", and a screen reader hears how many there are', async ({page}) => {
    await open(page, '/');
    await typeQuery(page, 'grace period');
    await expect(status(page)).toHaveText(/^[1-8] results?$/);
    await box(page).fill('zqxjvwkplm');
    await expect(popup(page).getByText('No results', {exact: true})).toBeVisible();
    await expect(status(page)).toHaveText('No results');
    await expect(listbox(page)).toBeHidden();
  });

  test('follows the WAI-ARIA combobox pattern', async ({page}) => {
    await open(page, '/');
    const input = await typeQuery(page, 'grace period');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const controls = await input.getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'listbox');
    // The listbox holds options only; the links sit beside it.
    const roles = await listbox(page).evaluate((list) =>
      Array.from(list.children).map((child) => child.getAttribute('role')),
    );
    expect(new Set(roles)).toEqual(new Set(['option']));
    await expect(listbox(page).getByRole('link')).toHaveCount(0);
    await expect(popup(page).getByRole('link', {name: 'See all results'})).toBeVisible();
    await input.press('ArrowDown');
    const first = listbox(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(input).toBeFocused();
  });

  test('Escape closes the list and keeps the focus and the text', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    const input = await typeQuery(page, 'grace period');
    await expect(listbox(page)).toBeVisible();
    await input.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(popup(page)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('grace period');
    // Typing on opens it again.
    await input.press('s');
    await expect(listbox(page)).toBeVisible();
  });

  test('Ctrl+K focuses the box, and the hint shows the shortcut', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    await expect(page.locator('nav.navbar kbd')).toHaveText(['ctrl', 'K']);
    await expect(box(page)).not.toBeFocused();
    await page.locator('body').press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('a click on a result opens it', async ({page}) => {
    await open(page, '/');
    await typeQuery(page, 'lateness');
    await listbox(page)
      .getByRole('option')
      .filter({hasText: 'Grace periods and lateness'})
      .first()
      .click();
    await expect(page).toHaveURL(/\/monitors\/grace-periods/);
    await expect(listbox(page)).toBeHidden();
  });
});

test.describe('from the keyboard alone', () => {
  test('Ctrl+K, a query, the arrow keys and Enter open a result', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('helm values', {delay: 20});
    await expect(listbox(page).getByRole('option').first()).toContainText('Helm values reference');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kubernetes\/helm-values$/);
  });

  test('Enter without a chosen result opens the search page', async ({page}) => {
    await open(page, '/anomalies/welford');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('grace period', {delay: 20});
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grace\+period$/);
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      '/monitors/grace-periods',
    );
  });

  test('Tab reaches the links beside the results, and Escape there returns to the box', async ({
    page,
  }) => {
    await open(page, '/monitors/types');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('lateness', {delay: 20});
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const within = page.getByRole('link', {name: 'See all results within "Monitors"'});
    await expect(within).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box(page)).toBeFocused();
    await expect(popup(page)).toBeHidden();
    await page.keyboard.type(' period', {delay: 20});
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'See all results', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lateness\+period$/);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the open box is wide enough for the query, and the dropdown fits the screen', async ({
    page,
  }) => {
    await open(page, '/monitors/pings');
    await box(page).tap();
    await page.keyboard.type('why does my cron job run late', {delay: 20});
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    const input = (await box(page).boundingBox())!;
    expect(input.width).toBeGreaterThanOrEqual(320);
    expect(input.x).toBeGreaterThanOrEqual(0);
    expect(input.x + input.width).toBeLessThanOrEqual(390);
    // The start of the query stays in view: the text fits, nothing scrolled out.
    expect(
      await box(page).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    const list = (await popup(page).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await listbox(page).getByRole('option').first().tap();
    await expect(page).not.toHaveURL(/\/monitors\/pings$/);
    await expect(listbox(page)).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the dropdown open in ${colorScheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await open(page, '/monitors/grace-periods');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const input = await typeQuery(page, 'grace period');
    await expect(listbox(page).getByRole('option').nth(2)).toBeVisible();
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(listbox(page).getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page, 'nav.navbar')).toEqual([]);
    // No results, and a failure message with its button, in the same popup.
    await input.fill('zqxjvwkplm');
    await expect(popup(page).getByText('No results', {exact: true})).toBeVisible();
    expect(await axeViolations(page, 'nav.navbar')).toEqual([]);
  });
}
