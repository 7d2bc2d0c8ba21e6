import { hasContentIn, loadContentFrom, type ContentLoaders } from '../content/loadedContent';
import { loadI18n } from '../i18n/i18n';
import { pageLocation } from './pageLocation';

interface PreparableContext {
  urlOriginal: string;
  is404?: boolean | null;
  /** Set when the error page renders after a failure; the failing content is not loaded again. */
  errorWhileRendering?: unknown;
  /** In the browser: true for the first render, which hydrates the pre-rendered HTML. */
  isHydration?: boolean;
  /** Set by page types that render their MDX body (`+contentLoaders.ts`). */
  config: { contentLoaders?: ContentLoaders };
}

/** Loads the page's UI strings and MDX body, so rendering never waits for them. */
export async function preparePage(pageContext: PreparableContext) {
  const { locale, route } = pageLocation(pageContext);
  const loaders = pageContext.config.contentLoaders;
  const isErrorPage = Boolean(pageContext.is404 || pageContext.errorWhileRendering);
  // A body's HTML is already on the page when it hydrates, and nothing in it is interactive, so
  // only client-side navigation fetches it (see PageContent).
  const content =
    !isErrorPage && !pageContext.isHydration && loaders && hasContentIn(loaders, locale, route)
      ? loadContentFrom(loaders, locale, route)
      : null;
  await Promise.all([loadI18n(locale), content]);
}
