import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

// A page's headline is read at a glance: at 1440 px no h1 runs past four lines, in Inter or in
// the metric-matched fallback a first visit may show (font-display: optional; src/styles/global.css).
// The fallback matches Inter's widths on average, not string by string: a headline that sets on
// another number of lines in it is listed in the test's annotations, not failed.
const maxLines = 4;
test.use({ viewport: { width: 1440, height: 900 } });

/** The h1's lines: its height over its line height. */
function headline(page: Page) {
  return page.locator('h1').evaluate((h1) => {
    const lineHeight = parseFloat(getComputedStyle(h1).lineHeight);
    return {
      words: h1.textContent ?? '',
      lines: Math.round(h1.getBoundingClientRect().height / lineHeight),
    };
  });
}

async function linesOfEveryPage(page: Page) {
  const found = new Map<string, { words: string; lines: number }>();
  for (const { url } of allPages()) {
    await page.goto(url);
    found.set(url, await headline(page));
  }
  return found;
}

test(`no page's h1 takes more than ${maxLines} lines at 1440 px, in Inter or in its fallback`, async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Inter: once the first page has it, every later page draws with it from the memory cache.
  await page.goto(allPages()[0]!.url);
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() => document.fonts.check('800 60px "Inter Variable"')),
    'the web font loaded',
  ).toBe(true);
  const inter = await linesOfEveryPage(page);

  // The fallback: the web font never arrives.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const fallbackPage = await context.newPage();
  await fallbackPage.route('**/*.woff2', (route) => route.abort());
  const fallback = await linesOfEveryPage(fallbackPage);
  await context.close();

  const tooLong = (found: typeof inter, font: string) =>
    [...found]
      .filter(([, { lines }]) => lines > maxLines)
      .map(([url, { words, lines }]) => `${url}: ${lines} lines in ${font}, "${words}"`);
  expect([...tooLong(inter, 'Inter'), ...tooLong(fallback, 'the fallback')]).toEqual([]);
  for (const [url, { words, lines }] of inter) {
    const other = fallback.get(url)!.lines;
    if (other !== lines)
      test.info().annotations.push({
        type: 'fallback sets it otherwise',
        description: `${url}: ${lines} lines in Inter, ${other} in the fallback, "${words}"`,
      });
  }
});
