import type { Locale } from '../i18n/locales';
import { percentSpace, percentSpacing } from './typography';

/**
 * A percentage from `Intl`, in the locale's typography as the build sets copy
 * (`src/lib/typography.ts`): `45 %` in Spanish and French, `45%` in English. CLDR gives French a
 * full no-break space; the copy uses a narrow one. `sign` adds a leading plus.
 */
export function formatPercent(value: number, locale: Locale, { sign = false } = {}): string {
  const formatted = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: sign ? 'exceptZero' : 'auto',
  }).format(value / 100);
  return percentSpace[locale] ? percentSpacing(formatted, percentSpace[locale]) : formatted;
}
