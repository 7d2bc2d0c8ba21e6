import type { Locale } from '../../i18n/locales';

/** An amount in the locale's format, with cents only when there are any (`14,50 €`, `€72`). */
export function formatMoney(
  amount: number,
  locale: Locale,
  currency = 'EUR',
  currencyDisplay: 'symbol' | 'code' = 'symbol',
): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
