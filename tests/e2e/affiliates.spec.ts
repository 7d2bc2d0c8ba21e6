import type { Page } from '@playwright/test';
import { waitForHydration, scrollAndSettle } from '../support/e2e';
import { palette, rgbOf } from '../../src/styles/palette';
import { expect, test } from '../support/fixtures';

// The header's behaviour does not depend on the locale: tested in Spanish only. The page's
// figures and links in every locale are read from the built HTML
// (tests/build/localizedPages.test.ts).

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

test('the affiliates header is dark up to 50 px scrolled and normal past them', async ({
  page,
}) => {
  await page.goto('/affiliates/');
  await waitForHydration(page);
  const white = rgbOf(palette.white);
  const dark = await headerBackground(page);
  expect(dark).toBe(rgbOf(palette.brand950));
  const logoText = () =>
    page
      .getByRole('banner')
      .getByText('Ludiqo', { exact: true })
      .first()
      .evaluate((e) => getComputedStyle(e).color);
  expect(await logoText()).toBe(white);

  // Each step changes the colour, so each is a condition to wait for, not a delay to sit out.
  await scrollAndSettle(page, 51);
  await expect.poll(() => headerBackground(page)).not.toBe(dark);
  await expect.poll(logoText).not.toBe(white);
  await scrollAndSettle(page, 50);
  expect(await page.evaluate(() => window.scrollY)).toBe(50);
  await expect.poll(() => headerBackground(page)).toBe(dark);
  await expect.poll(logoText).toBe(white);
  await scrollAndSettle(page, 51);
  await expect.poll(() => headerBackground(page)).not.toBe(dark);
  await scrollAndSettle(page, 0);
  await expect.poll(() => headerBackground(page)).toBe(dark);
});
