import {
  axeSweepUrls,
  expectNoViolations,
  narrowestWidth,
  sidewaysOverflow,
  waitForHydration,
} from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'parallel' });

const urls = axeSweepUrls;

// One visit per page checks accessibility, the Content-Security-Policy from _headers and, with the
// window then narrowed to 320 px, that nothing scrolls sideways (narrowScreens.spec.ts covers the
// pages this sweep does not visit).
// A few pages share one browser context: the later ones load from its HTTP and code caches,
// faster than in a fresh context, and the sweep still runs on both workers.
const perContext = 5;
const groups = Array.from({ length: Math.ceil(urls.length / perContext) }, (_, index) =>
  urls.slice(index * perContext, (index + 1) * perContext),
);

for (const group of groups) {
  test(`axe finds no violation, the CSP blocks nothing and 320 px fits on ${group.join(', ')}`, async ({
    page,
  }) => {
    const desktop = page.viewportSize()!;
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
        await waitForHydration(page);
        await expectNoViolations(page, { soft: true });
        const blocked = await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        );
        expect.soft(blocked).toEqual([]);
        expect
          .soft(errors.console.filter((line) => /Content Security Policy|Refused to/i.test(line)))
          .toEqual([]);
        expect.soft(errors.page).toEqual([]);
        await page.setViewportSize({ width: narrowestWidth, height: 720 });
        expect.soft(await sidewaysOverflow(page), `${url} at ${narrowestWidth} px`).toBeNull();
        await page.setViewportSize(desktop);
      });
    }
  });
}
