// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types';
import { localeCodes } from '../src/i18n/locales';
import { localizePath } from '../src/i18n/urls';

/**
 * Every page is written once per locale: `/pricing`, `/en/pricing`, `/fr/pricing`. The not-found
 * page becomes `/404.html`, `/en/404.html` and `/fr/404.html`.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    localeCodes.map((locale) => {
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
