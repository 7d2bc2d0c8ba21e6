import type { IconName } from '../render/components/ui/iconNames';

/** The nine use cases, in the spec's order, with the landing page each card links to. */
export const useCases = [
  { id: 'recruitment', route: '/reclutamiento-gamificado', icon: 'user-plus' },
  { id: 'training', route: '/formacion-gamificada', icon: 'graduation-cap' },
  { id: 'onboarding', route: '/onboarding', icon: 'rocket' },
  { id: 'compliance', route: '/compliance', icon: 'shield-check' },
  { id: 'upskilling', route: '/upskilling', icon: 'trending-up' },
  { id: 'sales', route: '/ventas-gamificadas', icon: 'handshake' },
  { id: 'marketing', route: '/marketing-gamificado', icon: 'megaphone' },
  { id: 'customer-service', route: '/attcliente-gamificado', icon: 'headset' },
  { id: 'engagement', route: '/engagement', icon: 'party-popper' },
] as const satisfies readonly { id: string; route: string; icon: IconName }[];

export type UseCaseId = (typeof useCases)[number]['id'];
export const useCaseIds = useCases.map((u) => u.id) as [UseCaseId, ...UseCaseId[]];
