import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { languageName, localeInfo, type Locale } from '../../src/i18n/locales';
import { publishedLocaleCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { unsupportedTag } from '../support/locales';
import { htmlFileOf, pageWithOwnUrls, readHtml } from '../support/site';

const nextLocale = (locale: Locale): Locale =>
  publishedLocaleCodes[(publishedLocaleCodes.indexOf(locale) + 1) % publishedLocaleCodes.length]!;

const savedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('i18nextLng'));

function builtH1(url: string): string {
  return readHtml(htmlFileOf(url)).querySelector('h1')!.text.trim();
}

// Its slug differs in every locale: going between languages follows each one's URL.
const { route } = pageWithOwnUrls();

// Firefox and WebKit run each behaviour once, from the first locale: what they could do otherwise
// is the engine's, not the language pair's, and every pair in WebKit (a browser language is a
// browser session of its own there) took a quarter of its run. Chromium runs every pair.
const inEngines = (yes: boolean) => (yes ? engines : {});

for (const locale of publishedLocaleCodes) {
  const target = nextLocale(locale);
  const everyEngine = inEngines(locale === publishedLocaleCodes[0]);

  test(
    `the switcher saves the choice, goes to the same page and sets <html lang> (${locale} → ${target})`,
    everyEngine,
    async ({ page }) => {
      await page.goto(localizePath(route, locale));
      await waitForHydration(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      // Case-sensitive: the language is named as in running text ("español", "français").
      const switcherName = ui(locale, 'language.switchTo').replace(
        '{{language}}',
        languageName(locale, locale),
      );
      const switcher = page.getByRole('button', {
        name: new RegExp(switcherName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      await expect(switcher).toContainText(localeInfo(locale).abbreviation);
      await switcher.click();
      // The switcher is a disclosure: its button names the list of links it shows.
      const menu = page.locator(`[id="${await switcher.getAttribute('aria-controls')}"]`);
      await expect(menu.getByRole('link')).toHaveText(
        publishedLocaleCodes.map(
          (code) => new RegExp(`${localeInfo(code).abbreviation}\\s*${localeInfo(code).name}`),
        ),
      );
      await menu.getByRole('link', { name: localeInfo(target).name }).click();

      await expect(page).toHaveURL(localizePath(route, target));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        builtH1(localizePath(route, target)),
      );
      expect(await savedChoice(page)).toBe(target);
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    },
  );

  test(
    `a saved choice redirects before the first paint of the other language (${target} on a ${locale} page)`,
    everyEngine,
    async ({ page }) => {
      await page.addInitScript((saved) => {
        localStorage.setItem('i18nextLng', saved);
        // Animation frames come just before paints: record what each of the first frames of
        // every document would show.
        let frames = 0;
        const record = () => {
          const root = document.documentElement;
          const paints = JSON.parse(sessionStorage.getItem('paints') ?? '[]') as unknown[];
          paints.push({
            path: location.pathname,
            lang: root.lang,
            visible: getComputedStyle(root).visibility !== 'hidden',
            text: document.body?.innerText.trim().slice(0, 40) ?? '',
          });
          sessionStorage.setItem('paints', JSON.stringify(paints));
          if (++frames < 30) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      }, target);
      await page.goto(localizePath(route, locale), { waitUntil: 'commit' });
      await expect(page).toHaveURL(localizePath(route, target));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        builtH1(localizePath(route, target)),
      );
      const painted = async () =>
        (
          (await page.evaluate(() => JSON.parse(sessionStorage.getItem('paints') ?? '[]'))) as {
            lang: string;
            visible: boolean;
            text: string;
          }[]
        ).filter((paint) => paint.visible && paint.text);
      await expect.poll(async () => (await painted()).length).toBeGreaterThan(0);
      // Frames keep being recorded: read them once, then check every visible one.
      const languages = new Set((await painted()).map((paint) => paint.lang));
      expect([...languages]).toEqual([target]);
    },
  );

  test.describe(`browser language suggestion on a ${locale} page`, everyEngine, () => {
    // A browser in that language and its country (`en_US` → `en-US`).
    test.use({ locale: localeInfo(target).ogLocale.replace('_', '-') });
    // Both on one worker, one after the other: in WebKit a browser language is a browser of its
    // own, started anew for each test that changes it.
    test.describe.configure({ mode: 'default' });

    test(`offers ${target}; "switch" saves and goes there`, async ({ page }) => {
      await page.goto(localizePath(route, locale));
      const bar = page.getByRole('region', { name: ui(target, 'language.suggestion.label') });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('lang', target);
      await expect(bar).toContainText(ui(target, 'language.suggestion.message'));
      await bar.getByRole('link', { name: ui(target, 'language.suggestion.switch') }).click();
      await expect(page).toHaveURL(localizePath(route, target));
      await expect(page.locator('html')).toHaveAttribute('lang', target);
      await expect(bar).toBeHidden();
      expect(await savedChoice(page)).toBe(target);
    });

    test(`"stay" saves ${locale} and hides the bar`, async ({ page }) => {
      await page.goto(localizePath('/blog', locale));
      const bar = page.getByRole('region', { name: ui(target, 'language.suggestion.label') });
      const stay = ui(target, 'language.suggestion.stay').replace(
        '{{language}}',
        languageName(locale, target),
      );
      await bar.getByRole('button', { name: stay }).click();
      await expect(bar).toBeHidden();
      expect(await savedChoice(page)).toBe(locale);
    });
  });
}

// No suggestion with a saved choice, nor when the browser speaks the page's language or one the
// site does not have. One test per browser, each in a browser started in that language (in WebKit a
// session of its own), rather than three contexts in one test's time. The page's own language is
// the plain case: Chromium alone runs it.
for (const [browserLocale, saved, everyEngine] of [
  ['en-US', 'es', true],
  ['es-ES', null, false],
  [unsupportedTag(), null, true],
] as const) {
  test.describe(`a browser in ${browserLocale}`, inEngines(everyEngine), () => {
    test.use({ locale: browserLocale });

    test(`gets no suggestion${saved ? ` with ${saved} saved` : ''}`, async ({ page }) => {
      if (saved) {
        await page.addInitScript((value) => localStorage.setItem('i18nextLng', value), saved);
      }
      await page.goto('/blog/');
      await waitForHydration(page);
      await expect(page).toHaveURL('/blog/');
      // The head script decides before the first paint, and marks the page when it will offer a
      // language (the bar reads only that mark): no mark, no bar, with no wait for the network.
      await expect(page.locator('html')).not.toHaveAttribute('data-language-suggest', /./);
      for (const locale of publishedLocaleCodes) {
        await expect(
          page.getByRole('region', { name: ui(locale, 'language.suggestion.label') }),
        ).toHaveCount(0);
      }
    });
  });
}

// The offer's room is reserved before the first paint (the head script marks the language), so
// the bar covers no heading and nothing moves when it arrives. Other engines on the phone.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, inEngines(viewport.width < 640), () => {
    test.use({ viewport });

    test(`the suggestion covers nothing and moves nothing at ${viewport.width} px`, async ({
      page,
    }) => {
      const url = localizePath('/engagement', 'fr');
      const h1 = page.getByRole('heading', { level: 1 });
      // The top of the first words in the page's content (the hero's label, above its title).
      const firstWords = () =>
        page.locator('main').evaluate((main) => {
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          let top = Infinity;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (box.height > 0) top = Math.min(top, box.top);
          }
          return top;
        });
      // First the page as painted before any bundle runs: its built HTML without the tags that
      // load them, so the inline head scripts alone run, and no bar. (Refusing the bundles' requests
      // instead leaves WebKit holding those modules as failed for the next load.)
      const withoutBundles = readFileSync(htmlFileOf(url), 'utf8')
        .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
        .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
        .replace(/<template id="deferred-scripts">[^]*?<\/template>/g, '');
      await page.route(`**${url}`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: withoutBundles }),
      );
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(request.url());
      });
      // Measured once the web font is in and laid out, both times: a heading set in the fallback
      // font first stood 1 px off the one measured after the swap (`fonts.ready` alone can resolve
      // before the font is even requested).
      const fontsLoaded = () =>
        page.evaluate(async () => {
          await document.fonts.load('800 1em "Inter Variable"');
          await document.fonts.ready;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-language-suggest', 'es');
      await fontsLoaded();
      const before = (await h1.boundingBox())!.y;
      expect(scripts).toEqual([]);
      await page.unroute(`**${url}`);
      // Then with the bar.
      await page.goto(url);
      const bar = page.getByRole('region', { name: ui('es', 'language.suggestion.label') });
      await expect(bar).toBeVisible();
      await fontsLoaded();
      const barBox = (await bar.boundingBox())!;
      const after = (await h1.boundingBox())!.y;
      expect(await firstWords()).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(Math.abs(after - before)).toBeLessThan(1);
    });
  });
}
