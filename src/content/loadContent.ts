import type { MDXContent } from 'mdx/types';
import type { Locale } from '../i18n/locales';
import { contentFile } from './contentFile';
import type { TocEntry } from './remarkTableOfContents';

export interface MdxModule {
  default: MDXContent;
  frontmatter: unknown;
  /** Minutes, from remarkReadingTime. */
  readingTime: number;
  /** h2 and h3 headings with their anchors, from remarkTableOfContents. */
  toc: TocEntry[];
}

// Each file is its own lazy chunk, so a page's client code carries only its own locale's text.
const loaders = import.meta.glob<MdxModule>('/content/**/*.mdx');
const loaded = new Map<string, MdxModule>();

export { contentFile };

export function hasContent(locale: Locale, route: string): boolean {
  return `/${contentFile(locale, route)}` in loaders;
}

export async function loadContent(locale: Locale, route: string): Promise<MdxModule> {
  const key = `/${contentFile(locale, route)}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const loader = loaders[key];
  if (!loader) throw new Error(`No content file ${key}`);
  const mod = await loader();
  loaded.set(key, mod);
  return mod;
}

/** The module `loadContent` fetched before render; rendering never waits. */
export function getLoadedContent(locale: Locale, route: string): MdxModule {
  const mod = loaded.get(`/${contentFile(locale, route)}`);
  if (!mod) throw new Error(`Content for ${route} (${locale}) was not loaded before render`);
  return mod;
}
