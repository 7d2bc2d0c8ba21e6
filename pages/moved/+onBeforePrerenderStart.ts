// https://vike.dev/onBeforePrerenderStart
import { localizedRoutes } from 'virtual:content-routes';
import { movedUrlsOf } from '../../src/content/slugs';

/** Every earlier URL gets a page too, for hosts that run no redirect rules (GitHub Pages). */
export const onBeforePrerenderStart = () =>
  movedUrlsOf(localizedRoutes()).map((moved) => moved.from);
