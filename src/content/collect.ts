import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultLocale, localeCodes, type Locale } from '../i18n/locales';
import { localizePath, normalizePathname, routeFromContentPath } from '../i18n/urls';
import { urlProblem } from '../lib/contentUrls';
import { fillSiteTokens } from '../lib/siteTokens';
import { socialCardFont, socialCardWeights } from '../publishing/socialCardFonts';
import { byteOrderMark, characterProblems, escapedInvisiblesInJson } from './check/characters';
import { checkFile, type FileContext, type FileFacts } from './check/checkFile';
import { checkFileNames } from './check/fileNames';
import { woffCoverage } from './check/fontGlyphs';
import { closest, readFrontmatter } from './check/frontmatter';
import { localeOfContentFile } from './contentFile';
import { mdxComponentNames } from './check/mdxComponentNames';
import { checkMedia } from './check/media';
import { checkPageShapes } from './check/pageShapes';
import { checkPricing } from './check/pricingData';
import { checkStoryGraphs } from './check/storyGraph';
import { error, located, type Problem } from './check/problems';
import { checkUiKeys, type UiKeyOptions } from './check/uiKeys';
import { listedUnder, unlistable } from './listingRules';
import { everyPageAnchors, pageAnchors } from './pageAnchors';
import { ContentError, parseFrontmatter, type Frontmatter, type PageType } from './schema';

/** Node-side index of `content/<locale>/**.mdx`, used by the build plugin and `npm run check`. */

export interface ContentEntry {
  route: string;
  type: PageType;
  /** Front-matter per locale, validated. */
  byLocale: Record<Locale, Frontmatter>;
}

export interface ContentIndex {
  entries: ContentEntry[];
  /** One line per error, `file:line:column: …`; empty when the content is valid. */
  problems: string[];
  /** Faults that do not stop the build (a value cut at " #", a character the social card lacks). */
  warnings: string[];
}

export interface CollectOptions extends UiKeyOptions {
  /** Skip the UI key check (the dev preview and unit fixtures without messages). */
  uiKeys?: boolean;
}

function listMdx(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.split(sep).join('/'))
    .sort();
}

/** Validates one file's front-matter, with the check's YAML parser; throws a ContentError. */
export function validateSource(displayPath: string, source: string): Frontmatter {
  const yaml = readFrontmatter(displayPath, source);
  const errors = yaml.problems.filter((problem) => problem.severity === 'error');
  if (errors.length) throw new ContentError(errors.map((problem) => problem.text).join('\n'));
  const locale = localeOfContentFile(displayPath) ?? defaultLocale;
  return parseFrontmatter(displayPath, fillSiteTokens(yaml.data, locale));
}

let cachedContext: FileContext | undefined;
let contextKey = '';
/**
 * Each file's facts by path, reused while its source is unchanged (the dev preview re-checks per
 * request). It keeps a digest of the source, not the source, so that a large site's sources are
 * not all held in memory for the whole build by this cache.
 */
const factsCache = new Map<string, { digest: string; facts: FileFacts }>();
const digestOf = (source: string) => createHash('sha1').update(source).digest('base64');

/** What every file is checked against: the MDX component map and the social card's fonts. */
export function fileContext(): FileContext {
  const components = mdxComponentNames();
  const key = [...components].join();
  if (!cachedContext || key !== contextKey) {
    const title = woffCoverage(socialCardFont(socialCardWeights.title));
    const description = woffCoverage(socialCardFont(socialCardWeights.description));
    cachedContext = { components, socialCard: { title, description } };
    contextKey = key;
    factsCache.clear();
  }
  return cachedContext;
}

function factsOf(file: string, source: string, context: FileContext): FileFacts {
  const digest = digestOf(source);
  const cached = factsCache.get(file);
  if (cached?.digest === digest) return cached.facts;
  // A copy: the facts' strings (link URLs, anchors) are V8 slices of the source, and a slice keeps
  // its whole parent alive. A 1,000-page build's heap snapshot found every MDX source held so.
  const facts = structuredClone(checkFile(file, source, context));
  factsCache.set(file, { digest, facts });
  return facts;
}

