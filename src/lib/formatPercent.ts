import type { Locale } from '../i18n/locales';

/**
 * A percentage in the locale's own typography, from `Intl` (CLDR): `45 %` in Spanish and French,
 * `45%` in English, with the no-break space each language uses. `sign` adds a leading plus.
 */
export function formatPercent(value: number, locale: Locale, { sign = false } = {}): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: sign ? 'exceptZero' : 'auto',
  }).format(value / 100);
}
