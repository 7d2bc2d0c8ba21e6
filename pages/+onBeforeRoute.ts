// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types';
import { modifyUrl } from 'vike/modifyUrl';
import { extractLocale } from '../src/i18n/urls';

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, route } = extractLocale(pageContext.urlParsed.pathname);
  return {
    pageContext: {
      locale,
      // The router sees unprefixed routes; the locale lives in pageContext.locale.
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: route }),
    },
  };
}
