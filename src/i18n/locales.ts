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

/** The locales visitors see: pre-rendered, linked, in hreflang, the sitemap and the feeds. */
export const publishedLocales: readonly LocaleInfo[] = (locales as readonly LocaleInfo[]).filter(
  (l) => !l.draft,
);

/** Every locale, drafts included: what is checked and previewed. */
export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

export const publishedLocaleCodes: readonly Locale[] = publishedLocales.map((l) => l.code);

export function isLocale(value: unknown): value is Locale {
  return localeCodes.includes(value as Locale);
}

/**
 * A locale visitors may be sent to: language detection and saved choices accept only these. Any
 * other locale is a draft (`draft: true`), still being translated.
 */
export function isPublishedLocale(value: unknown): value is Locale {
  return publishedLocaleCodes.includes(value as Locale);
}

export function localeInfo(code: Locale): LocaleInfo {
  const info = (locales as readonly LocaleInfo[]).find((l) => l.code === code);
  if (!info) throw new Error(`Unknown locale "${code}"`);
  return info;
}

/**
 * The exports above, derived from another list: a test injects a draft entry of its own with
 * it (vi.mock). Written apart so that the browser's bundle carries the plain exports only;
 * `src/i18n/locales.test.ts` holds the two to the same results on the site's list.
 */
export function localeModule(list: readonly LocaleEntry[]) {
  const all = list as readonly LocaleInfo[];
  const published = all.filter((l) => !l.draft);
  const codes = all.map((l) => l.code);
  const publishedCodes = published.map((l) => l.code);
  return {
    localeCodes: codes,
    publishedLocales: published,
    publishedLocaleCodes: publishedCodes,
    isLocale: (value: unknown): value is Locale => codes.includes(value as Locale),
    isPublishedLocale: (value: unknown): value is Locale =>
      publishedCodes.includes(value as Locale),
    localeInfo: (code: Locale): LocaleInfo => {
      const info = all.find((l) => l.code === code);
      if (!info) throw new Error(`Unknown locale "${code}"`);
      return info;
    },
  };
}

/**
 * A language's name as running text in a locale ("inglés", "anglais", "English"), from the
 * platform's CLDR data: no UI string per pair of locales.
 */
export function languageName(code: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames(inLocale, { type: 'language' }).of(code)!;
}
