import type { Locale } from '../i18n/locales';
import { extractLocale } from '../i18n/urls';

/** Locale and unprefixed route of a page, read from its public URL. */
export function pageLocation(pageContext: { urlOriginal: string }): {
  locale: Locale;
  route: string;
} {
  return extractLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname);
}
