import type { Locale } from '../i18n/locales';
import { contentFile } from './contentFile';
import {
  hasContentIn,
  loadContentFrom,
  type ContentLoaders,
  type MdxModule,
} from './loadedContent';

// Every content file, for the server's `+data` and listings; the browser loads bodies through
// the page type's own `contentLoaders`, so no page ships the index of every file.
const loaders = import.meta.glob<MdxModule>('/content/**/*.mdx') as ContentLoaders;

export { contentFile };
export type { MdxModule };

export const hasContent = (locale: Locale, route: string) => hasContentIn(loaders, locale, route);

export const loadContent = (locale: Locale, route: string) =>
  loadContentFrom(loaders, locale, route);
