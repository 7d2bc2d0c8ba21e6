import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { z } from 'zod';
import { defaultLocale } from '../../i18n/locales';
import { fillSiteTokens, siteTokenValues } from '../../lib/siteTokens';
import { localeOfContentFile } from '../contentFile';
import { fillTreeTokens } from '../remarkSiteTokens';
import { frontmatterSchema, type Frontmatter } from '../schema';
import { parseMdx, unsafeMdxTree } from '../unsafeMdx';
import { undrawable } from './fontGlyphs';
import { closest, knownKeys, readFrontmatter, type FrontmatterSource } from './frontmatter';
import { error, located, warning, type Place, type Problem } from './problems';
import { bodyTokens, frontmatterTokens } from './tokens';

/** Front-matter fields that hold a link to a page of the site. */
const linkFields = new Set(['to', 'caseStudy', 'href', 'demo']);

export interface SiteLink {
  url: string;
  place: Place;
  /** Set for a front-matter link. */
  field?: string;
}

/** What one MDX file says about itself, from one YAML parse and one MDX parse. */
export interface FileFacts {
  frontmatter?: Frontmatter;
  problems: Problem[];
  /** Heading ids, as rehype-slug gives them. */
  headingIds: string[];
  links: SiteLink[];
}

export interface FileContext {
  /** Names the MDX component map provides (see mdxComponents.tsx). */
  components: ReadonlySet<string>;
  /** What the social card's fonts can draw, per field the card shows. */
  socialCard?: {
    title: (codePoint: number) => boolean;
    description: (codePoint: number) => boolean;
  };
}

export function checkFile(file: string, source: string, context: FileContext): FileFacts {
  const yaml = readFrontmatter(file, source);
  const problems = [...yaml.problems];
  const links: SiteLink[] = [];
  let frontmatter: Frontmatter | undefined;
  // A fixture outside content/<locale>/ reads as the default locale.
  const locale = localeOfContentFile(file) ?? defaultLocale;

  if (yaml.data !== undefined) {
    problems.push(...frontmatterTokens(file, yaml));
    // Validated as the page will show it, tokens filled, as `loadPage` does.
    const result = frontmatterSchema.safeParse(fillSiteTokens(yaml.data ?? {}, locale));
    if (result.success) {
      frontmatter = result.data;
      collectFrontmatterLinks(result.data, [], yaml, links);
      if (context.socialCard)
        problems.push(...socialCardGlyphs(file, result.data, yaml, context.socialCard));
    } else {
      problems.push(...describeIssues(file, result.error.issues, yaml));
    }
  }

  const parsed = parseMdx(file, source);
  const headingIds: string[] = [];
  if ('problem' in parsed) {
    problems.push(error(parsed.problem));
  } else {
    problems.push(...bodyTokens(file, source, parsed.tree));
    // Heading anchors and links as the build sees them, after remarkSiteTokens.
    fillTreeTokens(parsed.tree, siteTokenValues(locale));
    problems.push(...unsafeMdxTree(file, source, parsed.tree).map(error));
    problems.push(...unknownComponents(file, parsed.tree, context.components));
    headingIds.push(...headingIdsOf(parsed.tree));
    links.push(...bodyLinks(parsed.tree));
    if (frontmatter) problems.push(...bodyPlacement(file, frontmatter, parsed.tree, yaml));
  }
  return { frontmatter, problems, headingIds, links };
}

