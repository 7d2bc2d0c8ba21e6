import { loadShellParts } from '../../render/components/layout/shellParts';
import { loadBodyHtml } from '../../render/pageBodies';
import type { PageType } from '../../content/schema';
import { prefetchPageMessages } from '../../i18n/i18n';
import { extractLocale } from '../../i18n/urls';
import { loadLayout } from '../../render/layouts';

/**
 * A first visit hydrates islands only, so the layout and the body of another page are fetched by
 * client-side navigation. Pointing at a link (or focusing it, or touching it) starts that fetch,
 * so the click finds them loaded. Fetches are cached; a failed one is left to the navigation.
 */
export function prefetchOnIntent(routeTypes: Record<string, PageType> | undefined): void {
  if (!routeTypes) return;
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (link.target && link.target !== '_self') return;
    const { locale, route } = extractLocale(link.pathname);
    const type = routeTypes[route];
    const key = `${locale}:${route}`;
    if (!type || started.has(key) || link.pathname === location.pathname) return;
    started.add(key);
    // The first navigation also renders the shell's static parts and the pages' strings (a
    // failed fetch is retried).
    loadShellParts().catch(() => undefined);
    prefetchPageMessages(locale);
    const url = new URL(link.href);
    url.hash = '';
    void loadLayout(type)
      .then((layout) => (layout.contentLoaders ? loadBodyHtml(locale, route, url.href) : null))
      .catch(() => started.delete(key));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { passive: true, capture: true });
}
