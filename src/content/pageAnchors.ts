import type { PageType } from './schema';

/**
 * Ids that page types render around the body, which links may target (`/pricing#faqs`). The
 * build test `tests/build/pageAnchors.test.ts` holds this list to what the pages really render.
 */
export const pageAnchors: Partial<Record<PageType, readonly string[]>> = {
  home: ['use-cases', 'features'],
  platform: ['use-cases'],
  pricing: ['faqs'],
  affiliates: ['commission'],
};

/** Ids every page renders (the skip link's target). */
export const everyPageAnchors: readonly string[] = ['main'];
