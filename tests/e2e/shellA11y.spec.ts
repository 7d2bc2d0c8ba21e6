import {
  localeCodes,
  localizePath,
  ui,
  waitForHydration,
  expectNoViolations,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';

for (const locale of localeCodes) {
  test.describe(`axe on the shell's open states (${locale})`, () => {
    test.use({ consent: null, locale: locale === 'es' ? 'en-US' : 'es-ES' });

    test('with the cookie banner and the language suggestion shown', async ({ page }) => {
      await page.goto(localizePath('/', locale));
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: ui(locale, 'cookies.title') })).toBeVisible();
      await expect(page.locator('section[lang]')).toBeVisible();
      await expectNoViolations(page);
    });

    test('with each desktop menu open', async ({ page }) => {
      // Three full-page axe runs: about 20 s on a quiet machine, past 30 s on a loaded one.
      test.slow();
      await page.goto(localizePath('/pricing', locale));
      await waitForHydration(page);
      for (const key of ['nav.solutions', 'nav.resources']) {
        await page.getByRole('button', { name: ui(locale, key) }).click();
        await expect(page.getByRole('menu', { name: ui(locale, key) })).toBeVisible();
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
      }
      await page
        .getByRole('banner')
        .getByRole('button', { name: /ES|EN|FR/ })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page);
    });

    test('with the mobile menu open at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localizePath('/blog', locale));
      await waitForHydration(page);
      await page.getByRole('button', { name: ui(locale, 'a11y.openMenu') }).click();
      await expect(
        page.getByRole('navigation', { name: ui(locale, 'a11y.mobileNav') }),
      ).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
