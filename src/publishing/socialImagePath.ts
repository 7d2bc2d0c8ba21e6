import type { Locale } from '../i18n/locales';

/** Where the build writes a page's generated social card (below `dist/client`). */
export function socialImagePath(route: string, locale: Locale): string {
  return `/og/${locale}${route === '/' ? '/index' : route}.png`;
}
