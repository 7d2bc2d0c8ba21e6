import type { Locator } from '@playwright/test';
import { pauseClock, ui, waitForHydration, scrollAndSettle } from '../support/e2e';
import { expect, test } from '../support/fixtures';

// Behaviour that does not depend on the locale: tested in Spanish only. The bar's links and
// menu items in every locale are read from the built HTML (tests/build/localizedShell.test.ts).

const transparent = 'rgba(0, 0, 0, 0)';

function background(header: Locator) {
  return header.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test('the bar is transparent up to 10 px scrolled and opaque past them', async ({ page }) => {
  await page.goto('/politica-privacidad/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await background(header)).toBe(transparent);

  // Each step changes the colour, so each is a condition to wait for, not a delay to sit out.
  await scrollAndSettle(page, 11);
  await expect.poll(() => background(header)).not.toBe(transparent);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await scrollAndSettle(page, 10);
  expect(await page.evaluate(() => window.scrollY)).toBe(10);
  await expect.poll(() => background(header)).toBe(transparent);
  await scrollAndSettle(page, 11);
  await expect.poll(() => background(header)).not.toBe(transparent);
  await scrollAndSettle(page, 0);
  await expect.poll(() => background(header)).toBe(transparent);
});

test.describe('navigation bar menus', () => {
  test.beforeEach(async ({ page }) => {
    // Timers run on Playwright's clock: tests pause it and move it past the menu's 300 ms.
    await page.clock.install();
    await page.goto('/politica-cookies/');
    await waitForHydration(page);
  });

  test('a dropdown stays open until 300 ms after the pointer leaves, then closes', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.solutions') });
    const menu = page.getByRole('menu', { name: ui('es', 'nav.solutions') });
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await pauseClock(page);
    await page.mouse.move(640, 600);
    await page.clock.runFor(299);
    await expect(menu).toBeVisible();
    await page.clock.runFor(2);
    await expect(menu).toBeHidden();
  });

  test('re-entering within 300 ms keeps the dropdown open', async ({ page }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const menu = page.getByRole('menu', { name: ui('es', 'nav.resources') });
    await button.hover();
    await expect(menu).toBeVisible();
    await pauseClock(page);
    await page.mouse.move(640, 600);
    await page.clock.runFor(150);
    await button.hover();
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
  });

  test('a click outside and Escape close a dropdown opened by click', async ({ page }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const menu = page.getByRole('menu', { name: ui('es', 'nav.resources') });
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('Tab, Enter, arrows and Escape work through both menus', async ({ page }) => {
    const solutions = page.getByRole('button', { name: ui('es', 'nav.solutions') });
    const resources = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const solutionsMenu = page.getByRole('menu', { name: ui('es', 'nav.solutions') });
    const items = solutionsMenu.getByRole('menuitem');

    await page
      .getByRole('banner')
      .getByRole('link', { name: ui('es', 'site.homeLabel') })
      .focus();
    await page.keyboard.press('Tab');
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(4)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutionsMenu).toBeHidden();
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Tab');
    await expect(resources).toBeFocused();
    await expect(solutionsMenu).toBeHidden();
    await page.keyboard.press('ArrowDown');
    const resourcesMenu = page.getByRole('menu', { name: ui('es', 'nav.resources') });
    await expect(resourcesMenu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blog/');
    await expect(resourcesMenu).toBeHidden();
  });

  test('typing a letter moves to the item it starts; the keys typed are forgotten after 1 s', async ({
    page,
  }) => {
    const solutions = page.getByRole('button', { name: ui('es', 'nav.solutions') });
    const items = page.getByRole('menu', { name: ui('es', 'nav.solutions') }).getByRole('menuitem');
    const item = (key: string) =>
      items.filter({ hasText: ui('es', `nav.solutionsMenu.${key}.label`) });
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(item('engagement')).toBeFocused();

    await pauseClock(page);
    await page.keyboard.press('c');
    await expect(item('compliance')).toBeFocused();
    // Within the second "co" is still being typed: Compliance keeps the focus.
    await page.clock.runFor(999);
    await page.keyboard.press('o');
    await expect(item('compliance')).toBeFocused();
    // After it, "o" starts afresh and finds Onboarding.
    await page.clock.runFor(1001);
    await page.keyboard.press('o');
    await expect(item('onboarding')).toBeFocused();
  });
});
