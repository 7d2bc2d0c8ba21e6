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

/** The public path of a route in a locale: `localizePath('/pricing', 'en')` is `/en/pricing`. */
export function localizePath(route: string, locale: Locale): string {
  const [pathPart = '/', ...rest] = route.split(/(?=[?#])/);
  const path = normalizePathname(pathPart);
  const suffix = rest.join('');
  if (locale === defaultLocale) return path + suffix;
  return (path === '/' ? `/${locale}` : `/${locale}${path}`) + suffix;
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
