import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { resourceLinks, solutionLinks } from '../../src/render/components/header/navLinks';
import {
  productLinks,
  solutionGroups,
  solutionPages,
} from '../../src/render/components/layout/siteMap';
import { useCases } from '../../src/data/useCases';
import { loginUrl, registerUrl, site } from '../../src/config/site';
import { defaultLocale, publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import {
  allPages,
  distClient,
  htmlFileOf,
  linksNamed,
  normalizeText,
  notFoundFiles,
  readHtml,
  textOf,
  ui,
} from '../support/site';

// The header, mobile panel and footer as pre-rendered: what each locale shows at first paint.
// Their behaviour (menus, focus trap, scroll) is tested once, in Spanish, in tests/e2e.

const newTab = { target: '_blank', rel: 'noopener noreferrer' };
const sameTab = { target: undefined, rel: undefined };

function expectLinks(
  root: HTMLElement,
  name: string,
  href: string,
  opens: typeof newTab | typeof sameTab = sameTab,
) {
  const links = linksNamed(root, name);
  expect(links.length, name).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.getAttribute('href'), name).toBe(href);
    expect(link.getAttribute('target'), name).toBe(opens.target);
    expect(link.getAttribute('rel'), name).toBe(opens.rel);
  }
}

describe('header links', () => {
  it.each(allPages())('$url: every internal header link carries its locale prefix', (page) => {
    const internal = readHtml(htmlFileOf(page.url))
      .querySelectorAll('header a[href^="/"]:not([hreflang])')
      .map((link) => link.getAttribute('href')!);
    expect(internal.length).toBeGreaterThanOrEqual(10);
    const prefixed = new RegExp(`^/(${publishedLocaleCodes.join('|')})(/|$)`);
    for (const href of internal) {
      if (page.locale === defaultLocale) expect(href).not.toMatch(prefixed);
      else expect(href).toMatch(new RegExp(`^/${page.locale}(/|$)`));
    }
  });

  for (const locale of publishedLocaleCodes) {
    const t = (key: string) => ui(locale, key);
    const header = readHtml(htmlFileOf(localizePath('/politica-cookies', locale))).querySelector(
      'header',
    )!;

    it(`the menus list their items, localised, in order (${locale})`, () => {
      const menu = (key: string) =>
        header
          .querySelectorAll('ul[aria-labelledby]')
          .find(
            (m) =>
              textOf(header.querySelector(`[id="${m.getAttribute('aria-labelledby')}"]`)!) ===
              t(key),
          )!;
      const items = (key: string) =>
        menu(key)
          .querySelectorAll('a')
          .map((item) => [item.getAttribute('href'), textOf(item)]);
      // The menus' data (navLinks.ts), drawn in its order with its words.
      for (const [menuKey, links] of [
        ['nav.solutions', solutionLinks],
        ['nav.resources', resourceLinks],
      ] as const) {
        const drawn = items(menuKey);
        expect(drawn.map(([href]) => href)).toEqual(
          links.map(({ route }) => localizePath(route, locale)),
        );
        drawn.forEach(([, text], i) =>
          expect(text!.startsWith(t(`${links[i]!.key}.label`))).toBe(true),
        );
      }
    });

    it(`log in, sign up, sales, pricing and home links (${locale})`, () => {
      expectLinks(header, t('nav.login'), loginUrl);
      expect(loginUrl).toBe(`${site.appAccessUrl}?accion=acceso`);
      expectLinks(header, t('nav.startFree'), registerUrl, newTab);
      expect(registerUrl).toBe(`${site.appAccessUrl}?accion=registro`);
      expectLinks(header, t('nav.sales'), site.salesMeetingUrl, newTab);
      expectLinks(header, t('nav.pricing'), localizePath('/pricing', locale));
      const home = header.querySelector(`a[aria-label="${t('site.homeLabel')}"]`)!;
      expect(home.getAttribute('href')).toBe(localizePath('/', locale));
    });

    it(`the mobile panel holds the main links, localised (${locale})`, () => {
      const toggle = header.querySelector('button[aria-controls="mobile-menu"]')!;
      expect(toggle.getAttribute('aria-label')).toBe(t('a11y.openMenu'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = header.querySelector('nav#mobile-menu')!;
      expect(panel.getAttribute('aria-label')).toBe(t('a11y.mobileNav'));
      for (const [key, route] of [
        ['nav.pricing', '/pricing'],
        ['nav.blog', '/blog'],
        ['nav.playbooks', '/playbooks'],
        ['nav.affiliates', '/affiliates'],
      ] as const) {
        expectLinks(panel, t(key), localizePath(route, locale));
      }
      expectLinks(panel, t('nav.sales'), site.salesMeetingUrl, newTab);
      expectLinks(panel, t('nav.login'), loginUrl);
      expectLinks(panel, t('nav.startFree'), registerUrl, newTab);
    });
  }
});

describe('footer', () => {
  for (const locale of publishedLocaleCodes) {
    it(`product, legal and language links are localised; © the build year Ludiqo (${locale})`, () => {
      const t = (key: string) => ui(locale, key);
      const footer = readHtml(htmlFileOf(localizePath('/blog', locale))).querySelector('footer')!;
      for (const [key, route] of [
        ['nav.platform', '/plataforma'],
        ['nav.pricing', '/pricing'],
        ['nav.blog', '/blog'],
        ['footer.games', '/games'],
        ['nav.affiliates', '/affiliates'],
        ['footer.terms', '/condiciones-legales'],
        ['footer.privacy', '/politica-privacidad'],
        ['footer.cookies', '/politica-cookies'],
        ['footer.faqs', '/pricing#faqs'],
      ] as const) {
        expectLinks(footer, t(key), localizePath(route, locale));
      }
      // From the spec's first year to the build's: this year, or last year for a build tested
      // after New Year (DECISIONS.md "Copyright").
      const year = new Date().getFullYear();
      expect(footer.text).toMatch(
        new RegExp(`© ${site.copyrightSince}–(${year}|${year - 1})\\s${site.brand}`),
      );
      const legal = footer
        .querySelectorAll('nav')
        .find((nav) => nav.getAttribute('aria-label') === t('footer.legal'))!;
      expect(legal.querySelectorAll('a')).toHaveLength(3);
      // The answers sit with the resources.
      const resources = footer
        .querySelectorAll('nav')
        .find((nav) => nav.getAttribute('aria-label') === t('footer.resources'))!;
      expectLinks(resources, t('footer.faqs'), localizePath('/pricing#faqs', locale));
      const languages = footer
        .querySelectorAll('nav')
        .find((nav) => nav.getAttribute('aria-label') === t('footer.languages'))!;
      expect(
        languages
          .querySelectorAll('a')
          .map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]),
      ).toEqual(publishedLocaleCodes.map((code) => [code, localizePath('/blog', code)]));
    });
  }
});

