import i18next, { type i18n } from 'i18next';
import type { SiteTokenTable } from '../content/siteTokens';
import type { Locale } from './locales';
import type es from './messages/es.json';

export type Messages = typeof es;

// Lazy chunks per locale, in two parts (messageParts.ts): a page only downloads its own locale's
// strings, and the pages' part only for client-side rendering or an island that shows some.
const shellLoaders = import.meta.glob<Partial<Messages>>('./messages/*.json', {
  import: 'default',
  query: { part: 'shell' },
});
const pageLoaders = import.meta.glob<Partial<Messages>>('./messages/*.json', {
  import: 'default',
  query: { part: 'pages' },
});
const instances = new Map<Locale, i18n>();
const pageParts = new Map<Locale, Promise<void>>();

/** Thrown at pre-render when a page asks for a UI string its locale lacks. */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

function createInstance(
  locale: Locale,
  messages: Partial<Messages>,
  siteTokens: SiteTokenTable | undefined,
): i18n {
  const instance = i18next.createInstance();
  // Synchronous init from the page's own locale (no browser detector), so hydration never mismatches.
  void instance.init({
    lng: locale,
    fallbackLng: false,
    // Already in the locale's typography: set when bundled (src/build/typesetMessagesPlugin.ts).
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    // The site tokens (`{{trialDays}}`…) through i18next's own interpolation, in every string.
    interpolation: { escapeValue: false, defaultVariables: siteTokens?.[locale] },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      const message = `Missing UI string "${key}" in locale "${locale}" (src/i18n/messages/${locale}.json)`;
      if (import.meta.env.SSR) throw new MissingTranslationError(message);
      console.error(message);
    },
  });
  return instance;
}

/**
 * `siteTokens` is `globalContext.siteTokens`: computed from `src/data` on the server and passed
 * to the browser as text, so no page downloads the data modules for its UI strings.
 */
export async function loadI18n(
  locale: Locale,
  siteTokens: SiteTokenTable | undefined,
): Promise<i18n> {
  const existing = instances.get(locale);
  if (existing) return existing;
  const loader = shellLoaders[`./messages/${locale}.json`];
  if (!loader) throw new Error(`No UI strings for locale "${locale}"`);
  const instance = createInstance(locale, await loader(), siteTokens);
  instances.set(locale, instance);
  // Pre-rendering may render any string: the server always has both parts.
  if (import.meta.env.SSR) await loadPageMessages(locale);
  return instance;
}

/** Fetches the pages' part of a locale's strings ahead of a navigation (no instance needed). */
export function prefetchPageMessages(locale: Locale): void {
  void pageLoaders[`./messages/${locale}.json`]?.().catch(() => undefined);
}

/** Adds the pages' part of the locale's strings to its instance (which `loadI18n` created). */
export function loadPageMessages(locale: Locale): Promise<void> {
  const loader = pageLoaders[`./messages/${locale}.json`];
  if (!loader) return Promise.reject(new Error(`No UI strings for locale "${locale}"`));
  let loading = pageParts.get(locale);
  if (!loading) {
    loading = loader().then(
      (messages) => void getI18n(locale).addResourceBundle(locale, 'translation', messages),
      (error: unknown) => {
        // A failed fetch may succeed on the next navigation.
        pageParts.delete(locale);
        throw error;
      },
    );
    pageParts.set(locale, loading);
  }
  return loading;
}

/** The instance loaded by `loadI18n` before render. */
export function getI18n(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`UI strings for "${locale}" were not loaded before render`);
  return instance;
}
