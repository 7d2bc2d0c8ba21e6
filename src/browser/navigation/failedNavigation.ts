import { showNotice } from '../notices';

interface NavigationContext {
  urlOriginal: string;
  isClientSideNavigation?: boolean;
  is404?: boolean | null;
  errorWhileRendering?: unknown;
}

/**
 * Vike answers a client-side navigation that failed (its `*.pageContext.json` answered 500 or
 * with something else than JSON, a chunk or a hook threw) by rendering the error page with the
 * error. That error is about the framework, not about the page the visitor asked for.
 */
export function isFailedNavigation(pageContext: NavigationContext): boolean {
  return (
    pageContext.isClientSideNavigation === true &&
    Boolean(pageContext.errorWhileRendering) &&
    !pageContext.is404
  );
}

/**
 * Online, loads the page the visitor asked for in full, as a link without JavaScript would, and
 * never resolves: the current page stays on screen until the browser replaces it. Offline, that
 * would end on the browser's own error page, so the visitor gets a notice instead.
 */
export function recoverFromFailedNavigation(url: string): Promise<void> {
  if (!navigator.onLine) {
    showNotice('offline');
    return Promise.resolve();
  }
  console.warn(
    `Client-side navigation to ${url} failed (see the error above); loading it in full.`,
  );
  location.replace(url);
  return new Promise(() => {});
}

/**
 * Offline, a click on a link to another page of the site stays on the current page with a
 * notice, before Vike's own click handler (on `document`, bubbling) starts a navigation that
 * can only fail. Same-page anchors, new tabs and downloads are left to the browser.
 */
export function keepOfflineClicksOnPage(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      const samePage = url.pathname === location.pathname && url.search === location.search;
      if (url.origin !== location.origin || samePage) return;
      event.preventDefault();
      event.stopPropagation();
      showNotice('offline');
    },
    { capture: true },
  );
}
