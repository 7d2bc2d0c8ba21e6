import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { engines } from '../support/engines';
import {
  expectNoViolations,
  notFoundUrls,
  narrowestWidth,
  publishedLocaleCodes,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { bandsDocument } from '../support/bands';
import { allPages, distClient, layoutSample, notFoundFiles, readHtml } from '../support/site';
import { defaultLocale } from '../../src/i18n/locales';

// Firefox and WebKit lay out and expose the same markup their own way: each gets an axe pass on
// one page of each type and the 320 px check on the pages that show every type and every block
// layout in each locale (layoutSample). Chromium sees every page in a11y.spec.ts and
// narrowScreens.spec.ts already; all of them in WebKit took a fifth of its run.
test.describe.configure({ mode: 'parallel' });

const onePerType = [
  ...new Map(
    allPages()
      .filter((page) => page.locale === defaultLocale)
      .map((page) => [page.type, page.url] as const)
      .reverse(),
  ).values(),
  '/404',
];
// Per locale, the sample's bands in one document (tests/support/bands.ts): in WebKit a load of
// each page took 220 of its test-seconds. The not-found pages are whole, with the site's bar and
// footer, which every page shares. Each is laid out in a frame 320 px wide, whose document's
// viewport that is, whatever the window's width.
const narrowSample = publishedLocaleCodes.map(
  (locale) => [locale, layoutSample().filter((page) => page.locale === locale)] as const,
);

test.describe('other engines', engines, () => {
  test.skip(({ browserName }) => browserName === 'chromium', 'a11y.spec.ts covers Chromium');

  test(`axe on one page of each type: ${onePerType.join(', ')}`, async ({ page }) => {
    test.setTimeout(onePerType.length * 30_000);
    for (const url of onePerType) {
      await test.step(url, async () => {
        await page.goto(url);
        await waitForHydration(page);
        await expectNoViolations(page, { soft: true });
      });
    }
  });

  for (const [locale, pages] of narrowSample) {
    test(`no sideways scroll at 320 px: the ${locale} sample's bands (${pages.length} pages)`, async ({
      page,
    }) => {
      const urls = pages.map(({ url }) => url);
      await openNarrow(page, bandsDocument(urls, 'all'));
      expect(await overflowByPage(page)).toEqual([]);
    });
  }

  test(`no sideways scroll at 320 px: ${notFoundUrls.join(', ')}`, async ({ page }) => {
    const wide: string[] = [];
    for (const { file } of notFoundFiles()) {
      await openNarrow(page, readHtml(join(distClient, file)).toString(), file);
      wide.push(...(await overflowByPage(page)));
    }
    expect(wide).toEqual([]);
  });
});

/**
 * `html` as the document of a frame `narrowestWidth` wide, on the site's origin (its stylesheet,
 * font and pictures load as on the site), once it and its fonts have loaded. `url`: the page it
 * stands for, where the document is not a document of bands.
 */
async function openNarrow(page: Page, html: string, url?: string) {
  const inner = url ? html.replace('<body', `<body data-url="${url}"`) : html;
  await page.route('**/__narrow/inner', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: inner }),
  );
  await page.route('**/__narrow/', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><body style="margin:0"><iframe src="/__narrow/inner" style="display:block;border:0;width:${narrowestWidth}px;height:720px"></iframe></body></html>`,
    }),
  );
  await page.goto('/__narrow/');
  await page.waitForFunction(() => {
    const frame = document.querySelector('iframe')?.contentDocument;
    return frame?.readyState === 'complete' && frame.fonts.status === 'loaded';
  });
}

/**
 * In the frame (openNarrow), each page's elements that reach past the frame's right edge, outside
 * any box that clips them: none where nothing scrolls sideways.
 */
function overflowByPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('iframe')!;
    const doc = frame.contentDocument!;
    const view = frame.contentWindow!;
    const viewport = doc.documentElement.clientWidth;
    if (doc.documentElement.scrollWidth <= viewport) return [];
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement) {
        if (view.getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const wrapper of doc.querySelectorAll<HTMLElement>('[data-url]')) {
      let worst = { right: viewport + 0.5, name: '' };
      for (const element of wrapper.querySelectorAll('*')) {
        const { right } = element.getBoundingClientRect();
        if (right > worst.right && !clipped(element)) {
          const label = element.textContent?.trim().slice(0, 40) ?? '';
          worst = { right, name: `<${element.tagName.toLowerCase()}> "${label}"` };
        }
      }
      if (worst.name)
        found.push(`${wrapper.dataset.url}: ${Math.round(worst.right)} px (${worst.name})`);
    }
    return found;
  });
}
