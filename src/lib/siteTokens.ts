import { affiliateProgram } from '../data/affiliates';
import { homeFigures } from '../data/homeFigures';
import { audienceIds, audiences, freeTrialDays } from '../data/pricing';
import { localeCodes, type Locale } from '../i18n/locales';
import { fillTokens } from './tokens';

/**
 * Figures any copy may name as `{{token}}` (front-matter, MDX bodies, UI messages), each read
 * from its data module so no page retypes it. Percentages are bare numbers: the copy keeps its
 * own `%`, spaced as each language writes it.
 */
const siteFigures = {
  /** General free-trial length, in days. */
  trialDays: freeTrialDays,
  /** Minutes to build a first experience. */
  firstExperienceMinutes: homeFigures.firstExperienceMinutes,
  /** The affiliate commission, in percent. */
  commissionPercent: affiliateProgram.commissionPercent,
  /** The largest yearly saving of any audience, in percent ("save up to …"). */
  maxYearlySaving: Math.max(...audienceIds.map((id) => audiences[id].yearlySavingPercent)),
} as const satisfies Record<string, number>;

export type SiteToken = keyof typeof siteFigures;
export type SiteTokenValues = Record<SiteToken, string>;
export type SiteTokenTable = Record<Locale, SiteTokenValues>;

export const siteTokenNames = Object.keys(siteFigures) as SiteToken[];

const valuesByLocale = new Map<Locale, SiteTokenValues>();

/** The site tokens' text in a locale, numbers written by `Intl`. */
export function siteTokenValues(locale: Locale): SiteTokenValues {
  let values = valuesByLocale.get(locale);
  if (!values) {
    const number = new Intl.NumberFormat(locale);
    values = Object.fromEntries(
      siteTokenNames.map((name) => [name, number.format(siteFigures[name])]),
    ) as SiteTokenValues;
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
