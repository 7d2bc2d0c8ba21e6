// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';
import { preparePage } from '../src/lib/preparePage';

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  // Awaited before hydration too, so the first render matches the pre-rendered HTML.
  await preparePage(pageContext);
}
