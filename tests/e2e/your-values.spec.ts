/**
 * Your values (plugins/your-values): a reader enters a monitor ID and an
 * API base URL once in the navbar's panel, and the examples of every page show
 * and copy them, in this tab and in others, until they clear them. The values
 * stay in localStorage: no request carries them.
 */
import type {BrowserContext, Page, Request} from '@playwright/test';

import {siteBrowserStorage} from '../../src/data/company';
import {storageKey} from '../../plugins/your-values/changes';
import {axeViolations, expect, expectWithinPhone, hydrated, open, phone, test} from './fixtures';

/** How the generated curl ping sample starts (plugins/api-reference/openapi/samples.ts). */
const pingCurl = 'curl --config - -sS';

const monitorId = 'mon_a1b2c3d4e5';
const proxy = 'https://saturn-proxy.internal.example/saturn';

/** The text of the first code block whose text contains `needle`. */
async function codeContaining(page: Page, needle: string): Promise<string> {
  const texts = await page.locator('article pre code').allTextContents();
  const found = texts.find((text) => text.includes(needle));
  if (found === undefined) throw new Error(`No code block contains ${needle}`);
  return found;
}

/** Every code block's text on the page, joined. */
async function allCode(page: Page): Promise<string> {
  return (await page.locator('article pre code').allTextContents()).join('\n');
}

async function openPanel(page: Page) {
  const button = page.getByRole('button', {name: 'Your values'});
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Your values'});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function setValues(page: Page, values: {monitorId: string; apiBase: string}) {
  const dialog = await openPanel(page);
  await dialog.getByLabel('Monitor ID').fill(values.monitorId);
  await dialog.getByLabel(/API base URL/).fill(values.apiBase);
  await dialog.getByLabel(/API base URL/).press('Enter');
  return dialog;
}

/** Records every request of the context, with its headers and body. */
function recordRequests(context: BrowserContext): Promise<string>[] {
  const seen: Promise<string>[] = [];
  context.on('request', (request: Request) => {
    seen.push(
      request
        .allHeaders()
        .then((headers) =>
          [request.url(), JSON.stringify(headers), request.postData() ?? ''].join('\n'),
        ),
    );
  });
  return seen;
}

