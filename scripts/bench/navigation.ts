import type { Browser } from 'playwright-core';
import { median } from './stats';

export interface NavigationTiming {
  from: string;
  to: string;
  /** Median ms from the click to the new page's h1 being painted, after hovering primed the prefetch. */
  prefetchedMs: number;
  /** The same with no hover first, so nothing of the new page was fetched before the click. */
  coldMs: number;
  runs: number;
}

/**
 * In-page code as a string: the TypeScript runner would otherwise wrap its functions in helpers
 * that don't exist in the page.
 */
function clickAndWaitForHeading(href: string, previousHeading: string): string {
  return `new Promise((resolve) => {
    const anchor = document.querySelector(${JSON.stringify(`a[href="${href}"]`)});
    const started = performance.now();
    anchor.click();
    const check = () => {
      const h1 = document.querySelector('h1');
      if (h1 && h1.textContent !== ${JSON.stringify(previousHeading)} && h1.getClientRects().length) {
        resolve(performance.now() - started);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

/**
 * Times client-side navigation as a visitor would see it: click a link, wait until the next
 * frame shows the new page's h1. Each run starts from a fresh load of `from`, with consent stored
 * so the cookie banner stays out of the way.
 */
export async function timeNavigation(
  browser: Browser,
  baseUrl: string,
  from: string,
  to: string,
  runs: number,
): Promise<NavigationTiming> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'all'));
  const page = await context.newPage();
  const link = page.locator(`a[href="${to}"]`).first();

  const run = async (prefetch: boolean) => {
    await page.goto(baseUrl + from);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    if (prefetch) {
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(50);
    }
    const fromHeading = await page.locator('h1').first().textContent();
    return page.evaluate<number>(clickAndWaitForHeading(to, fromHeading ?? ''));
  };

  const prefetched: number[] = [];
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    prefetched.push(await run(true));
    cold.push(await run(false));
  }
  await context.close();
  return { from, to, prefetchedMs: median(prefetched), coldMs: median(cold), runs };
}
