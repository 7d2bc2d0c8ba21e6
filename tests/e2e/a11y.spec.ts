import { expectNoViolations } from '../support/e2e';
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
    const csp = response?.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expectNoViolations(page);
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
