/**
 * The interactive parts of pages ("islands"), by name. A pre-rendered page hydrates only these:
 * the rest of its layout stays the HTML it was built as, so its code is never downloaded on a
 * first visit. Each loader is its own chunk, fetched when a page's HTML holds that island.
 * scripts/bench/firstLoadFiles.ts reads this map: keep one entry per line.
 */
export const islandLoaders = {
  'feature-showcase': () =>
    import('../components/home/FeatureShowcase').then((m) => m.FeatureShowcase),
  'segment-tabs': () => import('../components/home/SegmentTabs').then((m) => m.SegmentTabs),
  'prompt-box': () => import('../components/resources/PromptBox').then((m) => m.PromptBox),
  'table-of-contents': () =>
    import('../components/resources/TableOfContents').then((m) => m.TableOfContents),
  'client-card': () => import('../components/solutions/ClientCard').then((m) => m.ClientCard),
  demo: () => import('../components/demo/DemoIsland').then((m) => m.DemoIsland),
  redirect: () => import('../layouts/RedirectNow').then((m) => m.RedirectNow),
};

export type IslandName = keyof typeof islandLoaders;

/**
 * Islands that show strings of the pages' part (src/i18n/messageParts.ts): hydrateIslands loads
 * that part before hydrating them. The others need only the shell's strings.
 */
export const islandsWithPageStrings: ReadonlySet<IslandName> = new Set([
  'prompt-box',
  'table-of-contents',
  'client-card',
]);
