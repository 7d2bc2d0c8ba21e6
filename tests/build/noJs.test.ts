import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { audiences } from '../../src/data/pricing';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { formatEuros } from '../../src/render/format/pricingText';
import { allPages, distClient, htmlFileOf, readHtml, ui } from '../support/site';

// What a visitor without JavaScript gets is the pre-rendered HTML and the stylesheet, so it is
// read from the build. The browser keeps what needs one: menus opening on focus (noJs.spec.ts).

const breakpoints = ['', 'sm:', 'md:', 'lg:', 'xl:'];
const displays =
  /^(hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|flow-root|table|list-item)$/;

/**
 * Whether Tailwind's display utilities hide an element on the 1280 px desktop the browser used:
 * the widest breakpoint up to xl that sets a display wins (the article's contents are a
 * `<details>` on phones and a `nav` on desktops, both in the HTML).
 */
function hiddenOnDesktop(element: HTMLElement): boolean {
  const classes = (element.getAttribute('class') ?? '').split(/\s+/);
  let display = '';
  for (const prefix of breakpoints) {
    for (const name of classes) {
      const utility = name.startsWith(prefix) ? name.slice(prefix.length) : '';
      if (displays.test(utility)) display = utility;
    }
  }
  return display === 'hidden';
}

/** Not rendered without JavaScript: never-rendered elements, `hidden` and desktop-hidden ones. */
function isHidden(element: HTMLElement): boolean {
  return (
    ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) ||
    element.hasAttribute('hidden') ||
    hiddenOnDesktop(element)
  );
}

/** A closed `<details>` renders its summary only. */
const collapsed = (node: HTMLElement) =>
  node.parentNode?.tagName === 'DETAILS' &&
  !node.parentNode.hasAttribute('open') &&
  node.tagName !== 'SUMMARY';

function shownWithoutJs(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node?.tagName; node = node.parentNode) {
    if (isHidden(node) || collapsed(node)) return false;
  }
  return true;
}

/** The text a no-JS visitor's browser renders, as the `innerText` the browser test read. */
function shownText(element: HTMLElement): string {
  if (isHidden(element)) return '';
  return element.childNodes
    .map((child) => {
      if (child.nodeType === 3) return child.text;
      if (child.nodeType !== 1 || collapsed(child as HTMLElement)) return '';
      return shownText(child as HTMLElement);
    })
    .join('');
}

/** The page's banner or contentinfo: the header or footer that belongs to no sectioning element. */
function landmark(html: HTMLElement, tag: 'header' | 'footer'): HTMLElement | undefined {
  return html
    .querySelectorAll(tag)
    .find((element) => !element.parentNode?.closest('main, article, aside, nav, section'));
}

describe.each(allPages())('$url without JavaScript', ({ url, locale, type }) => {
  const html = readHtml(htmlFileOf(url));
  const main = html.querySelector('main');

  it('shows an h1 in main, and more than 200 characters of text', () => {
    expect(main, 'a <main>').toBeTruthy();
    const h1 = main!.querySelector('h1');
    expect(h1, 'an h1 in main').toBeTruthy();
    expect(shownWithoutJs(h1!), 'the h1 is rendered').toBe(true);
    expect(shownText(h1!).trim()).not.toBe('');
    // The alias page only names the page it refreshes to.
    if (type !== 'redirect') {
      expect(shownText(main!).replace(/\s+/g, ' ').trim().length).toBeGreaterThan(200);
    }
  });

  it('hides nothing in main that only JavaScript would reveal', () => {
    const revealedByJs = [main!, ...main!.querySelectorAll('*')]
      .filter((element) => element.hasAttribute('hidden') || element.hasAttribute('inert'))
      .map((element) => element.toString().slice(0, 120));
    expect(revealedByJs).toEqual([]);
  });

  it('has the menus’ links in the header and links in the footer', () => {
    const header = landmark(html, 'header');
    expect(header && shownWithoutJs(header), 'a rendered banner header').toBe(true);
    for (const key of ['nav.solutionsMenu.training.label', 'nav.resourcesMenu.affiliates.label']) {
      const text = ui(locale, key);
      expect(
        header!.querySelectorAll('a[href]').some((link) => link.text.includes(text)),
        `a header link "${text}"`,
      ).toBe(true);
    }
    const footerLinks = landmark(html, 'footer')?.querySelectorAll('a[href]') ?? [];
    expect(footerLinks.filter(shownWithoutJs).length, 'rendered footer links').toBeGreaterThan(0);
  });
});

describe('the stylesheet without JavaScript', () => {
  const sheets = new Set(
    allPages().flatMap(({ url }) =>
      readHtml(htmlFileOf(url))
        .querySelectorAll('link[rel="stylesheet"]')
        .map((link) => link.getAttribute('href')!),
    ),
  );

  it('hides tab and accordion panels only once the inline script has set html.js', () => {
    const selectors = [...sheets].flatMap((href) =>
      readFileSync(join(distClient, href), 'utf8')
        .split(/[{}]/)
        .filter((_, index) => index % 2 === 0)
        .flatMap((list) => list.split(','))
        .map((selector) => selector.trim())
        .filter((selector) => /\[data-(tab|disclosure)-panel\]/.test(selector)),
    );
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.filter((selector) => !selector.startsWith('html.js '))).toEqual([]);
  });
});

describe.each(publishedLocaleCodes)('pricing without JavaScript (%s)', (locale) => {
  const html = readHtml(htmlFileOf(localizePath('/pricing', locale)));

  /** Articles named by their heading, as `getByRole('article', { name, exact: true })` finds them. */
  const articlesNamed = (name: string) =>
    html.querySelectorAll('article[aria-labelledby]').filter((article) => {
      const label = html.getElementById(article.getAttribute('aria-labelledby')!);
      return label?.text.trim() === name && shownWithoutJs(article);
    });

  it.each(audiences.creators.plans.filter((plan) => plan.priceYearly))(
    'shows the yearly price of $name',
    (plan) => {
      const articles = articlesNamed(plan.name);
      expect(articles).toHaveLength(1);
      const price = formatEuros(plan.priceYearly!, locale).replace(/\s/g, ' ');
      expect(shownText(articles[0]!).replace(/\s/g, ' ')).toContain(price);
    },
  );
});
