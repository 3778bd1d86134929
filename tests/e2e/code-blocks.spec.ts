/**
 * Code blocks (plugins/code-blocks): the browser keeps the server's highlighted
 * markup instead of running Prism on page load, colours follow the colour mode
 * through CSS, and a code block rendered after a client-side navigation is
 * highlighted on demand.
 */
import type {Page, Response} from '@playwright/test';

import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-blocks/themes';
import {themeDictionary} from '../../plugins/code-blocks/token-styles';
import {axeViolations, colourRules, expect, open, reload, test, transitionsEnded} from './fixtures';

/** A theme colour (#rrggbb or rgb()) as getComputedStyle() writes it. */
function computed(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex)
    return `rgb(${hex
      .slice(1)
      .map((pair) => parseInt(pair, 16))
      .join(', ')})`;
  return colour.replace(/\s*,\s*/g, ', ');
}

async function colours(page: Page) {
  return page.evaluate(() => {
    const fn = document.querySelector('article pre code .token.function');
    const pre = document.querySelector('article pre');
    return {
      fn: fn ? getComputedStyle(fn).color : null,
      text: pre ? getComputedStyle(pre).color : null,
      background: pre ? getComputedStyle(pre).backgroundColor : null,
    };
  });
}

// A grammar definition: present in Prism's chunk, absent from what a page loads up front.
const prismMarker = 'languages.extend(';

test('a page with code loads no Prism and shows the server-highlighted code', async ({page}) => {
  const scripts: Promise<{url: string; prism: boolean}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(response.text().then((text) => ({url, prism: text.includes(prismMarker)})));
  });
  await open(page, '/get-started/quickstart-linux-cron');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(1);
  expect(loaded.filter((script) => script.prism).map((script) => script.url)).toEqual([]);

  const article = page.locator('article');
  expect(await article.locator('pre code .token.function').count()).toBeGreaterThan(10);
  await expect(article.locator('pre code').first()).toContainText('saturn');
  const empty = await article
    .locator('pre code')
    .evaluateAll((codes) => codes.filter((code) => !code.textContent?.trim()).length);
  expect(empty, 'code blocks left empty after hydration').toBe(0);
});

// The label id of the code block's copy button: in the code block's own script and no other.
const codeBlockMarker = 'theme.CodeBlock.copyButtonAriaLabel';

/** Whether opening `path` runs the code block's script. */
async function loadsCodeBlock(page: Page, path: string): Promise<boolean> {
  const scripts: Promise<boolean>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => text.includes(codeBlockMarker)));
  };
  page.on('response', onResponse);
  await open(page, path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(scripts)).some(Boolean);
}

test('only the pages that show code load the code block', async ({page}) => {
  // Home, a docs page whose only fence is a diagram, the search page.
  for (const path of ['/', '/get-started/overview', '/search']) {
    expect(await loadsCodeBlock(page, path), path).toBe(false);
  }
  // A page with fences, and the API reference, whose components render code blocks.
  for (const path of ['/get-started/quickstart-linux-cron', '/api/reference']) {
    expect(await loadsCodeBlock(page, path), path).toBe(true);
  }
});

test('a code block copies its code once the page has hydrated, and after a client-side link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copiesFirstBlock = async () => {
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The block's lines are <div>s, so textContent has no line breaks.
    expect(copied.replace(/\n/g, '')).toBe(await block.locator('pre code').textContent());
  };
  await open(page, '/cli/install');
  await copiesFirstBlock();
  // From a page that loaded no code block to one that shows code.
  await open(page, '/get-started/overview');
  await page.locator('article a[href="/get-started/quickstart-linux-cron"]').first().click();
  await expect(page).toHaveURL(/quickstart-linux-cron$/);
  await copiesFirstBlock();
});

test('hydration keeps the nodes the server wrote, in tabs and out of them', async ({page}) => {
  // Every script is held until the server's code nodes are tagged; after hydration (and
  // Docusaurus's remount of code blocks and tabs) the page must show those same nodes.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/get-started/quickstart-linux-cron', {waitUntil: 'commit'});
  await page.waitForSelector('footer');
  const tagged = await page.evaluate(() => {
    const tokens = document.querySelectorAll('article pre code .token');
    tokens.forEach((token) => ((token as Element & {serverNode?: true}).serverNode = true));
    return tokens.length;
  });
  expect(tagged).toBeGreaterThan(100);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const nodes = await page.evaluate(() => {
    const tokens = Array.from(document.querySelectorAll('article pre code .token'));
    const fresh = tokens.filter((token) => !(token as Element & {serverNode?: true}).serverNode);
    const inTabs = tokens.filter((token) => token.closest('[role="tabpanel"]')).length;
    return {count: tokens.length, fresh: fresh.length, inTabs};
  });
  expect(nodes).toEqual({count: tagged, fresh: 0, inTabs: expect.any(Number)});
  expect(nodes.inTabs, 'code inside tabs').toBeGreaterThan(0);
});

