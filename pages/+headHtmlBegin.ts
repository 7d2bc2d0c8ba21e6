// https://vike.dev/headHtmlBegin
import type { PageContextServer } from 'vike/types';
import { localeRedirectScript } from '../src/i18n/localeRedirectScript';
import { pageLocation } from '../src/lib/pageLocation';

// First in <head>, so the language redirect runs before any stylesheet or paint.
export default (pageContext: PageContextServer) =>
  `<script>${localeRedirectScript(pageLocation(pageContext).locale)}</script>`;
