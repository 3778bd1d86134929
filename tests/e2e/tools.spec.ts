/**
 * What every interactive tool must do, whatever it computes (tools.ts lists them): pass axe in
 * both colour modes, before and while it shows an error message; keep every field's description
 * pointing at an existing hint when an error comes and goes; and be in the server-rendered page.
 * Each tool's own spec tests its results.
 */
import {axeViolations, expect, expectDescriptionsSurviveAnError, open, test} from './fixtures';
import {toolRegion, tools} from './tools';

for (const {path, title, field, invalid} of tools) {
  test.describe(title, () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no axe violation in ${colorScheme} mode, with or without an error shown`, async ({
        page,
      }) => {
        await page.emulateMedia({colorScheme});
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const region = toolRegion(page, title);
        await expect(region).toBeVisible();
        // Scoped to the tool: the rest of the page is checked by routes.spec.ts.
        const scope = `section[aria-labelledby="${await region.getAttribute('aria-labelledby')}"]`;
        expect(await axeViolations(page, scope), 'as loaded').toEqual([]);
        await region.getByLabel(field).fill(invalid);
        await expect(region.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await axeViolations(page, scope), 'with an error shown').toEqual([]);
      });
    }

    test('descriptions still name their hints after an error is fixed', async ({page}) => {
      await open(page, path);
      const region = toolRegion(page, title);
      await expectDescriptionsSurviveAnError(region, region.getByLabel(field), invalid);
    });

    test('is in the server-rendered HTML, with no error message', async ({request}) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(title);
      expect(html).not.toContain('aria-invalid="true"');
      expect(html).not.toMatch(/is not a number|must be at (least|most)/);
    });
  });
}
