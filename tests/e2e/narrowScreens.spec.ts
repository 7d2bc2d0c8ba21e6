import { axeSweepUrls, everyPageUrl, narrowestWidth, sidewaysOverflow } from '../support/e2e';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'parallel' });

// DESIGN.md: no page scrolls sideways at any width from 320 px, in any locale (French and
// Spanish run longer than English). Layout needs a browser. The axe sweep (a11y.spec.ts) checks
// the pages it visits, narrowed to 320 px after its checks; this loads the others at 320 px.
const urls = everyPageUrl.filter((url) => !axeSweepUrls.includes(url));
const perTest = 16;
const groups = Array.from({ length: Math.ceil(urls.length / perTest) }, (_, index) =>
  urls.slice(index * perTest, (index + 1) * perTest),
);

test.use({ viewport: { width: narrowestWidth, height: 720 } });

for (const group of groups) {
  test(`no sideways scroll at 320 px: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    test.setTimeout(group.length * 10_000);
    const wide: string[] = [];
    for (const url of group) {
      await page.goto(url, { waitUntil: 'load' });
      const overflow = await sidewaysOverflow(page);
      if (overflow) wide.push(`${url} is ${overflow}`);
    }
    expect(wide).toEqual([]);
  });
}
