import { ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf, htmlFileOf, readHtml } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish only. The cards, the contents
// and the game list in every locale are read from the built HTML
// (tests/build/localizedPages.test.ts).

const articleUrl = '/blog/gamificacion-en-la-formacion-corporativa/';

test('blog: the list links to the article, whose contents jump to its sections', async ({
  page,
}) => {
  const article = frontmatterOf(articleUrl.slice(0, -1), 'es', 'article');
  await page.goto('/blog/');
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toContainText(article.excerpt);
  await card.locator('a').first().click();
  await expect(page).toHaveURL(articleUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    readHtml(htmlFileOf(articleUrl)).querySelector('h1')!.text,
  );

  const toc = page.getByRole('navigation', { name: ui('es', 'article.toc') });
  const third = toc.getByRole('link').nth(2);
  const target = (await third.getAttribute('href'))!;
  await third.click();
  await expect(page.locator(target)).toBeInViewport();
  await expect(page.locator(target)).toHaveText((await third.textContent())!);

  await page
    .getByRole('link', { name: ui('es', 'nav.blog'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL('/blog/');
});

test('on a desktop the contents mark the section being read and fit the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(articleUrl);
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: ui('es', 'article.toc') });
  const links = toc.getByRole('link');
  const third = links.nth(2);
  const id = (await third.getAttribute('href'))!.slice(1);
  await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView());
  await expect(third).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
  // The whole list shows at once: none of it hidden below the sticky panel's edge.
  const panel = await toc.evaluate((nav) => {
    let box = nav.parentElement!;
    while (getComputedStyle(box).overflowY === 'visible') box = box.parentElement!;
    return {
      shown: box.clientHeight,
      content: box.scrollHeight,
      bottom: nav.getBoundingClientRect().bottom,
    };
  });
  expect(panel.content).toBeLessThanOrEqual(panel.shown);
  expect(panel.bottom).toBeLessThanOrEqual(900);
});

test('on a desktop the contents stay on screen beside the whole article', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(articleUrl);
  const toc = page.getByRole('navigation', { name: ui('es', 'article.toc') });
  await expect(toc).toBeInViewport();
  // Down to a section in the article's second half, screens below the contents' first place.
  const links = toc.getByRole('link');
  const later = links.nth(Math.floor((await links.count()) / 2) + 1);
  const id = (await later.getAttribute('href'))!.slice(1);
  await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView());
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2 * 900);
  await expect(toc).toBeInViewport({ ratio: 1 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the article title is above the fold and the contents open on demand', async ({ page }) => {
    await page.goto(articleUrl);
    await waitForHydration(page);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeInViewport();
    // The title comes first, then the byline and the contents.
    const summary = page.locator('summary', { hasText: ui('es', 'article.toc') });
    expect((await title.boundingBox())!.y).toBeLessThan((await summary.boundingBox())!.y);
    const toc = page.getByRole('navigation', { name: ui('es', 'article.toc') });
    await expect(toc).toBeHidden();
    await page.locator('summary', { hasText: ui('es', 'article.toc') }).click();
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link').first()).toBeVisible();
  });
});
