import type { Locale } from '../../i18n/locales';
import { localeTypography, typeset } from '../../i18n/typography';

/**
 * `2026-11-01` → "1 de noviembre de 2026" / "November 1, 2026" / "1er novembre 2026", set in the
 * locale's typography (a French day and its month never part at a line's end).
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const { ordinalDay } = localeTypography[locale];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .map((part) =>
      part.type === 'day' && ordinalDay ? ordinalDay(Number(part.value)) : part.value,
    )
    .join('');
  return typeset(locale, date);
}
