/** The single source of locales for routing, the switcher, hreflang and the sitemap. */
export const locales = [
  { code: 'es', name: 'Español', abbreviation: 'ES', hreflang: 'es', ogLocale: 'es_ES' },
  { code: 'en', name: 'English', abbreviation: 'EN', hreflang: 'en', ogLocale: 'en_US' },
  { code: 'fr', name: 'Français', abbreviation: 'FR', hreflang: 'fr', ogLocale: 'fr_FR' },
] as const satisfies readonly {
  /** Base language code, used in URLs and `<html lang>`. */
  code: string;
  /** Native name shown in the language switcher. */
  name: string;
  /** Two-letter label shown in compact switchers. */
  abbreviation: string;
  /** Value of `hreflang` on alternate links. */
  hreflang: string;
  /** Value of `og:locale`. */
  ogLocale: string;
}[];

export type Locale = (typeof locales)[number]['code'];
export type LocaleInfo = (typeof locales)[number];

/** Spanish lives at unprefixed URLs; the others under `/<code>`. */
export const defaultLocale: Locale = 'es';

export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = locales.find((l) => l.code === code);
  if (!info) throw new Error(`Unknown locale "${code}"`);
  return info;
}
