import type { Locale } from '../../i18n/locales';
import { localRoute } from '../../i18n/urls';

/** Where the build writes a page's generated social card (below `dist/client`), named as its URL. */
export function socialImagePath(route: string, locale: Locale): string {
  const path = localRoute(route, locale);
  return `/og/${locale}${path === '/' ? '/index' : path}.png`;
}
