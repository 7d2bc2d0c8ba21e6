import { extractLocale, type PageLocation } from './urls';

/** Locale and route of a page (and whether the URL is its earlier one), read from its public URL. */
export function pageLocation(pageContext: { urlOriginal: string }): PageLocation {
  return extractLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname);
}
