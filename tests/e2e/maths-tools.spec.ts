/**
 * The four interactive analytics tools: each output follows its inputs with
 * concrete numbers, invalid input shows a message in the page, no console
 * error, no axe violation, and no tool code runs on other pages.
 */
import type {Page} from '@playwright/test';

import {expect, expectWithinPhone, open, phone, test} from './fixtures';
import {mathsTools, toolRegion} from './tools';

/** Opens the page of one of the maths tools and returns the tool's region. */
async function openTool(page: Page, path: (typeof mathsTools)[number]['path']) {
  await open(page, path);
  return toolRegion(page, mathsTools.find((entry) => entry.path === path)!.title);
}

test.describe('AnomalyPlayground', () => {
  test('flags runs and follows the threshold and minimum samples', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    const summary = playground.getByTestId('anomaly-summary');
    await expect(summary).toHaveText(
      '2 of 25 runs flagged: run 22 (z = +19.46, MEDIUM), run 24 (z = −4.27, LOW).',
    );
    await expect(playground.locator('tbody tr')).toHaveCount(25);
    await expect(playground.locator('tbody tr').nth(21)).toContainText('ANOMALY (MEDIUM)');

    await playground.getByLabel('Z-score threshold').fill('5');
    await expect(summary).toHaveText('1 of 25 runs flagged: run 22 (z = +19.46, MEDIUM).');

    await playground.getByLabel('Z-score threshold').fill('3');
    await playground.getByLabel('Minimum samples').fill('22');
    await expect(summary).toHaveText('1 of 25 runs flagged: run 24 (z = −4.27, LOW).');
  });

  test('reproduces the walk-through table from pasted durations', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    await playground
      .getByLabel('Run durations in seconds, oldest first')
      .fill('10, 12, 11, 13, 9, 11, 12, 20');
    await playground.getByLabel('Minimum samples').fill('5');
    await expect(playground.getByTestId('anomaly-summary')).toHaveText(
      '1 of 8 runs flagged: run 8 (z = +6.58, MEDIUM).',
    );
    const last = playground.locator('tbody tr').last().locator('td');
    await expect(last).toHaveText(['8', '20', '11.14', '1.35', '+6.58', 'ANOMALY (MEDIUM)']);
  });

  test('explains invalid input without crashing', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    const durations = playground.getByLabel('Run durations in seconds, oldest first');
    await durations.fill('10, abc, -4');
    const alert = playground.getByRole('alert');
    await expect(alert).toContainText('Value 2 ("abc") is not a number of seconds.');
    await expect(alert).toContainText('Value 3 ("-4") is negative; a duration cannot be.');
    await expect(durations).toHaveAttribute('aria-invalid', 'true');
    await durations.fill('');
    await expect(alert).toHaveText('Enter at least one run duration in seconds.');
    await durations.fill('60 61');
    await playground.getByLabel('Z-score threshold').fill('0');
    await expect(alert).toHaveText('Z-score threshold must be more than 0, got 0.');
    await playground.getByLabel('Z-score threshold').fill('3');
    await playground.getByLabel('Minimum samples').fill('1.5');
    await expect(alert).toHaveText('Minimum samples must be a whole number, got 1.5.');
  });
  test('reads a decimal comma in the threshold as a decimal point', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    const summary = playground.getByTestId('anomaly-summary');
    const threshold = playground.getByLabel('Z-score threshold');
    await threshold.fill('25');
    await expect(summary).toHaveText(
      'No run is flagged. 5 of 25 runs were judged against the baseline.',
    );
    // 2,5 is 2.5, not 25: the runs flagged at 3 are flagged at 2.5 too.
    await threshold.fill('2,5');
    await expect(summary).toHaveText(
      '2 of 25 runs flagged: run 22 (z = +19.46, MEDIUM), run 24 (z = −4.27, LOW).',
    );
    await expect(threshold).not.toHaveAttribute('aria-invalid', 'true');
    // 4,5 is 4.5: run 24 (|z| = 4.27) is no longer flagged; at 45 none would be.
    await threshold.fill('4,5');
    await expect(summary).toHaveText('1 of 25 runs flagged: run 22 (z = +19.46, MEDIUM).');
  });

  test('refuses a comma between digits in the list of durations', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    const durations = playground.getByLabel('Run durations in seconds, oldest first');
    await durations.fill('60,5 61,25 62, 63');
    const alert = playground.getByRole('alert');
    const advice =
      'a comma between digits is ambiguous in a list; write numbers with a point for decimals and no thousands separator, and separate them with spaces or ", ".';
    await expect(alert.getByRole('listitem')).toHaveText([
      `Value 1 ("60,5"): ${advice}`,
      `Value 2 ("61,25"): ${advice}`,
    ]);
    await expect(durations).toHaveAttribute('aria-invalid', 'true');
    await durations.fill('60.5, 61.25, 62, 63');
    await expect(playground.getByTestId('anomaly-summary')).toContainText('None of the 4 runs');
  });

  test('says why a run after identical runs is not judged', async ({page}) => {
    const playground = await openTool(page, '/anomalies/welford');
    await playground
      .getByLabel('Run durations in seconds, oldest first')
      .fill(`${'60 '.repeat(20)}600`);
    await expect(playground.getByTestId('anomaly-summary')).toHaveText(
      'No run is flagged. 0 of 21 runs were judged against the baseline. Run 21 was not judged: the 20 runs before it all took 60 s, so their standard deviation is 0 and no z-score can be computed.',
    );
    await expect(playground.locator('tbody tr').last().locator('td').last()).toHaveText(
      'not judged (no spread)',
    );
    // One more run: the baseline now has spread, and the slow run is judged.
    await playground
      .getByLabel('Run durations in seconds, oldest first')
      .fill(`${'60 '.repeat(20)}600 60`);
    await expect(playground.getByTestId('anomaly-summary')).toHaveText(
      'No run is flagged. 1 of 22 runs was judged against the baseline. Run 21 was not judged: the 20 runs before it all took 60 s, so their standard deviation is 0 and no z-score can be computed.',
    );
  });
});

