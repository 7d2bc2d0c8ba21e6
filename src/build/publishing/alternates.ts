import type { Frontmatter } from '../../content/schema';
import { defaultLocale, publishedLocales } from '../../i18n/locales';
import { absoluteUrl } from '../../i18n/urls';
import { escapeXml } from './xml';

/** The route a page's head names as itself: an alias (`type: redirect`) names its target. */
export function canonicalRouteOf(meta: Frontmatter, route: string): string {
  return meta.type === 'redirect' ? meta.to : route;
}

/** The page in every locale, at its URL there, plus `x-default` (the Spanish URL). */
export function alternatesOf(canonicalRoute: string): { hreflang: string; href: string }[] {
  return [
    ...publishedLocales.map((l) => ({
      hreflang: l.hreflang,
      href: absoluteUrl(canonicalRoute, l.code),
    })),
    { hreflang: 'x-default', href: absoluteUrl(canonicalRoute, defaultLocale) },
  ];
}

/**
 * The `hreflang` links, as HTML. They come before the language redirect in `<head>`
 * (pages/+headHtmlBegin.ts), which reads where the same page lives in the saved language from
 * them: one source for the URLs, and no table of slugs in every page.
 */
export function alternateLinks(canonicalRoute: string): string {
  return alternatesOf(canonicalRoute)
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}">`,
    )
    .join('');
}
