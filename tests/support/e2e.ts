import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { defaultLocale, localeCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';

export { localeCodes, localizePath };
/** A UI string of a locale, read from the same files the site uses. */
export { ui } from './site';

/**
 * The locales besides the default one. Texts shown only after an interaction are checked in
 * these; in Spanish the behaviour tests, which find controls by their Spanish names, check them.
 */
export const otherLocales = localeCodes.filter((locale) => locale !== defaultLocale);

/**
 * Resolves once the page has nothing left to load. The cookie banner and the language suggestion
 * are chunks requested while the page hydrates, so one that is absent now will not appear later.
 */
export async function waitForLazyParts(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Resolves once Vike has hydrated the page (client routing is then active). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Scrolls, then waits two frames: the scroll event has fired and React has committed. */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe on the page as it is now and expects zero violations, listed readably; `soft` lets a
 * sweep go on to its next page and report them all.
 * axe-core runs in the page itself: `@axe-core/playwright` analyses frame by frame and finishes
 * in a second blank page, which cost about 2 s a page; the site has no frames to combine.
 */
export async function expectNoViolations(page: Page, { soft = false } = {}): Promise<void> {
  // Evaluated as a protocol expression, so the page's CSP (no eval) does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } };
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  (soft ? expect.soft : expect)(violations).toEqual([]);
}

/** Stops the page's clock (a second ahead), so a test moves time itself with `page.clock.runFor`. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A second ahead: the page's clock keeps running until the pause lands.
  await page.clock.pauseAt(now + 1000);
}
