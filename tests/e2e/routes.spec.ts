import {allRoutes} from '../routes';
import {expect, open, seriousAxeViolations, test} from './fixtures';

/**
 * Violations inside markup we do not write, each with the reason it is
 * tolerated. Everything else on these routes is still checked.
 * Redoc 2 renders its side menu as nested <ul>s whose items carry ARIA roles
 * without the required parent, puts non-<li> wrappers in those lists, and
 * makes its code-sample panels scrollable without a tab stop. Fixing them
 * needs a Redoc release; see the closing note of the API issue.
 */
const upstreamViolations: Record<string, string[]> = {
  '/api/reference': ['aria-required-parent', 'list', 'scrollable-region-focusable'],
};

/** Redoc 2's page at /api/reference has no main landmark (measured on the build of 2026-11-23). */
const withoutMain = new Set<string>(['/api/reference']);

// Every route answers 200 with exactly one h1 and one main landmark, loads
// nothing from another origin, logs no console error (the `problems` fixture)
// and passes axe.
for (const route of allRoutes) {
  test(`route ${route} renders with one h1 and no serious axe violation`, async ({page}) => {
    await open(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.getByRole('main')).toHaveCount(withoutMain.has(route) ? 0 : 1);
    // A description for search engines and link previews.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
    const tolerated = upstreamViolations[route] ?? [];
    const violations = await seriousAxeViolations(page);
    expect(violations.filter((line) => !tolerated.includes(line.split(' ')[0]!))).toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({page, problems}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  // The browser logs the document's own 404 status; anything else is a real error.
  expect(problems.consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  problems.consoleErrors.length = 0;
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
