import type { Page } from '@playwright/test';
import { registerUrl, site } from '../../src/config/site';
import { useCases } from '../../src/data/useCases';
import { localeCodes, localizePath, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

/** Index of the strip card nearest the strip's left edge. */
function visibleCard(page: Page) {
  return page.locator('[data-feature-strip]').evaluate((strip) => {
    const cards = Array.from(strip.children) as HTMLElement[];
    const distances = cards.map((card) =>
      Math.abs(card.getBoundingClientRect().left - strip.getBoundingClientRect().left),
    );
    return distances.indexOf(Math.min(...distances));
  });
}

for (const locale of localeCodes) {
  test.describe(`home (${locale})`, () => {
    const home = frontmatterOf('/', locale, 'home');

    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath('/', locale));
      await waitForHydration(page);
    });

    test('hero: headline, 10K+ social proof, start free and talk to sales', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      await expect(page.getByRole('main')).toContainText(`10K+ ${home.hero.socialProof}`);
      const [startAction, salesAction] = home.hero.actions;
      expect([startAction!.to, salesAction!.to]).toEqual(['register', 'sales']);
      const start = page.getByRole('main').getByRole('link', { name: startAction!.label }).first();
      await expect(start).toHaveAttribute('href', registerUrl);
      await expect(start).toHaveAttribute('target', '_blank');
      const sales = page.getByRole('main').getByRole('link', { name: salesAction!.label }).first();
      await expect(sales).toHaveAttribute('href', site.salesMeetingUrl);
    });

    test('feature tabs: a click selects the tab and scrolls the strip to its card', async ({
      page,
    }) => {
      const tabs = page.getByRole('tab');
      await expect(tabs.filter({ hasText: home.features.tabs[0]!.label })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await visibleCard(page)).toBe(0);
      await page.getByRole('tab', { name: home.features.tabs[2]!.label }).click();
      await expect(page.getByRole('tab', { name: home.features.tabs[2]!.label })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect.poll(() => visibleCard(page)).toBe(2);
      await expect(
        page.getByRole('tabpanel', { name: home.features.tabs[2]!.label }),
      ).toBeInViewport();

      await page.keyboard.press('ArrowRight');
      const last = page.getByRole('tab', { name: home.features.tabs[3]!.label });
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => visibleCard(page)).toBe(3);
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: home.features.tabs[0]!.label })).toBeFocused();
      await expect.poll(() => visibleCard(page)).toBe(0);
      await page.keyboard.press('ArrowLeft');
      await expect(last).toHaveAttribute('aria-selected', 'true');
    });

    test('scrolling the strip by hand selects the card’s tab', async ({ page }) => {
      await page.locator('[data-feature-strip]').evaluate((strip: HTMLElement) => {
        const card = strip.children[1] as HTMLElement;
        strip.scrollTo({ left: card.offsetLeft - strip.offsetLeft, behavior: 'instant' });
      });
      await expect(page.getByRole('tab', { name: home.features.tabs[1]!.label })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    test('use-case cards link to every landing page; LMS and CRM are marked in development', async ({
      page,
    }) => {
      for (const [index, useCase] of useCases.entries()) {
        const item = home.useCases.items[index]!;
        await expect(
          page
            .getByRole('main')
            .getByRole('link', { name: new RegExp(item.title) })
            .first(),
        ).toHaveAttribute('href', localizePath(useCase.route, locale));
      }
      for (const id of ['lms', 'crm']) {
        const item = home.integrations.items.find((i) => i.id === id)!;
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: item.title }) });
        await expect(card).toContainText(home.integrations.inDevelopment);
      }
      const api = home.integrations.items.find((i) => i.id === 'api')!;
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: api.title }) }),
      ).not.toContainText(home.integrations.inDevelopment);
    });

    test('segment tabs show one pitch at a time', async ({ page }) => {
      const [seller, entrepreneur] = home.segments.items;
      await expect(page.getByRole('heading', { name: seller!.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: entrepreneur!.title })).toBeHidden();
      await page.getByRole('tab', { name: entrepreneur!.label }).click();
      await expect(page.getByRole('heading', { name: entrepreneur!.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: seller!.title })).toBeHidden();
      await expect(
        page
          .getByRole('tabpanel', { name: entrepreneur!.label })
          .getByRole('link', { name: entrepreneur!.cta }),
      ).toHaveAttribute('href', registerUrl);
    });
  });
}
