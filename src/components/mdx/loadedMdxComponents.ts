import type { MDXComponents } from 'mdx/types';

let loaded: MDXComponents | null = null;

/**
 * The MDX component map, fetched with a body: a first visit keeps the pre-rendered body and never
 * renders MDX, so the map stays out of every page's first-load JavaScript (see PageContent).
 */
export async function loadMdxComponents(): Promise<MDXComponents> {
  loaded ??= (await import('./mdxComponents')).mdxComponents;
  return loaded;
}

export function loadedMdxComponents(): MDXComponents | null {
  return loaded;
}
