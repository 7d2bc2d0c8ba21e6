import { choose, scrollToIsland, waitForHydration, expectNoViolations } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

// The pages' interactive states are built the same in every locale: checked in Spanish.

test('axe: pricing with companies, monthly billing and an open answer', async ({ page }) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  await page.goto('/pricing/');
  await waitForHydration(page);
  await choose(page.getByRole('radio', { name: copy.audiences.companies }));
  await choose(page.getByRole('radio', { name: copy.billing.monthly }));
  await page.getByRole('heading', { name: copy.faq.items[3]!.q }).click();
  await expect(page.getByText(copy.faq.items[3]!.a.slice(0, 40))).toBeVisible();
  await expectNoViolations(page);
});

test('axe: home with the last feature tab and another segment selected', async ({ page }) => {
  const home = frontmatterOf('/', 'es', 'home');
  await page.goto('/');
  await waitForHydration(page);
  await scrollToIsland(page, 'feature-showcase');
  await page.getByRole('tab', { name: home.features.tabs[3]!.label }).click();
  await scrollToIsland(page, 'segment-tabs');
  await page.getByRole('tab', { name: home.segments.items[2]!.label }).click();
  await expect(page.getByRole('heading', { name: home.segments.items[2]!.title })).toBeVisible();
  await expectNoViolations(page);
});
