import type { Messages } from '../../i18n/i18n';
import type { IconName } from '../ui/iconNames';

type MenuKey =
  | `nav.solutionsMenu.${keyof Messages['nav']['solutionsMenu'] & string}`
  | `nav.resourcesMenu.${keyof Messages['nav']['resourcesMenu'] & string}`
  | `nav.productMenu.${keyof Messages['nav']['productMenu'] & string}`;

export interface MenuLink {
  /** Unprefixed route; components localise it. */
  route: string;
  /** Key below `nav.solutionsMenu`, `nav.resourcesMenu` or `nav.productMenu` with `label` and `description`. */
  key: MenuKey;
  icon: IconName;
}

/**
 * Every solution page: first the "Solutions" dropdown's five, in the spec's order, then the other
 * landing pages (the home's use cases and the new-hire journey), which the footer and the
 * not-found page list too.
 */
export const solutionPages: (MenuLink & { inMenu: boolean })[] = [
  { route: '/engagement', key: 'nav.solutionsMenu.engagement', icon: 'party-popper', inMenu: true },
  { route: '/onboarding', key: 'nav.solutionsMenu.onboarding', icon: 'rocket', inMenu: true },
  { route: '/compliance', key: 'nav.solutionsMenu.compliance', icon: 'shield-check', inMenu: true },
  { route: '/upskilling', key: 'nav.solutionsMenu.upskilling', icon: 'trending-up', inMenu: true },
  { route: '/training', key: 'nav.solutionsMenu.training', icon: 'graduation-cap', inMenu: true },
  {
    route: '/reclutamiento-gamificado',
    key: 'nav.solutionsMenu.recruitment',
    icon: 'user-plus',
    inMenu: false,
  },
  {
    route: '/formacion-gamificada',
    key: 'nav.solutionsMenu.corporateTraining',
    icon: 'briefcase',
    inMenu: false,
  },
  {
    route: '/ventas-gamificadas',
    key: 'nav.solutionsMenu.sales',
    icon: 'handshake',
    inMenu: false,
  },
  {
    route: '/marketing-gamificado',
    key: 'nav.solutionsMenu.marketing',
    icon: 'megaphone',
    inMenu: false,
  },
  {
    route: '/attcliente-gamificado',
    key: 'nav.solutionsMenu.customerService',
    icon: 'headset',
    inMenu: false,
  },
  {
    route: '/onboarding-gamificado',
    key: 'nav.solutionsMenu.newHireJourney',
    icon: 'route',
    inMenu: false,
  },
];

/** The "Solutions" dropdown (and the mobile panel's solutions). */
export const solutionLinks: MenuLink[] = solutionPages.filter((link) => link.inMenu);

/** The product's own pages, as the not-found page lists them. */
export const productLinks: MenuLink[] = [
  { route: '/plataforma', key: 'nav.productMenu.platform', icon: 'layers' },
  { route: '/games', key: 'nav.productMenu.games', icon: 'gamepad-2' },
  { route: '/pricing', key: 'nav.productMenu.pricing', icon: 'wallet' },
];

/** The "Resources" dropdown. */
export const resourceLinks: MenuLink[] = [
  { route: '/blog', key: 'nav.resourcesMenu.blog', icon: 'book-open' },
  { route: '/playbooks', key: 'nav.resourcesMenu.playbooks', icon: 'lightbulb' },
  { route: '/affiliates', key: 'nav.resourcesMenu.affiliates', icon: 'hand-coins' },
];

/**
 * The footer's legal pages, each named as the page is titled (check:content compares the label
 * with the page's title).
 */
export const legalLinks = [
  { route: '/condiciones-legales', key: 'footer.terms' },
  { route: '/politica-privacidad', key: 'footer.privacy' },
  { route: '/politica-cookies', key: 'footer.cookies' },
] as const satisfies readonly {
  route: string;
  key: `footer.${keyof Messages['footer'] & string}`;
}[];
