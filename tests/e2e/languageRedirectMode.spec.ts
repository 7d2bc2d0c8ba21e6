import { redirectModePort } from '../../playwright.config';
import { localizePath, ui, waitForHydration, waitForLazyParts } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { unsupportedTag } from '../support/locales';

// The same site in `LANGUAGE_DETECTION=redirect` mode (npm run build:redirect-variant).
test.use({ baseURL: `http://127.0.0.1:${redirectModePort}` });

test.describe('languageDetection: redirect', () => {
  test.use({ locale: 'fr-FR' });

  test('a supported browser language redirects at once, with no suggestion bar', async ({
    page,
  }) => {
    await page.goto(localizePath('/pricing', 'es'), { waitUntil: 'commit' });
    await expect(page).toHaveURL(localizePath('/pricing', 'fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await waitForLazyParts(page);
    await expect(
      page.getByRole('region', { name: ui('fr', 'language.suggestion.label') }),
    ).toHaveCount(0);
  });

  test('a saved choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(
      () => localStorage.getItem('i18nextLng') ?? localStorage.setItem('i18nextLng', 'en'),
    );
    await page.goto(localizePath('/blog', 'fr'), { waitUntil: 'commit' });
    await expect(page).toHaveURL(localizePath('/blog', 'en'));
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto(localizePath('/blog', 'en'), { waitUntil: 'commit' });
    await expect(page).toHaveURL('/blog/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('languageDetection: redirect, unsupported browser language', () => {
  test.use({ locale: unsupportedTag() });

  test('stays on the requested page', async ({ page }) => {
    await page.goto(localizePath('/pricing', 'en'));
    await waitForHydration(page);
    await expect(page).toHaveURL(localizePath('/pricing', 'en'));
  });
});