interface Page {
  file: string;
  /** Below the locale folder. */
  path: string;
  facts: FileFacts;
}

export function collectContent(
  root: string,
  contentDir = join(root, 'content'),
  options: CollectOptions = {},
): ContentIndex {
  const all: Problem[] = [...checkFileNames(root, contentDir), ...checkPricing()];
  const context = fileContext();
  const publicDir = join(root, 'public');
  const pages = new Map<string, Partial<Record<Locale, Page>>>();
  const found = new Map<string, Partial<Record<Locale, Frontmatter>>>();

  for (const locale of localeCodes) {
    for (const path of listMdx(join(contentDir, locale))) {
      const file = relative(root, join(contentDir, locale, path))
        .split(sep)
        .join('/');
      const route = routeFromContentPath(path);
      const facts = factsOf(file, readFileSync(join(contentDir, locale, path), 'utf8'), context);
      // Not cached with the facts: an image changes without its page changing.
      all.push(...facts.problems, ...checkMedia(publicDir, file, facts.media));
      const other = pages.get(route)?.[locale];
      if (other) {
        all.push(
          error(
            located(
              file,
              { line: 1 },
              undefined,
              `route ${route} already comes from ${other.file}; two files cannot make one page: keep one of them`,
            ),
          ),
        );
        continue;
      }
      pages.set(route, { ...pages.get(route), [locale]: { file, path, facts } });
      found.set(route, { ...found.get(route) });
      if (facts.frontmatter) found.set(route, { ...found.get(route), [locale]: facts.frontmatter });
    }
  }

  const entries: ContentEntry[] = [];
  for (const [route, byLocale] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    const present = pages.get(route)!;
    const absent = localeCodes.filter((locale) => !present[locale]);
    if (absent.length) {
      const [first] = localeCodes.flatMap((locale) => present[locale] ?? []);
      for (const locale of absent) {
        const add = relative(root, join(contentDir, locale, first!.path))
          .split(sep)
          .join('/');
        all.push(
          error(
            located(
              first!.file,
              { line: 1 },
              undefined,
              `page missing in locale "${locale}": add ${add}`,
            ),
          ),
        );
      }
      continue;
    }
    if (localeCodes.some((locale) => !byLocale[locale])) continue;
    const complete = byLocale as Record<Locale, Frontmatter>;
    const types = new Set(localeCodes.map((locale) => complete[locale].type));
    if (types.size > 1) {
      all.push(
        error(
          located(
            present[localeCodes[0]!]!.file,
            { line: 2 },
            'type',
            `differs between locales (${localeCodes.map((l) => `${l}: ${complete[l].type}`).join(', ')}); use the same type in every locale`,
          ),
        ),
      );
      continue;
    }
    entries.push({ route, type: complete.es.type, byLocale: complete });
    all.push(...listingProblems(route, complete, present, root));
  }

  all.push(...checkLinks(pages, (path) => existsSync(join(publicDir, path))));
  const shaped = entries.map(({ route, byLocale }) => ({
    route,
    byLocale,
    files: Object.fromEntries(
      localeCodes.map((locale) => [locale, pages.get(route)![locale]!.file]),
    ) as Record<Locale, string>,
  }));
  const readSource = (file: string) => readFileSync(join(root, file), 'utf8');
  all.push(...checkPageShapes(shaped, readSource), ...checkStoryGraphs(shaped, readSource));

  if (options.uiKeys !== false) {
    all.push(...checkUiKeys(root, options));
    const messagesDir = options.messagesDir ?? 'src/i18n/messages';
    for (const locale of localeCodes) {
      const file = `${messagesDir}/${locale}.json`;
      const source = readFileSync(join(root, file), 'utf8');
      all.push(
        ...byteOrderMark(file, source),
        ...characterProblems(file, source),
        ...escapedInvisiblesInJson(file, source),
      );
    }
  }

  const problems = all.filter((p) => p.severity === 'error').map((p) => p.text);
  const warnings = all.filter((p) => p.severity === 'warning').map((p) => p.text);
  return { entries, problems, warnings };
}

