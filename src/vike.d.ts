import type { Locale } from './i18n/locales';
import type { PageType } from './content/schema';
import type { SiteTokenTable } from './content/siteTokens';
import type { LocalizedRoutes } from './i18n/urls';

declare global {
  /** The year of the build (vite.config.ts `define`): the footer's copyright, the same on server and client. */
  const __BUILD_YEAR__: number;

  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
      /** Set by +onBeforeRoute: the URL is a page's earlier one, from before its slug. */
      moved: boolean;
    }
    interface GlobalContext {
      /** Content route → page type, set by +onCreateGlobalContext. */
      routeTypes?: Record<string, PageType>;
      /** The site tokens' text per locale, set on the server by +onCreateGlobalContext.server. */
      siteTokens?: SiteTokenTable;
      /** Each page's URL where its slug differs, set on the server by +onCreateGlobalContext.server. */
      localizedRoutes?: LocalizedRoutes;
    }
  }
}

export {};
