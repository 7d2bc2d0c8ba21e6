import i18next, { type i18n } from 'i18next';
import type { SiteTokenTable } from '../lib/siteTokens';
import type { Locale } from './locales';
import type es from './messages/es.json';

export type Messages = typeof es;

// One lazy chunk per locale: a page only downloads its own strings.
const loaders = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });
const instances = new Map<Locale, i18n>();

/** Thrown at pre-render when a page asks for a UI string its locale lacks. */
export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

function createInstance(
  locale: Locale,
  messages: Messages,
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
  const loader = loaders[`./messages/${locale}.json`];
  if (!loader) throw new Error(`No UI strings for locale "${locale}"`);
  const instance = createInstance(locale, await loader(), siteTokens);
  instances.set(locale, instance);
  return instance;
}

/** The instance loaded by `loadI18n` before render. */
export function getI18n(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`UI strings for "${locale}" were not loaded before render`);
  return instance;
}
