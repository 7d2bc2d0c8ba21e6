// https://vike.dev/headHtmlBegin
import type { PageContextServer } from 'vike/types';
import { pageDataOf } from '../src/content/pageDataOf';
import { localeRedirectScript } from '../src/i18n/localeRedirectScript';
import { pageLocation } from '../src/lib/pageLocation';
import { alternateLinks, canonicalRouteOf } from '../src/publishing/alternates';

// First in <head>, so the language redirect runs before any stylesheet or paint; the page's
// hreflang links come just before it, since it reads from them where to go.
export default (pageContext: PageContextServer) => {
  const { locale, route } = pageLocation(pageContext);
  const meta = pageDataOf(pageContext)?.meta;
  const alternates = meta ? alternateLinks(canonicalRouteOf(meta, route)) : '';
  return `${alternates}<script>${localeRedirectScript(locale)}</script>`;
};
