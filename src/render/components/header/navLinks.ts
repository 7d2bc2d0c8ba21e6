import type { Messages } from '../../../i18n/i18n';
import type { IconName } from '../ui/iconNames';

type MenuKey =
  | `nav.solutionsMenu.${keyof Messages['nav']['solutionsMenu'] & string}`
  | `nav.resourcesMenu.${keyof Messages['nav']['resourcesMenu'] & string}`
  | `siteMap.solutions.${keyof Messages['siteMap']['solutions'] & string}`
  | `siteMap.product.${keyof Messages['siteMap']['product'] & string}`;

export interface MenuLink {
  /** Unprefixed route; components localise it. */
  route: string;
  /** Key of a `label` and a `description`: below `nav.solutionsMenu`, `nav.resourcesMenu` or `siteMap`. */
  key: MenuKey;
  icon: IconName;
}

/** The "Solutions" dropdown, in the spec's order. */
export const solutionLinks: MenuLink[] = [
  { route: '/engagement', key: 'nav.solutionsMenu.engagement', icon: 'party-popper' },
  { route: '/onboarding', key: 'nav.solutionsMenu.onboarding', icon: 'rocket' },
  { route: '/compliance', key: 'nav.solutionsMenu.compliance', icon: 'shield-check' },
  { route: '/upskilling', key: 'nav.solutionsMenu.upskilling', icon: 'trending-up' },
  { route: '/training', key: 'nav.solutionsMenu.training', icon: 'graduation-cap' },
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
