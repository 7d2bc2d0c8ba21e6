import type { PageContextServer } from 'vike/types';
import type { Locale } from '../i18n/locales';
import { normalizePathname } from '../i18n/urls';
import { pageLocation } from '../i18n/pageLocation';
import type { DemoStory } from './schemas/demo';
import { listingCards, isListing } from './listings';
import type { PageData } from './pageDataType';
import { hasContent, loadPage } from './serverContent';

/**
 * The `+data` hook of every content page (server only): the validated front-matter drives the
 * head tags.
 */
export async function contentData(pageContext: PageContextServer): Promise<PageData> {
  const { locale, route, moved } = pageLocation(pageContext);
  if (pageContext.is404 || pageContext.errorWhileRendering || !hasContent(locale, route)) {
    return { route, meta: null };
  }
  const { mod, meta } = await loadPage(locale, route);
  if (moved) {
    // A page's earlier URL: an alias of the page, as `type: redirect` pages are, named as it is.
    const { title, description, keywords, socialImage } = meta;
    return {
      route,
      meta: {
        type: 'redirect',
        to: route,
        title,
        description,
        keywords,
        socialImage,
        noindex: true,
      },
    };
  }
  if (meta.type === 'home') return { route, meta, demo: await demoAt(locale, meta.hero.demo) };
  if (meta.type === 'article') {
    return { route, meta, outline: { readingTime: mod.readingTime, toc: mod.toc } };
  }
  if (!isListing(meta.type)) return { route, meta };
  const cards = await listingCards(meta.type, locale, pageContext.globalContext.routeTypes ?? {});
  return { route, meta, cards };
}

/** The demo block of the page at `link` (`/games/simulador-ventas#demo`), in `locale`. */
async function demoAt(locale: Locale, link: string): Promise<DemoStory> {
  const route = normalizePathname(link.split('#')[0]!);
  const { meta } = await loadPage(locale, route);
  const demo = meta.type === 'sections' && meta.blocks.find((block) => block.kind === 'demo');
  if (!demo) throw new Error(`${link} (${locale}) has no demo block for the home page to play`);
  return demo;
}
