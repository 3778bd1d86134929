/**
 * The site from the keyboard alone, on a phone (390 x 844, touch) and on a desktop: the mobile
 * menu, the announcement bar, "Copy page" and Your values are reached with Tab and used with
 * Enter and Escape, and focus always lands somewhere a reader can continue from. axe checks the
 * open menu and the open Your values panel at 390 px in both colour modes.
 */
import type {Locator, Page} from '@playwright/test';

import {axeViolations, expect, open, test} from './fixtures';

const phone = {width: 390, height: 844};

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** The accessible description of the focused element, for messages: tag, name, text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}"`;
  });
}

async function focusIsInside(scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => element.contains(document.activeElement));
}

test.describe('the mobile menu', () => {
  test.use({viewport: phone, hasTouch: true});

  async function openMenu(page: Page) {
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', {name: 'Site navigation'});
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return {toggle, menu};
  }

  test('opens from the keyboard, keeps Tab inside, closes on Escape and gives focus back', async ({
    page,
  }) => {
    await open(page, '/');
    const {toggle, menu} = await openMenu(page);
    await expect(menu.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
    // Twice round the menu's controls each way: Tab never reaches the page behind it.
    const controls = await menu.evaluate(
      (element) =>
        Array.from(element.querySelectorAll('a[href], button')).filter(
          (control) => !control.closest('[inert]') && (control as HTMLElement).offsetParent,
        ).length,
    );
    expect(controls).toBeGreaterThan(3);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 2 * controls; press += 1) {
        await page.keyboard.press(key);
        expect(await focusIsInside(menu), `${key} ${press + 1}: ${await focused(page)}`).toBe(true);
      }
    }
    // The page behind the menu is out of reach of screen readers and pointers as well.
    const mainIsInert = () =>
      page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
    expect(await mainIsInert()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await mainIsInert()).toBe(false);
  });

  test('closing it with its close button gives focus back to the menu button', async ({page}) => {
    await open(page, '/get-started/overview');
    const {toggle, menu} = await openMenu(page);
    await expect(menu.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a link followed from it leaves focus where a navigation puts it', async ({page}) => {
    await open(page, '/');
    const {toggle, menu} = await openMenu(page);
    await tabTo(page, menu.getByRole('link', {name: 'API', exact: true}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/reference$/);
    await expect(menu).toBeHidden();
    // Focus is not taken back to the menu button of the page the reader left; where it goes
    // after a navigation is Docusaurus's to decide.
    await expect(toggle).not.toBeFocused();
    expect(await focusIsInside(page.locator('.navbar-sidebar'))).toBe(false);
  });

  test('a tap outside it still closes it', async ({page}) => {
    await open(page, '/');
    const {toggle, menu} = await openMenu(page);
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 370, y: 400}});
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violation when open, in ${colorScheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await open(page, '/get-started/overview');
      const {menu} = await openMenu(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // A docs page opens the menu on its docs sidebar; the main menu is one step back.
      expect(await axeViolations(page), 'docs sidebar').toEqual([]);
      await menu.getByRole('button', {name: /Back to main menu/}).press('Enter');
      await expect(menu.getByRole('link', {name: 'API', exact: true})).toBeVisible();
      expect(await axeViolations(page), 'main menu').toEqual([]);
    });
  }

  test('Your values opens from it by keyboard; Escape closes the panel, then the menu', async ({
    page,
  }) => {
    await open(page, '/cli/saturn-run');
    const {toggle, menu} = await openMenu(page);
    await tabTo(page, menu.getByRole('button', {name: /Back to main menu/}));
    await page.keyboard.press('Enter');
    const button = menu.getByRole('button', {name: 'Your values'});
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Your values'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Monitor ID')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(button).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the Your values panel has no axe violation at 390 px in ${colorScheme} mode`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await open(page, '/monitors/pings');
      const {menu} = await openMenu(page);
      await menu.getByRole('button', {name: /Back to main menu/}).press('Enter');
      await menu.getByRole('button', {name: 'Your values'}).press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Your values'});
      await dialog.getByLabel('Monitor ID').fill('bad');
      await dialog.getByLabel('Monitor ID').press('Enter');
      await expect(dialog.getByLabel('Monitor ID')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, 'dialog')).toEqual([]);
    });
  }
});

for (const {name, viewport, next} of [
  {name: 'a phone', viewport: phone, next: 'Toggle navigation bar'},
  {name: 'a desktop', viewport: {width: 1280, height: 900}, next: 'Saturn logo'},
]) {
  test(`closing the announcement bar on ${name} moves focus to what follows it`, async ({page}) => {
    await page.setViewportSize(viewport);
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    const close = bar.getByRole('button', {name: 'Close'});
    await tabTo(page, close);
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    const expected =
      next === 'Saturn logo'
        ? page.locator('a.navbar__brand')
        : page.getByRole('button', {name: next});
    await expect(expected).toBeFocused();
  });
}

test('"Copy page" from the keyboard: copied, announced, then ready again', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(phone);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/get-started/overview');
  await page.clock.install();
  await tabTo(page, page.getByRole('button', {name: 'Copy page'}));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The page is on the clipboard as Markdown.',
  );
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(await (await request.get('/get-started/overview.md')).text());
  // Two seconds later the button reads "Copy page" again, still focused, and can copy again.
  await page.clock.runFor(2000);
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('');
});

test('Your values from the keyboard on a desktop: Escape closes it, focus returns', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, '/monitors/pings');
  const button = page.getByRole('button', {name: 'Your values'});
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Your values'});
  await expect(dialog.getByLabel('Monitor ID')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a table wider than the phone scrolls from the keyboard to its last column', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await open(page, '/get-started/overview');
  const region = page.getByRole('region', {name: 'What happens when a run goes wrong?'});
  const lastHeader = region.locator('th').last();
  await expect(lastHeader).toHaveText('Resolves when');
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the table is wider than the phone').toBeGreaterThan(0);
  await tabTo(page, region, 120);
  for (let press = 0; press * 40 < overflow + 40; press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect
    .poll(() => region.evaluate((element) => element.scrollLeft))
    .toBeGreaterThanOrEqual(overflow - 1);
  const regionBox = (await region.boundingBox())!;
  const headerBox = (await lastHeader.boundingBox())!;
  expect(headerBox.x + headerBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
});

test('the loading bar of a slow navigation shows, with no invalid role, hidden from screen readers', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  // Routing turns the HTTP cache off: the next page's scripts are fetched, and held here.
  let holding = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    if (holding) await held;
    await route.continue();
  });
  await open(page, '/');
  holding = true;
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  // The bar is decoration (src/clientModules/progress-bar.ts): nprogress's role="bar" is no
  // ARIA role, so it has none, and screen readers follow the page's content instead.
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('role', /.*/);
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  release();
  await expect(page.getByRole('heading', {level: 1})).toContainText('API');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
