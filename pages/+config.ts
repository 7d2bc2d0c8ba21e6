// https://vike.dev/config
import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every page is pre-rendered to static HTML: the site deploys to any static host.
  // `partial`: a layout may have no page yet (the generic `page` layout today).
  prerender: { partial: true },
  // Pages live at `/pricing/` (see localizePath); the dev server redirects `/pricing` there, as hosts do.
  trailingSlash: true,
  passToClient: ['locale'],
  favicon: '/favicon.svg',
  meta: {
    // Defined only by the page types that render an MDX body, so other pages load none.
    contentLoaders: { env: { server: true, client: true } },
  },
} satisfies Config;
