import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { movedUrlsOf, installLocalizedRoutes } from '../../src/content/slugs';
import {
  defaultLocale,
  publishedLocaleCodes,
  publishedLocales,
  type Locale,
} from '../../src/i18n/locales';
import {
  contentEntries,
  distClient,
  earlierUrls,
  htmlFileOf,
  listFiles,
  readHtml,
} from '../support/site';

// Each page's URL in each locale, worked out here from the writers' front-matter as docs/writing.md says
// ("For writers: the URL of a page"), not through localizePath: each segment of the path is the
// slug of the page that ends there in that locale, under the locale's prefix.
const entries = contentEntries();
const byRoute = new Map(entries.map((entry) => [entry.route, entry]));

function expectedUrl(route: string, locale: Locale): string {
  if (route === '/') return locale === defaultLocale ? '/' : `/${locale}/`;
  const segments = route.split('/').slice(1);
  const path = segments.map((segment, index) => {
    if (locale === defaultLocale) return segment;
    const page = byRoute.get(`/${segments.slice(0, index + 1).join('/')}`);
    return page?.byLocale[locale].slug ?? segment;
  });
  return `${locale === defaultLocale ? '' : `/${locale}`}/${path.join('/')}/`;
}

const pages = entries.flatMap((entry) =>
  publishedLocaleCodes.map((locale) => ({ entry, locale, url: expectedUrl(entry.route, locale) })),
);
const earlier = earlierUrls();
const earlierPaths = new Set(earlier.map((moved) => moved.from));

describe("each page lives at its URL in its locale's words", () => {
  it('English and French URLs are the slugs, and most differ from the Spanish paths', () => {
    const own = pages.filter(({ locale, url, entry }) => {
      return locale !== defaultLocale && url !== `/${locale}${entry.route}/`;
    });
    // The check is that slugs are followed at all; which pages keep a Spanish-looking word is the writers’ choice.
    expect(own.length).toBeGreaterThan(entries.length / 2);
  });

  it.each(pages.map(({ entry, locale, url }) => [url, entry, locale] as const))(
    '%s: built there, with its canonical, hreflang and language links at every locale’s URL',
    (url, entry, locale) => {
      const html = readHtml(htmlFileOf(url));
      const canonicalRoute =
        entry.byLocale[locale].type === 'redirect'
          ? (entry.byLocale[locale] as { to: string }).to
          : entry.route;
      expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        site.siteUrl + expectedUrl(canonicalRoute, locale),
      );
      const alternates = html
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates).toEqual([
        ...publishedLocales.map((l) => [
          l.hreflang,
          site.siteUrl + expectedUrl(canonicalRoute, l.code),
        ]),
        ['x-default', site.siteUrl + expectedUrl(canonicalRoute, defaultLocale)],
      ]);
      // The switcher in the header and the languages in the footer: the same page in each.
      for (const part of ['header', 'footer']) {
        const links = html
          .querySelectorAll(`${part} a[hreflang]`)
          .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
        expect(links, part).toEqual(
          publishedLocales.map((l) => [l.hreflang, expectedUrl(entry.route, l.code)]),
        );
      }
    },
  );
});

describe('earlier URLs', () => {
  it('are derived from the content, and are what the build serves as aliases', () => {
    expect(earlier.length).toBeGreaterThan(0);
    // The build's own list (src/content/slugs.ts) is the one derived here.
    expect(movedUrlsOf(installLocalizedRoutes(entries))).toEqual(
      expect.arrayContaining(earlier.map((moved) => expect.objectContaining(moved))),
    );
    expect(movedUrlsOf(installLocalizedRoutes(entries))).toHaveLength(earlier.length);
  });

  it.each(earlier)(
    '$from: a page that sends the visitor to $to at once, noindex, with its canonical',
    ({ from, to, locale }) => {
      const html = readHtml(htmlFileOf(from));
      const head = html.querySelector('head')!;
      expect(html.querySelector('html')?.getAttribute('lang')).toBe(locale);
      expect(head.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
        `0; url=${to}`,
      );
      expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        site.siteUrl + to,
      );
      expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(html.querySelector('main h1')?.text.trim().length).toBeGreaterThan(0);
      // Without JavaScript, a link there too.
      expect(html.querySelector(`main a[href="${to}"]`)).not.toBeNull();
    },
  );
});

describe('nothing names an earlier URL', () => {
  /** A URL as a path of this site, ending in a slash, or null when it leads elsewhere. */
  function sitePath(value: string): string | null {
    const url = value.startsWith(site.siteUrl) ? value.slice(site.siteUrl.length) : value;
    if (!url.startsWith('/') || url.startsWith('//')) return null;
    const path = url.split(/[?#]/)[0]!;
    return path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) ? path : `${path}/`;
  }
  const namesOfEarlier = (values: string[]) =>
    values.filter((value) => earlierPaths.has(sitePath(value) ?? ''));

  it.each(listFiles(distClient, '.html').map((file) => [file.slice(distClient.length)]))(
    '%s: links, head tags and JSON-LD',
    (file) => {
      const html = parse(readFileSync(join(distClient, file), 'utf8'));
      const attributes = html
        .querySelectorAll('[href], [src], meta[content]')
        .flatMap((element) =>
          ['href', 'src', 'content'].map((name) => element.getAttribute(name) ?? ''),
        )
        .map((value) => value.replace(/^0; url=/, ''));
      const jsonLd = html
        .querySelectorAll('script[type="application/ld+json"]')
        .flatMap((script) => JSON.stringify(JSON.parse(script.text)).match(/"[^"]*"/g) ?? [])
        .map((quoted) => quoted.slice(1, -1));
      expect(namesOfEarlier([...attributes, ...jsonLd])).toEqual([]);
    },
  );

  it('the sitemap and the feeds list each page at its URL, never an earlier one', () => {
    const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8');
    const named = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((match) => match[1]!);
    expect(namesOfEarlier(named)).toEqual([]);
    const indexable = new Set(pages.map(({ url }) => site.siteUrl + url));
    for (const url of named) expect(indexable, url).toContain(url);
    for (const locale of publishedLocaleCodes) {
      const feed = readFileSync(join(distClient, expectedUrl('/', locale), 'rss.xml'), 'utf8');
      const links = [...feed.matchAll(/<(?:link|guid[^>]*)>([^<]+)</g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(1);
      expect(namesOfEarlier(links)).toEqual([]);
      for (const link of links) expect(indexable, link).toContain(link);
    }
  });
});
