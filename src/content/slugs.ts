import { defaultLocale, localeCodes, publishedLocaleCodes, type Locale } from '../i18n/locales';
import { publicPath, setLocalizedRoutes, type LocalizedRoutes } from '../i18n/urls';

/** What a page's URLs are made of: its route and, per locale, the `slug` of its front-matter. */
export interface SluggedPage {
  route: string;
  slugs: Partial<Record<Locale, string>>;
}

/**
 * Every route's path in every locale. Each segment is the slug of the page that ends there in
 * that locale, so a nested page follows its parent (`/games/simulador-ventas` in French is
 * `/jeux/simulateur-de-vente`); a segment with no page, and every Spanish segment, stays as the
 * route writes it.
 */
export function pathsByLocale(pages: SluggedPage[]): Map<string, Record<Locale, string>> {
  const slugsOf = new Map(pages.map((page) => [page.route, page.slugs]));
  const pathIn = (route: string, locale: Locale) => {
    if (locale === defaultLocale || route === '/') return route;
    const segments = route.split('/').slice(1);
    return segments
      .map((segment, index) => {
        const prefix = `/${segments.slice(0, index + 1).join('/')}`;
        return slugsOf.get(prefix)?.[locale] ?? segment;
      })
      .reduce((path, segment) => `${path}/${segment}`, '');
  };
  return new Map(
    pages.map(({ route }) => [
      route,
      Object.fromEntries(localeCodes.map((locale) => [locale, pathIn(route, locale)])) as Record<
        Locale,
        string
      >,
    ]),
  );
}

/** The table `localizePath` reads: only the paths that differ from their route. */
export function localizedRoutesOf(pages: SluggedPage[]): LocalizedRoutes {
  const table: LocalizedRoutes = {};
  for (const [route, paths] of pathsByLocale(pages)) {
    for (const locale of localeCodes) {
      if (paths[locale] !== route) table[route] = { ...table[route], [locale]: paths[locale] };
    }
  }
  return table;
}

/** The slugs of content entries, as `pathsByLocale` reads them. */
export function sluggedPages(
  entries: { route: string; byLocale: Record<Locale, { slug?: string }> }[],
): SluggedPage[] {
  return entries.map(({ route, byLocale }) => ({
    route,
    slugs: Object.fromEntries(
      localeCodes.flatMap((locale) => {
        const slug = byLocale[locale].slug;
        return slug ? [[locale, slug]] : [];
      }),
    ),
  }));
}

/** Node scripts and tests: the routes of `collectContent`'s entries, for `localizePath`. */
export function installLocalizedRoutes(
  entries: Parameters<typeof sluggedPages>[0],
): LocalizedRoutes {
  const table = localizedRoutesOf(sluggedPages(entries));
  setLocalizedRoutes(() => table);
  return table;
}

/** A page's earlier URL in a locale, from before it had a slug there: the route under the prefix. */
export interface MovedUrl {
  locale: Locale;
  route: string;
  /** The old public path, e.g. `/en/reclutamiento-gamificado/`. */
  from: string;
  /** Its current public path, e.g. `/en/gamified-recruitment/`. */
  to: string;
}

/**
 * Every old URL, derived, never listed by hand: wherever a page's path in a locale differs from
 * its route, the route under that locale's prefix was its URL until slugs came, and answers with
 * a permanent redirect for good. A draft locale was never published: it has none.
 */
export function movedUrlsOf(table: LocalizedRoutes): MovedUrl[] {
  return Object.entries(table).flatMap(([route, paths]) =>
    publishedLocaleCodes.flatMap((locale) => {
      const path = paths[locale];
      return locale !== defaultLocale && path !== undefined
        ? [{ locale, route, from: publicPath(route, locale), to: publicPath(path, locale) }]
        : [];
    }),
  );
}
