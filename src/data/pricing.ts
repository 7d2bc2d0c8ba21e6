/**
 * Plans shown on /pricing (spec section 9 and DECISIONS.md "Plans").
 * Prices and limits are numbers here and nowhere else; the words live in each locale's
 * `content/<locale>/pricing.mdx` front-matter, keyed by plan id and feature key.
 */

/** Feature lines whose text takes a number (`{{count}}`); the rest are plain lines. */
export const countedFeatures = [
  'activeGames',
  'nodesPerGame',
  'scenes',
  'characters',
  'tracks',
  'users',
  'activeUsersUpTo',
  'activeExperiences',
] as const;

export const plainFeatures = [
  'unlimitedGames',
  'unlimitedNodes',
  'unlimitedScenes',
  'unlimitedCharacters',
  'unlimitedTracks',
  'unlimitedUsers',
  'unlimitedBrands',
  'brandVisible',
  'partialBranding',
  'whiteLabel',
  'basicStats',
  'advancedAnalytics',
  'customDashboards',
  'emailSupport',
  'prioritySupport',
  'prioritySupport24h',
  'dedicatedSupport',
  'freeTrial',
  'exportDuplicate',
  'apiLms',
  'aiFeedback',
  'adsOffOrCustom',
  'fullApi',
  'monthlyCreativeSupport',
  'accountManager',
  'unlimitedExperiences',
  'basicTemplates',
  'allTemplates',
  'basicAnalytics',
  'customBranding',
  'premiumIntegrations',
  'trial14',
  'unlimitedUsersExperiences',
  'customDevelopment',
  'support247',
  'dedicatedAccountManager',
  'sla',
  'personalizedOnboarding',
] as const;

export type CountedFeature = (typeof countedFeatures)[number];
export type PlainFeature = (typeof plainFeatures)[number];
export type PlanFeature = { key: CountedFeature; count: number } | { key: PlainFeature };

export const audienceIds = ['creators', 'companies'] as const;
export type AudienceId = (typeof audienceIds)[number];

export const planIds = [
  'creator',
  'studio',
  'studioPlus',
  'enterprise',
  'starter',
  'professional',
  'business',
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
  features: PlanFeature[];
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
      features: [
        { key: 'activeGames', count: 1 },
        { key: 'nodesPerGame', count: 150 },
        { key: 'scenes', count: 50 },
        { key: 'characters', count: 50 },
        { key: 'tracks', count: 50 },
        { key: 'brandVisible' },
        { key: 'users', count: 1 },
        { key: 'basicStats' },
        { key: 'emailSupport' },
        { key: 'freeTrial' },
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
      features: [
        { key: 'activeGames', count: 5 },
        { key: 'nodesPerGame', count: 250 },
        { key: 'scenes', count: 200 },
        { key: 'characters', count: 200 },
        { key: 'tracks', count: 200 },
        { key: 'partialBranding' },
        { key: 'users', count: 5 },
        { key: 'exportDuplicate' },
        { key: 'prioritySupport24h' },
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
      features: [
        { key: 'activeGames', count: 15 },
        { key: 'unlimitedNodes' },
        { key: 'unlimitedScenes' },
        { key: 'unlimitedCharacters' },
        { key: 'unlimitedTracks' },
        { key: 'whiteLabel' },
        { key: 'advancedAnalytics' },
        { key: 'apiLms' },
        { key: 'aiFeedback' },
        { key: 'dedicatedSupport' },
        { key: 'adsOffOrCustom' },
      ],
    },
    {
      id: 'enterprise',
      name: 'ENTERPRISE',
      priceMonthly: null,
      priceYearly: null,
      customPrice: { from: 950 },
      highlighted: false,
      popular: false,
      cta: 'sales',
      features: [
        { key: 'unlimitedGames' },
        { key: 'unlimitedUsers' },
        { key: 'unlimitedBrands' },
        { key: 'fullApi' },
        { key: 'customDashboards' },
        { key: 'monthlyCreativeSupport' },
        { key: 'accountManager' },
      ],
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
      features: [
        { key: 'activeUsersUpTo', count: 50 },
        { key: 'activeExperiences', count: 5 },
        { key: 'basicTemplates' },
        { key: 'emailSupport' },
        { key: 'basicAnalytics' },
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
      features: [
        { key: 'activeUsersUpTo', count: 200 },
        { key: 'unlimitedExperiences' },
        { key: 'allTemplates' },
        { key: 'prioritySupport' },
        { key: 'advancedAnalytics' },
        { key: 'customBranding' },
        { key: 'premiumIntegrations' },
        { key: 'trial14' },
      ],
    },
    {
      id: 'business',
      name: 'Enterprise',
      priceMonthly: null,
      priceYearly: null,
      customPrice: { from: null },
      highlighted: false,
      popular: false,
      cta: 'sales',
      features: [
        { key: 'unlimitedUsersExperiences' },
        { key: 'customDevelopment' },
        { key: 'support247' },
        { key: 'dedicatedAccountManager' },
        { key: 'sla' },
        { key: 'personalizedOnboarding' },
        { key: 'fullApi' },
      ],
    },
  ],
};

export const audiences = { creators, companies } as const satisfies Record<AudienceId, Audience>;

/** The audience shown first, and the billing period selected first (spec: yearly). */
export const defaultAudience: AudienceId = 'creators';
export const defaultBilling = 'yearly' as const;
export type Billing = 'monthly' | 'yearly';

/** General free-trial length in days (Professional's is 14, in its own feature line). */
export const freeTrialDays = 15;
