import { solutionLinks, type MenuLink } from '../header/navLinks';

// The footer and the not-found page only (both static parts): the header does not load this list,
// so the pages' first load does not carry it.

/**
 * The solution pages in two groups, by the team that buys them, each under its UI string's title:
 * people teams, then training and customer-facing teams. Split by where a page sits in the menus,
 * onboarding and the new-hire journey fell in different columns (fifteenth design review).
 */
export const solutionGroups: {
  titleKey: 'footer.peopleTeams' | 'footer.businessTeams';
  links: MenuLink[];
}[] = [
  {
    titleKey: 'footer.peopleTeams',
    links: [
      {
        route: '/reclutamiento-gamificado',
        key: 'siteMap.solutions.recruitment',
        icon: 'user-plus',
      },
      solutionLink('/onboarding'),
      {
        route: '/onboarding-gamificado',
        key: 'siteMap.solutions.newHireJourney',
        icon: 'route',
      },
      solutionLink('/engagement'),
      solutionLink('/compliance'),
    ],
  },
  {
    titleKey: 'footer.businessTeams',
    links: [
      {
        route: '/formacion-gamificada',
        key: 'siteMap.solutions.corporateTraining',
        icon: 'briefcase',
      },
      solutionLink('/upskilling'),
      solutionLink('/training'),
      { route: '/ventas-gamificadas', key: 'siteMap.solutions.sales', icon: 'handshake' },
      { route: '/marketing-gamificado', key: 'siteMap.solutions.marketing', icon: 'megaphone' },
      {
        route: '/attcliente-gamificado',
        key: 'siteMap.solutions.customerService',
        icon: 'headset',
      },
    ],
  },
];

/** A page of the "Solutions" dropdown, as the dropdown names it. */
function solutionLink(route: string): MenuLink {
  const link = solutionLinks.find((candidate) => candidate.route === route);
  if (!link) throw new Error(`${route} is not in the Solutions menu`);
  return link;
}

/** Every solution page, both groups in order (the not-found page lists them as one). */
export const solutionPages: MenuLink[] = solutionGroups.flatMap((group) => group.links);

/** The product's own pages, as the not-found page lists them. */
export const productLinks: MenuLink[] = [
  { route: '/plataforma', key: 'siteMap.product.platform', icon: 'layers' },
  { route: '/games', key: 'siteMap.product.games', icon: 'gamepad-2' },
  { route: '/pricing', key: 'siteMap.product.pricing', icon: 'wallet' },
];
