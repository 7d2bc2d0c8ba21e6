import type { PageType } from './schema';

/**
 * Routing is the content: a route's front-matter `type` names the Vike page that renders it
 * (`pages/<type>/+Page.tsx`), so a new page of an existing type is content files only, and a new
 * type is its schema, its page and its content, with no route or pre-render glue.
 */
export function pageIdOf(type: PageType): string {
  return `/pages/${type}`;
}
