// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';
import {
  isFailedNavigation,
  recoverFromFailedNavigation,
} from '../src/browser/navigation/failedNavigation';
import { preparePage } from '../src/render/preparePage';

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // Before anything else: preparing the error page may need the very chunks that failed.
  if (isFailedNavigation(pageContext)) await recoverFromFailedNavigation(pageContext.urlOriginal);
  // Awaited before hydration too, so the first render matches the pre-rendered HTML.
  await preparePage(pageContext);
}
