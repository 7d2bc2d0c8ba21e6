import { solutionLinks, type MenuLink } from '../header/navLinks';

// The footer and the not-found page only (both static parts): the header does not load this list,
// so the pages' first load does not carry it.

/**
 * The solution pages in two groups, each under its UI string's title: the "Solutions" dropdown's,
 * then the other landing pages (the home's use cases and the new-hire journey). The footer shows
 * them as two columns: as one, it outgrew the others three times over.
 */
export const solutionGroups: {
  titleKey: 'footer.solutions' | 'footer.useCases';
  links: MenuLink[];
}[] = [
  { titleKey: 'footer.solutions', links: solutionLinks },
  {
    titleKey: 'footer.useCases',
    links: [
      {
        route: '/reclutamiento-gamificado',
        key: 'siteMap.solutions.recruitment',
        icon: 'user-plus',
      },
      {
        route: '/formacion-gamificada',
        key: 'siteMap.solutions.corporateTraining',
        icon: 'briefcase',
      },
      { route: '/ventas-gamificadas', key: 'siteMap.solutions.sales', icon: 'handshake' },
      { route: '/marketing-gamificado', key: 'siteMap.solutions.marketing', icon: 'megaphone' },
      {
        route: '/attcliente-gamificado',
        key: 'siteMap.solutions.customerService',
        icon: 'headset',
      },
      {
        route: '/onboarding-gamificado',
        key: 'siteMap.solutions.newHireJourney',
        icon: 'route',
      },
    ],
  },
];

/** Every solution page, both groups in order (the not-found page lists them as one). */
export const solutionPages: MenuLink[] = solutionGroups.flatMap((group) => group.links);

/** The product's own pages, as the not-found page lists them. */
export const productLinks: MenuLink[] = [
  { route: '/plataforma', key: 'siteMap.product.platform', icon: 'layers' },
  { route: '/games', key: 'siteMap.product.games', icon: 'gamepad-2' },
  { route: '/pricing', key: 'siteMap.product.pricing', icon: 'wallet' },
];
