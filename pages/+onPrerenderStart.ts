// https://vike.dev/onPrerenderStart
import type { PageContextServer, PrerenderContext } from 'vike/types';
import { localeCodes } from '../src/i18n/locales';
import { localizePath } from '../src/i18n/urls';

/** Every page is written once per locale: `/pricing`, `/en/pricing`, `/fr/pricing`. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PageContextServer[] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of localeCodes) {
      const urlOriginal = pageContext.is404
        ? pageContext.urlOriginal
        : localizePath(pageContext.urlOriginal, locale);
      pageContexts.push({ ...pageContext, urlOriginal, locale });
      if (pageContext.is404 && locale !== 'es') {
        // 404.html per locale: rendered from a prefixed URL so the page speaks that language.
        pageContexts.pop();
        pageContexts.push({ ...pageContext, urlOriginal: `/${locale}/404`, locale });
      }
    }
  }
  return { prerenderContext: { pageContexts } };
}
