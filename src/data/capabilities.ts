import { audienceIds, audiences, type AudienceId, type Plan, type PlanId } from './pricing';

/**
 * What the product offers, and on which plans: the one source for the pricing page's feature
 * lines and for every page that promises a capability (`{{with…}}` tokens, src/content/siteTokens.ts;
 * the claims check, src/content/check/claims.ts). Spec section 9, DECISIONS.md "Two readings".
 *
 * Each audience's plans are tiers: a plan includes everything the plans before it in its
 * audience include ("everything in STUDIO, plus"). So a capability names, per audience, the
 * first plan that includes it; every later plan of that audience includes it too.
 */
export type CapabilityStatus = 'available' | 'inDevelopment';

export interface Capability {
  /** `inDevelopment`: announced, not usable yet; a page never presents it as available. */
  status: CapabilityStatus;
  /**
   * Per audience, the first plan that includes it. An audience left out has it on no plan.
   * `everyPlan` when it is part of the product on every plan (no page needs to name a plan).
   */
  from: Partial<Record<AudienceId, PlanId>> | 'everyPlan';
  /** Shown as a feature line on the pricing page (its words: `features.<id>` in pricing.mdx). */
  pricingLine: boolean;
}

/** First plan of each audience: what "every plan" means in `from`. */
const firstPlans = Object.fromEntries(
  audienceIds.map((id) => [id, audiences[id].plans[0]!.id]),
) as Record<AudienceId, PlanId>;

const available = (from: Capability['from'], pricingLine = true): Capability => ({
  status: 'available',
  from,
  pricingLine,
});

/** In this order on the pricing cards, after each plan's limits. */
export const capabilities = {
  // Building: part of the product on every plan; pages name them without a plan.
  storytelling: available('everyPlan', false),
  noCodeEditor: available('everyPlan', false),
  aiContent: available('everyPlan', false),
  aiPlaybooks: available('everyPlan', false),
  publicPrivateGames: available('everyPlan', false),
  discTest: available('everyPlan', false),
  browserExtension: available('everyPlan', false),
  // Brand
  customBranding: available({ creators: 'studio', companies: 'professional' }),
  whiteLabel: available({ creators: 'studioPlus' }),
  // Metrics
  basicAnalytics: available('everyPlan'),
  advancedAnalytics: available({ creators: 'studioPlus', companies: 'professional' }),
  customDashboards: available({ creators: 'creatorsEnterprise' }),
  // Templates (the companies' plans)
  basicTemplates: available({ companies: 'starter' }),
  allTemplates: available({ companies: 'professional' }),
  // Games
  exportDuplicate: available({ creators: 'studio' }),
  aiFeedback: available({ creators: 'studioPlus' }),
  adsOffOrCustom: available({ creators: 'studioPlus' }),
  // Data and integrations. Professional's "premium integrations" (spec): the API is the one
  // integration available today, so that is what it includes.
  apiExport: available({ creators: 'studioPlus', companies: 'professional' }),
  fullApi: available({ creators: 'creatorsEnterprise', companies: 'companiesEnterprise' }),
  lmsConnectors: { status: 'inDevelopment', from: { creators: 'studioPlus' }, pricingLine: true },
  crmConnectors: { status: 'inDevelopment', from: {}, pricingLine: false },
  customDevelopment: available({ companies: 'companiesEnterprise' }),
  // Support: the channels on every plan (spec section 1), then each plan's level.
  chatSupport: available('everyPlan'),
  emailSupport: available('everyPlan'),
  knowledgeBase: available('everyPlan'),
  prioritySupport24h: available({ creators: 'studio' }),
  prioritySupport: available({ companies: 'professional' }),
  dedicatedSupport: available({ creators: 'studioPlus' }),
  support247: available({ companies: 'companiesEnterprise' }),
  sla: available({ companies: 'companiesEnterprise' }),
  accountManager: available({ creators: 'creatorsEnterprise', companies: 'companiesEnterprise' }),
  monthlyCreativeSupport: available({ creators: 'creatorsEnterprise' }),
  personalizedOnboarding: available({ companies: 'companiesEnterprise' }),
} as const satisfies Record<string, Capability>;

export type CapabilityId = keyof typeof capabilities;
export const capabilityIds = Object.keys(capabilities) as CapabilityId[];

/** The support channels: capabilities like the others, listed here for "support per plan". */
export const supportChannelIds = [
  'chatSupport',
  'emailSupport',
  'knowledgeBase',
] as const satisfies readonly CapabilityId[];

function firstPlanOf(id: CapabilityId): Partial<Record<AudienceId, PlanId>> {
  const { from } = capabilities[id] as Capability;
  return from === 'everyPlan' ? firstPlans : from;
}

/** The first plan of each audience that includes a capability, in audience order. */
export function entryPlans(id: CapabilityId): Plan[] {
  const from = firstPlanOf(id);
  return audienceIds.flatMap((audience) => {
    const first = from[audience];
    return first ? [audiences[audience].plans.find((plan) => plan.id === first)!] : [];
  });
}

/** "STUDIO+ o Professional": the first plans that include it, as the locale lists options. */
export function planNames(id: CapabilityId, locale: string): string {
  const names = entryPlans(id).map((plan) => plan.name);
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
}

/** Every plan that includes a capability: its first plan in each audience and those after it. */
export function plansWith(id: CapabilityId): Plan[] {
  const from = firstPlanOf(id);
  return audienceIds.flatMap((audience) => {
    const plans = audiences[audience].plans;
    const first = plans.findIndex((plan) => plan.id === from[audience]);
    return first < 0 ? [] : plans.slice(first);
  });
}

/** On every plan of every audience: a page may promise it without naming a plan. */
export function onEveryPlan(id: CapabilityId): boolean {
  return (capabilities[id] as Capability).from === 'everyPlan';
}

export function statusOf(id: CapabilityId): CapabilityStatus {
  return capabilities[id].status;
}

/** The capabilities a plan includes (its own and those of the plans before it in its audience). */
export function capabilitiesOf(planId: PlanId): CapabilityId[] {
  return capabilityIds.filter((id) => plansWith(id).some((plan) => plan.id === planId));
}

/** The capabilities a plan's card lists: those its audience gets first on this plan. */
export function newOnPlan(planId: PlanId): CapabilityId[] {
  return capabilityIds.filter(
    (id) =>
      (capabilities[id] as Capability).pricingLine &&
      entryPlans(id).some((plan) => plan.id === planId),
  );
}

/** The support channels of a plan. */
export function supportChannels(planId: PlanId): CapabilityId[] {
  return supportChannelIds.filter((id) => capabilitiesOf(planId).includes(id));
}

/** The plan before this one in its audience, whose capabilities it includes; none for the first. */
export function previousPlan(planId: PlanId): Plan | undefined {
  for (const audience of audienceIds) {
    const plans = audiences[audience].plans;
    const at = plans.findIndex((plan) => plan.id === planId);
    if (at >= 0) return at ? plans[at - 1] : undefined;
  }
  return undefined;
}

/** The capabilities an audience's plan cards list, in the cards' order: the comparison's rows. */
export function listedCapabilities(audience: AudienceId): CapabilityId[] {
  return audiences[audience].plans.flatMap((plan) => newOnPlan(plan.id));
}
