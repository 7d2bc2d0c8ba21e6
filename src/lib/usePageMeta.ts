import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../content/pageDataOf';
import type { FrontmatterOf, Layout } from '../content/schema';

/** The validated front-matter of the current page, narrowed to the layout that renders it. */
export function usePageMeta<L extends Layout>(layout: L): FrontmatterOf<L> {
  const meta = pageDataOf(usePageContext())?.meta;
  if (!meta || meta.layout !== layout) {
    throw new Error(`Expected a "${layout}" page, got "${meta?.layout ?? 'none'}"`);
  }
  return meta as FrontmatterOf<L>;
}
