import './firefoxBidi';
import { test as playwrightTest, type Clock, type Page } from '@playwright/test';
import { webkitTest } from './webkit/fixtures';

/** Set by playwright.webkit.config.ts: this run drives WebKitGTK over W3C WebDriver. */
export const isWebKitRun = process.env.E2E_ENGINE === 'webkit';
const base = isWebKitRun ? (webkitTest as unknown as typeof playwrightTest) : playwrightTest;

export { expect } from '@playwright/test';

export interface ShellOptions {
  /** Cookie consent stored before each page loads; `null` leaves it unanswered (banner shown). */
  consent: 'all' | 'necessary' | 'customized' | null;
}

const clockMethods = [
  'install',
  'pauseAt',
  'runFor',
  'fastForward',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;
const watchedClocks = new WeakSet<Clock>();
const usedClocks = new WeakSet<Clock>();

/** Marks `clock` as used on its first call; wraps each clock once, as contexts are reused. */
function watchClock(clock: Clock) {
  if (watchedClocks.has(clock)) return;
  watchedClocks.add(clock);
  for (const name of clockMethods) {
    const method = clock[name].bind(clock) as (...args: unknown[]) => Promise<void>;
    Object.assign(clock, {
      [name]: (...args: unknown[]) => {
        usedClocks.add(clock);
        return method(...args);
      },
    });
  }
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
    // The worker's next test gets this context back (reuseContext in playwright.config.ts). Two
    // things survive Playwright's reset: `setOffline(true)`, undone here; and, now and then, one
    // of the clock's init scripts without the clock itself, which then fails the next test's
    // pages ("Cannot read properties of undefined (reading 'controller')"). A context whose
    // clock was used is closed, so the next test gets a new one.
    const clock = page.context().clock;
    watchClock(clock);
    await use(page);
    if (isWebKitRun) return;
    // A saved language survives until Playwright's reset visits the origin's root to clear it,
    // and the head script sends that visit to the saved language's page: the reset's context is
    // destroyed under it and the next test fails at set-up (once in Firefox, session 18).
    const savedLanguage = await page
      .evaluate(() => localStorage.getItem('i18nextLng'))
      .catch(() => null);
    if (usedClocks.has(clock) || savedLanguage) await page.context().close();
    else await page.context().setOffline(false);
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
