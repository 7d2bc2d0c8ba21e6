import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../../content/pageDataType';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/urls';
import { audienceRoute } from '../../content/audienceRoute';
import { pageLocation } from '../../i18n/pageLocation';

/**
 * The current page's locale and a helper that prefixes internal routes with it (and sends a
 * companies page's pricing links to the companies' plans: `audienceRoute`).
 */
export function useLocale(): {
  locale: Locale;
  route: string;
  localize: (route: string) => string;
} {
  const pageContext = usePageContext();
  const { locale, route } = pageLocation(pageContext);
  const pageType = pageDataOf(pageContext)?.meta?.type;
  return {
    locale,
    route,
    localize: (target: string) => localizePath(audienceRoute(target, pageType), locale),
  };
}