/** A page a list page shows must make a card there: named here, not thrown at pre-render. */
function listingProblems(
  route: string,
  byLocale: Record<Locale, Frontmatter>,
  present: Partial<Record<Locale, Page>>,
  root: string,
): Problem[] {
  const listed = listedUnder(route, byLocale[defaultLocale].type);
  if (!listed) return [];
  return localeCodes.flatMap((locale) => {
    const why = unlistable(byLocale[locale]);
    const file = present[locale]!.file;
    if (!why) return [];
    const line = lineOf(readFileSync(join(root, file), 'utf8'), /^type:/);
    const list = listed.replace(/\/$/, '');
    return [
      error(located(file, { line }, 'type', `a page under ${listed} is listed on ${list}: ${why}`)),
    ];
  });
}

/** The 1-based line of the first line matching `pattern`, else 1. */
function lineOf(source: string, pattern: RegExp): number {
  return source.split('\n').findIndex((line) => pattern.test(line)) + 1 || 1;
}

/** Files the publish step writes (scripts/publish.ts), which `public/` does not hold. */
const publishedFiles = new Set([
  '/sitemap.xml',
  '/robots.txt',
  ...localeCodes.map((locale) => localizePath('/rss.xml', locale)),
]);

/**
 * Every internal link and `#anchor` of every body and front-matter, against the content routes;
 * a link to a file, against `public/` (as the reader's locale makes it: `/en/…`) and the files
 * the publish step writes.
 */
function checkLinks(
  pages: Map<string, Partial<Record<Locale, Page>>>,
  inPublic: (path: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const routes = [...pages.keys()];
  for (const [route, byLocale] of pages) {
    for (const locale of localeCodes) {
      const page = byLocale[locale];
      if (!page) continue;
      for (const link of page.facts.links) {
        // Any other address is refused where it is written (schema, unsafeMdx).
        if (urlProblem(link.url, ['site', 'anchor'])) continue;
        const [pathPart = '', fragment] = link.url.split('#');
        const path = pathPart.split('?')[0]!;
        const say = (message: string) =>
          problems.push(error(located(page.file, link.place, link.field, message)));
        // Files (`/rss.xml`, images) are not pages.
        if (/\.[a-z0-9]+$/i.test(path)) {
          const published = localizePath(path, locale);
          if (!publishedFiles.has(published) && !inPublic(published)) {
            say(
              `link "${link.url}": no file public${published}${published === path ? '' : ` (links are made ${locale} paths)`}: add it, or correct the path`,
            );
          }
          continue;
        }
        const target = path ? normalizePathname(path) : route;
        const targetPage = pages.get(target)?.[locale];
        if (!targetPage) {
          const suggestion = closest(target, routes);
          say(
            `link "${link.url}": no page at ${target} in "${locale}"; ${suggestion ? `did you mean ${suggestion}? ` : ''}link an existing route (the path of a file under content/${locale}/)`,
          );
          continue;
        }
        if (!fragment) continue;
        const meta = targetPage.facts.frontmatter;
        const ids = new Set([
          ...targetPage.facts.headingIds,
          ...(meta ? pageAnchors(meta) : []),
          ...everyPageAnchors,
        ]);
        const id = decodeURIComponent(fragment);
        if (ids.has(id)) continue;
        const suggestion = closest(id, [...ids]);
        say(
          `link "${link.url}": ${target} has no anchor #${id}; ${suggestion ? `did you mean #${suggestion}? ` : ''}its anchors are ${[...ids].map((a) => `#${a}`).join(', ')}`,
        );
      }
    }
  }
  return problems;
}

export function formatProblems(problems: string[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`;
}

export function formatWarnings(warnings: string[]): string {
  return `Content warnings (${warnings.length}):\n${warnings.map((w) => `  ⚠ ${w}`).join('\n')}`;
}
