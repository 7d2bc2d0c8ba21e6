// https://vike.dev/onCreateGlobalContext
import type { GlobalContext } from 'vike/types';
import { localizedRoutes, routeTypes } from 'virtual:content-routes';
import { setLocalizedRoutes } from '../src/i18n/urls';

/**
 * The content route and preparePage read the route → page type map from here (they cannot import
 * virtual modules); every URL of the site is made and read through the localized routes.
 */
export function onCreateGlobalContext(globalContext: GlobalContext) {
  globalContext.routeTypes = routeTypes;
  setLocalizedRoutes(localizedRoutes);
}
