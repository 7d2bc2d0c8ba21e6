// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types';
import { publishedLocaleCodes } from '../src/i18n/locales';
import { extractLocale, localizePath } from '../src/i18n/urls';

/**
 * Every page is written once per published locale (a draft's are not), at its URL there: `/pricing`, `/en/pricing`,
 * `/fr/tarifs`. The not-found page becomes `/404.html`, `/en/404.html` and `/fr/404.html`. The
 * earlier URLs of pages (pages/moved) already name their locale.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    pageContext.pageId === '/pages/moved'
      ? [{ ...pageContext, locale: extractLocale(pageContext.urlOriginal).locale }]
      : publishedLocaleCodes.map((locale) => {
          const urlOriginal = pageContext.is404
            ? localizePath('/404', locale)
                .replace(/^\/404\/$/, pageContext.urlOriginal)
                .replace(/\/$/, '')
            : localizePath(pageContext.urlOriginal, locale);
          return { ...pageContext, urlOriginal, locale };
        }),
  );
  return { prerenderContext: { pageContexts } };
}
