import type { PageContextServer } from 'vike/types';
import { pageLocation } from '../lib/pageLocation';
import { listingCards, isListing } from './listings';
import type { PageData } from './pageDataOf';
import { hasContent, loadPage } from './loadContent';

/** Shared `+data` of every content page: the validated front-matter drives the head tags. */
export async function contentData(pageContext: PageContextServer): Promise<PageData> {
  const { locale, route } = pageLocation(pageContext);
  if (pageContext.is404 || pageContext.errorWhileRendering || !hasContent(locale, route)) {
    return { route, meta: null };
  }
  const { mod, meta } = await loadPage(locale, route);
  if (meta.type === 'article') {
    return { route, meta, outline: { readingTime: mod.readingTime, toc: mod.toc } };
  }
  if (!isListing(meta.type)) return { route, meta };
  const cards = await listingCards(meta.type, locale, pageContext.globalContext.routeTypes ?? {});
  return { route, meta, cards };
}
