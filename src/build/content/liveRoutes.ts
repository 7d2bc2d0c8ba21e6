import type { ContentEntry } from '../../content/collect';
import { localizedRoutesOf, sluggedPages } from '../../content/slugs';
import type { LocalizedRoutes } from '../../i18n/urls';

/**
 * The dev server's route maps. The made-up `virtual:content-routes` is code text that the dev
 * server runs in the plugin's own process, but it cannot import the plugin's objects: both meet
 * on `globalThis`, under registered symbols (`Symbol.for`) that nothing else uses. Vike keeps the global context it built from the first import of
 * `virtual:content-routes` and re-runs onCreateGlobalContext only when the hook itself changes,
 * so a fresh module value would not always reach routing: a page fixed after an error stayed a
 * 404. The route types are therefore one object changed in place; the localized routes are
 * replaced, and read through a function each time.
 */
const keys = {
  routeTypes: Symbol.for('ludiqo.content.routeTypes'),
  localizedRoutes: Symbol.for('ludiqo.content.localizedRoutes'),
};
type LiveGlobal = {
  [keys.routeTypes]?: Record<string, string>;
  [keys.localizedRoutes]?: LocalizedRoutes;
};

/** The code that reads one live map in the made-up module (undefined outside the dev server). */
export function liveRoutesExpression(name: keyof typeof keys): string {
  return `globalThis[Symbol.for(${JSON.stringify(keys[name].description)})]`;
}

/** The live maps of one dev server: `publish` once it starts, `update` on every content change. */
export function liveRoutes() {
  const routeTypes: Record<string, string> = {};
  return {
    publish() {
      (globalThis as LiveGlobal)[keys.routeTypes] = routeTypes;
    },
    update(entries: ContentEntry[]) {
      for (const route of Object.keys(routeTypes)) delete routeTypes[route];
      for (const entry of entries) routeTypes[entry.route] = entry.type;
      (globalThis as LiveGlobal)[keys.localizedRoutes] = localizedRoutesOf(sluggedPages(entries));
    },
  };
}
