import type { Locator, Page } from '@playwright/test';
import {
  localizePath,
  publishedLocaleCodes,
  scrollToIsland,
  sidewaysOverflow,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { openBands } from '../support/bands';
import { allPages, contentEntries } from '../support/site';

// Layouts that must fit their words: what a reviewer saw break on phones (320 and 390 px), and the
// header where its full menu first shows. Words change the widths, so every locale.
const phoneWidths = [320, 390];

/** True where a front-matter value holds a list of two or more actions (`actions: [a, b]`). */
function hasTwoActions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasTwoActions);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) =>
      (key === 'actions' && Array.isArray(item) && item.length > 1) || hasTwoActions(item),
  );
}

/** The islands that hold tabs on the home page, hydrated when seen. */
const tabIslands = ['feature-showcase', 'segment-tabs'];

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** Every group of two or more buttons side by side in <main>: an element whose children are links. */
function buttonGroupWidths(page: Page) {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('*'))
      .filter(
        (group) =>
          group.children.length > 1 &&
          Array.from(group.children).every((child) => child.tagName === 'A') &&
          // Links in running text (a paragraph with two inline links) are not a row of buttons.
          Array.from(group.childNodes).every(
            (node) => node.nodeType === Node.ELEMENT_NODE || !node.textContent!.trim(),
          ),
      )
      .map((group) => ({
        url: group.closest<HTMLElement>('[data-url]')?.dataset.url ?? location.pathname,
        group: group.textContent!.trim().slice(0, 60),
        width: group.getBoundingClientRect().width,
        gap: parseFloat(getComputedStyle(group).columnGap) || 0,
        links: Array.from(group.children).map((link) => link.getBoundingClientRect().width),
        tops: Array.from(group.children).map((link) => link.getBoundingClientRect().top),
      })),
  );
}

for (const width of phoneWidths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const locale of publishedLocaleCodes) {
      test(`home tabs show every tab whole, no row cut at its edge (${locale})`, async ({
        page,
      }) => {
        await page.goto(localizePath('/', locale));
        await waitForHydration(page);
        for (const [index, name] of tabIslands.entries()) {
          await scrollToIsland(page, name);
          const list = page.getByRole('tablist').nth(index);
          // A row scrolling sideways with its last tab cut read as clipped (fifth design review):
          // on a phone the tabs wrap, so nothing of the row is out of sight.
          const hidden = await list.evaluate((row) => row.scrollWidth - row.clientWidth);
          expect(hidden, `${name}: px of tabs out of sight`).toBeLessThanOrEqual(1);
          const row = await boxOf(list);
          const tabs = list.getByRole('tab');
          const count = await tabs.count();
          for (let i = 0; i < count; i++) {
            const box = await boxOf(tabs.nth(i));
            expect(box.x, `tab ${i} of ${name}`).toBeGreaterThanOrEqual(row.x - 0.5);
            expect(box.x + box.width, `tab ${i} of ${name}`).toBeLessThanOrEqual(
              row.x + row.width + 0.5,
            );
            // Its label whole.
            const cut = await tabs.nth(i).evaluate((tab) => tab.scrollWidth - tab.clientWidth);
            expect(cut, `tab ${i} of ${name}`).toBeLessThanOrEqual(1);
          }
          // Rows of tabs alike: none left alone under a fuller row (sixth design review).
          const tops = new Map<number, number>();
          for (let i = 0; i < count; i++) {
            const top = Math.round((await boxOf(tabs.nth(i))).y);
            tops.set(top, (tops.get(top) ?? 0) + 1);
          }
          expect(new Set(tops.values()).size, `${name}: tabs per row ${[...tops.values()]}`).toBe(
            1,
          );
          // The keyboard still moves through them.
          await tabs.first().focus();
          for (let i = 0; i < count; i++) {
            if (i) await page.keyboard.press('ArrowRight');
            await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
          }
        }
        expect(await sidewaysOverflow(page)).toBeNull();
      });

      // A sideways row showed one card of nine behind a "swipe" (twenty-third design review),
      // and tiles two to a row left the last one alone (twenty-fourth): on a phone they are one
      // list, a row each, each inside the screen.
      test(`the home's use cases are a list, one to a row, all on screen (${locale})`, async ({
        page,
      }) => {
        await page.goto(localizePath('/', locale));
        const boxes = await page.locator('#use-cases li').evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            return { top: Math.round(box.top), left: box.left, right: box.right };
          }),
        );
        expect(boxes.length).toBeGreaterThan(2);
        expect(new Set(boxes.map((box) => box.top)).size).toBe(boxes.length);
        for (const box of boxes) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
        expect(await sidewaysOverflow(page)).toBeNull();
      });

      const pages = allPages().filter(
        (entry) =>
          entry.locale === locale &&
          entry.type !== 'redirect' &&
          hasTwoActions(contentEntries().find((e) => e.route === entry.route)!.byLocale[locale]),
      );
      // Either stacked, each as wide as the band, or side by side at one width filling it.
      test(`two buttons stack or share a row at one width, inside their band (${locale})`, async ({
        page,
      }) => {
        // Every such page's bands in one document (tests/support/bands.ts): one load, where a
        // load of each page took a third of this file's time.
        await openBands(
          page,
          pages.map(({ url }) => url),
          'all',
        );
        const groups = await buttonGroupWidths(page);
        const uneven = pages
          .filter(({ url }) => !groups.some((group) => group.url === url))
          .map(({ url }) => `${url}: no row of buttons found`);
        for (const { url, group, width: room, gap, links, tops } of groups) {
          const oneRow = new Set(tops.map(Math.round)).size === 1;
          const share = oneRow ? (room - gap * (links.length - 1)) / links.length : room;
          if (links.some((link) => Math.abs(link - share) > 1))
            uneven.push(`${url}: "${group}" is ${room} px, its buttons ${links.join(', ')}`);
        }
        expect(pages.length).toBeGreaterThan(0);
        expect(uneven).toEqual([]);
      });
    }
  });
}

// On a desktop the home's tabs are one row, as tabs read (the wrap is for phones only).
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const locale of publishedLocaleCodes) {
    test(`home tabs are one row (${locale})`, async ({ page }) => {
      await page.goto(localizePath('/', locale));
      await waitForHydration(page);
      for (const [index, name] of tabIslands.entries()) {
        await scrollToIsland(page, name);
        const tabs = page.getByRole('tablist').nth(index).getByRole('tab');
        const tops = await tabs.evaluateAll((all) =>
          all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
        );
        expect(tops.length, name).toBeGreaterThan(1);
        expect(new Set(tops).size, name).toBe(1);
      }
    });
  }
});

// From 1024 px the header shows the whole menu and both account buttons in one row: the longest
// locale's labels must fit it there, where it is narrowest.
test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 600 } });
  for (const locale of publishedLocaleCodes) {
    test(`the header's row fits its labels (${locale})`, async ({ page }) => {
      await page.goto(localizePath('/', locale));
      const spill = await page.getByRole('banner').evaluate((header) => {
        const row = header.firstElementChild as HTMLElement;
        const end =
          row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
        return (
          Math.max(...Array.from(row.children).map((part) => part.getBoundingClientRect().right)) -
          end
        );
      });
      expect(spill).toBeLessThanOrEqual(0.5);
    });
  }
});
