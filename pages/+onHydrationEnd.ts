// https://vike.dev/onHydrationEnd
import { keepOfflineClicksOnPage } from '../src/lib/failedNavigation';
import { markHydrated } from '../src/lib/hydrationSignal';

export function onHydrationEnd() {
  // With the Suspense boundaries of +PageType: a stable signal that the whole page is interactive.
  markHydrated('root');
  keepOfflineClicksOnPage();
}
