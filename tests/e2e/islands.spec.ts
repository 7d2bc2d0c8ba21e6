import { scrollToIsland, ui, waitForHydration } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

// A pre-rendered page hydrates only its islands (src/render/islands), each as a React root of its own.
// Locale-independent: checked in Spanish. budgets.spec.ts proves that a first visit downloads
// no layout code, and which islands' code it downloads.

const pagesWithIslands = [
  '/',
  '/upskilling/',
  '/playbooks/chapter-map-play/',
  '/blog/gamificacion-en-la-formacion-corporativa/',
];

for (const url of pagesWithIslands) {
  test(`every island of ${url} hydrates on the HTML it was built with`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url);
    await waitForHydration(page);
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    expect(count).toBeGreaterThan(0);
    const seen: string[] = [];
    for (let index = 0; index < count; index++) {
      const name = (await islands.nth(index).getAttribute('data-island'))!;
      await scrollToIsland(page, name, seen.filter((other) => other === name).length);
      seen.push(name);
    }
    // A mismatch between the built HTML and the island's first render is a page error.
    expect(errors).toEqual({ console: [], page: [] });
  });
}

test('islands further down download their code only once the reader scrolls to them', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const showcase = page.locator('[data-island="feature-showcase"]');
  await expect(showcase).not.toHaveAttribute('data-island-hydrated');
  const before = requested.length;

  await page.mouse.wheel(0, 600);
  await expect(showcase).toHaveAttribute('data-island-hydrated', '');
  expect(requested.slice(before).some((path) => path.endsWith('.js'))).toBe(true);
  await expect(page.locator('[data-island="segment-tabs"]')).not.toHaveAttribute(
    'data-island-hydrated',
  );
});

test('a page reached by client-side navigation renders in full, and its islands work', async ({
  page,
}) => {
  const home = frontmatterOf('/', 'es', 'home');
  await page.goto('/blog/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page
    .getByRole('banner')
    .getByRole('link', { name: ui('es', 'site.homeLabel') })
    .click();
  await expect(page).toHaveURL('/');
  const segment = home.segments.items[2]!;
  await page.getByRole('tab', { name: segment.label }).click();
  await expect(page.getByRole('heading', { name: segment.title })).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
