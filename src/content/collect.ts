import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import matter from 'gray-matter';
import { localeCodes, type Locale } from '../i18n/locales';
import { routeFromContentPath } from '../i18n/urls';
import { ContentError, parseFrontmatter, type Frontmatter, type PageType } from './schema';
import { unsafeMdx } from './unsafeMdx';

/** Node-side index of `content/<locale>/**.mdx`, used by the build plugin and `npm run check`. */

export interface ContentEntry {
  route: string;
  type: PageType;
  /** Front-matter per locale, validated. */
  byLocale: Record<Locale, Frontmatter>;
}

export interface ContentIndex {
  entries: ContentEntry[];
  /** One line per problem; empty when the content is valid. */
  problems: string[];
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

/** Validates one file's source; returns its front-matter or throws a ContentError. */
export function validateSource(displayPath: string, source: string): Frontmatter {
  let data: unknown;
  try {
    data = matter(source).data;
  } catch (error) {
    throw new ContentError(
      `${displayPath}: front-matter is not valid YAML: ${(error as Error).message}`,
    );
  }
  return parseFrontmatter(displayPath, data);
}

export function collectContent(root: string, contentDir = join(root, 'content')): ContentIndex {
  const problems: string[] = [];
  const found = new Map<string, Partial<Record<Locale, Frontmatter>>>();

  for (const locale of localeCodes) {
    for (const file of listMdx(join(contentDir, locale))) {
      const displayPath = relative(root, join(contentDir, locale, file)).split(sep).join('/');
      const route = routeFromContentPath(file);
      const source = readFileSync(join(contentDir, locale, file), 'utf8');
      // Content is code: a body that could run something is refused like a bad front-matter.
      problems.push(...unsafeMdx(displayPath, source));
      try {
        const frontmatter = validateSource(displayPath, source);
        found.set(route, { ...found.get(route), [locale]: frontmatter });
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(...error.message.split('\n'));
        found.set(route, { ...found.get(route) });
      }
    }
  }

  const missing: string[] = [];
  const entries: ContentEntry[] = [];
  for (const [route, byLocale] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    const absent = localeCodes.filter((locale) => !byLocale[locale]);
    const file = route === '/' ? 'index.mdx' : `${route.slice(1)}.mdx`;
    for (const locale of absent) {
      if (!problems.some((p) => p.startsWith(`content/${locale}/${file}:`))) {
        missing.push(`content/${locale}/${file}`);
      }
    }
    if (absent.length) continue;
    const complete = byLocale as Record<Locale, Frontmatter>;
    const types = new Set(localeCodes.map((locale) => complete[locale].type));
    if (types.size > 1) {
      problems.push(
        `${route}: field "type" differs between locales (${localeCodes.map((l) => `${l}: ${complete[l].type}`).join(', ')}); expected the same type in every locale`,
      );
      continue;
    }
    entries.push({ route, type: complete.es.type, byLocale: complete });
  }

  if (missing.length) {
    problems.push(`Pages missing in some locale (add these files):\n  - ${missing.join('\n  - ')}`);
  }

  const routes = new Set(entries.map((e) => e.route));
  for (const entry of entries) {
    for (const locale of localeCodes) {
      const fm = entry.byLocale[locale];
      if (fm.type === 'redirect' && !routes.has(fm.to)) {
        problems.push(
          `content/${locale}/${entry.route.slice(1)}.mdx: field "to": expected an existing route, got "${fm.to}"`,
        );
      }
    }
  }

  return { entries, problems };
}

export function formatProblems(problems: string[]): string {
  return `Content errors (${problems.length}):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`;
}
