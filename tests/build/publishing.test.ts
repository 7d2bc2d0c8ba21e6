import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { publishedLocaleCodes, publishedLocales } from '../../src/i18n/locales';
import { absoluteUrl, localizePath } from '../../src/i18n/urls';
import { scriptHash } from '../../src/build/publishing/csp';
import { allPages, contentEntries, distClient, htmlFileOf, readHtml } from '../support/site';

const read = (name: string) => readFileSync(join(distClient, name), 'utf8');
const indexableRoutes = contentEntries()
  .filter((entry) => publishedLocaleCodes.every((l) => !entry.byLocale[l].noindex))
  .map((entry) => entry.route);

describe('sitemap.xml and robots.txt', () => {
  const sitemap = parse(read('sitemap.xml'));
  const urls = sitemap.querySelectorAll('url');

  it('lists every indexable page in every locale, with absolute URLs and a lastmod', () => {
    const locs = urls.map((url) => url.querySelector('loc')!.text);
    const expected = indexableRoutes.flatMap((route) =>
      publishedLocaleCodes.map((l) => absoluteUrl(route, l)),
    );
    expect(locs.sort()).toEqual(expected.sort());
    for (const url of urls)
      expect(url.querySelector('lastmod')!.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links es, en, fr and x-default on every entry', () => {
    for (const url of urls) {
      const langs = url
        .querySelectorAll('xhtml\\:link')
        .map((link) => link.getAttribute('hreflang'));
      expect(langs).toEqual([...publishedLocales.map((l) => l.hreflang), 'x-default']);
    }
  });

  it('leaves out legal pages, the 404 and the alias', () => {
    const text = read('sitemap.xml');
    for (const route of [
      '/politica-privacidad',
      '/condiciones-legales',
      '/politica-cookies',
      '/privacy-policy',
      '/404',
    ]) {
      expect(text).not.toContain(`${site.siteUrl}${route}<`);
    }
  });

  it('robots.txt allows crawling and names the sitemap', () => {
    expect(read('robots.txt')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    );
  });
});

describe('blog feeds', () => {
  for (const locale of publishedLocaleCodes) {
    it(`${localizePath('/rss.xml', locale)} is RSS 2.0 with the locale's articles`, () => {
      const xml = read(join(localizePath('/', locale), 'rss.xml').slice(1));
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(xml).toContain(`<language>${locale}</language>`);
      const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items[0]).toContain(
        `<guid isPermaLink="true">${absoluteUrl('/blog/gamificacion-en-la-formacion-corporativa', locale)}</guid>`,
      );
      const pubDate = items[0]!.match(/<pubDate>(.*)<\/pubDate>/)![1]!;
      expect(new Date(pubDate).getTime()).not.toBeNaN();
    });
  }

  it('every page announces its locale’s feed', () => {
    for (const page of allPages()) {
      const link = readHtml(htmlFileOf(page.url)).querySelector('link[type="application/rss+xml"]');
      expect(link?.getAttribute('href'), page.url).toBe(localizePath('/rss.xml', page.locale));
    }
  });
});

describe('host rules', () => {
  const headers = read('_headers');

  it('_headers sends a CSP that hashes every inline script and allows no inline script else', () => {
    const csp = headers.match(/Content-Security-Policy: (.*)/)![1]!;
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    for (const page of allPages()) {
      const html = readFileSync(htmlFileOf(page.url), 'utf8');
      for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(csp, page.url).toContain(scriptHash(match[1]!));
      }
    }
    for (const header of [
      'Referrer-Policy',
      'X-Content-Type-Options: nosniff',
      'Permissions-Policy',
    ]) {
      expect(headers).toContain(header);
    }
  });
  // Caching, aliases and 404 rules: tests/build/hostRules.test.ts (Netlify's parsers, Cloudflare's rules).
});
