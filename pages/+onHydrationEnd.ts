// https://vike.dev/onHydrationEnd
import { keepOfflineClicksOnPage } from '../src/browser/navigation/failedNavigation';
import { markHydrated } from '../src/browser/hydrationSignal';
import { prefetchOnIntent } from '../src/browser/navigation/prefetchOnIntent';
import type { PageContextClient } from 'vike/types';

export function onHydrationEnd(pageContext: PageContextClient) {
  // With the Suspense boundaries of +PageType: a stable signal that the whole page is interactive.
  markHydrated('root');
  keepOfflineClicksOnPage();
  prefetchOnIntent(pageContext.globalContext.routeTypes);
}
