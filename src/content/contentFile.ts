import type { Locale } from '../i18n/locales';
import { contentPathFromRoute } from '../i18n/urls';

/** The MDX file of a route in a locale, relative to the project root. */
export function contentFile(locale: Locale, route: string): string {
  return `content/${locale}/${contentPathFromRoute(route)}.mdx`;
}
