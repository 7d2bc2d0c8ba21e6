import type { BlockKind } from './schemas/blocks';
import type { Frontmatter, PageType } from './schema';

/**
 * Ids that page types render around the body, which links may target (`/pricing#faqs`). The
 * build test `tests/build/pageAnchors.test.ts` holds this list to what the pages really render.
 */
const typeAnchors: Partial<Record<PageType, readonly string[]>> = {
  home: ['use-cases', 'features'],
  pricing: ['faqs', 'companies'],
  affiliates: ['commission'],
};

/** Ids that blocks render (a `use-cases` block is `#use-cases` wherever it is). */
const blockAnchors: Partial<Record<BlockKind, string>> = { 'use-cases': 'use-cases', demo: 'demo' };

/** The ids a page renders besides its headings' and every page's. */
export function pageAnchors(meta: Frontmatter): string[] {
  const fromBlocks =
    meta.type === 'sections' ? meta.blocks.flatMap((block) => blockAnchors[block.kind] ?? []) : [];
  return [...(typeAnchors[meta.type] ?? []), ...fromBlocks];
}

/** Ids every page renders (the skip link's target). */
export const everyPageAnchors: readonly string[] = ['main'];
