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

// The not-found map at desktop width, in every locale (the words change the heights): the main
// sections a column each, side by side and level, each link with what it is for; the solutions by
// name in a column beside them, their groups stacked and their names wrapping several to a row
// (with a line each, the map ran three phone screens and repeated the footer under it).
test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const locale of publishedLocaleCodes) {
    test(`the not-found map: main sections side by side, the solutions beside them (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === defaultLocale ? '/404' : `/${locale}/404`);
      const groups = await page
        .locator('nav[aria-labelledby="not-found-sections"] section')
        .evaluateAll((sections) =>
          sections.map((section) => {
            const box = section.getBoundingClientRect();
            const links = Array.from(section.querySelectorAll('a'));
            return {
              left: Math.round(box.left),
              top: Math.round(box.top),
              bottom: Math.round(box.bottom),
              linkLefts: Array.from(section.querySelectorAll('li')).map((item) =>
                Math.round(item.getBoundingClientRect().left),
              ),
              described: links.every(
                (link) =>
                  Array.from(link.querySelectorAll('span span')).filter((part) =>
                    part.textContent?.trim(),
                  ).length === 2,
              ),
            };
          }),
        );
      const main = groups.filter((group) => group.described);
      const names = groups.filter((group) => !group.described);
      expect([main.length > 1, names.length > 0], JSON.stringify(groups)).toEqual([true, true]);
      for (const { linkLefts } of main) expect(new Set(linkLefts).size, `${linkLefts}`).toBe(1);
      expect(new Set(main.map(({ top }) => top)).size, JSON.stringify(main)).toBe(1);
      expect(new Set(main.map(({ left }) => left)).size, JSON.stringify(main)).toBe(main.length);
      expect(new Set(names.map(({ left }) => left)).size, JSON.stringify(names)).toBe(1);
      expect(names[0]!.left).toBeGreaterThan(Math.max(...main.map(({ left }) => left)));
      expect(names[0]!.top).toBe(main[0]!.top);
      names
        .slice(1)
        .forEach((group, i) => expect(group.top).toBeGreaterThanOrEqual(names[i]!.bottom));
      for (const { linkLefts } of names)
        expect(new Set(linkLefts).size, `${linkLefts}`).toBeLessThan(linkLefts.length);
    });
  }
});

// On a phone the way home is in the first screen, above the map of sections (which once ran two
// screens above it), in every locale; the map runs about a screen and a half.
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
      // And the map under it is about a screen and a half, not three screens.
      expect(mapBox!.height).toBeLessThan(1.6 * 844);
    });
  }
});
