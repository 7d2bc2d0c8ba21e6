import type { Locator, Page } from '@playwright/test';
import { localizePath, otherLocales, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';

// Behaviour that does not depend on the locale: tested in Spanish only. The panel's links in
// every locale are read from the built HTML (tests/build/localizedShell.test.ts).

test.use({ viewport: { width: 390, height: 844 } });

const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test(
  'mobile menu: opens, makes the page behind it inert, locks scroll, closes on Escape and navigation',
  engines,
  async ({ page }) => {
    await page.goto('/politica-privacidad/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: ui('es', 'a11y.openMenu') });
    const panel = page.getByRole('navigation', { name: ui('es', 'a11y.mobileNav') });
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const close = page.getByRole('button', { name: ui('es', 'a11y.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const key of ['nav.pricing', 'nav.blog', 'nav.playbooks', 'nav.affiliates', 'nav.sales']) {
      await expect(panel.getByRole('link', { name: ui('es', key), exact: true })).toBeVisible();
    }
    for (const key of ['nav.login', 'nav.startFree']) {
      await expect(panel.getByRole('link', { name: ui('es', key) })).toBeVisible();
    }
    expect(await rootOverflow(page)).toBe('hidden');
    // Inert on the element or on an ancestor (the footer sits in a wrapper, src/render/islands/staticPart.tsx).
    const isInert = (region: Locator) => region.evaluate((element) => !!element.closest('[inert]'));
    expect(await isInert(page.locator('main'))).toBe(true);
    expect(await isInert(page.getByRole('contentinfo'))).toBe(true);
    const expectClosed = async () => {
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await rootOverflow(page)).not.toBe('hidden');
      expect(await isInert(page.locator('main'))).toBe(false);
      expect(await isInert(page.getByRole('contentinfo'))).toBe(false);
    };

    // Escape from inside the panel gives the focus back to the toggle.
    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    // The element the page focused, whether or not the browser window has the system's focus
    // (WebKitGTK's window under Xvfb never does, so toBeFocused cannot pass there).
    await expect
      .poll(() => toggle.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expectClosed();

    // The page behind is inert: Tab and Shift+Tab reach only the header, and the browser's own
    // controls (no focused element) where it has any. Headless Firefox does not give the
    // document its focus back once it has left (document.hasFocus() stays false, so no element
    // counts as focused), which is why this comes after the Escape above; the close button works
    // wherever the focus is.
    await toggle.click();
    await expect(panel).toBeVisible();
    const focusIn = () =>
      page.evaluate(() =>
        document.activeElement === document.body
          ? 'browser'
          : document.activeElement?.closest('header')
            ? 'header'
            : document.activeElement?.outerHTML.slice(0, 80),
      );
    const places = new Set<string | undefined>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      places.add(await focusIn());
    }
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      places.add(await focusIn());
    }
    // Chromium and Firefox pass through their own controls between two rounds of the header;
    // WebKitGTK's automation window has none, so its focus cycles within the header.
    expect(places).toContain('header');
    expect([...places].filter((place) => place !== 'browser' && place !== 'header')).toEqual([]);
    await close.click();
    await expectClosed();

    await toggle.click();
    await panel.getByRole('link', { name: ui('es', 'nav.blog'), exact: true }).click();
    await expect(page).toHaveURL('/blog/');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await rootOverflow(page)).not.toBe('hidden');
    // The router scrolls the new page to the top once it has rendered; retry past that.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 200);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
  },
);

for (const locale of otherLocales) {
  test(`the open menu's toggle is named in the page's language (${locale})`, async ({ page }) => {
    // The name changes in the browser, so it is not in the pre-rendered HTML.
    await page.goto(localizePath('/politica-privacidad', locale));
    await waitForHydration(page);
    await page.getByRole('button', { name: ui(locale, 'a11y.openMenu') }).click();
    await expect(page.getByRole('button', { name: ui(locale, 'a11y.closeMenu') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
}

test('the desktop navigation is hidden on phones and the toggle is hidden on desktops', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: ui('es', 'a11y.mainNav') })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: ui('es', 'a11y.mainNav') })).toBeVisible();
  await expect(page.getByRole('button', { name: ui('es', 'a11y.openMenu') })).toBeHidden();
});
