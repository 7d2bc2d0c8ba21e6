import type { SceneId } from '../data/sceneIds';
import type { DemoStory } from './schemas/demo';
import type { Frontmatter } from './schema';
import type { TocEntry } from './mdx/remarkTableOfContents';

// Type-only imports: client code reads page data without bundling zod or the loaders.

/** What a list page shows of each page it lists. */
export interface ListingCard {
  route: string;
  title: string;
  excerpt: string;
  /** A picture; a landing page's card may show its hero's product scene instead. */
  image?: string;
  scene?: SceneId;
  date?: string;
  author?: string;
  readingTime?: number;
  category?: string;
}

export interface PageData {
  route: string;
  /** Validated front-matter; null on the error and not-found pages. */
  meta: Frontmatter | null;
  /** On list pages (blog, games, playbooks): the listed pages' cards. */
  cards?: ListingCard[];
  /** Reading time and headings of the MDX body, so a page needs no body module to show them. */
  outline?: { readingTime: number; toc: TocEntry[] };
  /** On the home page: the playable demo its hero offers, read from the page that holds it. */
  demo?: DemoStory;
}

export function pageDataOf(pageContext: { data?: unknown }): PageData | undefined {
  return pageContext.data as PageData | undefined;
}
