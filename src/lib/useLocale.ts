import { usePageContext } from 'vike-react/usePageContext';
import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/urls';
import { pageLocation } from './pageLocation';

/** The current page's locale and a helper that prefixes internal routes with it. */
export function useLocale(): {
  locale: Locale;
  route: string;
  localize: (route: string) => string;
} {
  const pageContext = usePageContext();
  const { locale, route } = pageLocation(pageContext);
  return { locale, route, localize: (target: string) => localizePath(target, locale) };
}
