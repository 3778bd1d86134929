import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Locator, Page} from '@playwright/test';

import {plans} from '../../src/data/facts';
import {expect, open, axeViolations, test} from './fixtures';

interface SchemaNode {
  type?: string;
  default?: unknown;
  properties?: Record<string, SchemaNode>;
}

const schema = JSON.parse(
  readFileSync(
    join(__dirname, '..', '..', 'charts', 'saturn-sidecar', 'values.schema.json'),
    'utf8',
  ),
) as SchemaNode;

/** Every value a reader can set: leaves of the schema, with dotted keys. Written here, not imported, so the test does not share the component's logic. */
function leafKeys(node: SchemaNode, prefix = ''): [string, SchemaNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return child.properties ? leafKeys(child, key) : [[key, child] as [string, SchemaNode]];
  });
}

/** Opens `path` and returns the table with test id `testId` once it is visible. */
async function openTable(page: Page, path: string, testId: string): Promise<Locator> {
  await open(page, path);
  const table = page.getByTestId(testId);
  await expect(table).toBeVisible();
  return table;
}

test.describe('Helm values reference', () => {
  test('lists every key of values.schema.json, in order, with its type', async ({page}) => {
    const table = await openTable(page, '/kubernetes/helm-values', 'helm-values-table');
    const keys = await table.locator('tbody tr td:first-child code').allInnerTexts();
    const expected = leafKeys(schema);
    expect(keys.map((key) => key.replace(/\s/g, ''))).toEqual(expected.map(([key]) => key));
    for (const [key, node] of expected) {
      await expect(table.locator(`tr[id="${key}"] td`).first()).toContainText(node.type!);
    }
  });

  test('shows the defaults a reader needs without opening values.yaml', async ({page}) => {
    await open(page, '/kubernetes/helm-values');
    const row = (key: string) => page.locator(`[data-testid="helm-values-table"] tr[id="${key}"]`);
    await expect(row('injector.failurePolicy')).toContainText('Ignore');
    await expect(row('injector.failurePolicy')).toContainText('Allowed: Ignore, Fail');
    await expect(row('token.key')).toContainText('token');
    await expect(row('outputCapture.maxBytes')).toContainText('65536');
    await expect(row('sidecar.resources')).toContainText('memory: 64Mi');
  });

  test('a link to a value scrolls to its row', async ({page}) => {
    await open(page, '/kubernetes/helm-values#injector.failurePolicy');
    await expect(page.locator('tr[id="injector.failurePolicy"]')).toBeInViewport();
  });

  test('has no accessibility violation in the table', async ({page}) => {
    await open(page, '/kubernetes/helm-values');
    expect(await axeViolations(page, '[data-testid="helm-values-table"]')).toEqual([]);
  });
});

test.describe('Plan comparison', () => {
  test('shows every plan from facts.ts with its price and limits', async ({page}) => {
    const table = await openTable(page, '/billing/plans', 'plan-table');
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.slice(1).map((header) => header.trim())).toEqual(plans.map((plan) => plan.name));

    const rowCells = async (label: string) =>
      (
        await table
          .locator('tbody tr', {has: page.getByRole('rowheader', {name: label})})
          .locator('td')
          .allInnerTexts()
      ).map((cell) => cell.trim());
    expect(await rowCells('Price')).toEqual(
      plans.map((plan) => `$${plan.priceUsdPerMonth} per month`),
    );
    expect(await rowCells('Monitors')).toEqual(
      plans.map((plan) => plan.monitors.toLocaleString('en-US')),
    );
    expect(await rowCells('Seats (team members)')).toEqual(plans.map((plan) => String(plan.seats)));
    expect(await rowCells('History kept')).toEqual(plans.map((plan) => `${plan.historyDays} days`));
  });

  test('the usage enforcement page states every plan limit', async ({page}) => {
    await open(page, '/billing/usage-enforcement');
    for (const plan of plans) {
      const row = page.locator('table tr', {
        has: page.getByRole('cell', {name: plan.name, exact: true}),
      });
      await expect(row).toContainText(String(plan.monitors));
      await expect(row).toContainText(`${plan.historyDays} days`);
    }
  });
});
