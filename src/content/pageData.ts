import type { PageContextServer } from 'vike/types';
import { pageLocation } from '../lib/pageLocation';
import { contentFile, hasContent, loadContent } from './loadContent';
import { parseFrontmatter, type Frontmatter } from './schema';

export interface PageData {
  route: string;
  /** Validated front-matter; null on the error and not-found pages. */
  meta: Frontmatter | null;
}

/** Shared `+data` of every content page: the validated front-matter drives the head tags. */
export async function contentData(pageContext: PageContextServer): Promise<PageData> {
  const { locale, route } = pageLocation(pageContext);
  if (pageContext.is404 || pageContext.errorWhileRendering || !hasContent(locale, route)) {
    return { route, meta: null };
  }
  const mod = await loadContent(locale, route);
  return { route, meta: parseFrontmatter(contentFile(locale, route), mod.frontmatter) };
}

export function pageDataOf(pageContext: { data?: unknown }): PageData | undefined {
  return pageContext.data as PageData | undefined;
}
