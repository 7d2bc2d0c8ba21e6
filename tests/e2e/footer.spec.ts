import { ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';

// Every locale's footer links are read from the built HTML (tests/build/localizedShell.test.ts);
// following one is the same in every locale.

test('a footer legal link opens its page', async ({ page }) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  const legal = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: ui('es', 'footer.legal') });
  await legal.getByRole('link', { name: ui('es', 'footer.terms') }).click();
  await expect(page).toHaveURL('/condiciones-legales/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
