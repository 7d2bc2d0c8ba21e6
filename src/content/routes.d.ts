declare module 'virtual:content-routes' {
  import type { Layout } from './schema';
  /** Every content route (unprefixed) and its page type. */
  export const routeLayouts: Record<string, Layout>;
}
