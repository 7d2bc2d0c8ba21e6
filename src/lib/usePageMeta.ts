import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../content/pageDataOf';
import type { FrontmatterOf, PageType } from '../content/schema';

/** The validated front-matter of the current page, narrowed to its page type. */
export function usePageMeta<L extends PageType>(type: L): FrontmatterOf<L> {
  const meta = pageDataOf(usePageContext())?.meta;
  if (!meta || meta.type !== type) {
    throw new Error(`Expected a "${type}" page, got "${meta?.type ?? 'none'}"`);
  }
  return meta as FrontmatterOf<L>;
}
