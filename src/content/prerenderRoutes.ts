import { routeLayouts } from 'virtual:content-routes';
import type { Layout } from './schema';

/** Unprefixed URLs of a layout's pages; `+onPrerenderStart` adds the locales. */
export function routesOfLayout(layout: Layout): string[] {
  return Object.keys(routeLayouts).filter((route) => routeLayouts[route] === layout);
}
