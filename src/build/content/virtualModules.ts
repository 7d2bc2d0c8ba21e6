import type { ContentEntry } from '../../content/collect';
import { contentFile } from '../../content/contentFile';
import { localizedRoutesOf, sluggedPages } from '../../content/slugs';
import { isLocale, localeCodes, publishedLocaleCodes } from '../../i18n/locales';
import { liveRoutesExpression } from './liveRoutes';

/**
 * The modules the content plugin makes up from `content/` (their types: src/content/routes.d.ts):
 * - `virtual:content-routes`: the route → page type map routing reads, and each page's URLs;
 * - `virtual:content-bodies/<type>`: one lazy loader per locale for a layout's MDX bodies,
 * - `virtual:content-bodies/<type>/<locale>`: the lazy loaders of that type's bodies in a locale.
 */
export const routesId = 'virtual:content-routes';
export const bodiesPrefix = 'virtual:content-bodies/';

/** Rollup's convention: a leading NUL keeps other plugins off a made-up module. */
export const resolvedRoutesId = `\0${routesId}`;
export const isContentModule = (resolvedId: string) =>
  resolvedId === resolvedRoutesId || resolvedId.startsWith(`\0${bodiesPrefix}`);

export function routesModule(entries: ContentEntry[], isBuild: boolean): string {
  const routeTypes = JSON.stringify(Object.fromEntries(entries.map((e) => [e.route, e.type])));
  const localized = JSON.stringify(localizedRoutesOf(sluggedPages(entries)));
  if (isBuild) {
    return `export const routeTypes = ${routeTypes};\nconst localized = ${localized};\nexport const localizedRoutes = () => localized;`;
  }
  // In dev the server reads the live maps (see liveRoutes.ts); the browser has no shared object
  // and reloads on every content change, so it falls back to the values written here.
  return `export const routeTypes = ${liveRoutesExpression('routeTypes')} ?? ${routeTypes};
const localized = ${localized};
export const localizedRoutes = () => ${liveRoutesExpression('localizedRoutes')} ?? localized;`;
}

/** One lazy map per locale, so a browser fetches only the map of the locale it navigates in. */
export function localeLoadersModule(type: string, isBuild: boolean): string {
  // A draft locale's bodies are compiled for the dev preview only: the build emits none of them.
  const lines = (isBuild ? publishedLocaleCodes : localeCodes).map(
    (locale) =>
      `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${bodiesPrefix}${type}/${locale}`)}).then((m) => m.contentLoaders),`,
  );
  return `export const contentLoaders = {\n${lines.join('\n')}\n};\n`;
}

/** Lazy loaders for the MDX files of one page type in one locale, keyed like `loadContent`'s glob. */
export function bodyLoadersModule(entries: ContentEntry[], type: string, locale: string): string {
  if (!isLocale(locale)) throw new Error(`${bodiesPrefix}${type}/${locale}: not a locale`);
  const files = entries
    .filter(
      (entry) =>
        entry.type === type && entry.byLocale[locale] && !entry.untranslated?.includes(locale),
    )
    .map((entry) => `/${contentFile(locale, entry.route)}`);
  const lines = files.map(
    (file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export const contentLoaders = {\n${lines.join('\n')}\n};\n`;
}
