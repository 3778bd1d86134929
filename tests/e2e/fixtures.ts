/**
 * Shared Playwright fixtures. Import `test` and `expect` from here instead of
 * '@playwright/test': every page then fails its test on a console error, an
 * uncaught exception, a Content-Security-Policy violation or a request that leaves the
 * site's origin.
 */
import axe from 'axe-core';
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
      // The site is served with its Content-Security-Policy (build/_headers): anything the
      // policy blocks on any page of any test is logged as an error, and so fails the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
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

/** What an axe run checks: a part of the page, parts left out, or only some rules. */
export interface AxeScope {
  /** Selectors of the parts to check; the whole page when absent. */
  include?: string | string[];
  exclude?: string;
  /** Only these rules (axe rule ids); all of axe's default rules when absent. */
  rules?: string[];
}

/**
 * The text of code blocks: the highlighted lines inside each `<pre>`, not the `<pre>` itself
 * (a focusable, scrollable region that axe still checks). Their colours are the code themes',
 * which tests/unit/prism-themes.test.ts checks token by token and code-blocks.spec.ts checks
 * with axe in both modes. Leaving out one `<code>` element per block, rather than its thousands
 * of token lines, spares axe most of the work of reading the exclusion.
 */
export const codeText = '.theme-code-block pre > code';

/** The axe rules whose result depends on colours: what a colour mode changes. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Every axe violation on the current page, whatever its impact, as readable lines: axe's
 * default rules, which are the WCAG 2.0, 2.1 and 2.2 A and AA rules and its best practices
 * (unique landmarks, heading order, empty table headers). A string scope is a selector to
 * include.
 */
export async function axeViolations(page: Page, scope: string | AxeScope = {}): Promise<string[]> {
  const {include, exclude, rules} = typeof scope === 'string' ? {include: scope} : scope;
  // axe-core runs in the page itself, once injected into each document: the site has no
  // frames, so nothing needs axe's frame-by-frame mode. Every rule still checks every
  // element; only the passes are not listed node by node, which spares axe a unique selector
  // for each of the thousands of elements that pass.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const context: {include: string[]; exclude?: string[]} = {
    include: typeof include === 'string' ? [include] : (include ?? ['html']),
    ...(exclude ? {exclude: [exclude]} : {}),
  };
  const options: {resultTypes: ['violations']; runOnly?: {type: 'rule'; values: string[]}} = {
    resultTypes: ['violations'],
    ...(rules ? {runOnly: {type: 'rule', values: rules}} : {}),
  };
  const violations = await page.evaluate(
    async ([context, options]) => {
      const {axe: inPage} = window as unknown as {axe: typeof axe};
      const results = await inPage.run(context as axe.ElementContext, options as axe.RunOptions);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    [context, options] as const,
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`,
  );
}

/**
 * Waits until the page has loaded and React has hydrated it: before that, a click on a
 * control can land on server markup with no handler yet. Docusaurus sets
 * `data-has-hydrated` once the route's chunks have run and React has hydrated them.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits until no CSS transition runs: after a colour mode or width change, Infima fades
 * link and navbar colours over 200 ms, and a contrast check in between reads neither mode's
 * colours.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
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
 * under `scope` names an existing element all along, and the same ones after as before.
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

/** A phone's width: every page and tool must work at 390 px. */
export const phone = {width: 390, height: 844};

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Each element lies within a phone's width, and the page does not scroll sideways. */
export async function expectWithinPhone(page: Page, ...elements: Locator[]): Promise<void> {
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box, 'a box for the element').not.toBeNull();
    expect(box!.x, 'left edge of the element').toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, 'right edge of the element').toBeLessThanOrEqual(phone.width);
  }
  expect(await sidewaysOverflow(page), 'sideways scroll').toBe(0);
}
