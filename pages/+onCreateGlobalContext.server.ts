// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types';
import { localizedRoutes } from 'virtual:content-routes';
import { siteTokenTable } from '../src/content/siteTokens';

/**
 * Made on the server only; +config passes them to the browser as data in the page, not code: the
 * site tokens from `src/data`, and each page's URL in each locale (from the slugs).
 */
export function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.siteTokens = siteTokenTable();
  globalContext.localizedRoutes = localizedRoutes();
}
