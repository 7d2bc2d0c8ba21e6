import { localizePath, ui } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { navScrollThresholdPx } from '../../src/render/components/header/headerTone';

// Every page's no-JS content is read from the build (tests/build/noJs.test.ts); focus moving
// into a CSS-only menu needs a browser, and works the same in every locale.
test.use({ javaScriptEnabled: false });

test('without JavaScript, menus open on keyboard focus', async ({ page }) => {
  const locale = 'es';
  await page.goto(localizePath('/pricing', locale));
  const solutions = page.getByRole('button', { name: ui(locale, 'nav.solutions') });
  await solutions.focus();
  await page.keyboard.press('Tab');
  const first = page.getByRole('navigation', { name: ui(locale, 'a11y.mainNav') }).locator('a', {
    hasText: ui(locale, 'nav.solutionsMenu.engagement.label'),
  });
  await expect(first).toBeFocused();
  await expect(first).toBeVisible();
});

// The bar is see-through over the hero and opaque once the page scrolls past the spec's threshold
// (not at it),
// before any script or without one: otherwise the page's words run under the menu's.
test('without JavaScript, the bar turns opaque once the page scrolls', async ({ page }) => {
  await page.goto(localizePath('/', 'es'));
  const header = page.locator('header').first();
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  const transparent = 'rgba(0, 0, 0, 0)';
  expect(await background()).toBe(transparent);
  await page.evaluate((y) => window.scrollTo(0, y), navScrollThresholdPx);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(navScrollThresholdPx);
  expect(await background()).toBe(transparent);
  await page.evaluate((y) => window.scrollTo(0, y), navScrollThresholdPx + 1);
  await expect.poll(background).not.toBe(transparent);
  const opaque = await background();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(background).toBe(opaque);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(background).toBe(transparent);
});
