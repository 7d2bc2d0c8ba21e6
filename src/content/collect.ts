import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defaultLocale, isPublishedLocale, localeCodes, type Locale } from '../i18n/locales';
import { localizePath, normalizePathname, publicPath, routeFromContentPath } from '../i18n/urls';
import { urlProblem } from './contentUrls';
import { fillSiteTokens } from './siteTokens';
import { socialCardFont, socialCardWeights } from '../build/publishing/socialCardFonts';
import { byteOrderMark, characterProblems, escapedInvisiblesInJson } from './check/characters';
import { checkFile, type FileContext, type FileFacts } from './check/checkFile';
import { checkFileNames } from './check/fileNames';
import { checkClaimWords, checkMessageClaims } from './check/claims';
import { checkConsistency } from './check/consistency';
import { woffCoverage } from './check/fontGlyphs';
import { closest, readFrontmatter } from './check/frontmatter';
import { localeOfContentFile } from './contentFile';
import { mdxComponentNames } from './check/mdxComponentNames';
import { checkMedia } from './check/media';
import { checkPageShapes } from './check/pageShapes';
import { checkPricing } from './check/pricingData';
import { checkSlugs } from './check/slugs';
import { pathsByLocale, sluggedPages } from './slugs';
import { checkStoryGraphs } from './check/storyGraph';
import { error, located, warning, type Problem } from './check/problems';
import { checkUiKeys, type UiKeyOptions } from './check/uiKeys';
import { listedUnder, unlistable } from './listingRules';
import { everyPageAnchors, pageAnchors } from './pageAnchors';
import { drawnImages } from '../assets/images';
import { ContentError, parseFrontmatter, type Frontmatter, type PageType } from './schema';

/** Node-side index of `content/<locale>/**.mdx`, used by the build plugin and `npm run check`. */

export interface ContentEntry {
  route: string;
  type: PageType;
  /** Front-matter per locale, validated. */
  byLocale: Record<Locale, Frontmatter>;
  /** The page's path below each locale's prefix, from the slugs (Spanish: the route). */
  paths: Record<Locale, string>;
  /**
   * Draft locales that lack this page yet: their `byLocale` is the default locale's front-matter,
   * so that the checks across locales compare like with like. Never rendered or published.
   */
  untranslated?: Locale[];
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

  all.push(
    ...checkClaimWords(
      localeCodes.filter((locale) => [...pages.values()].some((page) => page[locale])),
    ),
  );

  const entries: Omit<ContentEntry, 'paths'>[] = [];
  for (const [route, byLocale] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    const present = pages.get(route)!;
    const absent = localeCodes.filter((locale) => !present[locale]);
    const [first] = localeCodes.flatMap((locale) => present[locale] ?? []);
    const addIn = (locale: Locale) =>
      relative(root, join(contentDir, locale, first!.path))
        .split(sep)
        .join('/');
    // A draft locale is translated page by page: a page it lacks is listed, and stands in as the
    // default locale's until then. A published locale lacks none.
    const untranslated = absent.filter(
      (locale) => !isPublishedLocale(locale) && present[defaultLocale] && byLocale[defaultLocale],
    );
    for (const locale of untranslated) {
      all.push(
        warning(
          located(
            first!.file,
            { line: 1 },
            undefined,
            `not yet translated in draft locale "${locale}": add ${addIn(locale)}`,
          ),
        ),
      );
      byLocale[locale] = byLocale[defaultLocale];
    }
    const missing = absent.filter((locale) => !untranslated.includes(locale));
    if (missing.length) {
      for (const locale of missing) {
        all.push(
          error(
            located(
              first!.file,
              { line: 1 },
              undefined,
              `page missing in locale "${locale}": add ${addIn(locale)}`,
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
    entries.push({
      route,
      type: complete[defaultLocale].type,
      byLocale: complete,
      ...(untranslated.length ? { untranslated } : {}),
    });
    all.push(...listingProblems(route, complete, present, root));
  }

  const slugged = sluggedPages(entries);
  const paths = pathsByLocale(slugged);
  all.push(
    ...checkLinks(
      pages,
      paths,
      (path) => drawnImages.has(path) || existsSync(join(publicDir, path)),
    ),
  );
  const perLocale = <T>(route: string, value: (page: Page) => T) =>
    Object.fromEntries(
      localeCodes.map((locale) => {
        const page = pages.get(route)!;
        return [locale, value((page[locale] ?? page[defaultLocale])!)];
      }),
    ) as Record<Locale, T>;
  const shaped = entries.map(({ route, byLocale }) => ({
    route,
    byLocale,
    files: perLocale(route, (page) => page.file),
  }));
  const readSource = (file: string) => readFileSync(join(root, file), 'utf8');
  all.push(...checkPageShapes(shaped, readSource), ...checkStoryGraphs(shaped, readSource));
  all.push(
    ...checkSlugs(
      slugged.map((page) => ({
        ...page,
        files: perLocale(page.route, ({ file }) => file),
        slugPlaces: perLocale(page.route, ({ facts }) => facts.slugPlace),
      })),
    ),
  );

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
    all.push(
      ...checkMessageClaims(root, options.messagesDir),
      ...checkConsistency(shaped, readSource, root, options.messagesDir),
    );
  }

  // A draft's untranslated page is the default locale's in the checks across locales: whatever
  // they find there is found twice, in the same words.
  const problems = [...new Set(all.filter((p) => p.severity === 'error').map((p) => p.text))];
  const warnings = [...new Set(all.filter((p) => p.severity === 'warning').map((p) => p.text))];
  return {
    entries: entries.map((entry) => ({ ...entry, paths: paths.get(entry.route)! })),
    problems,
    warnings,
  };
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
    const file = present[locale]?.file;
    // An untranslated page of a draft locale is the default locale's, which is checked as itself.
    if (!why || !file) return [];
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
  // A draft locale's feed too: its links hold once it is published.
  ...localeCodes.map((locale) => localizePath('/rss.xml', locale)),
]);

/**
 * Every internal link and `#anchor` of every body and front-matter, against the content routes;
 * a link to a file, against `public/` (as the reader's locale makes it: `/en/…`) and the files
 * the publish step writes. Links name a page by its route in every locale: a page's URL in a
 * locale (its slug) is not a route, and is refused with the route to write.
 */
function checkLinks(
  pages: Map<string, Partial<Record<Locale, Page>>>,
  paths: Map<string, Record<Locale, string>>,
  inPublic: (path: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const routes = [...pages.keys()];
  const routeOfUrl = new Map<string, { route: string; locale: Locale }>();
  for (const [route, byLocale] of paths) {
    for (const locale of localeCodes) {
      if (locale === defaultLocale) continue;
      const local = byLocale[locale];
      routeOfUrl.set(normalizePathname(publicPath(local, locale)), { route, locale });
      if (local !== route && !routeOfUrl.has(local)) routeOfUrl.set(local, { route, locale });
    }
  }
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
        // A draft locale links to a page it has not translated yet as to the default locale's,
        // which stands in for it (and a published locale lacks none).
        const targetPage =
          pages.get(target)?.[locale] ??
          (isPublishedLocale(locale) ? undefined : pages.get(target)?.[defaultLocale]);
        const localized = targetPage ? undefined : routeOfUrl.get(target);
        if (localized) {
          say(
            `link "${link.url}": that is the URL of ${localized.route} in "${localized.locale}"; link its route, ${localized.route} (its file's path, in every locale: the reader's locale and slug are added for you)`,
          );
          continue;
        }
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
