// https://vike.dev/route-function
import type { PageContext } from 'vike/types';
import { normalizePathname } from '../../src/i18n/urls';

/** Every route that has a content file, at its URL; anything else is the not-found page. */
export default function route(pageContext: PageContext): boolean {
  const routeTypes = pageContext.globalContext.routeTypes ?? {};
  return !pageContext.moved && normalizePathname(pageContext.urlPathname) in routeTypes;
}
