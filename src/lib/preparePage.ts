import { loadDemoBlock } from '../components/demo/loadedDemoBlock';
import { loadMdxComponents } from '../components/mdx/loadedMdxComponents';
import { hasContentIn, loadContentFrom } from '../content/loadedContent';
import type { PageType } from '../content/schema';
import { loadI18n } from '../i18n/i18n';
import { loadLayout } from '../layouts';
import type { SiteTokenTable } from './siteTokens';
import { pageLocation } from './pageLocation';

interface PreparableContext {
  urlOriginal: string;
  is404?: boolean | null;
  /** Set when the error page renders after a failure; the failing content is not loaded again. */
  errorWhileRendering?: unknown;
  /** In the browser: true for the first render, which hydrates the pre-rendered HTML. */
  isHydration?: boolean;
  globalContext: { routeTypes?: Record<string, PageType>; siteTokens?: SiteTokenTable };
  /** The page's data (`+data`): a page with a playable demo needs its block's code first. */
  data?: unknown;
}

const hasDemo = (data: unknown) => {
  const blocks = (data as { meta?: { blocks?: { kind: string }[] } } | undefined)?.meta?.blocks;
  return Boolean(blocks?.some((block) => block.kind === 'demo'));
};

/** Loads the page's UI strings, layout and MDX body, so rendering never waits for them. */
export async function preparePage(pageContext: PreparableContext) {
  const { locale, route } = pageLocation(pageContext);
  const isErrorPage = Boolean(pageContext.is404 || pageContext.errorWhileRendering);
  const type = isErrorPage ? undefined : pageContext.globalContext.routeTypes?.[route];
  const [byLocale] = await Promise.all([
    type ? loadLayout(type).then((layout) => layout.contentLoaders) : undefined,
    loadI18n(locale, pageContext.globalContext.siteTokens),
    !isErrorPage && hasDemo(pageContext.data) ? loadDemoBlock() : undefined,
  ]);
  // A body's HTML is already on the page when it hydrates, and nothing in it is interactive, so
  // only client-side navigation fetches it (see PageContent).
  if (isErrorPage || pageContext.isHydration) return;
  const loaders = await byLocale?.[locale]?.();
  if (loaders && hasContentIn(loaders, locale, route))
    await Promise.all([loadContentFrom(loaders, locale, route), loadMdxComponents()]);
}
