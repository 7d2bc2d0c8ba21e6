import type { PageType } from '../../content/schema';

/**
 * Layouts whose first band is dark: the bar stays dark over it until the page has scrolled
 * past the given number of pixels (spec: 50 px on the affiliate page), then turns normal.
 */
export const darkHeaderUntilPx: Partial<Record<PageType | 'affiliates', number>> = {
  'case-study': 10,
  affiliates: 50,
};
