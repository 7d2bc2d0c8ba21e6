import {
  localizePath,
  narrowestWidth,
  publishedLocaleCodes,
  ui,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';

// Every locale's footer links are read from the built HTML (tests/build/localizedShell.test.ts);
// following one is the same in every locale.

test('a footer legal link opens its page', async ({ page }) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  const legal = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ui('es', 'footer.legal') });
  await legal.getByRole('link', { name: ui('es', 'footer.terms') }).click();
  await expect(page).toHaveURL('/condiciones-legales/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The footer keeps its pre-rendered HTML on a first load, and its code is fetched only when
// client-side navigation renders it (src/render/islands/staticPart.tsx): its actions work in both states.
test('the footer follows client-side navigation, and its language link saves the choice', async ({
  page,
}) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  const languages = footer.getByRole('navigation', { name: ui('es', 'footer.languages') });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    localizePath('/blog', 'en'),
  );

  // Rendered by React now, for the page navigated to.
  await footer
    .getByRole('navigation', { name: ui('es', 'footer.legal') })
    .getByRole('link', { name: ui('es', 'footer.privacy') })
    .click();
  await expect(page).toHaveURL('/politica-privacidad/');
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    localizePath('/politica-privacidad', 'en'),
  );
  await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await languages.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(localizePath('/politica-privacidad', 'fr'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  // The new locale's footer, drawn on the client.
  await expect(footer.getByRole('navigation', { name: ui('fr', 'footer.legal') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('on a first load the footer language link saves the choice', async ({ page }) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ui('es', 'footer.languages') })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(localizePath('/blog', 'en'));
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
});

// The labels' lengths differ by locale (the legal page's title is the longest), so each is seen.
for (const locale of publishedLocaleCodes) {
  test(`at 1440 px every footer column link in ${locale} keeps to one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localizePath('/', locale));
    const lines = await page
      .getByRole('contentinfo')
      .locator(`nav:not([aria-label="${ui(locale, 'footer.languages')}"]) li a`)
      .evaluateAll((links) =>
        links.map((link) => {
          // One rectangle per line the label's text takes.
          const text = document.createRange();
          text.selectNodeContents(link.firstChild!);
          return `${text.getClientRects().length} ${link.textContent}`;
        }),
      );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.startsWith('1 '))).toEqual([]);
  });
}

// A keyboard or screen-reader user meets the footer's columns in the order they are drawn: the
// grid reflows by width, so the order is checked at a phone's, a tablet's and a desktop's.
test('the footer is drawn in the order it is read, at every width', async ({ page }) => {
  await page.goto('/');
  for (const width of [narrowestWidth, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await page
      .getByRole('contentinfo')
      .locator('nav')
      .evaluateAll((navs) =>
        navs.map((nav) => {
          const { top, left } = nav.getBoundingClientRect();
          return { label: nav.getAttribute('aria-label'), top, left };
        }),
      );
    const drawn = [...boxes].sort((a, b) =>
      Math.abs(a.top - b.top) < 2 ? a.left - b.left : a.top - b.top,
    );
    expect(
      drawn.map((box) => box.label),
      `at ${width} px`,
    ).toEqual(boxes.map((box) => box.label));
  }
});