describe('every solution page, from the nav data', () => {
  it('the nav data lists every use case the home sells, each page once', () => {
    const routes = solutionPages.map(({ route }) => route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const { route } of useCases) expect(routes).toContain(route);
  });

  for (const locale of publishedLocaleCodes) {
    const t = (key: string) => ui(locale, key);
    it(`the footer lists them all, in order, with their names, by group (${locale})`, () => {
      const footer = readHtml(htmlFileOf(localizePath('/blog', locale))).querySelector('footer')!;
      for (const group of solutionGroups) {
        const nav = footer
          .querySelectorAll('nav')
          .find((nav) => nav.getAttribute('aria-label') === t(group.titleKey))!;
        expect(nav.querySelectorAll('a').map((a) => [a.getAttribute('href'), textOf(a)])).toEqual(
          group.links.map(({ route, key }) => [
            localizePath(route, locale),
            normalizeText(t(`${key}.label`)),
          ]),
        );
      }
    });
  }

  it.each(notFoundFiles())(
    '$file: the not-found map lists them all; the main sections say what each page is for',
    ({ locale, file }) => {
      const map = readHtml(join(distClient, file)).querySelector(
        'nav[aria-labelledby="not-found-sections"]',
      )!;
      const groups = map.querySelectorAll('section');
      const main = [
        { key: 'notFound.product', links: productLinks },
        { key: 'nav.resources', links: resourceLinks },
      ];
      const expected = [
        ...main,
        ...solutionGroups.map(({ titleKey, links }) => ({ key: titleKey, links })),
      ];
      expect(groups.map((group) => textOf(group.querySelector('h3')!))).toEqual(
        expected.map(({ key }) => ui(locale, key)),
      );
      const links = groups.map((group) => group.querySelectorAll('a'));
      expect(links.map((group) => group.map((a) => a.getAttribute('href')))).toEqual(
        expected.map((group) => group.links.map(({ route }) => localizePath(route, locale))),
      );
      // The main sections: a name and a line on what it is for, in every group alike; the
      // solutions by their names.
      for (const link of links.slice(0, main.length).flat()) {
        const parts = link.querySelectorAll('span span').map(textOf).filter(Boolean);
        expect(parts, link.getAttribute('href')!).toHaveLength(2);
      }
      expect(links.slice(main.length).flat().map(textOf)).toEqual(
        solutionGroups.flatMap(({ links }) =>
          links.map(({ key }) => normalizeText(ui(locale, `${key}.label`))),
        ),
      );
    },
  );
});

describe('not-found pages', () => {
  it.each(notFoundFiles())('$file: the message and a link home, localised', ({ locale, file }) => {
    const main = readHtml(join(distClient, file)).querySelector('main')!;
    expect(textOf(main)).toContain(ui(locale, 'notFound.message'));
    expectLinks(main, ui(locale, 'notFound.homeLink'), localizePath('/', locale));
  });
});
