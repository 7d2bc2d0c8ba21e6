import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';

const logPrefix = 'User attempted to access non-existent route:';

for (const locale of localeCodes) {
  test(`an unknown path shows the localised 404 and logs it (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    const path = localizePath('/esta-pagina-no-existe', locale);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText(ui(locale, 'notFound.message'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect.poll(() => errors.console).toContainEqual(`${logPrefix} ${path}`);

    const home = page
      .getByRole('main')
      .getByRole('link', { name: ui(locale, 'notFound.homeLink') });
    await expect(home).toHaveAttribute('href', localizePath('/', locale));
    await home.click();
    await expect(page).toHaveURL(localizePath('/', locale));
  });

  test(`client-side navigation to an unknown path shows the 404 (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(localizePath('/blog', locale));
    await waitForHydration(page);
    const path = localizePath('/ruta-desconocida', locale);
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'unknown-route';
      document.querySelector('main')!.append(link);
    }, path);
    await page.getByRole('link', { name: 'unknown-route' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText(ui(locale, 'notFound.message'))).toBeVisible();
    await expect.poll(() => errors.console).toContainEqual(`${logPrefix} ${path}`);
    // Vike hands paths that no client route matches back to the host, which serves the
    // locale's 404.html: the visitor sees the same page either way.
  });
}