test.describe('HealthScoreCalculator', () => {
  test('recomputes the score and its breakdown', async ({page}) => {
    const calculator = await openTool(page, '/analytics/health-score');
    const score = calculator.getByTestId('health-score');
    await expect(score).toHaveText('95');
    await calculator.getByLabel('Failed runs').fill('10');
    // 50 * 112/122 + 30 * 113/120 + 20 * 0.9 = 92.15
    await expect(score).toHaveText('92');
    await expect(calculator.getByRole('row', {name: /Success rate/})).toContainText('0.918');
    await calculator.getByLabel('Open incidents').fill('1');
    // stability 1 - 0.1 - 0.25 = 0.65: 45.90 + 28.25 + 13 = 87.15
    await expect(score).toHaveText('87');
  });

  test('refuses a count written with a thousands separator', async ({page}) => {
    const calculator = await openTool(page, '/analytics/health-score');
    await calculator.getByLabel('Successful runs').fill('1,000');
    await expect(calculator.getByRole('alert')).toHaveText(
      'Successful runs: "1,000" could be 1000 or 1.000; write one of them, with a point for decimals.',
    );
    await calculator.getByLabel('Successful runs').fill('1,5');
    await expect(calculator.getByRole('alert')).toHaveText(
      'Successful runs must be a whole number, got 1.5.',
    );
  });

  test('explains invalid input', async ({page}) => {
    const calculator = await openTool(page, '/analytics/health-score');
    await calculator.getByLabel('Failed runs').fill('-1');
    await expect(calculator.getByRole('alert')).toHaveText(
      'Failed runs must be at least 0, got -1.',
    );
    await expect(calculator.getByLabel('Failed runs')).toHaveAttribute('aria-invalid', 'true');
    await calculator.getByLabel('Failed runs').fill('two');
    await expect(calculator.getByRole('alert')).toHaveText('Failed runs: "two" is not a number.');
    await calculator.getByLabel('Failed runs').fill('4');
    await expect(calculator.getByTestId('health-score')).toHaveText('95');
  });
});

