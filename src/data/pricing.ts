/**
 * Plans shown on /pricing (spec section 9 and DECISIONS.md "Plans").
 * Prices and limits are numbers here and nowhere else; the words live in each locale's
 * `content/<locale>/pricing.mdx` front-matter, keyed by plan id and feature key.
 */

/**
 * A plan's limits: the lines of its card that are quantities, restated on every card (a higher
 * plan's limit replaces a lower one's). What a plan can do is in `capabilities.ts`.
 * Lines whose text takes a number (`{{count}}`):
 */
export const countedLimits = [
  'activeGames',
  'nodesPerGame',
  'scenes',
  'characters',
  'tracks',
  'users',
  'activeUsersUpTo',
  'activeExperiences',
] as const;

/** Limit lines without a number. */
export const plainLimits = [
  'unlimitedGames',
  'unlimitedNodes',
  'unlimitedScenes',
  'unlimitedCharacters',
  'unlimitedTracks',
  'unlimitedUsers',
  'unlimitedBrands',
  'brandVisible',
  'unlimitedExperiences',
  'unlimitedUsersExperiences',
] as const;

/** Limit lines that take something away: drawn without the check mark of what a plan includes. */
export const restrictions: ReadonlySet<PlanLimit['key']> = new Set(['brandVisible']);

export type CountedLimit = (typeof countedLimits)[number];
export type PlainLimit = (typeof plainLimits)[number];
export type PlanLimit = { key: CountedLimit; count: number } | { key: PlainLimit };

export const audienceIds = ['creators', 'companies'] as const;
export type AudienceId = (typeof audienceIds)[number];

export const planIds = [
  'creator',
  'studio',
  'studioPlus',
  'creatorsEnterprise',
  'starter',
  'professional',
  'companiesEnterprise',
] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  /** Product name, the same in every language. */
  name: string;
  /** Euros per month when billed monthly; null for a custom price. */
  priceMonthly: number | null;
  /** Euros per month when billed yearly; null for a custom price. */
  priceYearly: number | null;
  /** Custom-price plans show "from" this figure (euros per month), or only "custom price". */
  customPrice: false | { from: number | null };
  /** Drawn with the brand ring. */
  highlighted: boolean;
  /** Carries the "most popular" badge. */
  popular: boolean;
  /** Where its button goes: the app's sign-up page or the sales scheduler. */
  cta: 'register' | 'sales';
  /** The free trial a sign-up on this plan gets; null: none (DECISIONS.md "Free trial"). */
  trial: { days: number } | null;
  limits: PlanLimit[];
}

export interface Audience {
  id: AudienceId;
  /** The yearly saving the toggle advertises, in percent. */
  yearlySavingPercent: number;
  plans: Plan[];
}

/** Companies' yearly price: monthly × 0.8, rounded to whole euros (DECISIONS.md). */
export function companiesYearly(monthly: number): number {
  return Math.round(monthly * 0.8);
}

const creators: Audience = {
  id: 'creators',
  yearlySavingPercent: 30,
  plans: [
    {
      id: 'creator',
      name: 'CREATOR',
      priceMonthly: 79,
      priceYearly: 55,
      customPrice: false,
      highlighted: false,
      popular: false,
      cta: 'register',
      trial: { days: 15 },
      limits: [
        { key: 'activeGames', count: 1 },
        { key: 'nodesPerGame', count: 150 },
        { key: 'scenes', count: 50 },
        { key: 'characters', count: 50 },
        { key: 'tracks', count: 50 },
        { key: 'brandVisible' },
        { key: 'users', count: 1 },
      ],
    },
    {
      id: 'studio',
      name: 'STUDIO',
      priceMonthly: 249,
      priceYearly: 175,
      customPrice: false,
      highlighted: true,
      popular: true,
      cta: 'register',
      trial: null,
      limits: [
        { key: 'activeGames', count: 5 },
        { key: 'nodesPerGame', count: 250 },
        { key: 'scenes', count: 200 },
        { key: 'characters', count: 200 },
        { key: 'tracks', count: 200 },
        { key: 'users', count: 5 },
      ],
    },
    {
      id: 'studioPlus',
      name: 'STUDIO+',
      priceMonthly: 499,
      priceYearly: 349,
      customPrice: false,
      highlighted: false,
      popular: false,
      cta: 'register',
      trial: null,
      limits: [
        { key: 'activeGames', count: 15 },
        { key: 'unlimitedNodes' },
        { key: 'unlimitedScenes' },
        { key: 'unlimitedCharacters' },
        { key: 'unlimitedTracks' },
      ],
    },
    {
      id: 'creatorsEnterprise',
      name: 'ENTERPRISE',
      priceMonthly: null,
      priceYearly: null,
      customPrice: { from: 950 },
      highlighted: false,
      popular: false,
      cta: 'sales',
      trial: null,
      limits: [{ key: 'unlimitedGames' }, { key: 'unlimitedUsers' }, { key: 'unlimitedBrands' }],
    },
  ],
};

