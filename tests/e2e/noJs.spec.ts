import { localizePath, ui } from '../support/e2e';
import { expect, test } from '../support/fixtures';

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
