import { site } from '../config/site';
import { defaultLocale, isLocale, type Locale } from './locales';

/** Removes a trailing slash (but keeps the root `/`), so every URL has one form. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Splits `/en/pricing` into `{ locale: 'en', route: '/pricing' }`; unprefixed paths are Spanish. */
export function extractLocale(pathname: string): { locale: Locale; route: string } {
  const normalized = normalizePathname(pathname);
  const first = normalized.split('/')[1];
  if (first !== defaultLocale && isLocale(first)) {
    return { locale: first, route: normalizePathname(normalized.slice(first.length + 1)) };
  }
  return { locale: defaultLocale, route: normalized };
}

/**
 * The public path of a route in a locale: `localizePath('/pricing', 'en')` is `/en/pricing/`.
 * Pages end in a slash, the one form that Netlify, Cloudflare Pages, GitHub Pages and nginx all
 * serve from `pricing/index.html` with a 200 (each redirects the slashless form to it). Files
 * (`/rss.xml`) keep their name.
 */
export function localizePath(route: string, locale: Locale): string {
  const [pathPart = '/', ...rest] = route.split(/(?=[?#])/);
  const path = normalizePathname(pathPart);
  const suffix = rest.join('');
  const prefixed =
    locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
  const isFile = /\.[a-z0-9]+$/i.test(prefixed);
  return (isFile || prefixed.endsWith('/') ? prefixed : `${prefixed}/`) + suffix;
}

/** Absolute URL of a route in a locale, from `site.siteUrl`. */
export function absoluteUrl(route: string, locale: Locale): string {
  return site.siteUrl + localizePath(route, locale);
}

/** True for links that stay on this site (root-relative paths, not protocol-relative). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Route of a content file path below its locale folder: `index` is `/`, `blog/x` is `/blog/x`. */
export function routeFromContentPath(contentPath: string): string {
  const withoutExt = contentPath.replace(/\.mdx$/, '');
  if (withoutExt === 'index') return '/';
  return '/' + withoutExt.replace(/\/index$/, '');
}

/** Content path (below the locale folder, without extension) of a route. */
export function contentPathFromRoute(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}
