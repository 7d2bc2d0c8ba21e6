import AxeBuilder from '@axe-core/playwright';
import { registerUrl, site } from '../../src/config/site';
import { tacoBellResults } from '../../src/data/caseStudy';
import { salesSimulatorResults } from '../../src/data/games';
import { formatPercent } from '../../src/lib/formatPercent';
import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

for (const locale of localeCodes) {
  test.describe(`solution and case pages (${locale})`, () => {
    test('"Read more" links the first client card to the case study and expands the others', async ({
      page,
    }) => {
      const solution = frontmatterOf('/upskilling', locale, 'solution');
      await page.goto(localizePath('/upskilling', locale));
      await waitForHydration(page);
      const [first, second, third] = solution.clients.items;
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(3);

      const toggle = cards.nth(1).getByRole('button', { name: ui(locale, 'clients.readMore') });
      const story = page.getByText(second!.story);
      await expect(story).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(story).toBeVisible();
      const less = cards.nth(1).getByRole('button', { name: ui(locale, 'clients.readLess') });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(third!.story)).toBeHidden();

      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);

      await less.click();
      await expect(story).toBeHidden();

      const link = cards.nth(0).getByRole('link', { name: ui(locale, 'clients.readMore') });
      await expect(cards.nth(0)).toContainText(first!.company);
      await link.click();
      await expect(page).toHaveURL(localizePath('/caso-taco-bell', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        frontmatterOf('/caso-taco-bell', locale, 'case-study').hero.title,
      );
    });

    test('the case study shows its results and its buttons open sales and sign-up in new tabs', async ({
      page,
    }) => {
      const study = frontmatterOf('/caso-taco-bell', locale, 'case-study');
      await page.goto(localizePath('/caso-taco-bell', locale));
      await waitForHydration(page);
      const sales = page.getByRole('main').getByRole('link', { name: study.hero.salesCta }).first();
      await expect(sales).toHaveAttribute('href', site.salesMeetingUrl);
      await expect(sales).toHaveAttribute('target', '_blank');
      await expect(sales).toHaveAttribute('rel', 'noopener noreferrer');
      const demo = page.getByRole('link', { name: study.cta.demoCta });
      await expect(demo).toHaveAttribute('href', registerUrl);
      await expect(demo).toHaveAttribute('target', '_blank');
      await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
      for (const key of ['onboardingTime', 'retention90', 'satisfaction'] as const) {
        const figure = page
          .getByRole('definition')
          .filter({ hasText: formatPercent(tacoBellResults[key], locale) });
        await expect(figure).toBeVisible();
        await expect(
          page.getByRole('term').filter({ hasText: study.results.labels[key] }),
        ).toBeVisible();
      }
    });

    test('the sales page shows the simulator results and links to the game', async ({ page }) => {
      const offer = frontmatterOf('/ventas-gamificadas', locale, 'offer');
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
      await expect(main.getByRole('link', { name: offer.simulator!.link })).toHaveAttribute(
        'href',
        localizePath('/games/simulador-ventas', locale),
      );
      for (const check of offer.hero.checks) await expect(main.getByText(check)).toBeVisible();
    });
  });
}

test('without JavaScript the client stories are readable', async ({ browser }) => {
  const solution = frontmatterOf('/training', 'en', 'solution');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/training/');
  await expect(page.getByText(solution.clients.items[2]!.story)).toBeVisible();
  await context.close();
});
