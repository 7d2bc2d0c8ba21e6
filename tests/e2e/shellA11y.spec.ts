import { ui, waitForHydration, expectNoViolations } from '../support/e2e';
import { expect, test } from '../support/fixtures';

// The shell's open states are built the same in every locale: checked in Spanish, with a
// browser speaking English so that the language suggestion shows too.
test.use({ consent: null, locale: 'en-US' });

test('axe with the cookie banner and the language suggestion shown', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: ui('es', 'cookies.title') })).toBeVisible();
  await expect(page.locator('section[lang]')).toBeVisible();
  await expectNoViolations(page);
});

test('axe with each desktop menu open', async ({ page }) => {
  // Three full-page axe runs: on a loaded machine they outlast the default timeout.
  test.slow();
  await page.goto('/pricing/');
  await waitForHydration(page);
  for (const key of ['nav.solutions', 'nav.resources']) {
    await page.getByRole('button', { name: ui('es', key) }).click();
    await expect(page.getByRole('list', { name: ui('es', key), exact: true })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  }
  const switcher = page.getByRole('banner').getByRole('button', { name: /ES|EN|FR/ });
  await switcher.click();
  await expect(
    page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('axe with the mobile menu open at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/');
  await waitForHydration(page);
  await page.getByRole('button', { name: ui('es', 'a11y.openMenu') }).click();
  await expect(page.getByRole('navigation', { name: ui('es', 'a11y.mobileNav') })).toBeVisible();
  await expectNoViolations(page);
});
