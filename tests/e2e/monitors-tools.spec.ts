import {latenessExample} from '../../src/data/lateness-example';
import {expect, expectWithinPhone, open, phone, test} from './fixtures';

test.describe('schedule explorer on /monitors/types', () => {
  test('shows the DST gap of the default example, server-rendered', async ({browser}) => {
    // Without JavaScript: the default state must already be readable.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    await expect(explorer.getByText('In words: At 02:30')).toBeVisible();
    await expect(explorer.getByText(/02:30 does not exist/)).toBeVisible();
    const gapRow = explorer.getByRole('row').filter({hasText: '2027-03-14 03:00'});
    await expect(gapRow).toContainText('2027-03-14 07:00');
    await expect(gapRow).toContainText('Skipped hour');
    await context.close();
  });

  test('follows a new expression and time zone', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    await explorer.getByLabel('Cron expression (5 fields or a macro)').fill('0 9 * * 1-5');
    await expect(explorer.getByText('In words: At 09:00, Monday through Friday')).toBeVisible();
    await explorer.getByLabel('Time zone (IANA name)').fill('Europe/Berlin');
    const table = explorer.getByRole('table');
    await expect(table.getByRole('columnheader', {name: 'Europe/Berlin'})).toBeVisible();
    // 2027-03-15 is a Monday; 09:00 in Berlin (UTC+01:00) is 08:00 UTC.
    await expect(table.getByRole('row').nth(1)).toContainText('2027-03-15 09:00');
    await expect(table.getByRole('row').nth(1)).toContainText('2027-03-15 08:00');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(explorer.getByTestId('explorer-summary')).toContainText(
      'Next run 2027-03-15 09:00 in Europe/Berlin',
    );
  });

  test('warns about the day-of-month and day-of-week OR rule', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    await explorer.getByRole('button', {name: /The 13th or a Friday/}).click();
    await expect(explorer.getByLabel('Cron expression (5 fields or a macro)')).toHaveValue(
      '0 0 13 * 5',
    );
    await expect(explorer.getByText(/combine with OR/)).toBeVisible();
  });

  test('reads 0-7 as every day and says Kubernetes rejects a 7', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    await explorer.getByLabel('Cron expression (5 fields or a macro)').fill('0 9 * * 0-7');
    await expect(explorer.getByText('In words: At 09:00', {exact: true})).toBeVisible();
    await expect(explorer).not.toContainText('Sunday through Sunday');
    const warnings = explorer.getByRole('list', {name: 'Warnings'});
    await expect(warnings).toContainText('end of range (7) above maximum (6)');
    // 2027-03-13 is a Saturday: every day from then on.
    const table = explorer.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('2027-03-13 09:00');
    await expect(table.getByRole('row').nth(2)).toContainText('2027-03-14 09:00');
    await explorer.getByLabel('Cron expression (5 fields or a macro)').fill('0 9 * * 5-7');
    await expect(explorer.getByText('In words: At 09:00, Friday through Sunday')).toBeVisible();
    await explorer.getByLabel('Cron expression (5 fields or a macro)').fill('0 9 * * 0,7');
    await expect(
      explorer.getByText('In words: At 09:00, only on Sunday', {exact: true}),
    ).toBeVisible();
  });

  test('refuses a start outside 1970 to 9999 and lists no run past 9999', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    const start = explorer.getByLabel(/List runs after/);
    const range =
      'Enter a start from 1970-01-01 00:00 to 9999-12-31 23:59: time zone rules are reliable only from 1970, and the explorer lists no run after 9999.';
    await start.fill('0001-01-01T00:00');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(range);
    await expect(explorer.getByRole('table')).toHaveCount(0);
    await expect(explorer).not.toContainText('1901');
    await start.fill('1969-12-31T23:59');
    await expect(start).toHaveAccessibleDescription(range);
    await start.fill('1970-01-01T00:00');
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');
    await expect(explorer.getByRole('table').getByRole('row').nth(1)).toContainText(
      '1970-01-01 02:30',
    );

    await start.fill('9999-12-31T00:00');
    await expect(explorer.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(explorer.getByRole('table').getByRole('row').nth(1)).toContainText(
      '9999-12-31 02:30',
    );
    await expect(explorer.getByTestId('explorer-summary')).toContainText(
      'Only 1 run falls before the end of 9999, where the explorer stops.',
    );
    await expect(explorer).not.toContainText('10000');
  });

  test('explains invalid input next to the field', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    const expression = explorer.getByLabel('Cron expression (5 fields or a macro)');
    await expression.fill('61 * * * *');
    await expect(expression).toHaveAttribute('aria-invalid', 'true');
    await expect(expression).toHaveAccessibleDescription(/minute field: 61 is out of range 0-59/);
    await expect(explorer.getByRole('table')).toHaveCount(0);
    await expression.fill('0 */5 * * * *');
    await expect(expression).toHaveAccessibleDescription(/6 fields found/);
    await expression.fill('');
    await expect(expression).toHaveAccessibleDescription(/Enter a cron expression/);
    await expression.fill('*/5 * * * *');
    const zone = explorer.getByLabel('Time zone (IANA name)');
    await zone.fill('Mars/Olympus');
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expect(zone).toHaveAccessibleDescription(/"Mars\/Olympus" is not a known IANA time zone/);
    await expect(explorer.getByTestId('explorer-summary')).toContainText('Not valid.');
    // Huge input does not crash the page.
    await expression.fill('9'.repeat(5000));
    await expect(expression).toHaveAccessibleDescription(/Saturn accepts at most 256/);
  });

  test('works with the keyboard alone', async ({page}) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    await explorer.getByRole('button', {name: /Every 15 minutes/}).focus();
    await page.keyboard.press('Enter');
    await expect(explorer.getByText('In words: Every 15 minutes')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(explorer.getByLabel(/List runs after/)).toBeFocused();
  });
});

