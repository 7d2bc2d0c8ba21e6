import type { Locale } from '../i18n/locales';
import { listings } from './listingRules';
import { loadPage } from './serverContent';
import type { Frontmatter, PageType } from './schema';
import type { ListingCard } from './pageDataType';
import type { MdxModule } from '../render/pageBodies';

export function isListing(type: PageType): boolean {
  return type in listings;
}

function toCard(
  route: string,
  meta: Frontmatter,
  { readingTime, heading }: Pick<MdxModule, 'readingTime' | 'heading'>,
): ListingCard & { order: string } {
  switch (meta.type) {
    case 'article':
      // Newest first: the ISO date sorts as text.
      return {
        route,
        // The heading the reader arrives at, not the title written for search results.
        title: heading ?? meta.title.replace(/\s*\|\s*Ludiqo$/, ''),
        excerpt: meta.excerpt,
        scene: meta.scene,
        date: meta.date,
        author: meta.author,
        readingTime,
        order: String(100_000_000 - Number(meta.date.replaceAll('-', ''))).padStart(9, '0'),
      };
    case 'sections': {
      const hero = meta.blocks[0];
      // The schema makes a page with a card open with a hero that has an image or a scene.
      if (!meta.card || hero?.kind !== 'hero' || !(hero.image || hero.scene)) break;
      return {
        route,
        title: meta.card.title,
        excerpt: meta.card.excerpt,
        image: meta.card.scene ? undefined : hero.image,
        scene: meta.card.scene ?? hero.scene,
        order: meta.card.title,
      };
    }
    case 'playbook':
      return {
        route,
        title: meta.heading,
        excerpt: meta.summary,
        scene: meta.scene,
        category: meta.category,
        order: String(meta.order).padStart(4, '0'),
      };
    default:
  }
  throw new Error(`${route}: a "${meta.type}" page cannot be listed: a listed page needs a card`);
}

/**
 * The cards of a list page, read from the listed pages' front-matter at pre-render: a new
 * article is one MDX file per locale and no code.
 */
export async function listingCards(
  type: PageType,
  locale: Locale,
  routeTypes: Record<string, PageType>,
): Promise<ListingCard[]> {
  const listing = listings[type];
  if (!listing) return [];
  const routes = Object.keys(routeTypes).filter(
    (route) => route.startsWith(listing.prefix) && routeTypes[route] === listing.type,
  );
  const cards = await Promise.all(
    routes.map(async (route) => {
      const { mod, meta } = await loadPage(locale, route);
      return toCard(route, meta, mod);
    }),
  );
  return cards
    .sort((a, b) => a.order.localeCompare(b.order))
    .map(({ order: _order, ...card }) => card);
}
