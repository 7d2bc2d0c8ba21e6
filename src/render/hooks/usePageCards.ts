import { usePageContext } from 'vike-react/usePageContext';
import type { ListingCard } from '../../content/pageDataType';
import { pageDataOf } from '../../content/pageDataType';

/** The cards a list page received from `+data`. */
export function usePageCards(): ListingCard[] {
  return pageDataOf(usePageContext())?.cards ?? [];
}
