// https://vike.dev/onBeforePrerenderStart
import { routeTypes } from 'virtual:content-routes';

/** Every content route, unprefixed; `+onPrerenderStart` adds the locales. */
export const onBeforePrerenderStart = () => Object.keys(routeTypes);
