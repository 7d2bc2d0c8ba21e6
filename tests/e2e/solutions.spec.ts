import {
  expectNoViolations,
  localizePath,
  otherLocales,
  ui,
  scrollToIsland,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { blockOf } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish only. Every locale's cards,
// case-study results and sales-page figures are read from the built HTML
// (tests/build/localizedPages.test.ts, sectionsPages.test.ts).

test('"Read more" links the first client card to the case study and expands the others', async ({
  page,
}) => {
  const clients = blockOf('/upskilling', 'es', 'client-cards');
  await page.goto('/upskilling/');
  await waitForHydration(page);
  const [first, second, third] = clients.items;
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  await scrollToIsland(page, 'client-card', 1);

  const toggle = cards.nth(1).getByRole('button', { name: ui('es', 'clients.readMore') });
  const story = page.getByText(second!.story!);
  await expect(story).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(story).toBeVisible();
  const less = cards.nth(1).getByRole('button', { name: ui('es', 'clients.readLess') });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(third!.story!)).toBeHidden();
  await expectNoViolations(page);

  await less.click();
  await expect(story).toBeHidden();

  await expect(cards.nth(0)).toContainText(first!.company);
  await cards
    .nth(0)
    .getByRole('link', { name: ui('es', 'clients.readMore') })
    .click();
  await expect(page).toHaveURL('/caso-taco-bell/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    blockOf('/caso-taco-bell', 'es', 'hero').title,
  );
});

for (const locale of otherLocales) {
  test(`an expanded story's button says "Read less" in the page's language (${locale})`, async ({
    page,
  }) => {
    // The label changes in the browser, so it is not in the pre-rendered HTML.
    await page.goto(localizePath('/upskilling', locale));
    await waitForHydration(page);
    await scrollToIsland(page, 'client-card', 1);
    const card = page.getByRole('main').getByRole('article').nth(1);
    await card.getByRole('button', { name: ui(locale, 'clients.readMore') }).click();
    await expect(
      card.getByRole('button', { name: ui(locale, 'clients.readLess') }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
}

test('without JavaScript the client stories are readable', async ({ browser }) => {
  const clients = blockOf('/training', 'es', 'client-cards');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/training/');
  await expect(page.getByText(clients.items[2]!.story!)).toBeVisible();
  await context.close();
});
