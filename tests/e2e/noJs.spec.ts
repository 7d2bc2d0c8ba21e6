import { audiences } from '../../src/data/pricing';
import { formatEuros } from '../../src/lib/pricingText';
import { localeCodes, localizePath, ui } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

test.describe.configure({ mode: 'parallel' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { url, locale } of allPages()) {
    test(`${url} shows its content and every navigation link`, async ({ page }) => {
      await page.goto(url);
      const main = page.getByRole('main');
      if (!url.includes('privacy-policy')) {
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        expect((await main.innerText()).length).toBeGreaterThan(200);
      }
      const header = page.getByRole('banner');
      for (const key of [
        'nav.solutionsMenu.training.label',
        'nav.resourcesMenu.affiliates.label',
      ]) {
        await expect(header.locator('a', { hasText: ui(locale, key) }).first()).toBeAttached();
      }
      await expect(page.getByRole('contentinfo').getByRole('link')).not.toHaveCount(0);
    });
  }

  for (const locale of localeCodes) {
    test(`menus open on keyboard focus and pricing shows yearly prices (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath('/pricing', locale));
      const solutions = page.getByRole('button', { name: ui(locale, 'nav.solutions') });
      await solutions.focus();
      await page.keyboard.press('Tab');
      const first = page.getByRole('banner').locator('[role="menuitem"]', {
        hasText: ui(locale, 'nav.solutionsMenu.engagement.label'),
      });
      await expect(first).toBeFocused();
      await expect(first).toBeVisible();
      for (const plan of audiences.creators.plans.filter((p) => p.priceYearly)) {
        await expect(page.getByRole('article', { name: plan.name, exact: true })).toContainText(
          new RegExp(formatEuros(plan.priceYearly!, locale).replace(/\s/g, '\\s')),
        );
      }
    });
  }
});
