import { beforeEach, describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  contentPathFromRoute,
  extractLocale,
  isInternalHref,
  localizePath,
  normalizePathname,
  routeFromContentPath,
  setLocalizedRoutes,
  type LocalizedRoutes,
} from './urls';
import { site } from '../config/site';
import { localeCodes } from './locales';

/** A fixture: the site's own slugs are tested on the build (tests/build/localizedUrls.test.ts). */
const table: LocalizedRoutes = {
  '/reclutamiento-gamificado': { en: '/gamified-recruitment', fr: '/recrutement-gamifie' },
  '/pricing': { fr: '/tarifs' },
  '/games': { fr: '/jeux' },
  '/games/simulador-ventas': { en: '/games/sales-simulator', fr: '/jeux/simulateur-de-vente' },
};

beforeEach(() => setLocalizedRoutes(() => table));

describe('extractLocale', () => {
  it('treats unprefixed paths as Spanish', () => {
    expect(extractLocale('/pricing')).toEqual({ locale: 'es', route: '/pricing', moved: false });
    expect(extractLocale('/')).toEqual({ locale: 'es', route: '/', moved: false });
  });
  it('reads the en and fr prefixes, and the slugs below them', () => {
    expect(extractLocale('/en/pricing')).toEqual({ locale: 'en', route: '/pricing', moved: false });
    expect(extractLocale('/fr/tarifs/')).toEqual({ locale: 'fr', route: '/pricing', moved: false });
    expect(extractLocale('/fr')).toEqual({ locale: 'fr', route: '/', moved: false });
    expect(extractLocale('/fr/')).toEqual({ locale: 'fr', route: '/', moved: false });
    expect(extractLocale('/fr/jeux/simulateur-de-vente/')).toEqual({
      locale: 'fr',
      route: '/games/simulador-ventas',
      moved: false,
    });
  });
  it("marks a page's earlier URL (the route under the prefix) as moved", () => {
    expect(extractLocale('/en/reclutamiento-gamificado/')).toEqual({
      locale: 'en',
      route: '/reclutamiento-gamificado',
      moved: true,
    });
    expect(extractLocale('/fr/games/simulador-ventas')).toMatchObject({ moved: true });
    // Where the slug is the route's own segment, the URL never moved.
    expect(extractLocale('/en/pricing/')).toMatchObject({ moved: false });
    // Spanish URLs are the routes: they never move.
    expect(extractLocale('/reclutamiento-gamificado/')).toMatchObject({ moved: false });
  });
  it('leaves unknown paths as they are, unmoved (the not-found page)', () => {
    expect(extractLocale('/en/no-such-page')).toEqual({
      locale: 'en',
      route: '/no-such-page',
      moved: false,
    });
  });
  it('does not strip an /es prefix nor a prefix-looking slug', () => {
    expect(extractLocale('/es/pricing')).toMatchObject({ locale: 'es', route: '/es/pricing' });
    expect(extractLocale('/engagement')).toMatchObject({ locale: 'es', route: '/engagement' });
  });
});

describe('localizePath', () => {
  it('prefixes every locale but Spanish, with the page’s slug there', () => {
    expect(localizePath('/pricing', 'es')).toBe('/pricing/');
    expect(localizePath('/pricing', 'en')).toBe('/en/pricing/');
    expect(localizePath('/pricing', 'fr')).toBe('/fr/tarifs/');
    expect(localizePath('/reclutamiento-gamificado', 'en')).toBe('/en/gamified-recruitment/');
    expect(localizePath('/games/simulador-ventas/', 'fr')).toBe('/fr/jeux/simulateur-de-vente/');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('/', 'es')).toBe('/');
  });
  it('ends pages in one slash and keeps hashes and queries after it', () => {
    expect(localizePath('/pricing#faqs', 'fr')).toBe('/fr/tarifs/#faqs');
    expect(localizePath('/blog/?page=2', 'fr')).toBe('/fr/blog/?page=2');
    expect(localizePath('/blog//', 'es')).toBe('/blog/');
  });
  it('keeps file names as they are', () => {
    expect(localizePath('/rss.xml', 'es')).toBe('/rss.xml');
    expect(localizePath('/rss.xml', 'en')).toBe('/en/rss.xml');
    expect(localizePath('/404.html', 'fr')).toBe('/fr/404.html');
  });
  it('round-trips with extractLocale', () => {
    for (const locale of localeCodes) {
      for (const route of ['/', '/pricing', '/games', '/games/simulador-ventas', '/blog/x']) {
        expect(extractLocale(localizePath(route, locale))).toEqual({ locale, route, moved: false });
      }
    }
  });
  it('fails closed, naming the cause, when no table was set', () => {
    setLocalizedRoutes(undefined);
    expect(localizePath('/pricing', 'es')).toBe('/pricing/');
    expect(() => localizePath('/pricing', 'en')).toThrow(/Localized routes are not set/);
  });
});

describe('helpers', () => {
  it('builds absolute URLs from siteUrl', () => {
    expect(absoluteUrl('/pricing', 'fr')).toBe(`${site.siteUrl}/fr/tarifs/`);
    expect(absoluteUrl('/', 'es')).toBe(`${site.siteUrl}/`);
  });
  it('normalizes trailing slashes', () => {
    expect(normalizePathname('/a/b/')).toBe('/a/b');
    expect(normalizePathname('')).toBe('/');
  });
  it('maps content paths to routes and back', () => {
    expect(routeFromContentPath('index.mdx')).toBe('/');
    expect(routeFromContentPath('playbooks/pitch-play.mdx')).toBe('/playbooks/pitch-play');
    expect(contentPathFromRoute('/')).toBe('index');
    expect(contentPathFromRoute('/blog/x')).toBe('blog/x');
  });
  it('recognizes internal hrefs', () => {
    expect(isInternalHref('/pricing')).toBe(true);
    expect(isInternalHref('//evil.com')).toBe(false);
    expect(isInternalHref('https://x.com')).toBe(false);
    expect(isInternalHref('mailto:a@b.c')).toBe(false);
  });
});
