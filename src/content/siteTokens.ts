import { affiliateProgram } from '../data/affiliates';
import {
  capabilityIds,
  entryPlans,
  onEveryPlan,
  planNames,
  statusOf,
  type CapabilityId,
} from '../data/capabilities';
import { homeFigures } from '../data/homeFigures';
import { dataRetentionMonthsAtMost } from '../data/privacy';
import { audienceIds, audiences, plansWithTrial } from '../data/pricing';
import { localeCodes, type Locale } from '../i18n/locales';
import en from '../i18n/messages/en.json' with { type: 'json' };
import es from '../i18n/messages/es.json' with { type: 'json' };
import fr from '../i18n/messages/fr.json' with { type: 'json' };
import { fillTokens } from './tokens';
import { formatNumber } from '../i18n/typography';

/**
 * Figures any copy may name as `{{token}}` (front-matter, MDX bodies, UI messages), each read
 * from its data module so no page retypes it. Percentages are bare numbers: the copy keeps its
 * own `%`, spaced as each language writes it.
 */
const siteFigures = {
  /** Minutes to build a first experience. */
  firstExperienceMinutes: homeFigures.firstExperienceMinutes,
  /** At least this many people have played (the copy writes "more than"). */
  players: homeFigures.playersAtLeast,
  /** The retention claim, in percent (the copy writes "up to"). */
  retentionGain: homeFigures.retentionGainUpTo,
  /** The affiliate commission, in percent. */
  commissionPercent: affiliateProgram.commissionPercent,
  /** The largest yearly saving of any audience, in percent ("save up to …"). */
  maxYearlySaving: Math.max(...audienceIds.map((id) => audiences[id].yearlySavingPercent)),
  /** The longest personal data is kept, in months (the copy writes "at most"). */
  dataRetentionMonths: dataRetentionMonthsAtMost,
  /** Each plan's free trial, in days, by plan: `{{creatorTrialDays}}`. Name the plan beside it. */
  ...(Object.fromEntries(
    plansWithTrial().map((plan) => [`${plan.id}TrialDays`, plan.trial!.days]),
  ) as Record<`${string}TrialDays`, number>),
} satisfies Record<string, number>;

/**
 * The plans that bring a capability, named where a page promises it: `{{withAiFeedback}}` →
 * "desde STUDIO+" / "on STUDIO+ and up" / "dès STUDIO+". One per available capability that not every
 * plan has (src/data/capabilities.ts); the claims check asks for it beside each promise.
 */
export const planTokenOf = (id: CapabilityId) => `with${id[0]!.toUpperCase()}${id.slice(1)}`;

export const planBoundCapabilities = capabilityIds.filter(
  (id) => statusOf(id) === 'available' && !onEveryPlan(id) && entryPlans(id).length > 0,
);

const messages = { es, en, fr } satisfies Record<Locale, { plans: { with: string } }>;

function planPhrase(id: CapabilityId, locale: Locale): string {
  return fillTokens(messages[locale].plans.with, { plans: planNames(id, locale) });
}

export type SiteTokenValues = Record<string, string>;
export type SiteTokenTable = Record<Locale, SiteTokenValues>;

export const siteTokenNames: readonly string[] = [
  ...Object.keys(siteFigures),
  ...planBoundCapabilities.map(planTokenOf),
];

const valuesByLocale = new Map<Locale, SiteTokenValues>();

/** The site tokens' text in a locale: numbers as the locale writes them, plans by name. */
export function siteTokenValues(locale: Locale): SiteTokenValues {
  let values = valuesByLocale.get(locale);
  if (!values) {
    values = Object.fromEntries([
      ...Object.entries(siteFigures).map(([name, value]) => [name, formatNumber(value, locale)]),
      ...planBoundCapabilities.map((id) => [planTokenOf(id), planPhrase(id, locale)]),
    ]) as SiteTokenValues;
    valuesByLocale.set(locale, values);
  }
  return values;
}

/** Every locale's values, for the browser's UI strings (`globalContext.siteTokens`). */
export function siteTokenTable(): SiteTokenTable {
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, siteTokenValues(locale)]),
  ) as SiteTokenTable;
}

/** Every string in parsed front-matter with the site tokens filled; other tokens stay. */
export function fillSiteTokens<T>(data: T, locale: Locale): T {
  const values = siteTokenValues(locale);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillTokens(value, values);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    }
    return value;
  };
  return fill(data) as T;
}
