import type {Page} from '@playwright/test';

import {expect, expectWithinPhone, open, phone, test} from './fixtures';

const sandboxPath = '/security/redaction';

function sandbox(page: Page) {
  return {
    input: page.getByLabel('Job output'),
    patterns: page.getByLabel('Extra patterns'),
    status: page.getByTestId('redaction-status'),
    output: page.getByTestId('redaction-output'),
    matches: page.getByTestId('redaction-matches'),
    errors: page.getByTestId('redaction-errors'),
    cut: page.getByTestId('redaction-cut'),
  };
}

/**
 * The scripts a page executes: the ones its HTML loads and the route chunks
 * the runtime adds. Prefetches of linked pages (`<link rel=prefetch>`) are
 * not scripts of this page and are left out.
 */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then((body) => {
        scripts.set(new URL(response.url()).pathname, body);
      }),
    );
  });
  await open(page, path);
  await Promise.all(pending);
  return scripts;
}

test.describe('redaction sandbox', () => {
  test('shows the sample already redacted in the server-rendered page', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(sandboxPath);
    const output = page.getByTestId('redaction-output');
    await expect(output).toContainText('AWS_ACCESS_KEY_ID=[REDACTED:aws-access-key]');
    await expect(output).toContainText('customer [REDACTED:custom-1] over quota');
    await expect(output).not.toContainText('AKIAIOSFODNN7EXAMPLE');
    await expect(output).not.toContainText('Sup3r-S3cret');
    await context.close();
  });

  test('changing the input changes the output and the matched rules', async ({page}) => {
    await open(page, sandboxPath);
    const box = sandbox(page);
    await expect(box.status).toHaveText('5 secrets redacted by 5 rules.');

    await box.input.fill('export DB_PASSWORD=hunter2\nretrying in 5s');
    await expect(box.output).toHaveText(
      'export DB_PASSWORD=[REDACTED:secret-key-value]\nretrying in 5s',
    );
    await expect(box.status).toHaveText('1 secret redacted by 1 rule.');
    await expect(box.matches).toContainText('secret-key-value: 1 match');

    await box.input.fill('nothing secret here');
    await expect(box.output).toHaveText('nothing secret here');
    await expect(box.status).toHaveText('No secrets found. The output would be sent unchanged.');

    await box.input.fill('order CUST-123 and CUST-456');
    await expect(box.output).toHaveText('order [REDACTED:custom-1] and [REDACTED:custom-1]');
    await expect(box.matches).toContainText('custom-1: 2 matches');
    await expect(box.matches).toContainText('Your pattern 1: CUST-[0-9]+');
  });

  test('an invalid pattern shows its message and recovers when fixed', async ({page}) => {
    await open(page, sandboxPath);
    const box = sandbox(page);

    await box.patterns.fill('CUST-[0-9]+\n(abc');
    await expect(box.errors).toContainText('Pattern 2 is not a valid regular expression');
    await expect(box.status).toHaveText('1 pattern needs fixing. Nothing would be sent.');
    await expect(box.patterns).toHaveAttribute('aria-invalid', 'true');
    await expect(box.output).toHaveCount(0);

    await box.patterns.fill('(a+)+');
    await expect(box.errors).toContainText('repeats a group that itself repeats');

    await box.patterns.fill('(abc)');
    await expect(box.errors).toHaveCount(0);
    await expect(box.output).toContainText('[REDACTED:aws-access-key]');
    await expect(box.patterns).toHaveAttribute('aria-invalid', 'false');
  });

  test('survives empty, huge and hostile input', async ({page}) => {
    await open(page, sandboxPath);
    const box = sandbox(page);
    await page.getByRole('button', {name: 'Clear both'}).click();
    await expect(box.output).toHaveText('(empty output)');

    await box.input.fill(`${'x'.repeat(99)}\n`.repeat(1_000) + 'password=tail');
    await expect(box.output).toContainText('password=[REDACTED:secret-key-value]');
    await expect(box.cut).toHaveText(
      'The input is 100,013 bytes and a ping carries at most 65,536, so only whole lines from the end are kept: the first 34,500 bytes are dropped and the last 65,513 bytes are sent, redacted.',
    );

    await box.patterns.fill('[\n*\n\\');
    await expect(box.errors.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', {name: 'Restore the example'}).click();
    await expect(box.status).toHaveText('5 secrets redacted by 5 rules.');
  });

  test('at the 64 KiB limit, the counts add up and the summary says what is sent', async ({
    page,
  }) => {
    await open(page, sandboxPath);
    const box = sandbox(page);
    await box.patterns.fill('');

    // Exactly 65,536 bytes on one line, with one short secret: once redacted, the line is
    // longer than a ping carries, and a line is never cut, so nothing is sent.
    const line = `${'x'.repeat(65_536 - 'password=abc'.length - 1)} password=abc`;
    expect(new TextEncoder().encode(line).length).toBe(65_536);
    await box.input.fill(line);
    await expect(box.status).toHaveText(
      'Nothing would be sent: the last line is 65,536 bytes, and 65,560 once its secrets are replaced by markers, more than the 65,536 bytes a ping carries. A line is never sent in part.',
    );
    await expect(box.output).toHaveText('(nothing would be sent)');
    await expect(box.cut).toHaveText(
      'The input is 65,536 bytes, within the 65,536 a ping carries, but markers are longer than the secrets they replace, so only whole lines from the end that fit once redacted are kept: all 65,536 bytes are dropped.',
    );
    await expect(box.matches).toHaveCount(0);

    // The same line after a short first line: the first line is sent, the long one is not.
    await box.input.fill(`first line\n${line}`);
    await expect(box.output).toHaveText('(nothing would be sent)');

    // The long line first: it is dropped, the short last line is sent, and its secret counted.
    await box.input.fill(`${line}\ntoken=abc`);
    await expect(box.output).toHaveText('token=[REDACTED:secret-key-value]');
    await expect(box.status).toHaveText('1 secret redacted by 1 rule.');
    await expect(box.cut).toHaveText(
      'The input is 65,546 bytes and a ping carries at most 65,536, so only whole lines from the end are kept: the first 65,537 bytes are dropped and the last 9 bytes are sent, redacted.',
    );

    // A last line longer than a ping, with no secret: not "sent unchanged".
    await box.input.fill(`ok\n${'y'.repeat(70_000)}`);
    await expect(box.status).toHaveText(
      'Nothing would be sent: the last line alone is 70,000 bytes, more than the 65,536 bytes a ping carries. A line is never sent in part.',
    );
    await expect(box.output).toHaveText('(nothing would be sent)');
    await expect(box.cut).toHaveText(
      'The input is 70,003 bytes and a ping carries at most 65,536, so only whole lines from the end are kept: all 70,003 bytes are dropped.',
    );

    // Secrets only in the dropped part are not counted as redacted.
    await box.input.fill(`password=abc\n${`${'z'.repeat(99)}\n`.repeat(700)}`);
    await expect(box.status).toHaveText(
      'No secrets found in the part that would be sent: it would be sent unchanged.',
    );
    await expect(box.cut).toContainText('the first 4,513 bytes are dropped');
    await expect(box.matches).toHaveCount(0);

    // An empty input is not "no secrets" beside an empty output.
    await box.input.fill('');
    await expect(box.status).toHaveText('Nothing to redact: the output is empty.');
    await expect(box.output).toHaveText('(empty output)');
  });

  test('is usable with the keyboard alone', async ({page}) => {
    await open(page, sandboxPath);
    const box = sandbox(page);
    await box.input.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('token=abc123');
    await page.keyboard.press('Tab');
    await expect(box.patterns).toBeFocused();
    await expect(box.output).toHaveText('token=[REDACTED:secret-key-value]');
  });

  test('adds no JavaScript to other pages', async ({page}) => {
    const marker = 'What Saturn would receive';
    const own = await scriptsOf(page, sandboxPath);
    const withSandbox = [...own].filter(([, body]) => body.includes(marker));
    expect(withSandbox, 'the sandbox page loads the sandbox').toHaveLength(1);

    for (const path of [
      '/',
      '/security/overview',
      '/output-capture/overview',
      '/incidents/types',
    ]) {
      const scripts = await scriptsOf(page, path);
      const leaked = [...scripts].filter(([, body]) => body.includes(marker)).map(([src]) => src);
      expect(leaked, `scripts of ${path} that contain the sandbox`).toEqual([]);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({viewport: phone});

  test('the summary and the cut fit the screen', async ({page}) => {
    await open(page, sandboxPath);
    const box = sandbox(page);
    await box.input.fill(`ok\n${'y'.repeat(70_000)}`);
    await expect(box.status).toContainText('Nothing would be sent: the last line alone is 70,000');
    await expectWithinPhone(page, box.status, box.cut);
  });
});
