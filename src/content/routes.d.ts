declare module 'virtual:content-routes' {
  import type { PageType } from './schema';
  /** Every content route (unprefixed) and its page type. */
  export const routeTypes: Record<string, PageType>;
}

declare module 'virtual:content-bodies/*' {
  import type { LocaleContentLoaders } from './loadedContent';
  /** Lazy loaders of the MDX files of one page type, per locale; empty in the browser. */
  export const contentLoaders: LocaleContentLoaders;
}
