// https://vike.dev/image
import type { PageContext } from 'vike/types';
import { defaultSocialImage, site } from '../src/config/site';
import { pageDataOf } from '../src/content/pageDataType';
import { pageLocation } from '../src/i18n/pageLocation';
import { socialImagePath } from '../src/build/publishing/socialImagePath';

/** The page's own card (drawn at build, see scripts/socialImages.ts) unless it names one. */
export default (pageContext: PageContext) => {
  const meta = pageDataOf(pageContext)?.meta;
  const { locale, route } = pageLocation(pageContext);
  if (!meta) return site.siteUrl + defaultSocialImage;
  return site.siteUrl + (meta.socialImage ?? socialImagePath(route, locale));
};
