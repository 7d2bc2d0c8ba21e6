import type { MDXContent } from 'mdx/types';
import type { Locale } from '../i18n/locales';
import { contentFile } from '../content/contentFile';
import type { TocEntry } from '../content/mdx/remarkTableOfContents';

export interface MdxModule {
  default: MDXContent;
  /** Compiled for the server only: the browser gets the validated front-matter in `pageContext.data`. */
  frontmatter?: unknown;
  /** Minutes, from remarkReadingTime. */
  readingTime: number;
  /** h2 and h3 headings with their anchors, from remarkTableOfContents. */
  toc: TocEntry[];
  /** The h1, as shown, from remarkTableOfContents; null in a body without one. */
  heading: string | null;
}

/** MDX modules by `/content/<locale>/<path>.mdx`, each loaded on demand as its own chunk. */
export type ContentLoaders = Record<string, () => Promise<MdxModule>>;

/**
 * A page type's body loaders, one lazy map per locale: a visitor's browser only ever fetches the
 * map of the locale it navigates in.
 */
export type LocaleContentLoaders = Partial<Record<Locale, () => Promise<ContentLoaders>>>;

const loaded = new Map<string, MdxModule>();

const keyOf = (locale: Locale, route: string) => `/${contentFile(locale, route)}`;

export function hasContentIn(loaders: ContentLoaders, locale: Locale, route: string): boolean {
  return keyOf(locale, route) in loaders;
}

export async function loadContentFrom(
  loaders: ContentLoaders,
  locale: Locale,
  route: string,
): Promise<MdxModule> {
  const key = keyOf(locale, route);
  const cached = loaded.get(key);
  // In the dev preview the loader returns the module as last edited; a cached one would hide edits.
  if (cached && !import.meta.env.DEV) return cached;
  const loader = loaders[key];
  if (!loader) throw new Error(`No content file ${key}`);
  const mod = await loader();
  loaded.set(key, mod);
  return mod;
}

const bodies = new Map<string, string>();

/**
 * Client-side navigation's body: the `[data-mdx-body]` of the page's own pre-rendered HTML (or,
 * in the dev preview, of the page as the dev server renders it now). Every MDX component is
 * static markup, so the browser needs its HTML, never its code.
 */
export async function loadBodyHtml(locale: Locale, route: string, url: string): Promise<string> {
  const key = keyOf(locale, route);
  const cached = bodies.get(key);
  if (cached !== undefined && !import.meta.env.DEV) return cached;
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  // A page whose MDX file has no text after its front-matter has no body element.
  const html = page.querySelector('[data-mdx-body]')?.innerHTML ?? '';
  bodies.set(key, html);
  return html;
}

export function findBodyHtml(locale: Locale, route: string): string | null {
  return bodies.get(keyOf(locale, route)) ?? null;
}

/** The module `preparePage` fetched, or null when it left the body to the pre-rendered HTML. */
export function findLoadedContent(locale: Locale, route: string): MdxModule | null {
  return loaded.get(keyOf(locale, route)) ?? null;
}