test.describe('lateness timeline on /monitors/grace-periods', () => {
  const segmentRows = (page: import('@playwright/test').Page) =>
    page
      .getByRole('region', {name: 'Lateness timeline'})
      .getByRole('table', {name: 'Status segments'})
      .locator('tbody tr');

  test('starts with the worked example of the page', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    const rows = segmentRows(page);
    await expect(rows).toHaveCount(latenessExample.expectedSegments.length);
    for (const [index, segment] of latenessExample.expectedSegments.entries()) {
      await expect(rows.nth(index)).toContainText(
        new RegExp(`${segment.status}\\s*${segment.start}\\s*${segment.end}`),
      );
    }
    await expect(
      page.getByRole('img', {name: /Status from 10:00:00 to 10:45:00: OK from 10:00:00, LATE/}),
    ).toBeVisible();
  });

  test('follows a new grace period and schedule type', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    const tool = page.getByRole('region', {name: 'Lateness timeline'});
    const summary = tool.getByTestId('timeline-summary');
    await expect(summary).toContainText('5 incidents, 1 still open');
    await tool.getByLabel(/Grace period in seconds/).fill('300');
    // With 5 minutes of grace the 10:09 success still counts for 10:05: no MISSED at 10:07.
    await expect(summary).not.toContainText('5 incidents');
    const incidents = tool.getByRole('table', {name: 'Incidents'});
    await expect(incidents).not.toContainText('10:07:00');
    await tool.getByRole('radio', {name: 'manual'}).check();
    await expect(segmentRows(page).filter({hasText: /LATE|MISSED/})).toHaveCount(0);
    await expect(summary).toContainText('FAILING');
    // A manual monitor with successes only opens no incident, and the table says so.
    await tool.getByLabel(/Pings, one per line/).fill('10:00:00 success\n10:20:00 success');
    await expect(incidents.locator('tbody tr')).toHaveText(['No incident.']);
  });

  test('explains invalid input and never crashes', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    const tool = page.getByRole('region', {name: 'Lateness timeline'});
    const pings = tool.getByLabel(/Pings, one per line/);
    await pings.fill('10:00:00 start\n10:61 success\n10:05 finished');
    await expect(pings).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.getByText(/Line 2: "10:61" is not a time of day/)).toBeVisible();
    await expect(tool.getByText(/Line 3: after the time, write one ping kind/)).toBeVisible();
    const grace = tool.getByLabel(/Grace period in seconds/);
    await grace.fill('10');
    await expect(tool.getByTestId('timeline-summary')).toContainText(
      'Grace period must be at least 60 seconds, got 10 seconds.',
    );
    await grace.fill('120');
    await tool.getByLabel('Timeline end').fill('09:00');
    await expect(tool.getByTestId('timeline-summary')).toContainText('after its start');
    await tool.getByLabel('Timeline end').fill('10:45');
    await tool.getByLabel('Cron expression').fill('0 0 * * * *');
    await expect(tool.getByTestId('timeline-summary')).toContainText('6 fields found');
    await pings.fill('10:00:00 success\n'.repeat(1001));
    await expect(pings).toHaveAccessibleDescription(
      /Only the first 1,000 of 1,001 ping lines are used\./,
    );
  });

  test('counts the ping lines it cannot use honestly', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/monitors/grace-periods');
    const tool = page.getByRole('region', {name: 'Lateness timeline'});
    const pings = tool.getByLabel(/Pings, one per line/);
    const summary = tool.getByTestId('timeline-summary');
    // Pasted, as a reader would: Playwright's fill() types 3,000 lines in about a minute here.
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      '10:00:00 success\n'.repeat(3000),
    );
    await pings.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(pings).toHaveAccessibleDescription(
      /Only the first 1,000 of 3,000 ping lines are used\./,
    );
    await expect(summary).toContainText('Only the first 1,000 of 3,000 ping lines are used.');
    await expect(summary).not.toContainText('ignored');
    await pings.fill('10:00:00 success\nnonsense\n10:10:00 success\nmore nonsense');
    await expect(summary).toContainText('2 ping lines could not be read and are left out.');
  });

  test('reads the grace period with the shared number rules', async ({page}) => {
    await open(page, '/monitors/grace-periods');
    const tool = page.getByRole('region', {name: 'Lateness timeline'});
    const grace = tool.getByLabel(/Grace period in seconds/);
    const summary = tool.getByTestId('timeline-summary');
    await grace.fill('0x78');
    await expect(summary).toContainText('Grace period: "0x78" is not a number.');
    await grace.fill('1,000');
    await expect(summary).toContainText('Grace period: "1,000" could be 1000 or 1.000');
    await grace.fill('120,5');
    await expect(summary).toContainText('Grace period must be a whole number, got 120.5.');
    await grace.fill('120');
    await expect(summary).toContainText('5 incidents, 1 still open');
  });
});

