// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every page is pre-rendered to static HTML: the site deploys to any static host. `npm run build`
  // pre-renders in a process of its own (`vike prerender`), so the bundler's memory is given back
  // first: a 1,000-page copy peaked at 2.10 GB in one process, 1.87 GB split.
  prerender: { disableAutoRun: true },
  // Pages live at `/pricing/` (see localizePath); the dev server redirects `/pricing` there, as hosts do.
  trailingSlash: true,
  // `siteTokens` and `localizedRoutes` are globalContext properties: the UI strings' figures, as
  // text (see i18n.ts), and each page's URL in each locale, as data in the page, not in the code.
  passToClient: ['locale', 'siteTokens', 'localizedRoutes'],
  favicon: '/favicon.svg',
} satisfies Config;
