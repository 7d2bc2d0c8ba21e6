import type { Locator, Page } from '@playwright/test';
import { localeInfo } from '../../src/i18n/locales';
import {
  localizePath,
  narrowestWidth,
  publishedLocaleCodes,
  sidewaysOverflow,
  ui,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { languagesNotIn } from '../support/languages';

// The footer and the language switcher are laid out for the locale list as it grows: with five
// languages, at 320 px, in real layout. The built page has the site's locales; the entries a
// future locale would add are copies of a real one, named with the longest native names among
// languages the site lacks (`Intl`), so the list is as wide as five could reasonably be.
const listed = 5;
const nativeName = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};
const extra = languagesNotIn(publishedLocaleCodes)
  .map((code) => ({ code, name: nativeName(code) }))
  .sort((a, b) => b.name.length - a.name.length)
  .slice(0, Math.max(0, listed - publishedLocaleCodes.length));

/** Adds copies of the list's last entry, each named and labelled as one of `extra`. */
async function growList(list: Locator, names: Locator) {
  await list.evaluate((ul, languages) => {
    for (const { code, name } of languages) {
      const item = ul.lastElementChild!.cloneNode(true) as HTMLElement;
      const link = item.querySelector('a')!;
      link.removeAttribute('aria-current');
      link.lang = code;
      link.hreflang = code;
      // The switcher shows an abbreviation and the name; the footer, the name alone.
      const parts = link.querySelectorAll(':scope > span');
      if (parts.length >= 2) {
        parts[0]!.textContent = code.toUpperCase();
        parts[1]!.textContent = name;
      } else {
        link.textContent = name;
      }
      ul.append(item);
    }
  }, extra);
  await expect(names).toHaveCount(listed);
}

/** Every box inside the viewport's width and none over another; the names on one line each. */
async function expectLaidOut(page: Page, links: Locator) {
  const viewport = page.viewportSize()!.width;
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      // One box per line the name's text takes.
      const range = document.createRange();
      range.selectNodeContents(element.querySelector('span.flex-1') ?? element);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        label: element.textContent!.trim(),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        oneLine: lines.size === 1,
      };
    }),
  );
  for (const box of boxes) {
    expect(box.left, `${box.label} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.label} ends inside the viewport`).toBeLessThanOrEqual(viewport);
    expect(box.oneLine, `${box.label} on one line`).toBe(true);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${a.label} and ${b.label} overlap`).toBe(false);
    }
  }
  expect(await sidewaysOverflow(page)).toBeNull();
}

test.use({ viewport: { width: narrowestWidth, height: 720 } });

test(`${extra.length} more names: ${extra.map((l) => l.name).join(', ')}`, () => {
  expect(publishedLocaleCodes.length + extra.length).toBe(listed);
});

for (const locale of publishedLocaleCodes) {
  test(`the footer's language list holds ${listed} languages at 320 px (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/blog', locale));
    const nav = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: ui(locale, 'footer.languages') });
    await nav.scrollIntoViewIfNeeded();
    await growList(nav.locator('ul'), nav.getByRole('link'));
    await expectLaidOut(page, nav.getByRole('link'));
  });

  test(`the language switcher holds ${listed} languages at 320 px (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/blog', locale));
    await waitForHydration(page);
    const switcher = page.getByRole('banner').getByRole('button', {
      name: new RegExp(`^${localeInfo(locale).abbreviation}\\b`),
    });
    await switcher.click();
    const list = page.locator(`ul[aria-labelledby="${await switcher.getAttribute('id')}"]`);
    await expect(list).toBeVisible();
    await growList(list, list.getByRole('link'));
    await expectLaidOut(page, list.getByRole('link'));
    await expect(list.getByRole('link').last()).toBeInViewport();
  });
}