test.describe('at 390 px, from the keyboard', () => {
  test.use({viewport: phone});

  test('the explorer and the timeline show their new messages within the screen', async ({
    page,
    context,
  }) => {
    await open(page, '/monitors/types');
    const explorer = page.getByRole('region', {name: 'Schedule explorer'});
    const expression = explorer.getByLabel('Cron expression (5 fields or a macro)');
    await expression.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0 9 * * 0-7');
    const warning = explorer.getByRole('list', {name: 'Warnings'}).getByRole('listitem').first();
    await expect(warning).toContainText('end of range (7) above maximum (6)');
    await expectWithinPhone(page, warning);
    const start = explorer.getByLabel(/List runs after/);
    await start.fill('0001-01-01T00:00');
    await expect(start).toHaveAccessibleDescription(/Enter a start from 1970-01-01 00:00/);
    await expectWithinPhone(page);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/monitors/grace-periods');
    const timeline = page.getByRole('region', {name: 'Lateness timeline'});
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      '10:00:00 success\n'.repeat(1200),
    );
    await timeline.getByLabel(/Pings, one per line/).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    const summary = timeline.getByTestId('timeline-summary');
    await expect(summary).toContainText('Only the first 1,000 of 1,200 ping lines are used.');
    await expectWithinPhone(page, summary);
  });
});
