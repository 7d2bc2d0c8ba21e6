import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import {
  localizePath,
  otherLocales,
  ui,
  waitForHydration,
  waitForLazyParts,
  expectFocused,
} from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { engines } from '../support/engines';

test.use({ consent: null });

const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

function banner(page: Page, locale: Locale = 'es') {
  return page.getByRole('region', { name: ui(locale, 'cookies.title') });
}

// The banner works the same in every locale: its behaviour is tested in Spanish, its texts in
// each of the other locales below.
test.describe('cookie banner', engines, () => {
  const url = '/plataforma/';

  for (const [key, value] of [
    ['cookies.acceptAll', 'all'],
    ['cookies.necessary', 'necessary'],
    ['cookies.personalize', 'customized'],
  ] as const) {
    test(`"${key}" stores ${value} and the banner stays away`, async ({ page }) => {
      await page.goto(url);
      const region = banner(page);
      await expect(region).toBeVisible();
      expect(await storedConsent(page)).toBeNull();
      await region.getByRole('button', { name: ui('es', key), exact: true }).click();
      await expect(region).toBeHidden();
      expect(await storedConsent(page)).toBe(value);
      await page.reload();
      await waitForLazyParts(page);
      await expect(region).toBeHidden();
    });
  }

  test('the page ends above it: its last line can be scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await waitForHydration(page);
    const region = banner(page);
    await expect(region).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await region.boundingBox())!.y;
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    // And the first screen's buttons stay in view beside it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const cta = page.getByRole('main').getByRole('link').first();
    const ctaBox = (await cta.boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual((await region.boundingBox())!.y);
  });

  test('close hides it without storing anything; it returns on the next load', async ({ page }) => {
    await page.goto(url);
    const region = banner(page);
    await region.getByRole('button', { name: ui('es', 'cookies.close') }).click();
    await expect(region).toBeHidden();
    expect(await storedConsent(page)).toBeNull();
    await page.reload();
    await expect(region).toBeVisible();
  });

  test('"More information" opens the privacy policy in a new page', async ({ page }) => {
    await page.goto(url);
    const link = banner(page).getByRole('link', { name: ui('es', 'cookies.moreInfo') });
    await expect(link).toHaveAttribute('href', '/privacy-policy/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL('/politica-privacidad/');
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });

  test('it overlays the page without moving it and is reachable with the keyboard', async ({
    page,
  }) => {
    await page.goto(url);
    await waitForHydration(page);
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toHaveCSS('position', 'fixed');
    const mainTop = await page.locator('main').evaluate((m) => m.getBoundingClientRect().top);
    await region.getByRole('button', { name: ui('es', 'cookies.close') }).click();
    expect(await page.locator('main').evaluate((m) => m.getBoundingClientRect().top)).toBe(mainTop);

    await page.reload();
    await expect(region).toBeVisible();
    const accept = region.getByRole('button', { name: ui('es', 'cookies.acceptAll') });
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      if (await accept.evaluate((button) => button === document.activeElement)) break;
    }
    await expectFocused(accept);
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
    expect(await storedConsent(page)).toBe('all');
  });
});

for (const locale of otherLocales) {
  test(`the banner speaks the page's language and links its privacy policy (${locale})`, async ({
    page,
  }) => {
    // Rendered in the browser only, so its texts are not in the pre-rendered HTML.
    await page.goto(localizePath('/plataforma', locale));
    const region = banner(page, locale);
    await expect(region).toBeVisible();
    for (const key of ['cookies.acceptAll', 'cookies.necessary', 'cookies.personalize']) {
      await expect(
        region.getByRole('button', { name: ui(locale, key), exact: true }),
      ).toBeVisible();
    }
    await expect(region.getByRole('button', { name: ui(locale, 'cookies.close') })).toBeVisible();
    await expect(
      region.getByRole('link', { name: ui(locale, 'cookies.moreInfo') }),
    ).toHaveAttribute('href', localizePath('/privacy-policy', locale));
  });
}

test(
  'with blocked storage the site works and the banner hides for the page session',
  engines,
  async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors = collectErrors(page);
    await page.goto('/plataforma/');
    await waitForHydration(page);
    const region = banner(page);
    await expect(region).toBeVisible();
    await region.getByRole('button', { name: ui('es', 'cookies.acceptAll') }).click();
    await expect(region).toBeHidden();

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ui('es', 'nav.pricing'), exact: true })
      .click();
    // From a companies page the link opens the companies' plans (src/content/audienceRoute.ts).
    await expect(page).toHaveURL('/pricing/#companies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The banner's chunk is loaded by now, so it would render with the new page, not later.
    await expect(region).toBeHidden();

    await page.getByRole('button', { name: ui('es', 'nav.solutions') }).click();
    await expect(
      page.getByRole('list', { name: ui('es', 'nav.solutions'), exact: true }),
    ).toBeVisible();
    await expect(region).toBeHidden();
    expect(errors.page).toEqual([]);
  },
);
