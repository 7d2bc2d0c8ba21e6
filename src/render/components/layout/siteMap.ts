import { solutionLinks, type MenuLink } from '../header/navLinks';

// The footer and the not-found page only (both static parts): the header does not load this list,
// so the pages' first load does not carry it.

/**
 * Every solution page: the "Solutions" dropdown's five, then the other landing pages (the home's
 * use cases and the new-hire journey).
 */
export const solutionPages: MenuLink[] = [
  ...solutionLinks,
  { route: '/reclutamiento-gamificado', key: 'siteMap.solutions.recruitment', icon: 'user-plus' },
  {
    route: '/formacion-gamificada',
    key: 'siteMap.solutions.corporateTraining',
    icon: 'briefcase',
  },
  { route: '/ventas-gamificadas', key: 'siteMap.solutions.sales', icon: 'handshake' },
  { route: '/marketing-gamificado', key: 'siteMap.solutions.marketing', icon: 'megaphone' },
  { route: '/attcliente-gamificado', key: 'siteMap.solutions.customerService', icon: 'headset' },
  { route: '/onboarding-gamificado', key: 'siteMap.solutions.newHireJourney', icon: 'route' },
];

/** The product's own pages, as the not-found page lists them. */
export const productLinks: MenuLink[] = [
  { route: '/plataforma', key: 'siteMap.product.platform', icon: 'layers' },
  { route: '/games', key: 'siteMap.product.games', icon: 'gamepad-2' },
  { route: '/pricing', key: 'siteMap.product.pricing', icon: 'wallet' },
];
