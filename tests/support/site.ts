import { siteTokenValues } from '../../src/content/siteTokens';
import { fillTokens } from '../../src/content/tokens';
import { typeset, typesetData } from '../../src/i18n/typography';
import type { BlockKind, BlockOf } from '../../src/content/schemas/blocks';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { collectContent, type ContentEntry } from '../../src/content/collect';
import { installLocalizedRoutes } from '../../src/content/slugs';
import { defaultLocale, publishedLocaleCodes, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';

/** Shared knowledge of the built site for build-output and e2e tests. */

export const projectRoot = resolve(import.meta.dirname, '../..');
export const distClient = join(projectRoot, 'dist/client');

let collected: ContentEntry[] | undefined;

/**
 * The site's content, read once per test process (it does not change during a run); its slugs
 * are then where `localizePath` finds each page's URL, as in the build.
 */
export function contentEntries(): ContentEntry[] {
  if (!collected) {
    const { entries, problems } = collectContent(projectRoot);
    if (problems.length) throw new Error(problems.join('\n'));
    installLocalizedRoutes(entries);
    collected = entries;
  }
  return collected;
}
contentEntries();

export interface PageRef {
  route: string;
  locale: Locale;
  url: string;
  type: ContentEntry['type'];
}

/** Every content page in every locale. */
export function allPages(): PageRef[] {
  return contentEntries().flatMap((entry) =>
    publishedLocaleCodes.map((locale) => ({
      route: entry.route,
      locale,
      url: localizePath(entry.route, locale),
      type: entry.type,
    })),
  );
}

/**
 * In each locale, the fewest pages (picked greedily) that between them show every page type and
 * every kind of block in each of its layouts: where another engine's layout is checked page by
 * page, these stand for the rest, whose parts they share. Chromium still sees every page.
 */
export function layoutSample(): PageRef[] {
  const partsOf = (page: PageRef): string[] => {
    const meta = contentEntries().find((entry) => entry.route === page.route)!.byLocale[
      page.locale
    ];
    const blocks = meta?.type === 'sections' ? meta.blocks : [];
    return [
      `type:${page.type}`,
      ...blocks.map((block) => {
        const layout = 'layout' in block ? block.layout : undefined;
        return `block:${block.kind}${layout ? `:${String(layout)}` : ''}`;
      }),
    ];
  };
  const picked: PageRef[] = [];
  for (const locale of publishedLocaleCodes) {
    const left = allPages()
      .filter((page) => page.locale === locale)
      .map((page) => ({ page, parts: new Set(partsOf(page)) }));
    const missing = new Set(left.flatMap(({ parts }) => [...parts]));
    while (missing.size) {
      const gain = ({ parts }: { parts: Set<string> }) =>
        [...parts].filter((part) => missing.has(part)).length;
      const best = left.reduce((a, b) => (gain(b) > gain(a) ? b : a));
      picked.push(best.page);
      for (const part of best.parts) missing.delete(part);
      left.splice(left.indexOf(best), 1);
    }
  }
  return picked;
}

/**
 * A page whose URL differs in every locale (each locale's slug is its own), so that a test of
 * moving between languages proves the slugs are followed, not only the prefix.
 */
export function pageWithOwnUrls(): ContentEntry {
  const found = contentEntries().find(
    (entry) =>
      entry.type !== 'redirect' &&
      new Set(publishedLocaleCodes.map((locale) => entry.paths[locale])).size ===
        publishedLocaleCodes.length,
  );
  if (!found) throw new Error('No page has its own URL in every locale');
  return found;
}

/**
 * Every page's earlier URL in each locale and where it lives now, derived as the issue defines
 * it: the locale's prefix and the Spanish path, wherever the page's URL there differs.
 */
export function earlierUrls(): { locale: Locale; route: string; from: string; to: string }[] {
  return contentEntries().flatMap((entry) =>
    publishedLocaleCodes.flatMap((locale) => {
      if (locale === defaultLocale) return [];
      const from = `/${locale}${entry.route === '/' ? '' : entry.route}/`;
      const to = localizePath(entry.route, locale);
      return from === to ? [] : [{ locale, route: entry.route, from, to }];
    }),
  );
}

export function notFoundFiles(): { locale: Locale; file: string }[] {
  return publishedLocaleCodes.map((locale) => ({
    locale,
    file: locale === 'es' ? '404.html' : `${locale}/404.html`,
  }));
}

export function htmlFileOf(url: string): string {
  return join(distClient, url === '/' ? '' : url.slice(1), 'index.html');
}

export function readHtml(file: string): HTMLElement {
  if (!existsSync(file)) throw new Error(`Missing ${file}: run "npm run build" first`);
  return parse(readFileSync(file, 'utf8'));
}

export function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => join(dir, f));
}

export function readMessages(locale: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(join(projectRoot, `src/i18n/messages/${locale}.json`), 'utf8'));
}

/** Every string value of a messages file, flattened. */
export function messageValues(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages];
  if (typeof messages !== 'object' || messages === null) return [];
  return Object.values(messages).flatMap(messageValues);
}

/** The validated front-matter of a page, narrowed to its type. */
export function frontmatterOf<L extends ContentEntry['type']>(
  route: string,
  locale: Locale,
  type: L,
): Extract<ContentEntry['byLocale'][Locale], { type: L }> {
  const entry = contentEntries().find((e) => e.route === route);
  const meta = entry?.byLocale[locale];
  if (!meta || meta.type !== type) throw new Error(`No "${type}" page at ${route} (${locale})`);
  // As pages show it: in the locale's typography.
  return typesetData(meta, locale) as Extract<ContentEntry['byLocale'][Locale], { type: L }>;
}

/** The `nth` block of a kind on a sections page (0 is the first of that kind). */
export function blockOf<K extends BlockKind>(
  route: string,
  locale: Locale,
  kind: K,
  nth = 0,
): BlockOf<K> {
  const blocks = frontmatterOf(route, locale, 'sections').blocks;
  const found = blocks.filter((block): block is BlockOf<K> => block.kind === kind)[nth];
  if (!found) throw new Error(`No "${kind}" block #${nth} on ${route} (${locale})`);
  return found;
}

/**
 * A UI string of a locale (`nav.pricing`) as a visitor reads it: from the same files the site
 * uses, in the locale's typography, with the site's figures filled in as i18next fills them.
 */
export function ui(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      readMessages(locale),
    );
  if (typeof value !== 'string') throw new Error(`No UI string "${key}" in ${locale}`);
  // Its French spaces read as plain ones, as `textOf` and Playwright's name matching read them.
  return fillTokens(typeset(locale, value).replaceAll('\u202F', ' '), {
    ...siteTokenValues(locale),
    ...values,
  });
}

/** Whitespace (including the no-break spaces of French and of Intl) collapsed to one space. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An element's text, normalised, as a reader sees it. */
export function textOf(element: HTMLElement): string {
  return normalizeText(element.text);
}

/** An element's visible words, normalised: a visually hidden note ("opens in a new tab") aside. */
export function visibleText(element: HTMLElement): string {
  const hidden = element.querySelectorAll('.sr-only').map((note) => note.text);
  return normalizeText(hidden.reduce((text, note) => text.replace(note, ''), element.text));
}

/** Links whose visible text is `name` (a visually hidden note such as "opens in a new tab" aside). */
export function linksNamed(root: HTMLElement, name: string): HTMLElement[] {
  const wanted = normalizeText(name);
  return root.querySelectorAll('a').filter((link) => visibleText(link) === wanted);
}
