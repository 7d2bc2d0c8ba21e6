// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types';
import { modifyUrl } from 'vike/modifyUrl';
import { extractLocale } from '../src/i18n/urls';

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, route, moved } = extractLocale(pageContext.urlParsed.pathname);
  return {
    pageContext: {
      locale,
      moved,
      // The router sees routes (the Spanish paths of the content files); the locale lives in
      // pageContext.locale, and an earlier URL of a page is marked `moved` (pages/moved).
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: route }),
    },
  };
}