/** A sections page shows its body only through a rich-text block: neither may be missing. */
function bodyPlacement(
  file: string,
  meta: Frontmatter,
  tree: Root,
  yaml: FrontmatterSource,
): Problem[] {
  if (meta.type !== 'sections') return [];
  const hasBody = tree.children.some((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  const at = meta.blocks.findIndex((block) => block.kind === 'rich-text');
  if (hasBody && at < 0) {
    return [
      error(
        located(
          file,
          yaml.locateKey(['blocks']),
          'blocks',
          'the body is not shown: add a block "- kind: rich-text" where it should appear',
        ),
      ),
    ];
  }
  if (!hasBody && at >= 0) {
    return [
      error(
        located(
          file,
          yaml.locate(['blocks', at, 'kind']),
          `blocks.${at}.kind`,
          'the rich-text block shows the body, but the body is empty: write it below the front-matter or remove the block',
        ),
      ),
    ];
  }
  return [];
}

function describeIssues(file: string, issues: z.core.$ZodIssue[], yaml: FrontmatterSource) {
  const problems: Problem[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(frontmatterSchema, yaml.data, issue.path);
      for (const key of issue.keys) {
        // Already refused by name in the YAML pass.
        if (key === '<<') continue;
        const path = [...issue.path, key];
        const suggestion = closest(key, known);
        const fix = suggestion
          ? `did you mean "${suggestion}"? Rename it`
          : `remove it (this page type accepts: ${known.join(', ')})`;
        problems.push(
          error(located(file, yaml.locateKey(path), path.join('.'), `unknown field; ${fix}`)),
        );
      }
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : undefined;
    const missing = valueAt(yaml.data, issue.path) === undefined;
    const message = missing ? `missing; add it: ${issue.message}` : issue.message;
    problems.push(error(located(file, yaml.locate(issue.path), field, message)));
  }
  return problems;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

function collectFrontmatterLinks(
  value: unknown,
  path: PropertyKey[],
  yaml: FrontmatterSource,
  links: SiteLink[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectFrontmatterLinks(item, [...path, index], yaml, links));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      if (linkFields.has(key) && typeof item === 'string') {
        links.push({ url: item, place: yaml.locate(at), field: at.join('.') });
      } else {
        collectFrontmatterLinks(item, at, yaml, links);
      }
    }
  }
}

function unknownComponents(file: string, tree: Root, components: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name;
    // Lower-case names are HTML elements; fragments have no name.
    if (!name || (/^[a-z]/.test(name) && !name.includes('.'))) return;
    if (components.has(name)) return;
    const named = [...components].filter((c) => /^[A-Z]/.test(c));
    const suggestion = closest(name, named);
    const { line, column } = node.position?.start ?? {};
    problems.push(
      error(
        located(
          file,
          { line, column },
          undefined,
          `unknown component <${name}>: ${suggestion ? `did you mean <${suggestion}>? ` : ''}use one of ${named.join(', ')} (src/components/mdx/mdxComponents.tsx)`,
        ),
      ),
    );
  });
  return problems;
}

/** The ids rehype-slug gives the body's headings, in document order. */
function headingIdsOf(tree: Root): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  visit(tree, 'heading', (node) => {
    ids.push(slugger.slug(toString(node, { includeImageAlt: false })));
  });
  return ids;
}

function bodyLinks(tree: Root): SiteLink[] {
  const links: SiteLink[] = [];
  const add = (url: string, position: { start: Place } | undefined) =>
    links.push({ url, place: { line: position?.start.line, column: position?.start.column } });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node.position);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'href' &&
          typeof attribute.value === 'string'
        ) {
          add(attribute.value, attribute.position ?? node.position);
        }
      }
    }
  });
  return links;
}

function socialCardGlyphs(
  file: string,
  frontmatter: Frontmatter,
  yaml: FrontmatterSource,
  fonts: NonNullable<FileContext['socialCard']>,
): Problem[] {
  return (['title', 'description'] as const).flatMap((field) => {
    const missing = undrawable(frontmatter[field], fonts[field]);
    if (!missing.length) return [];
    const list = missing
      .map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
      .join(', ');
    return [
      warning(
        located(
          file,
          yaml.locate([field]),
          field,
          `the social card's font (Inter latin, src/publishing/socialCardFonts.ts) cannot draw ${list}; the card would show a blank there: use other characters, or add a fallback font to scripts/socialImages.ts`,
        ),
      ),
    ];
  });
}
