declare module 'virtual:content-routes' {
  import type { PageType } from './schema';
  import type { LocalizedRoutes } from '../i18n/urls';
  /** Every content route (unprefixed) and its page type. */
  export const routeTypes: Record<string, PageType>;
  /** Where pages live in each locale whose slugs differ from the route (see src/i18n/urls.ts). */
  export const localizedRoutes: () => LocalizedRoutes;
}

declare module 'virtual:content-bodies/*' {
  import type { LocaleContentLoaders } from '../render/pageBodies';
  /** Lazy loaders of the MDX files of one page type, per locale; empty in the browser. */
  export const contentLoaders: LocaleContentLoaders;
}
