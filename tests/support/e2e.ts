import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { defaultLocale, publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { islandChunkFile, readAssetsManifest } from '../../scripts/bench/firstLoadFiles';

import { allPages, projectRoot } from './site';
import { NotInWebDriver, WebKitPage } from './webkit/page';

export { publishedLocaleCodes, localizePath };
/** A UI string of a locale, read from the same files the site uses. */
export { ui } from './site';

export const notFoundUrls = publishedLocaleCodes.map((locale) =>
  locale === defaultLocale ? '/404' : `/${locale}/404`,
);

/** Every page of the site, the 404s included (they are pages too). */
export const everyPageUrl = [...allPages().map((page) => page.url), ...notFoundUrls];

/**
 * The locales besides the default one. Texts shown only after an interaction are checked in
 * these; in Spanish the behaviour tests, which find controls by their Spanish names, check them.
 */
export const otherLocales = publishedLocaleCodes.filter((locale) => locale !== defaultLocale);

/**
 * The pages the axe sweep visits: every page of the default locale, and one page of each type in
 * one other locale, the other locales taking turns by type (and every 404). A locale changes
 * words, not markup: its words' contrast and lengths are seen on the layouts it gets.
 */
export const axeSweepUrls = (() => {
  const types = [...new Set(allPages().map((page) => page.type))];
  const sampled = new Set<string>();
  return [
    ...allPages()
      .filter(({ locale, type }) => {
        if (locale === defaultLocale) return true;
        const turn = otherLocales[types.indexOf(type) % otherLocales.length];
        if (locale !== turn || sampled.has(type)) return false;
        sampled.add(type);
        return true;
      })
      .map((page) => page.url),
    ...notFoundUrls,
  ];
})();

/**
 * Resolves once the page has nothing left to load. The cookie banner and the language suggestion
 * are chunks requested while the page hydrates, so one that is absent now will not appear later.
 */
export async function waitForLazyParts(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Resolves once `condition`, run in the page, returns true. Not `page.waitForFunction`: past its
 * first try it re-creates the predicate with `eval`, which the site's CSP refuses and reports as
 * a violation (the a11y sweep caught one on a loaded machine, where hydration was slower).
 */
export async function untilTrue(
  page: Page,
  condition: () => boolean,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(() => page.evaluate(condition), { timeout, intervals: [50, 100, 250] })
    .toBe(true);
}

/** Resolves once Vike has hydrated the page (client routing is then active). */
export async function waitForHydration(page: Page): Promise<void> {
  await untilTrue(page, () => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Scrolls an island that hydrates when seen (src/render/islands) into view, as a reader would before
 * using it, and resolves once it has hydrated.
 */
export async function scrollToIsland(page: Page, name: string, index = 0): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).nth(index);
  // The island's wrapper has no box of its own (display: contents); its content has. A reader
  // scrolls to it, or points at it when it is already on screen: either wakes it.
  // Its content may start with another such wrapper (the demo's): the reader points at a box.
  const content = island.locator(':scope > :not(.contents), :scope > .contents > *').first();
  await content.scrollIntoViewIfNeeded();
  await content.hover();
  await expect(island).toHaveAttribute('data-island-hydrated', '');
}

/**
 * A reader's tap on `target`. Playwright's touchscreen sends nothing over WebDriver BiDi (its
 * `moz-` channels: Firefox ESR here), so there the tap is the mouse click a Firefox visitor, most
 * often on a desktop, makes: the same press on the same control, reaching the page as a click.
 */
/**
 * The page's focused element is `target`, whether or not the browser window has the system's
 * focus: headless Firefox keeps document.hasFocus() false once focus has left for its own
 * controls in an earlier test of the worker, and WebKitGTK's window under Xvfb never has it, so
 * toBeFocused() reads "inactive" there although the page moved its focus right.
 */
export async function expectFocused(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

/**
 * The text on the system clipboard. WebKit gives `navigator.clipboard.readText()` to no script
 * run by WebDriver: there it is what Ctrl+V pastes into the page (WebKitPage.pastedText).
 */
export async function clipboardText(page: Page): Promise<string> {
  if (page instanceof WebKitPage) return page.pastedText();
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function tap(target: Locator): Promise<void> {
  const { channel } = test.info().project.use;
  if (channel?.startsWith('moz-')) await target.click();
  else await target.tap();
}

/**
 * Holds the page's requests for the files `held` picks until `release()`: what needs them cannot
 * run before, so a test acts "before hydration" without racing it. `requested` resolves once the
 * page has asked for one of them.
 */
export async function holdRequests(page: Page, held: (path: string) => boolean) {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(
    (url) => held(url.pathname),
    async (route) => {
      requested();
      await released;
      // The test may have ended (and closed the page) while it held the request.
      await route.continue().catch(() => {});
    },
  );
  return { requested: asked, release };
}

/** Holds the code of the island `name` (see holdRequests): it cannot hydrate before `release()`. */
export function holdIslandCode(page: Page, name: string) {
  const file = islandChunkFile(readAssetsManifest(join(projectRoot, 'dist')), name);
  return holdRequests(page, (path) => path === file);
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
 * in a second blank page, which cost time on every page; the site has no frames to combine.
 */
export async function expectNoViolations(page: Page, { soft = false } = {}): Promise<void> {
  // Colours are judged as they end: a line still fading in would fail contrast for a moment.
  // Under reduced motion every animation and transition lasts 0.01 ms (global.css), so one that
  // the last click started has ended too: the wait below could find none on the demo's new line,
  // because it had not started yet, and axe judged it mid-fade.
  // WebDriver (the WebKit run) cannot emulate media features: there the wait below alone lets the
  // animations end before axe judges colours.
  const emulated = await page.emulateMedia({ reducedMotion: 'reduce' }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof NotInWebDriver) return false;
      throw error;
    },
  );
  // Bounded: in one fresh-clone run of many, a finite animation on /upskilling/ never finished and
  // the test hung until its timeout. Past 5 s axe runs anyway, and the test names what still runs.
  const running = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect?.getComputedTiming().iterations !== Infinity &&
          animation.playState !== 'finished' &&
          animation.playState !== 'idle',
      );
  await expect
    .poll(() => page.evaluate(`(${running.toString()})().length`), {
      timeout: 5_000,
      intervals: [100],
    })
    .toBe(0)
    .catch(async () => {
      const stuck = await page.evaluate(
        `(${running.toString()})().map((animation) => [
          animation.transitionProperty ?? animation.animationName ?? animation.id,
          animation.effect?.target?.outerHTML.slice(0, 120),
          animation.playState,
          animation.currentTime,
        ].join(' '))`,
      );
      test.info().annotations.push({
        type: 'animations still running before axe',
        description: JSON.stringify(stuck),
      });
    });
  // Evaluated as a protocol expression, so the page's CSP (no eval) does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } };
    const results = await axe.run({ resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  if (emulated) await page.emulateMedia({ reducedMotion: null });
  (soft ? expect.soft : expect)(violations).toEqual([]);
}

/** Stops the page's clock (a second ahead), so a test moves time itself with `page.clock.runFor`. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A second ahead: the page's clock keeps running until the pause lands.
  await page.clock.pauseAt(now + 1000);
}

/** The narrowest screen every page must fit without scrolling sideways (DESIGN.md). */
export const narrowestWidth = 320;

/**
 * Where a page scrolls sideways at the viewport's width: `null` when it fits, else its width and
 * the element that sticks out furthest, so a failure says where to look.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    let worst = { right: viewport, name: '' };
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (clipped(element)) continue;
      const { right } = element.getBoundingClientRect();
      if (right > worst.right + 0.5) {
        const label = element.textContent?.trim().slice(0, 40) ?? '';
        worst = {
          right,
          name: `<${element.tagName.toLowerCase()} class="${element.className}"> "${label}"`,
        };
      }
    }
    return `${width} px wide (${Math.round(worst.right)} px: ${worst.name})`;
  });
}

/**
 * Chooses a radio button as a reader does, by clicking its visible label: the input itself is
 * visually hidden (a 1 px box), and where that box lands differs by engine (in Firefox a click on
 * it reaches another element).
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
