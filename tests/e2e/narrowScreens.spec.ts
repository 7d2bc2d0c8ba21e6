import { localeCodes } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

test.describe.configure({ mode: 'parallel' });

// DESIGN.md: no page scrolls sideways at any width from 320 px, in any locale (French and
// Spanish run longer than English). Layout needs a browser; the 404s are pages too.
const urls = [
  ...allPages().map((page) => page.url),
  ...localeCodes.map((locale) => (locale === 'es' ? '/404' : `/${locale}/404`)),
];
const perTest = 16;
const groups = Array.from({ length: Math.ceil(urls.length / perTest) }, (_, index) =>
  urls.slice(index * perTest, (index + 1) * perTest),
);

test.use({ viewport: { width: 320, height: 720 } });

for (const group of groups) {
  test(`no sideways scroll at 320 px: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    test.setTimeout(group.length * 10_000);
    const wide: string[] = [];
    for (const url of group) {
      await page.goto(url, { waitUntil: 'load' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) {
        // Name the widest element that sticks out, so the failure says where to look.
        const culprit = await page.evaluate(() => {
          let worst = { right: 320, name: '' };
          const clipped = (element: Element) => {
            for (
              let up = element.parentElement;
              up && up !== document.body;
              up = up.parentElement
            ) {
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
          return `${Math.round(worst.right)} px: ${worst.name}`;
        });
        wide.push(`${url} is ${width} px wide (${culprit})`);
      }
    }
    expect(wide).toEqual([]);
  });
}
