import type { Locator, Page } from '@playwright/test';
import { pauseClock, ui, waitForHydration, scrollAndSettle, expectFocused } from '../support/e2e';
import { resourceLinks, solutionLinks } from '../../src/render/components/header/navLinks';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';

// Behaviour that does not depend on the locale: tested in Spanish only. The bar's links and
// menu items in every locale are read from the built HTML (tests/build/localizedShell.test.ts).

const transparent = 'rgba(0, 0, 0, 0)';

function background(header: Locator) {
  return header.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test(
  'the bar is transparent up to 10 px scrolled and opaque past them',
  engines,
  async ({ page }) => {
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
  },
);

test.describe('navigation bar menus', engines, () => {
  test.beforeEach(async ({ page }) => {
    // Timers run on Playwright's clock: tests pause it and move it past the menu's 300 ms.
    await page.clock.install();
    await page.goto('/politica-cookies/');
    await waitForHydration(page);
  });

  // A menu is a disclosure: a button and the plain list of links it shows, named by the button.
  const menuOf = (page: Page, key: string) =>
    page.getByRole('list', { name: ui('es', key), exact: true });

  test('a dropdown stays open until 300 ms after the pointer leaves, then closes', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.solutions') });
    const menu = menuOf(page, 'nav.solutions');
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
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('re-entering within 300 ms keeps the dropdown open', async ({ page }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const menu = menuOf(page, 'nav.resources');
    await button.hover();
    await expect(menu).toBeVisible();
    await pauseClock(page);
    await page.mouse.move(640, 600);
    await page.clock.runFor(150);
    await button.hover();
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(resourceLinks.length);
  });

  test('a click outside and Escape close a dropdown opened by click', async ({ page }) => {
    const button = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const menu = menuOf(page, 'nav.resources');
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the keyboard opens a menu with Enter or Space, Tabs through its links, and Escape or Tabbing out closes it', async ({
    page,
  }) => {
    const solutions = page.getByRole('button', { name: ui('es', 'nav.solutions') });
    const resources = page.getByRole('button', { name: ui('es', 'nav.resources') });
    const solutionsMenu = menuOf(page, 'nav.solutions');
    const links = solutionsMenu.getByRole('link');

    await page
      .getByRole('banner')
      .getByRole('link', { name: ui('es', 'site.homeLabel') })
      .focus();
    await page.keyboard.press('Tab');
    await expectFocused(solutions);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveCount(solutionLinks.length);
    for (let i = 0; i < solutionLinks.length; i++) {
      await page.keyboard.press('Tab');
      await expectFocused(links.nth(i));
    }
    await page.keyboard.press('Escape');
    await expect(solutionsMenu).toBeHidden();
    await expectFocused(solutions);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // Tabbing past the last link leaves the menu, which closes behind the focus.
    await page.keyboard.press('Space');
    for (let i = 0; i <= solutionLinks.length; i++) await page.keyboard.press('Tab');
    await expectFocused(resources);
    await expect(solutionsMenu).toBeHidden();

    await page.keyboard.press('Space');
    const resourcesMenu = menuOf(page, 'nav.resources');
    await page.keyboard.press('Tab');
    await expectFocused(resourcesMenu.getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blog/');
    await expect(resourcesMenu).toBeHidden();
  });
});
