import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import {
  commissionExamples,
  monthlyCommission,
  referralsTotal,
  totalCommission,
} from '../../src/data/affiliates';
import { formatMoney } from '../../src/lib/formatMoney';
import { localeCodes, localizePath, waitForHydration, scrollAndSettle } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

for (const locale of localeCodes) {
  test.describe(`affiliates (${locale})`, () => {
    const copy = frontmatterOf('/affiliates', locale, 'affiliates');

    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath('/affiliates', locale));
      await waitForHydration(page);
    });

    test('the header is dark at 49 px and normal at 51 px', async ({ page }) => {
      const dark = await headerBackground(page);
      expect(dark).toBe('rgb(27, 15, 74)');
      const logoText = () =>
        page
          .getByRole('banner')
          .getByText('Ludiqo', { exact: true })
          .first()
          .evaluate((e) => getComputedStyle(e).color);
      expect(await logoText()).toBe('rgb(255, 255, 255)');
      await scrollAndSettle(page, 49);
      await page.waitForTimeout(250);
      expect(await headerBackground(page)).toBe(dark);
      await scrollAndSettle(page, 51);
      await expect.poll(() => headerBackground(page)).not.toBe(dark);
      await expect.poll(logoText).not.toBe('rgb(255, 255, 255)');
      await scrollAndSettle(page, 0);
      await expect.poll(() => headerBackground(page)).toBe(dark);
    });

    test('the commission table shows the spec’s examples in the locale’s format', async ({
      page,
    }) => {
      const table = page.getByRole('table', {
        name: new RegExp(copy.commission.caption.slice(0, 20)),
      });
      for (const example of commissionExamples) {
        const row = table.getByRole('row', { name: new RegExp(example.plan) });
        await expect(row).toContainText(
          formatMoney(monthlyCommission(example.monthlyPrice), locale),
        );
        await expect(row).toContainText(formatMoney(totalCommission(example.monthlyPrice), locale));
      }
      await expect(page.getByRole('main')).toContainText(formatMoney(referralsTotal(), locale));
      if (locale === 'en') {
        await expect(table).toContainText('€14.50');
        await expect(table).toContainText('€1,194');
      } else {
        await expect(table).toContainText(/14,50\s€/);
      }
    });

    test('join buttons go to the affiliate portal and the hero links to pricing', async ({
      page,
    }) => {
      const [join, prices] = copy.hero.actions;
      expect(copy.cta.actions).toEqual([join]);
      const joins = page.getByRole('link', { name: join!.label });
      await expect(joins).toHaveCount(2);
      for (const link of await joins.all()) {
        await expect(link).toHaveAttribute('href', site.affiliatePortalUrl);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(page.getByRole('link', { name: prices!.label })).toHaveAttribute(
        'href',
        localizePath('/pricing', locale),
      );
      const main = page.getByRole('main');
      await expect(main).not.toContainText('{{');
      await expect(main).toContainText(formatMoney(50, locale, 'USD', 'code'));
    });
  });
}
