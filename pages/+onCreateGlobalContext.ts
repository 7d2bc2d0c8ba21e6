// https://vike.dev/onCreateGlobalContext
import type { GlobalContext } from 'vike/types';
import { routeTypes } from 'virtual:content-routes';

/** The content route and preparePage read the route → page type map from here (they cannot import virtual modules). */
export function onCreateGlobalContext(globalContext: GlobalContext) {
  globalContext.routeTypes = routeTypes;
}
