import type { Frontmatter, PageType } from './schema';

/** List pages and the pages they list: every page of that type below the prefix. */
export const listings: Partial<Record<PageType, { prefix: string; type: PageType }>> = {
  'blog-index': { prefix: '/blog/', type: 'article' },
  'games-index': { prefix: '/games/', type: 'sections' },
  'playbooks-index': { prefix: '/playbooks/', type: 'playbook' },
};

/** The list page's route prefix of a page that a list page shows, if one does. */
export function listedUnder(route: string, type: PageType): string | undefined {
  return Object.values(listings).find(
    (listing) => route.startsWith(listing.prefix) && listing.type === type,
  )?.prefix;
}

/** Why a listed page cannot make a card, or undefined: a landing page needs its `card`. */
export function unlistable(meta: Frontmatter): string | undefined {
  return meta.type === 'sections' && !meta.card ? 'add a card (title, excerpt)' : undefined;
}
