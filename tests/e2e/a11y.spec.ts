import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

test.describe.configure({ mode: 'parallel' });

const urls = [...allPages().map((p) => p.url), '/404', '/en/404', '/fr/404'];

for (const url of urls) {
  test(`axe finds no violation on ${url}`, async ({ page }) => {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  });
}
