// https://vike.dev/onCreateGlobalContext
import type { GlobalContext } from 'vike/types';
import { routeTypes } from 'virtual:content-routes';

/** Route functions read the route → layout map from here (they cannot import virtual modules). */
export function onCreateGlobalContext(globalContext: GlobalContext) {
  globalContext.routeTypes = routeTypes;
}
