// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { pageDataOf } from '../src/content/pageDataType';

export default (pageContext: PageContext) => pageDataOf(pageContext)?.meta?.description;
