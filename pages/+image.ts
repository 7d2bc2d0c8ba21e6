// https://vike.dev/image
import type { PageContext } from 'vike/types';
import { defaultSocialImage, site } from '../src/config/site';
import { pageDataOf } from '../src/content/pageDataOf';

export default (pageContext: PageContext) => {
  const meta = pageDataOf(pageContext)?.meta;
  return meta ? site.siteUrl + (meta.socialImage ?? defaultSocialImage) : undefined;
};
