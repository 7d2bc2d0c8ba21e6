import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  contentPathFromRoute,
  extractLocale,
  isInternalHref,
  localizePath,
  normalizePathname,
  routeFromContentPath,
} from './urls';
import { site } from '../config/site';

describe('extractLocale', () => {
  it('treats unprefixed paths as Spanish', () => {
    expect(extractLocale('/pricing')).toEqual({ locale: 'es', route: '/pricing' });
    expect(extractLocale('/')).toEqual({ locale: 'es', route: '/' });
  });
  it('reads the en and fr prefixes', () => {
    expect(extractLocale('/en/pricing')).toEqual({ locale: 'en', route: '/pricing' });
    expect(extractLocale('/fr')).toEqual({ locale: 'fr', route: '/' });
    expect(extractLocale('/fr/')).toEqual({ locale: 'fr', route: '/' });
    expect(extractLocale('/en/playbooks/pitch-play/')).toEqual({
      locale: 'en',
      route: '/playbooks/pitch-play',
    });
  });
  it('does not strip an /es prefix nor a prefix-looking slug', () => {
    expect(extractLocale('/es/pricing')).toEqual({ locale: 'es', route: '/es/pricing' });
    expect(extractLocale('/engagement')).toEqual({ locale: 'es', route: '/engagement' });
  });
});

describe('localizePath', () => {
  it('prefixes every locale but Spanish', () => {
    expect(localizePath('/pricing', 'es')).toBe('/pricing/');
    expect(localizePath('/pricing', 'en')).toBe('/en/pricing/');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('/', 'es')).toBe('/');
  });
  it('ends pages in one slash and keeps hashes and queries after it', () => {
    expect(localizePath('/pricing#faqs', 'en')).toBe('/en/pricing/#faqs');
    expect(localizePath('/blog/?page=2', 'fr')).toBe('/fr/blog/?page=2');
    expect(localizePath('/blog//', 'es')).toBe('/blog/');
  });
  it('keeps file names as they are', () => {
    expect(localizePath('/rss.xml', 'es')).toBe('/rss.xml');
    expect(localizePath('/rss.xml', 'en')).toBe('/en/rss.xml');
    expect(localizePath('/404.html', 'fr')).toBe('/fr/404.html');
  });
  it('round-trips with extractLocale', () => {
    for (const locale of ['es', 'en', 'fr'] as const) {
      for (const route of ['/', '/pricing', '/blog/gamificacion-en-la-formacion-corporativa']) {
        expect(extractLocale(localizePath(route, locale))).toEqual({ locale, route });
      }
    }
  });
});

describe('helpers', () => {
  it('builds absolute URLs from siteUrl', () => {
    expect(absoluteUrl('/pricing', 'en')).toBe(`${site.siteUrl}/en/pricing/`);
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
