import { useEffect, useLayoutEffect, useRef, type FC } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import type { LocaleContentLoaders } from '../pageBodies';
import type { FrontmatterOf, PageType } from '../../content/schema';
import { expectHydration, markHydrated } from '../../browser/hydrationSignal';
import { keepPreRendered } from '../islands/staticPart';
import type { hydrateIslands } from '../../browser/islands/hydrateIslands';

type PageOf = { [T in PageType]: FrontmatterOf<T> };

/** A layout receives its page's front-matter, typed by its page type. */
export interface LayoutProps<T extends PageType> {
  page: PageOf[T];
}

/** What a page type's module gives: its layout and, if it renders one, its MDX body's loaders. */
export interface LayoutModule<T extends PageType> {
  default: FC<LayoutProps<T>>;
  contentLoaders?: LocaleContentLoaders;
}

type Layouts = { [T in PageType]: () => Promise<LayoutModule<T>> };

/**
 * Page type → layout, one module each, so a page downloads only its own type's code. A new page
 * type is its schema, its entry here and its content: routing and pre-rendering read the content.
 */
export const layouts: Layouts = {
  home: () => import('./Home'),
  pricing: () => import('./Pricing'),
  sections: () => import('./Sections'),
  page: () => import('./Page'),
  legal: () => import('./Legal'),
  redirect: () => import('./Redirect'),
  article: () => import('./Article'),
  'blog-index': () => import('./BlogIndex'),
  'games-index': () => import('./GamesIndex'),
  playbook: () => import('./Playbook'),
  'playbooks-index': () => import('./PlaybooksIndex'),
  affiliates: () => import('./Affiliates'),
};

const loaded: { [T in PageType]?: LayoutModule<T> } = {};

/** Loads a page type's module once; `preparePage` awaits it before every render. */
export async function loadLayout<T extends PageType>(type: T): Promise<LayoutModule<T>> {
  const module = loaded[type] ?? (await layouts[type]());
  Object.assign(loaded, { [type]: module });
  return module;
}

// The type is passed apart from the page so TypeScript pairs each page type with its layout.
function renderLayout<T extends PageType>(type: T, page: PageOf[T]) {
  const module: LayoutModule<T> | undefined = loaded[type];
  if (!module) throw new Error(`The "${type}" layout was not loaded before rendering`);
  const Layout = module.default;
  return <Layout page={page} />;
}

/**
 * A pre-rendered page's layout while it hydrates: its HTML stays as built, and only its islands
 * (src/render/islands) hydrate, each on its own. Its code is therefore not part of a first visit.
 */
function PreRenderedLayout() {
  const pageContext = usePageContext() as PageContext;
  const ref = useRef<HTMLDivElement>(null);
  // Before the boundary's passive effects, so html[data-hydrated] waits for the islands too.
  useLayoutEffect(() => expectHydration('islands'), []);
  useEffect(() => {
    let islands: ReturnType<typeof hydrateIslands> | undefined;
    let left = false;
    if (!ref.current?.querySelector('[data-island]')) return markHydrated('islands');
    void import('../../browser/islands/hydrateIslands').then(({ hydrateIslands }) => {
      if (left || !ref.current) return;
      islands = hydrateIslands(ref.current, pageContext);
      void islands.loaded.finally(() => markHydrated('islands'));
    });
    return () => {
      left = true;
      islands?.unmount();
      markHydrated('islands');
    };
    // The pre-rendered HTML belongs to the page that hydrated: its islands are set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={ref}
      data-page-layout
      className="contents"
      dangerouslySetInnerHTML={keepPreRendered}
      suppressHydrationWarning
    />
  );
}

/** The page's layout with its typed front-matter; `loadLayout` has loaded it (rendering never waits). */
export function PageLayout({ page }: { page: FrontmatterOf<PageType> }) {
  const { isHydration } = usePageContext() as { isHydration?: boolean };
  if (isHydration) return <PreRenderedLayout />;
  return (
    <div data-page-layout className="contents">
      {renderLayout(page.type, page)}
    </div>
  );
}
