import type { MDXComponents } from 'mdx/types';

let loaded: MDXComponents | null = null;

/**
 * The MDX component map, loaded with a body on the server: the browser never renders MDX (it
 * takes bodies as HTML, see loadBodyHtml), so the map never reaches it.
 */
export async function loadMdxComponents(): Promise<MDXComponents> {
  loaded ??= (await import('./mdxComponents')).mdxComponents;
  return loaded;
}

export function loadedMdxComponents(): MDXComponents | null {
  return loaded;
}
