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

// The not-found map at desktop width, in every locale (the words change the heights): each group
// a band of the same columns, so they line up; each read down its columns, which start level and
// end at most one link apart, the longer first (in rows, eleven links left a hole in the last).
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const locale of publishedLocaleCodes) {
    test(`the not-found map is balanced (${locale})`, async ({ page }) => {
      await page.goto(locale === defaultLocale ? '/404' : `/${locale}/404`);
      const groups = await page
        .locator('nav[aria-labelledby="not-found-sections"] section')
        .evaluateAll((sections) =>
          sections.map((section) =>
            Array.from(section.querySelectorAll('li')).map((item) => {
              const box = item.getBoundingClientRect();
              return { left: Math.round(box.left), top: Math.round(box.top) };
            }),
          ),
        );
      expect(groups.length).toBeGreaterThan(1);
      const columns = new Set(groups.flat().map((link) => link.left));
      expect(columns.size, 'the columns every group shares').toBe(3);
      for (const links of groups) {
        const byColumn = [...columns]
          .sort((a, b) => a - b)
          .map((left) => links.filter((link) => link.left === left));
        const heights = byColumn.map((column) => column.length);
        const tops = byColumn.filter((column) => column.length).map((column) => column[0]!.top);
        expect(new Set(tops).size, JSON.stringify(links)).toBe(1);
        expect(Math.max(...heights) - Math.min(...heights), JSON.stringify(links)).toBeLessThan(2);
        expect(heights, JSON.stringify(links)).toEqual([...heights].sort((a, b) => b - a));
      }
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
