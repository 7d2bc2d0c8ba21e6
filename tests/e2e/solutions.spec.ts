import AxeBuilder from '@axe-core/playwright';
import { registerUrl, site } from '../../src/config/site';
import { tacoBellResults } from '../../src/data/caseStudy';
import { salesSimulatorResults } from '../../src/data/games';
import { formatPercent } from '../../src/lib/formatPercent';
import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { blockOf } from '../support/site';
import { figures } from '../../src/data/figures';

for (const locale of localeCodes) {
  test.describe(`solution and case pages (${locale})`, () => {
    test('"Read more" links the first client card to the case study and expands the others', async ({
      page,
    }) => {
      const clients = blockOf('/upskilling', locale, 'client-cards');
      await page.goto(localizePath('/upskilling', locale));
      await waitForHydration(page);
      const [first, second, third] = clients.items;
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(3);

      const toggle = cards.nth(1).getByRole('button', { name: ui(locale, 'clients.readMore') });
      const story = page.getByText(second!.story!);
      await expect(story).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(story).toBeVisible();
      const less = cards.nth(1).getByRole('button', { name: ui(locale, 'clients.readLess') });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(third!.story!)).toBeHidden();

      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);

      await less.click();
      await expect(story).toBeHidden();

      const link = cards.nth(0).getByRole('link', { name: ui(locale, 'clients.readMore') });
      await expect(cards.nth(0)).toContainText(first!.company);
      await link.click();
      await expect(page).toHaveURL(localizePath('/caso-taco-bell', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        blockOf('/caso-taco-bell', locale, 'hero').title,
      );
    });

    test('the case study shows its results and its buttons open sales and sign-up in new tabs', async ({
      page,
    }) => {
      const [salesAction] = blockOf('/caso-taco-bell', locale, 'hero').actions;
      const [demoAction] = blockOf('/caso-taco-bell', locale, 'cta').actions;
      const stats = blockOf('/caso-taco-bell', locale, 'stats');
      await page.goto(localizePath('/caso-taco-bell', locale));
      await waitForHydration(page);
      expect(salesAction!.to).toBe('sales');
      expect(demoAction!.to).toBe('register');
      const sales = page.getByRole('main').getByRole('link', { name: salesAction!.label }).first();
      await expect(sales).toHaveAttribute('href', site.salesMeetingUrl);
      await expect(sales).toHaveAttribute('target', '_blank');
      await expect(sales).toHaveAttribute('rel', 'noopener noreferrer');
      const demo = page.getByRole('link', { name: demoAction!.label });
      await expect(demo).toHaveAttribute('href', registerUrl);
      await expect(demo).toHaveAttribute('target', '_blank');
      await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
      expect(stats.items).toHaveLength(Object.keys(tacoBellResults).length);
      for (const item of stats.items) {
        const figure = figures[item.figure];
        if (!('percent' in figure)) throw new Error(`${item.figure} is not a share`);
        await expect(
          page.getByRole('definition').filter({ hasText: formatPercent(figure.percent, locale) }),
        ).toBeVisible();
        await expect(page.getByRole('term').filter({ hasText: item.label })).toBeVisible();
      }
      for (const value of Object.values(tacoBellResults)) {
        await expect(page.getByRole('main')).toContainText(formatPercent(value, locale));
      }
    });

    test('the sales page shows the simulator results and links to the game', async ({ page }) => {
      const stats = blockOf('/ventas-gamificadas', locale, 'stats');
      const hero = blockOf('/ventas-gamificadas', locale, 'hero');
      await page.goto(localizePath('/ventas-gamificadas', locale));
      const main = page.getByRole('main');
      await expect(main).toContainText(
        formatPercent(salesSimulatorResults.completionAfter, locale),
      );
      await expect(main).toContainText(
        formatPercent(salesSimulatorResults.completionBefore, locale),
      );
      await expect(main).toContainText(
        formatPercent(salesSimulatorResults.engagementIncrease, locale, { sign: true }),
      );
      await expect(main.getByRole('link', { name: stats.link!.label })).toHaveAttribute(
        'href',
        localizePath('/games/simulador-ventas', locale),
      );
      for (const check of hero.checks!) await expect(main.getByText(check)).toBeVisible();
    });
  });
}

test('without JavaScript the client stories are readable', async ({ browser }) => {
  const clients = blockOf('/training', 'en', 'client-cards');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/training/');
  await expect(page.getByText(clients.items[2]!.story!)).toBeVisible();
  await context.close();
});
