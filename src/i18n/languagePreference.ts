import { safeStorage } from '../browser/safeStorage';
import { isPublishedLocale, type Locale } from './locales';

/** Storage key of the visitor's language choice (the name i18next's detector uses). */
export const languageStorageKey = 'i18nextLng';

/** Base code of a language tag: `en-US` → `en`. */
export function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The first supported locale among the browser's languages, in the visitor's order. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = baseLanguage(tag);
    if (isPublishedLocale(base)) return base;
  }
  return null;
}

export function savedLocale(): Locale | null {
  const saved = safeStorage.get(languageStorageKey);
  if (!saved) return null;
  const base = baseLanguage(saved);
  return isPublishedLocale(base) ? base : null;
}

export function saveLocale(locale: Locale): void {
  safeStorage.set(languageStorageKey, locale);
}

export function navigatorLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
