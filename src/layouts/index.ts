import type { FC } from 'react';
import type { ContentLoaders } from '../content/loadedContent';
import type { PageType } from '../content/schema';

/** What a page type's module gives: its layout and, if it renders one, its MDX body's loaders. */
export interface LayoutModule {
  default: FC;
  contentLoaders?: ContentLoaders;
}

/**
 * Page type → layout, one module each, so a page downloads only its own type's code. A new page
 * type is its schema, its entry here and its content: routing and pre-rendering read the content.
 */
export const layouts = {
  home: () => import('./Home'),
  pricing: () => import('./Pricing'),
  solution: () => import('./Solution'),
  landing: () => import('./Landing'),
  offer: () => import('./Offer'),
  platform: () => import('./Platform'),
  'case-study': () => import('./CaseStudy'),
  page: () => import('./Page'),
  legal: () => import('./Legal'),
  redirect: () => import('./Redirect'),
  article: () => import('./Article'),
  'blog-index': () => import('./BlogIndex'),
  game: () => import('./Game'),
  'games-index': () => import('./GamesIndex'),
  playbook: () => import('./Playbook'),
  'playbooks-index': () => import('./PlaybooksIndex'),
  affiliates: () => import('./Affiliates'),
} satisfies Record<PageType, () => Promise<LayoutModule>>;

const loaded = new Map<PageType, LayoutModule>();

/** Loads a page type's module once; `preparePage` awaits it before every render. */
export async function loadLayout(type: PageType): Promise<LayoutModule> {
  const cached = loaded.get(type);
  if (cached) return cached;
  const module = await layouts[type]();
  loaded.set(type, module);
  return module;
}

/** The module `loadLayout` loaded: rendering never waits for it. */
export function loadedLayout(type: PageType): LayoutModule {
  const module = loaded.get(type);
  if (!module) throw new Error(`The "${type}" layout was not loaded before rendering`);
  return module;
}
