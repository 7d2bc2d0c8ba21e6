// https://vike.dev/headHtmlBegin
import type { PageContextServer } from 'vike/types';
import { pageDataOf } from '../src/content/pageDataType';
import { localeRedirectScript } from '../src/i18n/localeRedirectScript';
import { earlyEventRecorder } from '../src/browser/islands/earlyEvents';
import { pageLocation } from '../src/i18n/pageLocation';
import { alternateLinks, canonicalRouteOf } from '../src/build/publishing/alternates';

// First in <head>, so the language redirect runs before any stylesheet or paint, and no click on
// an island is made before its recorder listens. The page's hreflang links come just before the
// redirect, which reads from them where to go.
export default (pageContext: PageContextServer) => {
  const { locale, route } = pageLocation(pageContext);
  const meta = pageDataOf(pageContext)?.meta;
  const alternates = meta ? alternateLinks(canonicalRouteOf(meta, route)) : '';
  return (
    `${alternates}<script>${localeRedirectScript(locale)}</script>` +
    `<script>${earlyEventRecorder}</script>`
  );
};
