import { defaultLocale } from '../../src/i18n/locales';
import { expectNoViolations, localeCodes } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { allPages } from '../support/site';

test.describe.configure({ mode: 'parallel' });

// Every page of the default locale; in the others, the first page of each type and the 404: a
// locale changes words, not markup, and its words' contrast and lengths are seen on each layout.
const seen = new Set<string>();
const urls = [
  ...allPages()
    .filter(({ locale, type }) => {
      if (locale === defaultLocale) return true;
      if (seen.has(`${locale} ${type}`)) return false;
      seen.add(`${locale} ${type}`);
      return true;
    })
    .map((page) => page.url),
  ...localeCodes.map((locale) => (locale === defaultLocale ? '/404' : `/${locale}/404`)),
];

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
