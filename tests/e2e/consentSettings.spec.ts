import type { Page } from '@playwright/test';
import { ui, waitForHydration, waitForLazyParts } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';

// The footer's privacy settings reopen the consent banner, so an answer can be changed or
// withdrawn without clearing the browser's storage. Behaviour does not depend on the locale:
// tested in Spanish (its text in every locale is checked by the UI key check).

test.use({ consent: 'all' });

const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));
const banner = (page: Page) => page.getByRole('region', { name: ui('es', 'cookies.title') });
const settingsButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: ui('es', 'footer.privacySettings') });

test('the footer reopens the banner; a new answer is stored and the banner closes', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/plataforma/');
  await waitForHydration(page);
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('all');

  const button = settingsButton(page);
  await button.click();
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region).toBeFocused();

  await region.getByRole('button', { name: ui('es', 'cookies.necessary'), exact: true }).click();
  await expect(region).toBeHidden();
  expect(await storedConsent(page)).toBe('necessary');
  // Focus goes back where it was, and nothing reloaded the page.
  await expect(button).toBeFocused();
  await expect(page).toHaveURL('/plataforma/');

  await page.reload();
  await waitForLazyParts(page);
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('necessary');
  expect(errors).toEqual({ console: [], page: [] });
});

test('it works from the keyboard, and closing it keeps the answer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = settingsButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const region = banner(page);
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: ui('es', 'cookies.close') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region).toBeHidden();
  expect(await storedConsent(page)).toBe('all');
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(region).toBeVisible();
  await region.getByRole('button', { name: ui('es', 'cookies.personalize') }).click();
  expect(await storedConsent(page)).toBe('customized');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is not shown: there is no banner to open', async ({ page }) => {
    await page.goto('/plataforma/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(settingsButton(page)).toBeHidden();
  });
});