test.describe('SlaCalculator', () => {
  /** Opens the SLA calculator; it has two directions, each a group of fields and results. */
  async function openSlaCalculator(page: Page) {
    const calculator = await openTool(page, '/analytics/uptime-sla');
    return {
      forward: calculator.getByRole('group', {name: 'Target to error budget'}),
      reverse: calculator.getByRole('group', {name: 'Error budget to target'}),
    };
  }

  test('turns a target into a budget and a budget into a target', async ({page}) => {
    const {forward, reverse} = await openSlaCalculator(page);
    await expect(forward).toContainText('Error budget: 43 minutes 12 seconds');
    await expect(forward).toContainText('2,592,000 ms');
    await forward.getByLabel('Target (%)').fill('99.99');
    await expect(forward).toContainText('Error budget: 4 minutes 19 seconds 200 milliseconds');
    await forward.getByLabel('Target (%)').fill('99.9');
    await forward.getByLabel('Period (days)').fill('7');
    await expect(forward).toContainText('Error budget: 10 minutes 4 seconds 800 milliseconds');

    await expect(reverse).toContainText('Target: 99.9 %');
    await reverse.getByLabel('Error budget').fill('1h');
    await expect(reverse).toContainText('Target: 99.861111 %');
    await reverse.getByLabel('Period (days)').fill('365');
    await reverse.getByLabel('Error budget').fill('8h 45m 36s');
    await expect(reverse).toContainText('Target: 99.9 %');
    // Rounded down: a budget above 0 never shows as 100 %.
    await reverse.getByLabel('Error budget').fill('1 ms');
    await expect(reverse).toContainText('Target: 99.999999 %');
  });

  test('reads a decimal comma as a decimal point and never as a thousands separator', async ({
    page,
  }) => {
    const {forward, reverse} = await openSlaCalculator(page);
    await forward.getByLabel('Target (%)').fill('99,9');
    await expect(forward).toContainText('Error budget: 43 minutes 12 seconds');
    await expect(forward.getByRole('alert')).toHaveCount(0);
    await forward.getByLabel('Period (days)').fill('1,000');
    await expect(forward.getByRole('alert')).toHaveText(
      'Period: "1,000" could be 1000 or 1.000; write one of them, with a point for decimals.',
    );
    await forward.getByLabel('Period (days)').fill('30,5');
    await expect(forward).toContainText('Error budget: 43 minutes 55 seconds 200 milliseconds');
    await reverse.getByLabel('Error budget').fill('1,5 h');
    // 99.7916666…, rounded down.
    await expect(reverse).toContainText('Target: 99.791666 %');
  });

  test('explains invalid input', async ({page}) => {
    const {forward, reverse} = await openSlaCalculator(page);
    await forward.getByLabel('Target (%)').fill('100.5');
    await expect(forward.getByRole('alert')).toHaveText(
      'Target must be at most 100 %, got 100.5 %.',
    );
    await forward.getByLabel('Period (days)').fill('0');
    await expect(forward.getByRole('alert')).toContainText(
      'Period must be more than 0 days, got 0 days.',
    );
    await reverse.getByLabel('Error budget').fill('5 weeks');
    await expect(reverse.getByRole('alert')).toHaveText(
      'Error budget: "weeks" is not a unit; use d, h, min, s or ms.',
    );
    await reverse.getByLabel('Error budget').fill('31 days');
    await expect(reverse.getByRole('alert')).toHaveText(
      'The error budget cannot be longer than the period.',
    );
  });
});

