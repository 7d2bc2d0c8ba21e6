// https://vike.dev/onBeforeRenderHtml
import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { setIslandRenderer } from '../src/render/islands/Island';
import { preparePage } from '../src/render/preparePage';

// Islands render as roots of their own, as the browser hydrates them (src/render/islands/Island.tsx).
setIslandRenderer((element, identifierPrefix) => renderToString(element, { identifierPrefix }));

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await preparePage(pageContext);
}
