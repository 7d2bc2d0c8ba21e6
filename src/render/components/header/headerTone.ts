import type { Frontmatter } from '../../../content/schema';

/**
 * Spec: the bar turns opaque once the page has scrolled more than 10 px. global.css has the same
 * figure for the bar before the script runs; noJs.spec.ts holds the two together.
 */
export const navScrollThresholdPx = 10;

/**
 * Pages whose first band is dark (the affiliate page, a dark hero block): the bar stays dark over
 * it until the page has scrolled past the given number of pixels (spec: 50 px on the affiliate
 * page), then turns normal.
 */
export function darkHeaderUntilPx(meta: Frontmatter | null | undefined): number | undefined {
  if (meta?.type === 'affiliates') return 50;
  const first = meta?.type === 'sections' ? meta.blocks[0] : undefined;
  return first?.kind === 'hero' && first.tone === 'dark' ? 10 : undefined;
}
