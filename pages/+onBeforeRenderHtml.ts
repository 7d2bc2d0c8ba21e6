// https://vike.dev/onBeforeRenderHtml
import type { PageContextServer } from 'vike/types';
import { preparePage } from '../src/lib/preparePage';

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await preparePage(pageContext);
}
