import type { Locator } from '@playwright/test';
import { loginUrl, registerUrl, site } from '../../src/config/site';
import { defaultLocale } from '../../src/i18n/locales';
import {
  localeCodes,
  localizePath,
  pauseClock,
  ui,
  waitForHydration,
  scrollAndSettle,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';

const transparent = 'rgba(0, 0, 0, 0)';

function background(header: Locator) {
  return header.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test('the bar is transparent at the top, opaque past 10 px, and transparent again', async ({
  page,
}) => {
  await page.goto('/politica-privacidad/');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await background(header)).toBe(transparent);

  await scrollAndSettle(page, 9);
  expect(await page.evaluate(() => window.scrollY)).toBe(9);
  await page.waitForTimeout(300);
  expect(await background(header)).toBe(transparent);

  await scrollAndSettle(page, 11);
  await expect.poll(() => background(header)).not.toBe(transparent);
  await expect(header).not.toHaveCSS('box-shadow', 'none');

  await scrollAndSettle(page, 0);
  await expect.poll(() => background(header)).toBe(transparent);
});

for (const locale of localeCodes) {
  test.describe(`navigation bar (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      // Timers run on Playwright's clock: tests pause it and move it past the menu's 300 ms.
      await page.clock.install();
      await page.goto(localizePath('/politica-cookies', locale));
      await waitForHydration(page);
    });

    test('a dropdown stays open until 300 ms after the pointer leaves, then closes', async ({
      page,
    }) => {
      const button = page.getByRole('button', { name: ui(locale, 'nav.solutions') });
      const menu = page.getByRole('menu', { name: ui(locale, 'nav.solutions') });
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
      const button = page.getByRole('button', { name: ui(locale, 'nav.resources') });
      const menu = page.getByRole('menu', { name: ui(locale, 'nav.resources') });
      await button.hover();
      await expect(menu).toBeVisible();
      await pauseClock(page);
      await page.mouse.move(640, 600);
      await page.clock.runFor(150);
      await button.hover();
      await page.clock.runFor(400);
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText([
        new RegExp(ui(locale, 'nav.resourcesMenu.blog.label')),
        new RegExp(ui(locale, 'nav.resourcesMenu.playbooks.label')),
        new RegExp(ui(locale, 'nav.resourcesMenu.affiliates.label')),
      ]);
    });

    test('a click outside and Escape close a dropdown opened by click', async ({ page }) => {
      const button = page.getByRole('button', { name: ui(locale, 'nav.resources') });
      const menu = page.getByRole('menu', { name: ui(locale, 'nav.resources') });
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
      const solutions = page.getByRole('button', { name: ui(locale, 'nav.solutions') });
      const resources = page.getByRole('button', { name: ui(locale, 'nav.resources') });
      const solutionsMenu = page.getByRole('menu', { name: ui(locale, 'nav.solutions') });
      const items = solutionsMenu.getByRole('menuitem');

      await page
        .getByRole('banner')
        .getByRole('link', { name: ui(locale, 'site.homeLabel') })
        .focus();
      await page.keyboard.press('Tab');
      await expect(solutions).toBeFocused();
      await expect(solutions).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Enter');
      await expect(items).toHaveText(
        ['engagement', 'onboarding', 'compliance', 'upskilling', 'training'].map(
          (key) => new RegExp(ui(locale, `nav.solutionsMenu.${key}.label`)),
        ),
      );
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
      const resourcesMenu = page.getByRole('menu', { name: ui(locale, 'nav.resources') });
      await expect(resourcesMenu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localizePath('/blog', locale));
      await expect(resourcesMenu).toBeHidden();
    });

    test('every link carries the locale prefix; log in and sign up go to the app', async ({
      page,
    }) => {
      const header = page.getByRole('banner');
      const internal = await header
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(internal.length).toBeGreaterThanOrEqual(10);
      for (const href of internal) {
        if (locale === defaultLocale)
          expect(href).not.toMatch(new RegExp(`^/(${localeCodes.join('|')})(/|$)`));
        else expect(href).toMatch(new RegExp(`^/${locale}(/|$)`));
      }
      await expect(
        header.getByRole('menuitem', {
          name: ui(locale, 'nav.solutionsMenu.compliance.label'),
          includeHidden: true,
        }),
      ).toHaveAttribute('href', localizePath('/compliance', locale));

      const login = header.getByRole('link', { name: ui(locale, 'nav.login'), exact: true });
      await expect(login).toHaveAttribute('href', `${site.appAccessUrl}?accion=acceso`);
      await expect(login).toHaveAttribute('href', loginUrl);
      expect(await login.getAttribute('target')).toBeNull();

      const signup = header.getByRole('link', { name: ui(locale, 'nav.signup'), exact: true });
      await expect(signup).toHaveAttribute('href', `${site.appAccessUrl}?accion=registro`);
      await expect(signup).toHaveAttribute('href', registerUrl);
      await expect(signup).toHaveAttribute('target', '_blank');
      await expect(signup).toHaveAttribute('rel', 'noopener noreferrer');

      const sales = header.getByRole('link', { name: ui(locale, 'nav.sales'), exact: true });
      await expect(sales).toHaveAttribute('href', site.salesMeetingUrl);
      await expect(sales).toHaveAttribute('target', '_blank');
      await expect(sales).toHaveAttribute('rel', 'noopener noreferrer');

      await expect(header.getByRole('link', { name: ui(locale, 'nav.pricing') })).toHaveAttribute(
        'href',
        localizePath('/pricing', locale),
      );
      await expect(
        header.getByRole('link', { name: ui(locale, 'site.homeLabel') }),
      ).toHaveAttribute('href', localizePath('/', locale));
    });
  });
}
