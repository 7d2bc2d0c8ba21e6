import type { AudienceId } from '../data/pricing';
import type { PageType } from './schema';
import { normalizePathname } from '../i18n/urls';

/**
 * The id of the pricing page's companies switch: `/pricing#companies` opens on the companies'
 * plans (src/render/components/pricing/PricingPlans.tsx), with or without JavaScript.
 */
export const companiesPricingAnchor = 'companies';

/**
 * Where a link to `route` goes from a page of `pageType`: on a companies page (a `sections` page:
 * a solution, a landing page, the case study, the platform, a game) a link to the pricing page
 * opens the companies' plans; `/pricing` anywhere else opens on the creators', as the spec lists.
 */
export function audienceRoute(route: string, pageType: PageType | undefined): string {
  if (!pageAudience(pageType) || normalizePathname(route) !== '/pricing') return route;
  return `/pricing#${companiesPricingAnchor}`;
}

/** The audience a page of `pageType` is for: the companies' pages, or everyone (undefined). */
export function pageAudience(pageType: PageType | undefined): AudienceId | undefined {
  return pageType === 'sections' ? 'companies' : undefined;
}
