import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { htmlFileOf, readHtml } from '../support/site';
import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';

/** Title and description that the pre-rendered page declares. */
function expectedHead(url: string) {
  const head = readHtml(htmlFileOf(url)).querySelector('head')!;
  return {
    title: head.querySelector('title')!.text,
    description: head.querySelector('meta[name="description"]')!.getAttribute('content')!,
  };
}

async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

for (const locale of localeCodes) {
  test(`client navigation updates the head and scrolls to the top (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/politica-privacidad', locale));
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ui(locale, 'nav.pricing'), exact: true })
      .click();

    const target = localizePath('/pricing', locale);
    const expected = expectedHead(target);
    await expect(page).toHaveURL(target);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      expected.description,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test(`shows "Loading..." while the next page is slow (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/plataforma', locale));
    await waitForHydration(page);
    await page.route('**/index.pageContext.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const status = page.getByRole('status').filter({ hasText: ui(locale, 'loading') });
    await expect(status).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ui(locale, 'nav.blog'), exact: true })
      .click();
    await expect(status).toBeVisible();
    await expect(page).toHaveTitle(expectedHead(localizePath('/blog', locale)).title);
    await expect(status).toHaveCount(0);
  });

  test(`the /privacy-policy alias lands on the privacy page (${locale})`, async ({ page }) => {
    const target = localizePath('/politica-privacidad', locale);
    await page.goto(localizePath('/privacy-policy', locale));
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      readHtml(htmlFileOf(target)).querySelector('h1')!.text,
    );
  });
}

test('the alias stub forwards without JavaScript on hosts with no redirect rules', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/privacy-policy/index.html');
  await expect(page).toHaveURL('/en/politica-privacidad/');
  await context.close();
});

test('client navigation across locales updates <html lang>, title and description', async ({
  page,
}) => {
  await page.goto('/en/pricing/');
  await waitForHydration(page);
  await markDocument(page);
  // Stands in for the language switcher: any same-origin link is handled by the client router.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/fr/blog/';
    link.textContent = 'fr-blog';
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'fr-blog' }).click();
  const expected = expectedHead('/fr/blog/');
  await expect(page).toHaveURL('/fr/blog/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    expected.description,
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: ui('fr', 'nav.pricing'), exact: true }),
  ).toHaveAttribute('href', '/fr/pricing/');
  expect(await isSameDocument(page)).toBe(true);
});
