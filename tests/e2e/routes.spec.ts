import {allRoutes} from '../routes';
import {expect, open, seriousAxeViolations, test} from './fixtures';

// The longest page: axe checks its 4,690 elements in 42 s to over 60 s on this 2-core machine
// while other builds run (docs pages there: 10 to 59 s), so it gets three times the timeout.
const longRoutes = new Set(['/api/reference']);

// Every route answers 200 with exactly one h1 and one main landmark, loads
// nothing from another origin, logs no console error (the `problems` fixture)
// and passes axe.
for (const route of allRoutes) {
  test(`route ${route} renders with one h1 and no serious axe violation`, async ({page}) => {
    test.slow(longRoutes.has(route));
    await open(page, route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.getByRole('main')).toHaveCount(1);
    // A description for search engines and link previews.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
    expect(await seriousAxeViolations(page)).toEqual([]);
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
