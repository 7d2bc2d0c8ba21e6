import type { SiteTokenValues } from '../lib/siteTokens';
import type es from './messages/es.json';

// UI keys are typed from the Spanish messages: a misspelt key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
    /** Filled in every UI string from `src/lib/siteTokens.ts` (see i18n.ts). */
    defaultVariables: SiteTokenValues;
  }
}
