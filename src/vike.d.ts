import type { Locale } from './i18n/locales';
import type { Layout } from './content/schema';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
    }
    interface GlobalContext {
      /** Content route → layout, set by +onCreateGlobalContext. */
      routeLayouts?: Record<string, Layout>;
    }
  }
}

export {};