test.describe('MtbfCalculator', () => {
  test('computes MTBF and MTTR from pasted incidents', async ({page}) => {
    const calculator = await openTool(page, '/analytics/mtbf-mttr');
    await expect(calculator.getByTestId('mtbf')).toHaveText(
      '7 days 10 hours 22 minutes 30 seconds',
    );
    await expect(calculator.getByTestId('mttr')).toHaveText('1 hour 30 minutes');
    await expect(calculator.getByTestId('failures')).toHaveText('4 (1 still open)');

    await calculator
      .getByLabel('Incidents, one per line')
      .fill(
        '2026-10-05T00:00Z, 2026-10-05T02:00Z, FAIL\n2026-10-06T00:00Z, 2026-10-06T01:00Z, ANOMALY',
      );
    // One failure of 2 h in 720 h: MTBF 718 h, MTTR 2 h; the ANOMALY does not count.
    await expect(calculator.getByTestId('mtbf')).toHaveText('29 days 22 hours');
    await expect(calculator.getByTestId('mttr')).toHaveText('2 hours');
    await expect(calculator.getByTestId('failures')).toHaveText('1');

    await calculator.getByLabel('Incidents, one per line').fill('');
    await expect(calculator.getByTestId('mtbf')).toHaveText('no failure in the window');
  });

  test('explains invalid input', async ({page}) => {
    const calculator = await openTool(page, '/analytics/mtbf-mttr');
    const incidents = calculator.getByLabel('Incidents, one per line');
    await incidents.fill('2026-10-05T00:00Z, 2026-10-04T00:00Z');
    await expect(calculator.getByRole('alert')).toHaveText(
      'Line 1: resolved before it was opened.',
    );
    await expect(incidents).toHaveAttribute('aria-invalid', 'true');
    await incidents.fill('2026-10-05T00:00Z, open');
    await calculator.getByLabel('Window end (UTC)').fill('2026-09-01T00:00Z');
    await expect(calculator.getByRole('alert')).toHaveText('The window must end after it starts.');
    await calculator.getByLabel('Window end (UTC)').fill('soon');
    await expect(calculator.getByRole('alert')).toContainText('Window end: "soon" is not a date');
  });
});

test.describe('every tool', () => {
  test('no tool code runs on pages without a tool', async ({page}) => {
    const scriptUrls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptUrls.add(request.url());
    });
    for (const path of ['/get-started/overview', '/anomalies/overview', '/analytics/percentiles']) {
      await open(page, path);
    }
    const bodies = await Promise.all(
      [...scriptUrls].map(async (url) => (await page.request.get(url)).text()),
    );
    const code = bodies.join('\n');
    expect(code.length).toBeGreaterThan(1000);
    for (const {title} of mathsTools) expect(code, title).not.toContain(title);
  });
});

test.describe('at 390 px, from the keyboard', () => {
  test.use({viewport: phone});

  test('the new messages fit the screen and the fields take typed input', async ({page}) => {
    const sla = await openTool(page, '/analytics/uptime-sla');
    const target = sla.getByLabel('Target (%)');
    await target.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('99,95');
    await expect(sla).toContainText('Error budget: 21 minutes 36 seconds');
    await page.keyboard.press('Tab');
    await expect(sla.getByLabel('Period (days)').first()).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1,000');
    await expect(sla.getByRole('alert').first()).toContainText('could be 1000 or 1.000');
    await expect(sla.getByRole('alert').first()).toBeInViewport();
    await expectWithinPhone(page);

    const playground = await openTool(page, '/anomalies/welford');
    const durations = playground.getByLabel('Run durations in seconds, oldest first');
    await durations.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${'60 '.repeat(20)}600`);
    const summary = playground.getByTestId('anomaly-summary');
    await expect(summary).toContainText('Run 21 was not judged');
    await expectWithinPhone(page, summary);
  });
});
