import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { htmlFileOf, readHtml } from '../support/site';
import { localizePath, otherLocales, pauseClock, ui, waitForHydration } from '../support/e2e';

/** Title and description that the pre-rendered page declares. */
function expectedHead(url: string) {
  const head = readHtml(htmlFileOf(url)).querySelector('head')!;
  return {
    title: head.querySelector('title')!.text,
    description: head.querySelector('meta[name="description"]')!.getAttribute('content')!,
  };
}

async function expectHeadOf(page: Page, url: string, locale: Locale) {
  const expected = expectedHead(url);
  await expect(page).toHaveURL(url);
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    expected.description,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/** Holds the next page's data until `release` is called; `requested` resolves when it is asked for. */
async function holdPageContext(page: Page) {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/index.pageContext.json', async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { requested, release };
}

function clickFooterLink(page: Page, locale: Locale, key: string) {
  return page
    .getByRole('contentinfo')
    .getByRole('link', { name: ui(locale, key), exact: true })
    .click();
}

test(
  'a client navigation shows "Loading..." only past 150 ms, then the new page at the top',
  engines,
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/politica-privacidad/');
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const status = page.getByRole('status').filter({ hasText: ui('es', 'loading') });
    const next = await holdPageContext(page);

    // Time is controlled, not measured: paused while the next page's data is held.
    await pauseClock(page);
    await clickFooterLink(page, 'es', 'nav.pricing');
    await next.requested;
    await page.clock.runFor(149);
    await expect(status).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(status).toBeVisible();

    await page.clock.resume();
    next.release();
    await expectHeadOf(page, '/pricing/', 'es');
    await expect(status).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
  },
);

for (const locale of otherLocales) {
  test(`a slow client navigation says "Loading..." in the page's language (${locale})`, async ({
    page,
  }) => {
    // The indicator is rendered in the browser only, so its text is not in the built HTML.
    await page.goto(localizePath('/plataforma', locale));
    await waitForHydration(page);
    const next = await holdPageContext(page);
    await clickFooterLink(page, locale, 'nav.blog');
    await next.requested;
    await expect(page.getByRole('status').filter({ hasText: ui(locale, 'loading') })).toBeVisible();
    next.release();
    await expectHeadOf(page, localizePath('/blog', locale), locale);
  });
}

test('the /privacy-policy alias lands on the privacy page', async ({ page }) => {
  // Every locale's alias is a 301 to its own privacy page: tests/e2e/hosting.spec.ts.
  await page.goto('/privacy-policy/');
  await expect(page).toHaveURL('/politica-privacidad/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    readHtml(htmlFileOf('/politica-privacidad/')).querySelector('h1')!.text,
  );
});

test('the alias stub forwards without JavaScript on hosts with no redirect rules', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${localizePath('/privacy-policy', 'en')}index.html`);
  await expect(page).toHaveURL(localizePath('/politica-privacidad', 'en'));
  await context.close();
});

test(
  'client navigation across locales updates <html lang>, title and description',
  engines,
  async ({ page }) => {
    await page.goto(localizePath('/pricing', 'en'));
    await waitForHydration(page);
    await markDocument(page);
    // Stands in for the language switcher: any same-origin link is handled by the client router.
    const target = localizePath('/blog', 'fr');
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'fr-blog';
      document.querySelector('main')!.append(link);
    }, target);
    await page.getByRole('link', { name: 'fr-blog' }).click();
    await expectHeadOf(page, target, 'fr');
    // The footer drawn on the client names each page at its French URL.
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: ui('fr', 'nav.pricing'), exact: true }),
    ).toHaveAttribute('href', localizePath('/pricing', 'fr'));
    expect(await isSameDocument(page)).toBe(true);
  },
);

test('a body reached by client-side navigation is the one its page was built with', async ({
  page,
}) => {
  // The browser never gets a body as code: it takes the page's own pre-rendered body.
  const url = '/blog/gamificacion-en-la-formacion-corporativa/';
  const built = readHtml(htmlFileOf(url)).querySelector('[data-mdx-body]')!;
  await page.goto('/blog/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator(`main a[href="${url}"]`).first().click();
  await expect(page).toHaveURL(url);
  const body = page.locator('[data-mdx-body]');
  await expect(body.getByRole('heading', { level: 1 })).toHaveText(
    built.querySelector('h1')!.text.trim(),
  );
  const text = (value: string) => value.replace(/\s+/g, ' ').trim();
  expect(text(await body.evaluate((element) => element.textContent ?? ''))).toBe(text(built.text));
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});

test('pointing at a link fetches the next page’s layout and body before the click', async ({
  page,
}) => {
  const url = '/blog/gamificacion-en-la-formacion-corporativa/';
  await page.goto('/blog/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const link = page.locator(`main a[href="${url}"]`).first();
  await link.hover();
  await expect.poll(() => requested.includes(url)).toBe(true);
  expect(requested.some((path) => path.endsWith('.js'))).toBe(true);

  const before = requested.length;
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.locator('[data-mdx-body] h1')).toBeVisible();
  // Only the page's data is left to fetch once the click comes.
  expect(requested.slice(before).filter((path) => path.endsWith('.js') || path === url)).toEqual(
    [],
  );
});
