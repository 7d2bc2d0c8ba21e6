import type { Locator, Page } from '@playwright/test';
import { defaultLocale } from '../../src/i18n/locales';
import { localizePath, publishedLocaleCodes, ui } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { allPages, contentEntries, frontmatterOf } from '../support/site';

// Layout a visitor sees, measured in a real browser at desktop width: rows of cards end level,
// plan cards are not half empty, and two dark bands do not run together. Layout does not depend
// on the locale: Spanish only, the pages read from the content.

test.use({ viewport: { width: 1440, height: 900 } });

/** The pages of the default locale whose blocks include one of `kind`. */
function pagesWith(kind: string): string[] {
  return contentEntries()
    .filter((entry) => {
      const meta = entry.byLocale[defaultLocale];
      return meta.type === 'sections' && meta.blocks.some((block) => block.kind === kind);
    })
    .map((entry) => localizePath(entry.route, defaultLocale));
}

/** Each element's box, rounded to the pixel. */
async function boxes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), left: box.left };
    }),
  );
}

/** Groups boxes by the row they start on. */
function rows<T extends { top: number }>(items: T[]): T[][] {
  const byTop = new Map<number, T[]>();
  for (const item of items) byTop.set(item.top, [...(byTop.get(item.top) ?? []), item]);
  return [...byTop.values()];
}

for (const url of pagesWith('client-cards')) {
  test(`${url}: the client cards of a row end level, their "read more" on one line`, async ({
    page,
  }) => {
    await page.goto(url);
    const block = page.locator('[data-block="client-cards"]');
    const cards = block.getByRole('article');
    await cards.first().scrollIntoViewIfNeeded();
    const cardBoxes = await boxes(cards);
    expect(cardBoxes.length).toBeGreaterThan(1);
    for (const row of rows(cardBoxes)) {
      expect(new Set(row.map((card) => card.bottom)).size, JSON.stringify(row)).toBe(1);
    }
    // Linking away or opening in place, every card's action sits at its foot, level with the rest.
    const readMore = cards.locator('a, button').filter({
      hasText: ui(defaultLocale, 'clients.readMore'),
    });
    const actionBoxes = await boxes(readMore);
    for (const row of rows(cardBoxes)) {
      const inRow = actionBoxes.filter(
        (action) => action.top >= row[0]!.top && action.bottom <= row[0]!.bottom,
      );
      expect(
        new Set(inRow.map((action) => action.bottom)).size,
        JSON.stringify(inRow),
      ).toBeLessThanOrEqual(1);
    }
  });
}

test('pricing: no plan card is left more than a fifth empty below its last line', async ({
  page,
}) => {
  await page.goto(localizePath('/pricing', defaultLocale));
  const pricing = frontmatterOf('/pricing', defaultLocale, 'pricing');
  for (const audience of ['creators', 'companies'] as const) {
    await page.getByRole('radio', { name: pricing.audiences[audience] }).check({ force: true });
    const cards = page.locator(`[data-audience="${audience}"]`).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const empty = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        const list = article.querySelector('ul')!.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(article).paddingBottom);
        return {
          name: article.querySelector('h2')!.textContent,
          share: (box.bottom - padding - list.bottom) / box.height,
        };
      }),
    );
    for (const card of empty) expect(card.share, card.name!).toBeLessThanOrEqual(0.2);
  }
});

/** The relative luminance of the background a box shows: its own, or its nearest painted ancestor's. */
function luminance(locator: Locator) {
  return locator.evaluate((element) => {
    // Colours come as the CSS wrote them (oklch…): a canvas pixel turns any of them into sRGB.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    for (let node: Element | null = element; node; node = node.parentElement) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(node).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, alpha] = context.getImageData(0, 0, 1, 1).data;
      if (alpha! > 128) return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    }
    return 1;
  });
}

for (const url of pagesWith('cta')) {
  test(`${url}: the closing call to action is not a dark card right after a dark band`, async ({
    page,
  }) => {
    await page.goto(url);
    const cta = page.locator('[data-block="cta"]');
    const before = cta.locator('xpath=preceding-sibling::*[1]');
    test.skip((await before.count()) === 0, 'the call to action opens the page');
    // The card: the heading's nearest painted box inside the band.
    const card = cta.getByRole('heading').first();
    const darkBefore = (await luminance(before)) < 0.2;
    if (darkBefore) expect(await luminance(card)).toBeGreaterThan(0.5);
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  // The home's first use-case link, in every locale: its label is copy, and a label that wraps
  // inside a pill reads as two buttons.
  for (const locale of publishedLocaleCodes) {
    test(`${locale}: the home's first use-case link holds its label on one line`, async ({
      page,
    }) => {
      const home = frontmatterOf('/', locale, 'home');
      await page.goto(localizePath('/', locale));
      const button = page.getByRole('link', { name: home.segments.items[0]!.cta });
      await button.scrollIntoViewIfNeeded();
      const lines = await button.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return Math.round(
          range.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight),
        );
      });
      expect(lines).toBe(1);
    });
  }
});

/**
 * The blank height between the content of each two neighbouring bands of one background: the
 * lowest painted box of the first, the highest of the second.
 */
function sameToneGaps(page: Page) {
  return page.locator('[data-tone] + [data-tone]').evaluateAll((bands) =>
    bands
      .map((band) => {
        const previous = band.previousElementSibling as HTMLElement;
        const painted = (root: Element) =>
          [...root.querySelectorAll('*')]
            // Decoration (a banner's circles) may reach past the content it frames.
            .filter((element) => !element.closest('[aria-hidden="true"]'))
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.height > 0);
        const before = Math.max(...painted(previous).map((box) => box.bottom));
        const after = Math.min(...painted(band).map((box) => box.top));
        return {
          tone: band.getAttribute('data-tone'),
          same: band.getAttribute('data-tone') === previous.getAttribute('data-tone'),
          between: `${previous.dataset.block ?? previous.id} → ${band.dataset.block ?? band.id}`,
          gap: Math.round(after - before),
          // The bands' own boxes: a heading's margin collapsing through a band with no top
          // padding pushed it down and left a stripe of the page's background between them.
          seam: Math.round(
            band.getBoundingClientRect().top - previous.getBoundingClientRect().bottom,
          ),
        };
      })
      .filter((pair) => pair.same),
  );
}

/** At most a band's own padding at this width (96 px) and a little margin: not two paddings. */
const sameToneGapMax = 128;

for (const page of allPages().filter((page) => page.locale === defaultLocale)) {
  test(`${page.url}: two neighbouring bands of one background meet, and leave at most ${sameToneGapMax} px blank`, async ({
    page: tab,
  }) => {
    await tab.goto(page.url);
    for (const pair of await sameToneGaps(tab)) {
      expect(pair.gap, `${pair.between} (${pair.tone})`).toBeLessThanOrEqual(sameToneGapMax);
      expect(pair.seam, `${pair.between} (${pair.tone}): no stripe between the bands`).toBe(0);
    }
  });
}
