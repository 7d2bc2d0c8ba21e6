import type { Locale } from '../i18n/locales';

/**
 * A percentage as the site's copy writes it: `45%` in Spanish and English, `45 %` in French
 * (with the narrow no-break space French typography uses). `sign` adds a leading plus.
 */
export function formatPercent(value: number, locale: Locale, { sign = false } = {}): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  const signed = sign && value > 0 ? `+${number}` : number;
  return locale === 'fr' ? `${signed}\u202f%` : `${signed}%`;
}
