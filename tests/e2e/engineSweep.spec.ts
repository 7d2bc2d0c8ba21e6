import { engines } from '../support/engines';
import {
  expectNoViolations,
  notFoundUrls,
  narrowestWidth,
  sidewaysOverflow,
  waitForHydration,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { allPages, layoutSample } from '../support/site';
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
const narrowUrls = [...layoutSample().map((page) => page.url), ...notFoundUrls];
const perTest = 12;
const groups = Array.from({ length: Math.ceil(narrowUrls.length / perTest) }, (_, index) =>
  narrowUrls.slice(index * perTest, (index + 1) * perTest),
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

  for (const group of groups) {
    test(`no sideways scroll at 320 px: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
      test.setTimeout(group.length * 10_000);
      await page.setViewportSize({ width: narrowestWidth, height: 720 });
      const wide: string[] = [];
      for (const url of group) {
        await page.goto(url, { waitUntil: 'load' });
        const overflow = await sidewaysOverflow(page);
        if (overflow) wide.push(`${url} is ${overflow}`);
      }
      expect(wide).toEqual([]);
    });
  }
});