const companies: Audience = {
  id: 'companies',
  yearlySavingPercent: 20,
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      priceMonthly: 29,
      priceYearly: companiesYearly(29),
      customPrice: false,
      highlighted: false,
      popular: false,
      cta: 'register',
      trial: null,
      limits: [
        { key: 'activeUsersUpTo', count: 50 },
        { key: 'activeExperiences', count: 5 },
      ],
    },
    {
      id: 'professional',
      name: 'Professional',
      priceMonthly: 99,
      priceYearly: companiesYearly(99),
      customPrice: false,
      highlighted: true,
      popular: true,
      cta: 'register',
      trial: { days: 14 },
      limits: [{ key: 'activeUsersUpTo', count: 200 }, { key: 'unlimitedExperiences' }],
    },
    {
      id: 'companiesEnterprise',
      name: 'Enterprise',
      priceMonthly: null,
      priceYearly: null,
      customPrice: { from: null },
      highlighted: false,
      popular: false,
      cta: 'sales',
      trial: null,
      limits: [{ key: 'unlimitedUsersExperiences' }],
    },
  ],
};

export const audiences = { creators, companies } as const satisfies Record<AudienceId, Audience>;

/** The audience shown first, and the billing period selected first (spec: yearly). */
export const defaultAudience: AudienceId = 'creators';
export const defaultBilling = 'yearly' as const;
export type Billing = 'monthly' | 'yearly';

/** The plans with a free trial, in audience order; of one audience when given. */
export function plansWithTrial(audience?: AudienceId): Plan[] {
  const ids = audience ? [audience] : audienceIds;
  return ids.flatMap((id) => audiences[id].plans.filter((plan) => plan.trial));
}

/**
 * The rows of the plan comparison table that are quantities: each gathers the limit lines that
 * set one quantity, counted or unlimited. Every limit is in one row, except the restrictions
 * (which the cards state, and a table of what each plan gives would have to invert).
 */
export const limitRows = {
  games: { counted: 'activeGames', unlimited: ['unlimitedGames'] },
  nodes: { counted: 'nodesPerGame', unlimited: ['unlimitedNodes'] },
  scenes: { counted: 'scenes', unlimited: ['unlimitedScenes'] },
  characters: { counted: 'characters', unlimited: ['unlimitedCharacters'] },
  tracks: { counted: 'tracks', unlimited: ['unlimitedTracks'] },
  users: { counted: 'users', unlimited: ['unlimitedUsers'] },
  brands: { counted: null, unlimited: ['unlimitedBrands'] },
  activeUsers: { counted: 'activeUsersUpTo', unlimited: ['unlimitedUsersExperiences'] },
  experiences: {
    counted: 'activeExperiences',
    unlimited: ['unlimitedExperiences', 'unlimitedUsersExperiences'],
  },
} as const satisfies Record<string, { counted: CountedLimit | null; unlimited: PlainLimit[] }>;

export type LimitRowId = keyof typeof limitRows;
export const limitRowIds = Object.keys(limitRows) as LimitRowId[];

/** A plan's value in a limit row: a count, unlimited, or none (the row is not part of it). */
export type LimitValue = number | 'unlimited' | null;

/**
 * A plan's value in one limit row. A plan's card lists what changes from the plan before it, so
 * a plan that does not restate a limit keeps the last one set before it in its audience.
 */
export function limitValue(planId: PlanId, row: LimitRowId): LimitValue {
  return limitSetting(planId, row).value;
}

/**
 * The plan whose card sets a plan's value in a limit row: the plan itself, or the one before it
 * whose limit it keeps; null where no plan up to it sets one.
 */
export function limitSetBy(planId: PlanId, row: LimitRowId): Plan | null {
  return limitSetting(planId, row).setBy;
}

function limitSetting(planId: PlanId, row: LimitRowId) {
  const { counted, unlimited } = limitRows[row];
  const plans = audiences[audienceOf(planId)].plans;
  let value: LimitValue = null;
  let setBy: Plan | null = null;
  for (const plan of plans.slice(0, plans.findIndex((p) => p.id === planId) + 1)) {
    for (const limit of plan.limits) {
      if ('count' in limit && limit.key === counted) value = limit.count;
      else if ((unlimited as readonly string[]).includes(limit.key)) value = 'unlimited';
      else continue;
      setBy = plan;
    }
  }
  return { value, setBy };
}

/** The limit rows that apply to any of an audience's plans, in table order. */
export function limitRowsOf(audience: AudienceId): LimitRowId[] {
  return limitRowIds.filter((row) =>
    audiences[audience].plans.some((plan) => limitValue(plan.id, row) !== null),
  );
}

/** The audience whose plans include this one. */
export function audienceOf(planId: PlanId): AudienceId {
  return audienceIds.find((id) => audiences[id].plans.some((plan) => plan.id === planId))!;
}

/** What an audience's plans start at, in euros per month, for one billing period. */
export function lowestPrice(id: AudienceId, billing: Billing): number {
  const prices = audiences[id].plans.flatMap((plan) => {
    const price = billing === 'yearly' ? plan.priceYearly : plan.priceMonthly;
    return price === null ? [] : [price];
  });
  return Math.min(...prices);
}
