import type { Locale } from './i18n/locales';
import type { Layout } from './content/schema';
import type { ContentLoaders } from './content/loadedContent';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
    }
    interface Config {
      /** The MDX bodies a page type renders, from `virtual:content-bodies/<layout>`. */
      contentLoaders?: ContentLoaders;
    }
    interface ConfigResolved {
      contentLoaders?: ContentLoaders;
    }
    interface GlobalContext {
      /** Content route → layout, set by +onCreateGlobalContext. */
      routeLayouts?: Record<string, Layout>;
    }
  }
}

export {};
