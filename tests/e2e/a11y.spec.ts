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
// A few pages share one browser context: the later ones load from its HTTP and code caches, about
// half the time of a fresh context, and the sweep still runs on both workers.
const perContext = 5;
const groups = Array.from({ length: Math.ceil(urls.length / perContext) }, (_, index) =>
  urls.slice(index * perContext, (index + 1) * perContext),
);

for (const group of groups) {
  test(`axe finds no violation and the CSP blocks nothing on ${group.join(', ')}`, async ({
    page,
  }) => {
    // Each page has the time a test of its own would have.
    test.setTimeout(group.length * 30_000);
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const errors = collectErrors(page);
    for (const url of group) {
      await test.step(url, async () => {
        errors.console.length = 0;
        errors.page.length = 0;
        const response = await page.goto(url);
        const csp = response?.headers()['content-security-policy'];
        expect.soft(csp).toContain("script-src 'self' 'sha256-");
        expect.soft(csp).toContain("style-src 'self';");
        expect.soft(csp).not.toContain('unsafe-inline');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await expectNoViolations(page, { soft: true });
        const blocked = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        );
        expect.soft(blocked).toEqual([]);
        expect
          .soft(errors.console.filter((line) => /Content Security Policy|Refused to/i.test(line)))
          .toEqual([]);
        expect.soft(errors.page).toEqual([]);
      });
    }
  });
}
