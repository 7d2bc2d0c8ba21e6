import type { Locale } from '../i18n/locales';
import { fillSiteTokens } from './siteTokens';
import { typesetData } from '../i18n/typography';
import { contentFile } from './contentFile';
import {
  hasContentIn,
  loadContentFrom,
  type ContentLoaders,
  type MdxModule,
} from '../render/pageBodies';
import { parseFrontmatter, type Frontmatter } from './schema';

// Every content file, for the server's `+data` and listings. The browser never loads a body's
// module: client-side navigation takes the body from the page's HTML (loadBodyHtml).
const loaders = import.meta.glob<MdxModule>('/content/**/*.mdx') as ContentLoaders;

export { contentFile };
export type { MdxModule };

export const hasContent = (locale: Locale, route: string) => hasContentIn(loaders, locale, route);

export const loadContent = (locale: Locale, route: string) =>
  loadContentFrom(loaders, locale, route);

/**
 * A page's module and its front-matter as components receive it: the site tokens filled for
 * its locale, then validated (so lengths count what the reader sees), then set in the locale's
 * typography (after validation: lengths count what the writer wrote).
 */
export async function loadPage(
  locale: Locale,
  route: string,
): Promise<{ mod: MdxModule; meta: Frontmatter }> {
  const mod = await loadContent(locale, route);
  const file = contentFile(locale, route);
  const meta = typesetData(parseFrontmatter(file, fillSiteTokens(mod.frontmatter, locale)), locale);
  return { mod, meta };
}
