import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export interface ShellOptions {
  /** Cookie consent stored before each page loads; `null` leaves it unanswered (banner shown). */
  consent: 'all' | 'necessary' | 'customized' | null;
}

/**
 * Tests that are not about the cookie banner start with consent given, so the overlay never
 * covers what they click.
 */
export const test = base.extend<ShellOptions>({
  consent: ['all', { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent) {
      await page.addInitScript((value) => {
        try {
          if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', value);
        } catch {
          // A test may block storage on purpose.
        }
      }, consent);
    }
    await use(page);
    // The worker's next test gets this context back (reuseContext in playwright.config.ts), and
    // Playwright's reset leaves a test's `setOffline(true)` in place.
    await page.context().setOffline(false);
  },
});

/** Collects `console.error` messages and uncaught page errors. */
export function collectErrors(page: Page): { console: string[]; page: string[] } {
  const errors = { console: [] as string[], page: [] as string[] };
  page.on(
    'console',
    (message) => message.type() === 'error' && errors.console.push(message.text()),
  );
  page.on('pageerror', (error) => errors.page.push(error.message));
  return errors;
}
