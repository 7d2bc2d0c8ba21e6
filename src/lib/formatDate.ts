import type { Locale } from '../i18n/locales';

/** `2026-11-01` → "1 de noviembre de 2026" / "November 1, 2026" / "1 novembre 2026". */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
