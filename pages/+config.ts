// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every page is pre-rendered to static HTML: the site deploys to any static host.
  prerender: true,
  // Pages live at `/pricing/` (see localizePath); the dev server redirects `/pricing` there, as hosts do.
  trailingSlash: true,
  // `siteTokens` is a globalContext property: the UI strings' figures, as text (see i18n.ts).
  passToClient: ['locale', 'siteTokens'],
  favicon: '/favicon.svg',
} satisfies Config;
