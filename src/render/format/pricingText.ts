import type { PlanLimit } from '../../data/pricing';
import type { Locale } from '../../i18n/locales';
import { fillTokens } from '../../content/tokens';

/** Whole euros in the locale's style: `55 €` in es and fr, `€55` in en. */
export function formatEuros(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * A plan's limit line in the page's language: the count is formatted for the locale and the
 * plural form (`_one`, `_other`) is chosen by the locale's rules when the copy has one.
 */
export function featureText(
  copy: Record<string, string>,
  feature: PlanLimit,
  locale: Locale,
): string {
  if (!('count' in feature)) return copy[feature.key] ?? feature.key;
  const category = new Intl.PluralRules(locale).select(feature.count);
  const template =
    copy[`${feature.key}_${category}`] ?? copy[`${feature.key}_other`] ?? copy[feature.key] ?? '';
  return fillTokens(template, { count: new Intl.NumberFormat(locale).format(feature.count) });
}
