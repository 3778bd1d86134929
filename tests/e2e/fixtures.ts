/**
 * Shared Playwright fixtures. Import `test` and `expect` from here instead of
 * '@playwright/test': every page then fails its test on a console error, an
 * uncaught exception or a request that leaves the site's origin.
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Locator, type Page} from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  externalRequests: string[];
}

export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page, baseURL}, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const problems: PageProblems = {consoleErrors: [], externalRequests: []};
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) problems.externalRequests.push(url);
      });
      await use(problems);
      expect(problems.externalRequests, 'requests that left the site origin').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Serious and critical axe violations on the current page, as readable lines. */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Every axe violation on the current page (or under `include`), whatever its impact. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Waits until the page and its lazy chunks have loaded and React has hydrated it:
 * before that, a click on a control can land on server markup with no handler yet.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens a path and waits until React has hydrated it (see `hydrated`). */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await hydrated(page);
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/** Every id that an aria-describedby under `scope` names, and whether an element carries it. */
async function describedByTargets(scope: Locator) {
  return scope.locator('[aria-describedby]').evaluateAll((fields) =>
    fields.flatMap((field) =>
      field
        .getAttribute('aria-describedby')!
        .split(/\s+/)
        .map((id) => ({id, found: document.getElementById(id) !== null})),
    ),
  );
}

/**
 * Shows an error by filling `invalid` into `field`, then puts its value back: every description
 * under `scope` names an existing element all along, and the same ones after as before. The
 * server renders with React and a SATURN_PREACT=1 build hydrates with Preact: an id that
 * differed between the two would fail here once an attribute is rewritten.
 */
export async function expectDescriptionsSurviveAnError(
  scope: Locator,
  field: Locator,
  invalid: string,
): Promise<void> {
  const missing = async () =>
    (await describedByTargets(scope)).filter((target) => !target.found).map(({id}) => id);
  const before = await describedByTargets(scope);
  expect(before.length).toBeGreaterThan(0);
  expect(await missing()).toEqual([]);
  const value = await field.inputValue();
  await field.fill(invalid);
  await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await missing()).toEqual([]);
  await field.fill(value);
  await expect(scope.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(await describedByTargets(scope)).toEqual(before);
}
