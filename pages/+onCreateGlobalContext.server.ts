// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types';
import { siteTokenTable } from '../src/lib/siteTokens';

/** The site tokens from `src/data`, on the server only; +config passes them to the browser as text. */
export function onCreateGlobalContext(globalContext: GlobalContextServer) {
  globalContext.siteTokens = siteTokenTable();
}
