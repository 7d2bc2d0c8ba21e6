import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf, htmlFileOf, readHtml } from '../support/site';

const articleRoute = '/blog/gamificacion-en-la-formacion-corporativa';

for (const locale of localeCodes) {
  test(`blog: the list links to the article, whose contents jump to its sections (${locale})`, async ({
    page,
  }) => {
    const article = frontmatterOf(articleRoute, locale, 'article');
    await page.goto(localizePath('/blog', locale));
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toContainText(article.excerpt);
    await expect(card).toContainText(article.author);
    await expect(card.getByRole('img')).toHaveCount(0); // decorative: alt=""
    await card.locator('a').first().click();
    await expect(page).toHaveURL(localizePath(articleRoute, locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      readHtml(htmlFileOf(localizePath(articleRoute, locale))).querySelector('h1')!.text,
    );

    const toc = page.getByRole('navigation', { name: ui(locale, 'article.toc') });
    const entries = toc.getByRole('link');
    expect(await entries.count()).toBeGreaterThanOrEqual(6);
    const third = entries.nth(2);
    const target = (await third.getAttribute('href'))!;
    await third.click();
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(target)).toHaveText((await third.textContent())!);

    await page
      .getByRole('link', { name: ui(locale, 'nav.blog'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(localizePath('/blog', locale));
  });

  test(`games: the list links to the sales simulator (${locale})`, async ({ page }) => {
    const game = frontmatterOf('/games/simulador-ventas', locale, 'sections').card!;
    await page.goto(localizePath('/games', locale));
    const card = page.getByRole('main').getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(game.excerpt);
    await expect(card.getByRole('link', { name: game.title })).toHaveAttribute(
      'href',
      localizePath('/games/simulador-ventas', locale),
    );
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the article title is above the fold and the contents open on demand', async ({ page }) => {
    await page.goto('/en/blog/gamificacion-en-la-formacion-corporativa/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const toc = page.getByRole('navigation', { name: ui('en', 'article.toc') });
    await expect(toc).toBeHidden();
    await page.locator('summary', { hasText: ui('en', 'article.toc') }).click();
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link').first()).toBeVisible();
  });
});
