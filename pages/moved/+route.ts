// https://vike.dev/route-function
import type { PageContext } from 'vike/types';
import { normalizePathname } from '../../src/i18n/urls';

/** A page's earlier URL in a locale (before its slug there): +onBeforeRoute marks it `moved`. */
export default function route(pageContext: PageContext): boolean {
  const routeTypes = pageContext.globalContext.routeTypes ?? {};
  return pageContext.moved && normalizePathname(pageContext.urlPathname) in routeTypes;
}
