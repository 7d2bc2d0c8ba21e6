import {
  BookOpen,
  GraduationCap,
  HandCoins,
  Lightbulb,
  type LucideIcon,
  PartyPopper,
  Rocket,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';

export interface MenuLink {
  /** Unprefixed route; components localise it. */
  route: string;
  /** Key below `nav.solutionsMenu` or `nav.resourcesMenu` with `label` and `description`. */
  key: string;
  icon: LucideIcon;
}

/** The "Solutions" dropdown, in the spec's order. */
export const solutionLinks: MenuLink[] = [
  { route: '/engagement', key: 'nav.solutionsMenu.engagement', icon: PartyPopper },
  { route: '/onboarding', key: 'nav.solutionsMenu.onboarding', icon: Rocket },
  { route: '/compliance', key: 'nav.solutionsMenu.compliance', icon: ShieldCheck },
  { route: '/upskilling', key: 'nav.solutionsMenu.upskilling', icon: TrendingUp },
  { route: '/training', key: 'nav.solutionsMenu.training', icon: GraduationCap },
];

/** The "Resources" dropdown. */
export const resourceLinks: MenuLink[] = [
  { route: '/blog', key: 'nav.resourcesMenu.blog', icon: BookOpen },
  { route: '/playbooks', key: 'nav.resourcesMenu.playbooks', icon: Lightbulb },
  { route: '/affiliates', key: 'nav.resourcesMenu.affiliates', icon: HandCoins },
];
