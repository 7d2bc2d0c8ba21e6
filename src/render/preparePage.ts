import { loadShellParts, notFoundSections } from './components/layout/shellParts';
import { loadMdxComponents } from './components/mdx/loadedMdxComponents';
import { hasContentIn, loadBodyHtml, loadContentFrom } from './pageBodies';
import type { PageType } from '../content/schema';
import { loadI18n, loadPageMessages } from '../i18n/i18n';
import { loadLayout } from './layouts';
import type { SiteTokenTable } from '../content/siteTokens';
import { pageLocation } from '../i18n/pageLocation';

interface PreparableContext {
  urlOriginal: string;
  is404?: boolean | null;
  /** Set when the error page renders after a failure; the failing content is not loaded again. */
  errorWhileRendering?: unknown;
  /** In the browser: true for the first render, which hydrates the pre-rendered HTML. */
  isHydration?: boolean;
  globalContext: { routeTypes?: Record<string, PageType>; siteTokens?: SiteTokenTable };
}

/** Loads the page's UI strings, layout and MDX body, so rendering never waits for them. */
export async function preparePage(pageContext: PreparableContext) {
  const { locale, route, moved } = pageLocation(pageContext);
  const isErrorPage = Boolean(pageContext.is404 || pageContext.errorWhileRendering);
  // A page's earlier URL (pages/moved) shows none of the page: only where it went.
  const type = isErrorPage || moved ? undefined : pageContext.globalContext.routeTypes?.[route];
  // A pre-rendered page hydrates only its islands: its layout and its body's HTML are already on
  // the page, so only client-side navigation fetches their code (see PageLayout and PageContent).
  const hydrating = pageContext.isHydration && !import.meta.env.SSR;
  const [byLocale] = await Promise.all([
    type && !hydrating ? loadLayout(type).then((layout) => layout.contentLoaders) : undefined,
    // Hydration draws only the shell: any other render needs the pages' strings too.
    loadI18n(locale, pageContext.globalContext.siteTokens).then(() =>
      hydrating ? undefined : loadPageMessages(locale),
    ),
    // Hydration keeps the footer's and the mobile panel's HTML; any other render draws them.
    hydrating ? undefined : loadShellParts(),
    pageContext.is404 && !hydrating ? notFoundSections.load() : undefined,
  ]);
  if (isErrorPage || moved || hydrating) return;
  if (!import.meta.env.SSR) {
    // The browser takes a body from the page's HTML (loadBodyHtml), for the page types that
    // render one (their layout exports `contentLoaders`, empty in the browser).
    const url = new URL(pageContext.urlOriginal, location.href);
    url.hash = '';
    if (byLocale) await loadBodyHtml(locale, route, url.href);
    return;
  }
  const loaders = await byLocale?.[locale]?.();
  if (loaders && hasContentIn(loaders, locale, route))
    await Promise.all([loadContentFrom(loaders, locale, route), loadMdxComponents()]);
}
