// https://vike.dev/headHtmlBegin
import type { PageContextServer } from 'vike/types';
import { localeRedirectScript } from '../src/i18n/localeRedirectScript';
import { earlyEventRecorder } from '../src/islands/earlyEvents';
import { pageLocation } from '../src/lib/pageLocation';

// First in <head>, so the language redirect runs before any stylesheet or paint, and no click on
// an island is made before its recorder listens.
export default (pageContext: PageContextServer) =>
  `<script>${localeRedirectScript(pageLocation(pageContext).locale)}</script>` +
  `<script>${earlyEventRecorder}</script>`;