test('token and block colours follow the colour mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await open(page, '/get-started/quickstart-linux-cron');
  const light = themeDictionary(lightCodeTheme);
  const dark = themeDictionary(darkCodeTheme);
  expect(await colours(page)).toEqual({
    fn: computed(String(light.function!.color)),
    text: computed(lightCodeTheme.plain.color!),
    background: computed(lightCodeTheme.plain.backgroundColor!),
  });

  // With no stored choice the site follows the system preference.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await colours(page)).toEqual({
    fn: computed(String(dark.function!.color)),
    text: computed(darkCodeTheme.plain.color!),
    background: computed(darkCodeTheme.plain.backgroundColor!),
  });
});

// routes.spec.ts leaves the text of code blocks out of its axe runs; here it is checked in both
// colour modes on /alerts/webhooks, whose blocks show bash, JSON, text and TypeScript (the other
// rules do not depend on colour, and a code line holds nothing else they check). A token's
// colours depend on its language, its token classes and its line (a highlighted line has its
// own background), not on where it stands: axe checks the first token of each kind on the page
// (a few hundred of its 3,000 tokens), marked with a data attribute. Plain text has no element
// of its own (theme/CodeBlock/Line/Token): the first line of each kind that holds some is checked.
for (const mode of ['light', 'dark'] as const) {
  test(`code text passes axe's colour rules in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await open(page, '/alerts/webhooks');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await transitionsEnded(page);
    const {kinds, tokens, plainKinds} = await page.evaluate(() => {
      const seen = new Set<string>();
      const lines = Array.from(
        document.querySelectorAll('.theme-code-block pre > code .token-line'),
      );
      // Plain text stands in its line, without an element of its own.
      const plain = lines.filter((line) =>
        Array.from(line.childNodes).some(
          (node) => node.nodeType === 3 && /\S/.test(node.textContent!),
        ),
      );
      const all = [
        ...plain,
        ...lines.flatMap((line) => Array.from(line.querySelectorAll('.token'))),
      ];
      for (const token of all) {
        const line = token.closest('.token-line')!;
        const pre = token.closest('pre')!;
        const kind = `${pre.className} | ${line.className} | ${token === line ? 'plain text' : token.className}`;
        if (seen.has(kind)) continue;
        seen.add(kind);
        token.setAttribute('data-axe-sample', '');
      }
      return {
        kinds: seen.size,
        tokens: all.length,
        plainKinds: [...seen].filter((kind) => kind.endsWith('plain text')).length,
      };
    });
    expect(kinds, 'kinds of token on the page').toBeGreaterThan(20);
    expect(tokens).toBeGreaterThan(kinds);
    expect(plainKinds, 'kinds of line with plain text').toBeGreaterThan(3);
    expect(await axeViolations(page, {include: '[data-axe-sample]', rules: colourRules})).toEqual(
      [],
    );
  });
}

test('code on a page reached by a client-side link is highlighted', async ({page}) => {
  await open(page, '/get-started/overview');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.locator('article a[href="/get-started/quickstart-linux-cron"]').first().click();
  await expect(page).toHaveURL(/quickstart-linux-cron$/);
  await expect(page.locator('article pre code .token.function').first()).toBeVisible();
  expect(scripts.length, 'the highlighter is fetched on demand').toBeGreaterThan(0);
  const code = await page.locator('article pre').first().innerText();
  expect(code).toContain('saturn');
});

test('a tab chosen earlier is selected after a reload, with its code highlighted', async ({
  page,
}) => {
  await open(page, '/get-started/quickstart-linux-cron');
  await page.getByRole('tab', {name: 'RHEL, Fedora'}).click();
  await reload(page);
  await expect(page.getByRole('tab', {name: 'RHEL, Fedora'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const visible = page.locator('[role="tabpanel"]:visible pre').first();
  await expect(visible).toContainText('dnf install');
  await expect(visible.locator('.token.function').first()).toBeVisible();
});

test('a block marked illustrative in its fence renders like any other, without the reason', async ({
  page,
}) => {
  // docs/kubernetes/helm-values.mdx: ```bash illustrative="needs a Kubernetes cluster and the Helm repository"
  await open(page, '/kubernetes/helm-values');
  const block = page.locator('article pre', {hasText: 'helm upgrade --install'}).first();
  await expect(block.locator('.token.parameter').first()).toBeVisible();
  const container = page.locator('article div[class*="codeBlockContainer"]', {has: block});
  await expect(container.locator('div[class*="codeBlockTitle"]')).toHaveCount(0);
  const text = await page.locator('article').innerText();
  expect(text).not.toContain('illustrative');
  expect(text).not.toContain('needs a Kubernetes cluster');
});
