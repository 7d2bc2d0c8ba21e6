import type { PageContext } from 'vike/types';
import { normalizePathname } from '../i18n/urls';
import type { Layout } from './schema';

/** Vike route function matching every content route whose front-matter has this layout. */
export function matchLayout(layout: Layout) {
  return (pageContext: PageContext): boolean =>
    pageContext.globalContext.routeLayouts?.[normalizePathname(pageContext.urlPathname)] === layout;
}
