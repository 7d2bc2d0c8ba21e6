import type { Page } from '@playwright/test';
import { registerUrl } from '../../src/config/site';
import { localeInfo } from '../../src/i18n/locales';
import {
  localizePath,
  pauseClock,
  publishedLocaleCodes,
  scrollToIsland,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish only. The hero, the use-case
// links and every locale's texts are read from the built HTML (tests/build/localizedPages.test.ts).

/** The strip settles this long after the last scroll event before it picks the tab. */
const settleMs = 120;

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

const home = frontmatterOf('/', 'es', 'home');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('feature tabs: a click selects the tab and scrolls the strip to its card', async ({
  page,
}) => {
  await scrollToIsland(page, 'feature-showcase');
  const tab = (index: number) => page.getByRole('tab', { name: home.features.tabs[index]!.label });
  await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
  expect(await visibleCard(page)).toBe(0);
  await tab(2).click();
  await expect(tab(2)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => visibleCard(page)).toBe(2);
  await expect(page.getByRole('tabpanel', { name: home.features.tabs[2]!.label })).toBeInViewport();

  await page.keyboard.press('ArrowRight');
  await expect(tab(3)).toBeFocused();
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => visibleCard(page)).toBe(3);
  await page.keyboard.press('Home');
  await expect(tab(0)).toBeFocused();
  await expect.poll(() => visibleCard(page)).toBe(0);
  await page.keyboard.press('ArrowLeft');
  await expect(tab(3)).toHaveAttribute('aria-selected', 'true');
});

test('scrolling the strip by hand selects the card’s tab once the strip settles', async ({
  page,
}) => {
  const second = page.getByRole('tab', { name: home.features.tabs[1]!.label });
  await scrollToIsland(page, 'feature-showcase');
  await page.clock.install();
  await pauseClock(page);
  // Resolves once the strip's own scroll listener has run and armed its timer.
  await page.locator('[data-feature-strip]').evaluate(
    (strip: HTMLElement) =>
      new Promise<void>((resolve) => {
        strip.addEventListener('scroll', () => resolve(), { once: true });
        const card = strip.children[1] as HTMLElement;
        strip.scrollTo({ left: card.offsetLeft - strip.offsetLeft, behavior: 'instant' });
      }),
  );
  await page.clock.runFor(settleMs - 1);
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await page.clock.runFor(2);
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A sideways strip with a cut-off neighbour did not say whether to swipe or tap: on phones the
  // tabs show one card, on the page's gutter, and nothing scrolls sideways.
  test('the feature tabs show one card at a time, on the gutter, with nothing to swipe', async ({
    page,
  }) => {
    await scrollToIsland(page, 'feature-showcase');
    const heading = page.getByRole('heading', { level: 2, name: home.features.title });
    const gutter = (await heading.boundingBox())!.x;
    for (const [index, tab] of home.features.tabs.entries()) {
      await page.getByRole('tab', { name: tab.label }).click();
      const panel = page.getByRole('tabpanel', { name: tab.label });
      await expect(panel).toBeVisible();
      expect((await panel.boundingBox())!.x).toBeCloseTo(gutter, 0);
      for (const [other, { label }] of home.features.tabs.entries()) {
        if (other !== index) await expect(page.getByRole('tabpanel', { name: label })).toBeHidden();
      }
    }
    const sideways = await page
      .locator('[data-feature-strip]')
      .evaluate((strip) => strip.scrollWidth - strip.clientWidth);
    expect(sideways).toBe(0);
  });
});

test('segment tabs show one pitch at a time', async ({ page }) => {
  const [seller, entrepreneur] = home.segments.items;
  await scrollToIsland(page, 'segment-tabs');
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

// On a phone the hero's promise, its calls to action and its proof lines come before the demo
// card, in the markup as on screen; the main button and the card's top are in the first
// screen: in every locale, as its words set the title's and the subtitle's heights.
for (const locale of publishedLocaleCodes) {
  test.describe(`at 390×844, in a ${locale} browser`, () => {
    // A browser in the page's language: in another, the language suggestion opens over the page.
    test.use({
      viewport: { width: 390, height: 844 },
      locale: localeInfo(locale).ogLocale.replace('_', '-'),
    });
    test(`${locale}: the hero's main call to action is in the first screen, then its proof, then the demo`, async ({
      page,
    }) => {
      const hero = frontmatterOf('/', locale, 'home').hero;
      await page.goto(localizePath('/', locale));
      const main = page.locator('main');
      const primary = main.getByRole('link', { name: hero.actions[0]!.label }).first();
      const box = (await primary.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const demo = main.locator('[data-demo-card]').first();
      const demoTop = (await demo.boundingBox())!.y;
      expect(box.y + box.height).toBeLessThanOrEqual(demoTop);
      const proof = (await main.locator('[data-hero-proof]').boundingBox())!;
      expect(proof.y + proof.height).toBeLessThanOrEqual(demoTop);
      // The card begins in the first screen, so a phone's reader sees there is more to it.
      expect(demoTop).toBeLessThan(844);
      // The reading order is the visual one: the button comes first in the markup too.
      const before = await primary.evaluate((link) => {
        const card = document.querySelector('main [data-demo-card]')!;
        return !!(link.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(before).toBe(true);
    });
  });
}
