import AxeBuilder from '@axe-core/playwright';
import { collectErrors, expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

test.describe.configure({ mode: 'parallel' });

const urls = [...allPages().map((p) => p.url), '/404', '/en/404', '/fr/404'];

// One visit per page checks both accessibility and the Content-Security-Policy from _headers.
for (const url of urls) {
  test(`axe finds no violation and the CSP blocks nothing on ${url}`, async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const errors = collectErrors(page);
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
    const blocked = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(blocked).toEqual([]);
    expect(
      errors.console.filter((line) => /Content Security Policy|Refused to/i.test(line)),
    ).toEqual([]);
    expect(errors.page).toEqual([]);
  });
}
