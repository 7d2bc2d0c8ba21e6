import type { Page, Route } from '@playwright/test';
import { pauseClock, ui, waitForHydration } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { htmlFileOf, readHtml } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish only.
/** How long a notice stays (src/browser/notices.ts), written out so that a change shows here. */
const noticeMs = 5000;
const from = '/politica-privacidad/';
const to = '/pricing/';
const targetHeading = readHtml(htmlFileOf(to)).querySelector('h1')!.text;
/**
 * A failed navigation reaches the target in two loads, the error page's parts and then the page in
 * full: beside two other browsers on two cores, one took longer than the default 5 s to start the
 * second, still showing "Cargando…" (CI, session 22).
 */
const recovery = { timeout: 15_000 };

async function clickPricingLink(page: Page) {
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: ui('es', 'nav.pricing'), exact: true })
    .click();
}

/** What the visitor reads: never the framework's name or its messages, nor the error page. */
async function expectNoInternals(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/vike/i);
  expect(text).not.toContain(ui('es', 'error.heading'));
}

const brokenPageContext: Record<string, (route: Route) => Promise<void>> = {
  'answers 500': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<h1>Internal Server Error</h1>',
    }),
  'is not JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '<!doctype html><p>' }),
  'is a JSON error body': (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
};

for (const [failure, answer] of Object.entries(brokenPageContext)) {
  test(`a pageContext.json that ${failure} loads the target page in full`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(from);
    await waitForHydration(page);
    await page.route('**/index.pageContext.json', answer);
    await clickPricingLink(page);
    await expect(page).toHaveURL(to, recovery);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetHeading);
    await expectNoInternals(page);
    // The details are in the console, for developers.
    expect(errors.console.length).toBeGreaterThan(0);
  });
}

test('a page chunk that fails to load: the target page loads in full', async ({ page }) => {
  await page.goto(from);
  await waitForHydration(page);
  await page.route('**/assets/entries/pages_pricing.*.js', (route) => route.abort());
  await clickPricingLink(page);
  await expect(page).toHaveURL(to, recovery);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetHeading);
  await expectNoInternals(page);
});

test(
  'offline, a click stays on the page and shows a notice for 5 s, at most 3 at once',
  engines,
  async ({ page, context }) => {
    await page.goto(from);
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.clock.install();
    await context.setOffline(true);

    const region = page.getByRole('region', { name: ui('es', 'notifications.label') });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const notices = region.getByRole('listitem');
    // Time is controlled, not measured: every notice starts at the same paused instant.
    await pauseClock(page);
    await clickPricingLink(page);
    await expect(notices).toHaveText([ui('es', 'notifications.offline')]);
    await expect(page).toHaveURL(from);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoInternals(page);

    for (let i = 0; i < 3; i++) await clickPricingLink(page);
    await expect(notices).toHaveCount(3);
    await page.clock.runFor(noticeMs - 1);
    await expect(notices).toHaveCount(3);
    await page.clock.runFor(2);
    await expect(notices).toHaveCount(0);
  },
);
