import { defaultLocale } from '../../src/i18n/locales';
import { publishedLocaleCodes, ui, waitForHydration } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';

// Behaviour that does not depend on the locale: tested in Spanish only. Each locale's 404 page
// (status, language, message, link home) is proved by tests/e2e/hosting.spec.ts and the build
// tests (pages.test.ts, localizedShell.test.ts).

const logPrefix = 'User attempted to access non-existent route:';

test('an unknown path shows the 404 and logs it; its link goes home', async ({ page }) => {
  const errors = collectErrors(page);
  const path = '/esta-pagina-no-existe/';
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(ui('es', 'notFound.message'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect.poll(() => errors.console).toContainEqual(`${logPrefix} ${path}`);

  await page
    .getByRole('main')
    .getByRole('link', { name: ui('es', 'notFound.homeLink') })
    .click();
  await expect(page).toHaveURL('/');
});

test('client-side navigation to an unknown path shows the 404', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/blog/');
  await waitForHydration(page);
  const path = '/ruta-desconocida/';
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'unknown-route';
    document.querySelector('main')!.append(link);
  }, path);
  await page.getByRole('link', { name: 'unknown-route' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText(ui('es', 'notFound.message'))).toBeVisible();
  await expect.poll(() => errors.console).toContainEqual(`${logPrefix} ${path}`);
  // Vike hands paths that no client route matches back to the host, which serves the
  // locale's 404.html: the visitor sees the same page either way.
});

// The not-found map at desktop width, in every locale (the words change the heights): a column per
// group as in the footer, the solutions' two groups side by side and the smaller groups stacked in
// a third; the columns start level and end at most one link apart (eleven solutions in a grid of
// three always left a last row short).
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const locale of publishedLocaleCodes) {
    test(`the not-found map is balanced (${locale})`, async ({ page }) => {
      await page.goto(locale === defaultLocale ? '/404' : `/${locale}/404`);
      const groups = await page
        .locator('nav[aria-labelledby="not-found-sections"] section')
        .evaluateAll((sections) =>
          sections.map((section) => ({
            top: Math.round(section.getBoundingClientRect().top),
            lefts: Array.from(section.querySelectorAll('li')).map((item) =>
              Math.round(item.getBoundingClientRect().left),
            ),
          })),
        );
      expect(groups.length).toBeGreaterThan(3);
      // Each group is one column.
      for (const { lefts } of groups) expect(new Set(lefts).size, JSON.stringify(lefts)).toBe(1);
      const columns = [...new Set(groups.map(({ lefts }) => lefts[0]!))].sort((a, b) => a - b);
      expect(columns).toHaveLength(3);
      const inColumn = columns.map((left) => groups.filter(({ lefts }) => lefts[0] === left));
      const firstTops = inColumn.map((column) => Math.min(...column.map(({ top }) => top)));
      expect(new Set(firstTops).size, JSON.stringify(groups)).toBe(1);
      const links = inColumn.map((column) =>
        column.reduce((sum, { lefts }) => sum + lefts.length, 0),
      );
      expect(Math.max(...links) - Math.min(...links), JSON.stringify(links)).toBeLessThan(2);
    });
  }
});

// On a phone the way home is in the first screen, above the map of sections (which once ran two
// screens above it), in every locale.
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of publishedLocaleCodes) {
    test(`the way home is in the first screen (${locale})`, async ({ page }) => {
      await page.goto(locale === defaultLocale ? '/404' : `/${locale}/404`);
      const main = page.getByRole('main');
      const home = main.getByRole('link', { name: ui(locale, 'notFound.homeLink') });
      const map = main.locator('nav[aria-labelledby="not-found-sections"]');
      const [homeBox, mapBox] = [await home.boundingBox(), await map.boundingBox()];
      expect(homeBox!.y + homeBox!.height).toBeLessThanOrEqual(844);
      expect(homeBox!.y).toBeLessThan(mapBox!.y);
    });
  }
});
