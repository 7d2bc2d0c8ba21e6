declare module 'virtual:content-routes' {
  import type { Layout } from './schema';
  /** Every content route (unprefixed) and its page type. */
  export const routeLayouts: Record<string, Layout>;
}

declare module 'virtual:content-bodies/*' {
  import type { ContentLoaders } from './loadedContent';
  /** Lazy loaders of the MDX files of one page type. */
  export const contentLoaders: ContentLoaders;
}
