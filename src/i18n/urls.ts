import { site } from '../config/site';
import { defaultLocale, isLocale, localeCodes, type Locale } from './locales';

/** Removes a trailing slash (but keeps the root `/`), so every URL has one form. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Where pages live in the locales whose URLs differ from the route: route (the content file's
 * path below its locale folder, which is the Spanish URL) → its path below the locale prefix,
 * e.g. `{ '/reclutamiento-gamificado': { en: '/gamified-recruitment', fr: '/recrutement-gamifie' } }`.
 * Made from the writers' `slug` front-matter (`src/content/slugs.ts`); a route or locale absent
 * here keeps the route's own path.
 */
export type LocalizedRoutes = Record<string, Partial<Record<Locale, string>>>;

interface Lookup {
  /** Per locale: route → its path there, and back. */
  toLocal: Map<Locale, Map<string, string>>;
  toRoute: Map<Locale, Map<string, string>>;
}

let readTable: (() => LocalizedRoutes) | undefined;
const lookups = new WeakMap<LocalizedRoutes, Lookup>();

/**
 * Gives this process the content's localized routes: the build and the browser from the content
 * plugin's module (`pages/+onCreateGlobalContext.ts`), Node scripts and tests from
 * `collectContent` (`installLocalizedRoutes` in `src/content/slugs.ts`). A function, so the dev
 * preview can hand a new table after a writer changes a slug.
 */
export function setLocalizedRoutes(read: (() => LocalizedRoutes) | undefined): void {
  readTable = read;
}

function lookup(): Lookup {
  // Fail closed: without the table an English or French URL would silently be the Spanish one.
  if (!readTable) throw new Error('Localized routes are not set: call setLocalizedRoutes first');
  const table = readTable();
  let found = lookups.get(table);
  if (!found) {
    found = { toLocal: new Map(), toRoute: new Map() };
    for (const locale of localeCodes) {
      found.toLocal.set(locale, new Map());
      found.toRoute.set(locale, new Map());
    }
    for (const [route, paths] of Object.entries(table)) {
      for (const [locale, path] of Object.entries(paths) as [Locale, string][]) {
        found.toLocal.get(locale)!.set(route, path);
        found.toRoute.get(locale)!.set(path, route);
      }
    }
    lookups.set(table, found);
  }
  return found;
}

/** A page's path below its locale prefix: `/reclutamiento-gamificado` in `en` is `/gamified-recruitment`. */
export function localRoute(route: string, locale: Locale): string {
  if (locale === defaultLocale) return route;
  return lookup().toLocal.get(locale)!.get(route) ?? route;
}

/** Where a URL leads: its locale, its route and, for a page's old URL (before its slug), `moved`. */
export interface PageLocation {
  locale: Locale;
  route: string;
  moved: boolean;
}

/**
 * Splits `/en/gamified-recruitment` into `{ locale: 'en', route: '/reclutamiento-gamificado' }`;
 * unprefixed paths are Spanish. A page's earlier URL (`/en/reclutamiento-gamificado`: the route
 * under the prefix, before the page had a slug of its own) gives its route with `moved: true`.
 */
export function extractLocale(pathname: string): PageLocation {
  const normalized = normalizePathname(pathname);
  const first = normalized.split('/')[1];
  if (first === defaultLocale || !isLocale(first)) {
    return { locale: defaultLocale, route: normalized, moved: false };
  }
  const local = normalizePathname(normalized.slice(first.length + 1));
  const { toLocal, toRoute } = lookup();
  const route = toRoute.get(first)!.get(local);
  if (route !== undefined) return { locale: first, route, moved: false };
  // Not a current URL here: the route itself, whose page lives elsewhere in this locale.
  return { locale: first, route: local, moved: toLocal.get(first)!.has(local) };
}

/**
 * The public path of a route in a locale: `localizePath('/reclutamiento-gamificado', 'en')` is
 * `/en/gamified-recruitment/`. Pages end in a slash, the one form that Netlify, Cloudflare
 * Pages, GitHub Pages and nginx all serve from `…/index.html` with a 200 (each redirects the
 * slashless form to it). Files (`/rss.xml`) keep their name.
 */
export function localizePath(route: string, locale: Locale): string {
  const [pathPart = '/', ...rest] = route.split(/(?=[?#])/);
  const path = normalizePathname(pathPart);
  const suffix = rest.join('');
  const isFile = /\.[a-z0-9]+$/i.test(path);
  return publicPath(isFile ? path : localRoute(path, locale), locale) + suffix;
}

/** A path below a locale's prefix as its public URL: `/pricing` in `en` is `/en/pricing/`. */
export function publicPath(local: string, locale: Locale): string {
  const prefixed =
    locale === defaultLocale ? local : local === '/' ? `/${locale}` : `/${locale}${local}`;
  const isFile = /\.[a-z0-9]+$/i.test(prefixed);
  return isFile || prefixed.endsWith('/') ? prefixed : `${prefixed}/`;
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
