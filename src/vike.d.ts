import type { Locale } from './i18n/locales';
import type { PageType } from './content/schema';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
    }
    interface GlobalContext {
      /** Content route → page type, set by +onCreateGlobalContext. */
      routeTypes?: Record<string, PageType>;
    }
  }
}

export {};
