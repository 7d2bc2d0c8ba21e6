import type { SiteTokenValues } from '../content/siteTokens';
import type es from './messages/es.json';
import type { Locale } from './locales';

// UI keys are typed from the Spanish messages: a misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `language.names` is added at build, from the locale list (src/build/typesetMessagesPlugin.ts).
    resources: { translation: typeof es & { language: { names: Record<Locale, string> } } };
    /** Filled in every UI string from `src/content/siteTokens.ts` (see i18n.ts). */
    defaultVariables: SiteTokenValues;
  }
}