test.describe('your values', () => {
  test('examples show the documented placeholders until a value is set', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await open(page, '/monitors/pings');
    // Without a stored value the page loads neither the rule nor the panel (a message of each).
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter((text) => text.includes('Monitor IDs are lowercase'))).toEqual([]);
    expect(loaded.filter((text) => text.includes('never sent anywhere'))).toEqual([]);
    const curl = await codeContaining(page, pingCurl);
    expect(curl).toContain('https://api.saturn.example/api/ping/$SATURN_MONITOR_ID/success');
    expect(await page.locator('[data-your-value][data-filled]').count()).toBe(0);
    expect(await page.locator('[data-your-value]').count()).toBeGreaterThan(10);
  });

  test('set once, used by every example on every page, and copied as shown', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/monitors/pings');
    const dialog = await setValues(page, {monitorId, apiBase: `${proxy}/`});
    await expect(dialog.getByRole('status')).toHaveText(
      'Saved. The examples on every page now use your values.',
    );
    // The URL is kept without its trailing slash.
    await expect(dialog.getByLabel(/API base URL/)).toHaveValue(proxy);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const curl = await codeContaining(page, pingCurl);
    expect(curl).toContain(`"${proxy}/api/ping/${monitorId}/success"`);
    expect(curl).toContain(`printf 'header = "Authorization: Bearer %s"\\n' "$SATURN_TOKEN" |`);
    const all = await allCode(page);
    // Every language tab, visible or not.
    expect(all).toContain(`os.Getenv("SATURN_TOKEN")`);
    expect(all).toContain(`"${proxy}/api/ping/" + "${monitorId}" + "/success"`);
    expect(all).toContain(`'${proxy}/api/ping/' . '${monitorId}' . '/success'`);
    expect(all).toContain(`\`${proxy}/api/ping/${monitorId}/success\``);
    // The with-saturn script reads the ID from its environment; the crontab sets it.
    expect(all).toContain('"$SATURN_API_URL/api/ping/$SATURN_MONITOR_ID/$kind"');
    expect(all).toContain(`SATURN_MONITOR_ID=${monitorId} /usr/local/bin/with-saturn`);
    expect(all).toContain(`SATURN_API_URL=${proxy}`);
    expect(all).not.toContain('mon_8f3k2j5h1q');
    expect(all).not.toContain('api.saturn.example');

    // The copy button copies what the block shows.
    const block = page.locator('article .theme-code-block', {hasText: pingCurl}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`"${proxy}/api/ping/${monitorId}/success" | tail -n 1`);
    // The block's lines are <div>s, so textContent has no line breaks.
    expect(copied.replace(/\n/g, '')).toBe(curl);

    // A client-side navigation renders the next page's code in the browser.
    await page.locator('article a[href="/cli/saturn-run"]').first().click();
    await expect(page).toHaveURL(/\/cli\/saturn-run$/);
    await expect(page.locator('article pre code').first()).toBeVisible();
    await expect
      .poll(() => allCode(page))
      .toContain(`saturn run --monitor ${monitorId} -- /usr/local/bin/backup.sh`);
    expect(await allCode(page)).not.toContain('mon_8f3k2j5h1q');

    // A fresh load of another page.
    await open(page, '/get-started/quickstart-linux-cron');
    const quickstart = await allCode(page);
    expect(quickstart).toContain(`SATURN_MONITOR_ID=${monitorId}`);
    expect(quickstart).toContain(`PING_URL="${proxy}/api/ping/\${SATURN_MONITOR_ID:-}"`);

    // No request carries a value: URL, headers or body.
    await page.waitForLoadState('networkidle');
    const sent = await Promise.all(requests);
    expect(sent.length).toBeGreaterThan(5);
    for (const request of sent) {
      expect(request).not.toContain(monitorId);
      expect(request).not.toContain('saturn-proxy');
    }
    expect(await page.evaluate(() => document.cookie)).not.toContain(monitorId);
  });

  test('clearing brings the placeholders back, and other tabs follow', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/monitors/pings');
    await open(second, '/get-started/quickstart-linux-cron');

    await setValues(first, {monitorId, apiBase: ''});
    await expect.poll(() => allCode(second)).toContain(`SATURN_MONITOR_ID=${monitorId}`);
    // Only the monitor ID is set: the API base URL stays.
    expect(await codeContaining(first, pingCurl)).toContain(
      `"https://api.saturn.example/api/ping/${monitorId}/success"`,
    );

    const dialog = first.getByRole('dialog', {name: 'Your values'});
    await dialog.getByRole('button', {name: 'Clear'}).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Cleared. The examples show the placeholders again.',
    );
    await expect(dialog.getByLabel('Monitor ID')).toHaveValue('');
    expect(await first.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    await expect.poll(() => allCode(second)).toContain('SATURN_MONITOR_ID=mon_8f3k2j5h1q');
    expect(await codeContaining(first, pingCurl)).toContain(
      'https://api.saturn.example/api/ping/$SATURN_MONITOR_ID/success',
    );
    expect(await second.locator('[data-your-value][data-filled]').count()).toBe(0);
  });

  test('values persist across reloads and are read again on every page', async ({page}) => {
    await open(page, '/monitors/pings');
    await setValues(page, {monitorId, apiBase: proxy});
    await page.reload();
    await hydrated(page);
    expect(await codeContaining(page, pingCurl)).toContain(`${proxy}/api/ping/${monitorId}`);
    // One key, listed on /legal/cookies.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => !key.startsWith('docusaurus.'))).toEqual([storageKey]);
    expect(siteBrowserStorage.flatMap((entry) => entry.keys)).toContain(storageKey);
    // The panel shows the stored values.
    const dialog = await openPanel(page);
    await expect(dialog.getByLabel('Monitor ID')).toHaveValue(monitorId);
    await expect(dialog.getByLabel(/API base URL/)).toHaveValue(proxy);
  });

  test('a bad value gets a message next to its field and nothing is saved', async ({page}) => {
    await open(page, '/monitors/pings');
    const dialog = await setValues(page, {monitorId: 'mon_123', apiBase: 'ftp://proxy.example'});
    const id = dialog.getByLabel('Monitor ID');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toBeFocused();
    await expect(id).toHaveAccessibleDescription(/mon_ followed by 10 lowercase letters or digits/);
    await expect(dialog.getByLabel(/API base URL/)).toHaveAccessibleDescription(
      /starts with https:\/\/ or http:\/\//,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    expect(await codeContaining(page, pingCurl)).toContain('$SATURN_MONITOR_ID');

    // A stored value that is not valid (edited by hand) is ignored, not shown.
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({monitorId: '"><img src=x>'})),
      storageKey,
    );
    await page.reload();
    await hydrated(page);
    expect(await codeContaining(page, pingCurl)).toContain('$SATURN_MONITOR_ID');
  });

  test('a host name is checked as DNS allows it', async ({page}) => {
    await open(page, '/monitors/pings');
    const label = 'a'.repeat(5000);
    const dialog = await setValues(page, {monitorId: '', apiBase: `https://${label}.example`});
    const base = dialog.getByLabel(/API base URL/);
    await expect(base).toHaveAttribute('aria-invalid', 'true');
    await expect(base).toHaveAccessibleDescription(
      /Each part of a host name between dots is at most 63 characters; "a{20}\.\.\." has 5000\./,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    await base.fill(`https://${'a'.repeat(63)}.example`);
    await base.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(
      'Saved. The examples on every page now use your values.',
    );
    await base.fill(`https://${`${'b'.repeat(63)}.`.repeat(4)}example`);
    await base.press('Enter');
    await expect(base).toHaveAccessibleDescription(
      /A host name is at most 253 characters; this one has 263\./,
    );
  });

  test('an unsaved value is not dropped without a word', async ({page}) => {
    await open(page, '/monitors/pings');
    const dialog = await openPanel(page);
    const id = dialog.getByLabel('Monitor ID');
    await id.pressSequentially(monitorId);
    await page.keyboard.press('Escape');
    // The panel stays open and says what is not saved.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your changes are not saved. Press Save to keep them, or Close (or Escape) again to discard them.',
    );
    await expect(id).toHaveValue(monitorId);
    // Asked once: the second Escape discards the draft.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openPanel(page);
    await expect(again.getByLabel('Monitor ID')).toHaveValue('');

    // The Close button asks the same way, and Save then keeps the value.
    await again.getByLabel('Monitor ID').pressSequentially(monitorId);
    await again.getByRole('button', {name: 'Close'}).click();
    await expect(again.getByRole('alert')).toContainText('Your changes are not saved.');
    await again.getByRole('button', {name: 'Save'}).click();
    await expect(again.getByRole('status')).toHaveText(
      'Saved. The examples on every page now use your values.',
    );
    await again.getByRole('button', {name: 'Close'}).click();
    await expect(again).toBeHidden();
    expect(await allCode(page)).toContain(monitorId);
  });

  test('a panel closed before it could ask keeps the draft', async ({page}) => {
    await open(page, '/monitors/pings');
    const dialog = await openPanel(page);
    await dialog.getByLabel('Monitor ID').fill(monitorId);
    // The browser may close a dialog without a cancelable cancel event (Chromium's close
    // watchers allow one per user action); close() does the same: no chance to ask.
    await dialog.evaluate((element) => (element as HTMLDialogElement).close());
    await expect(dialog).toBeHidden();
    const again = await openPanel(page);
    await expect(again.getByLabel('Monitor ID')).toHaveValue(monitorId);
    await expect(again.getByRole('alert')).toHaveText(
      'Your last changes were not saved; they are back in the fields. Press Save to keep them, or Close (or Escape) to discard them.',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    // Told once: Escape now discards.
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect((await openPanel(page)).getByLabel('Monitor ID')).toHaveValue('');
  });

  test('the panel fits a 390 px screen with its messages', async ({page}) => {
    await page.setViewportSize(phone);
    await open(page, '/monitors/pings');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await sidebar.getByRole('button', {name: 'Your values'}).click();
    const dialog = page.getByRole('dialog', {name: 'Your values'});
    await dialog.getByLabel(/API base URL/).fill(`https://${'a'.repeat(64)}.example`);
    await dialog.getByLabel(/API base URL/).press('Enter');
    await expect(dialog.getByLabel(/API base URL/)).toHaveAccessibleDescription(
      /at most 63 characters/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toContainText('Your changes are not saved.');
    await expectWithinPhone(page, dialog);
  });

  test('the panel opens from the mobile menu, and focus returns to its button', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await open(page, '/cli/saturn-run');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const button = sidebar.getByRole('button', {name: 'Your values'});
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Your values'});
    await dialog.getByLabel('Monitor ID').fill(monitorId);
    await dialog.getByRole('button', {name: 'Save'}).click();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await allCode(page)).toContain(`--monitor ${monitorId}`);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the panel has no axe violation in ${colorScheme} mode`, async ({page}) => {
      // axe on a code-heavy page takes tens of seconds on a busy machine.
      test.slow();
      await page.emulateMedia({colorScheme});
      await open(page, '/cli/saturn-run');
      const dialog = await setValues(page, {monitorId: 'bad', apiBase: ''});
      await expect(dialog.getByLabel('Monitor ID')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, 'dialog')).toEqual([]);
      // Filled values in code keep the contrast of the code block.
      await dialog.getByLabel('Monitor ID').fill(monitorId);
      await dialog.getByLabel('Monitor ID').press('Enter');
      await page.keyboard.press('Escape');
      await expect(page.locator('article [data-filled]').first()).toBeVisible();
      expect(await axeViolations(page, 'article pre')).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('examples show the placeholders and the panel button is not shown', async ({page}) => {
    await page.goto('/monitors/pings');
    expect(await codeContaining(page, pingCurl)).toContain(
      'https://api.saturn.example/api/ping/$SATURN_MONITOR_ID/success',
    );
    await expect(page.getByRole('button', {name: 'Your values'})).toBeHidden();
  });
});
