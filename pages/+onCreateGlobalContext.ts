// https://vike.dev/onCreateGlobalContext
import type { GlobalContext } from 'vike/types';
import { routeTypes } from 'virtual:content-routes';
import { setLocalizedRoutes } from '../src/i18n/urls';

/**
 * The content route and preparePage read the route → page type map from here (they cannot import
 * virtual modules); every URL of the site is made and read through the localized routes, which
 * the server sets (+onCreateGlobalContext.server) and the browser receives with the page.
 */
export function onCreateGlobalContext(globalContext: GlobalContext) {
  globalContext.routeTypes = routeTypes;
  setLocalizedRoutes(() => {
    const table = globalContext.localizedRoutes;
    if (!table) throw new Error('The global context has no localizedRoutes');
    return table;
  });
}
