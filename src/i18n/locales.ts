/** What the site knows of a locale: one entry in `locales` below. */
export interface LocaleEntry {
  /** Base language code, used in URLs, `<html lang>` and `content/<code>/`. */
  code: string;
  /** Native name shown in the language switcher. */
  name: string;
  /** Two-letter label shown in compact switchers. */
  abbreviation: string;
  /** Value of `hreflang` on alternate links. */
  hreflang: string;
  /** Value of `og:locale`. */
  ogLocale: string;
  /**
   * Being translated: its files are checked (a missing page or UI string is a warning), and it is
   * neither published nor linked (no page written, no switcher entry, no hreflang, not in the
   * sitemap or feeds, never offered by language detection). Remove the line to publish it.
   */
  draft?: true;
}

/**
 * The single source of locales for routing, the switcher, hreflang, the sitemap and the checks.
 * A new locale is one more entry (with `draft: true` until every page is translated): see
 * docs/adding-a-locale.md.
 */
export const locales = [
  { code: 'es', name: 'Español', abbreviation: 'ES', hreflang: 'es', ogLocale: 'es_ES' },
  { code: 'en', name: 'English', abbreviation: 'EN', hreflang: 'en', ogLocale: 'en_US' },
  { code: 'fr', name: 'Français', abbreviation: 'FR', hreflang: 'fr', ogLocale: 'fr_FR' },
] as const satisfies readonly LocaleEntry[];

export type Locale = (typeof locales)[number]['code'];
export type LocaleInfo = LocaleEntry & { code: Locale };

/** Spanish lives at unprefixed URLs; the others under `/<code>`. */
export const defaultLocale: Locale = 'es';

/**
 * Everything derived from a list of locales. The site's is `locales`; a test gives another list
 * (a draft entry of its own) through this one function, so that what it checks is what the build
 * derives.
 */
export function localeModule(list: readonly LocaleEntry[]) {
  const all = list as readonly LocaleInfo[];
  /** Every locale, drafts included: what is checked and previewed. */
  const localeCodes: readonly Locale[] = all.map((l) => l.code);
  /** The locales visitors see: pre-rendered, linked, in hreflang, the sitemap and the feeds. */
  const publishedLocales: readonly LocaleInfo[] = all.filter((l) => l.draft !== true);
  const publishedLocaleCodes: readonly Locale[] = publishedLocales.map((l) => l.code);
  /** Locales still being translated (`draft: true`). */
  const draftLocaleCodes: readonly Locale[] = all
    .filter((l) => l.draft === true)
    .map((l) => l.code);
  return {
    locales: list,
    defaultLocale,
    localeCodes,
    publishedLocales,
    publishedLocaleCodes,
    draftLocaleCodes,
    isLocale: (value: unknown): value is Locale =>
      typeof value === 'string' && (localeCodes as readonly string[]).includes(value),
    /** A locale visitors may be sent to: language detection and saved choices accept only these. */
    isPublishedLocale: (value: unknown): value is Locale =>
      typeof value === 'string' && (publishedLocaleCodes as readonly string[]).includes(value),
    isDraftLocale: (code: Locale): boolean => draftLocaleCodes.includes(code),
    localeInfo: (code: Locale): LocaleInfo => {
      const info = all.find((l) => l.code === code);
      if (!info) throw new Error(`Unknown locale "${code}"`);
      return info;
    },
  };
}

export const {
  localeCodes,
  publishedLocales,
  publishedLocaleCodes,
  draftLocaleCodes,
  isLocale,
  isPublishedLocale,
  isDraftLocale,
  localeInfo,
} = localeModule(locales);

/**
 * A language's name as running text in a locale ("inglés", "anglais", "English"), from the
 * platform's CLDR data: no UI string per pair of locales.
 */
export function languageName(code: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(code) ?? code;
}
