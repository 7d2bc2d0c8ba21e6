import type { Expression } from 'estree';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { z } from 'zod';
import { mdxProps } from '../../render/components/mdx/mdxProps';
import { defaultLocale, type Locale } from '../../i18n/locales';
import { routeFromContentPath } from '../../i18n/urls';
import { fillSiteTokens, siteTokenValues } from '../siteTokens';
import { localeOfContentFile } from '../contentFile';
import { fillTreeTokens } from '../mdx/remarkSiteTokens';
import { frontmatterSchema, type Frontmatter } from '../schema';
import { imageUrlProblem, parseMdx, unsafeMdxTree } from '../unsafeMdx';
import { characterProblems, escapedInvisibles } from './characters';
import { checkFileClaims } from './claims';
import { undrawable } from './fontGlyphs';
import { closest, knownKeys, readFrontmatter, type FrontmatterSource } from './frontmatter';
import type { MediaRef } from './media';
import { error, located, warning, type Place, type Problem } from './problems';
import { bodyTokens, frontmatterTokens } from './tokens';
import { fieldUses, keysHolding } from '../schemas/fieldUses';

/** The front-matter keys whose values the check follows or opens, by what they hold. */
export interface ReferenceFields {
  /** An address (a page of the site, or a file below `public/`). */
  links: Set<string>;
  /** An image below `public/`. */
  images: Set<string>;
  /** A video below `public/media/`, which needs a `captions` key beside it. */
  videos: Set<string>;
  /** A video's WebVTT captions below `public/media/`. */
  captions: Set<string>;
}

/** The keys of a front-matter schema's fields, by use: `fieldUses`, read from the schemas. */
export function referenceFields(uses = fieldUses()): ReferenceFields {
  return {
    links: keysHolding('address', uses),
    images: keysHolding('image', uses),
    videos: keysHolding('video', uses),
    captions: keysHolding('captions', uses),
  };
}

const siteFields = referenceFields();

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
  /** Images the page shows, to check against `public/` (see checkMedia). */
  media: MediaRef[];
  /** Where the `slug` field is (or, when it is missing, where it belongs). */
  slugPlace: Place;
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
  const problems = [...yaml.problems, ...characterProblems(file, source)];
  for (const string of yaml.strings) {
    problems.push(...escapedInvisibles(file, string.placeOf(0), string.value, string.source));
  }
  const links: SiteLink[] = [];
  const media: MediaRef[] = [];
  let frontmatter: Frontmatter | undefined;
  // A fixture outside content/<locale>/ reads as the default locale.
  const locale = localeOfContentFile(file) ?? defaultLocale;

  if (yaml.data !== undefined) {
    problems.push(...frontmatterTokens(file, yaml));
    // Validated as the page will show it, tokens filled, as `loadPage` does.
    const result = frontmatterSchema.safeParse(fillSiteTokens(yaml.data ?? {}, locale));
    if (result.success) {
      frontmatter = result.data;
      problems.push(...slugRule(file, locale, result.data, yaml));
      collectFrontmatterRefs(result.data, [], yaml, links, media);
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
    problems.push(...bodyEscapes(file, source, parsed.tree));
    problems.push(...unknownComponents(file, parsed.tree, context.components));
    headingIds.push(...headingIdsOf(parsed.tree));
    links.push(...bodyLinks(parsed.tree));
    media.push(...bodyImages(parsed.tree));
    if (frontmatter) problems.push(...bodyPlacement(file, frontmatter, parsed.tree, yaml));
  }
  // What the page promises, against src/data/capabilities.ts and the plans.
  problems.push(
    ...checkFileClaims(file, locale, yaml, 'tree' in parsed ? parsed.tree : undefined, source),
  );
  return {
    frontmatter,
    problems,
    headingIds,
    links,
    media,
    slugPlace: yaml.locate(['slug']),
  };
}

/**
 * Invisible characters a body writes as escapes: `&#x202E;` in text or an attribute, `"\u200B"`
 * in a literal prop. Each node's decoded strings against its source.
 */
function bodyEscapes(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const check = (
    node: {
      position?: {
        start: { line: number; column: number; offset?: number };
        end: { offset?: number };
      };
    },
    decoded: string,
  ) => {
    const { start, end } = node.position ?? {};
    if (!start || start.offset === undefined || end?.offset === undefined) return;
    const raw = source.slice(start.offset, end.offset);
    problems.push(
      ...escapedInvisibles(file, { line: start.line, column: start.column }, decoded, raw),
    );
  };
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      check(node, node.value);
    } else if (node.type === 'image') {
      check(node, `${node.alt ?? ''}${node.title ?? ''}`);
    } else if (node.type === 'link' || node.type === 'definition') {
      check(node, node.title ?? '');
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.value) continue;
        if (typeof attribute.value === 'string') {
          check(attribute, attribute.value);
        } else {
          const strings: string[] = [];
          estreeStrings(attribute.value.data?.estree, strings);
          check(attribute, strings.join(''));
        }
      }
    }
  });
  return problems;
}

/** Every string a literal prop holds (literals and template parts, at any depth). */
function estreeStrings(node: unknown, strings: string[]) {
  if (!node || typeof node !== 'object') return;
  const value = node as { type?: string; value?: unknown; cooked?: unknown };
  if (value.type === 'Literal' && typeof value.value === 'string') strings.push(value.value);
  if (value.type === 'TemplateElement') {
    const cooked = (value.value as { cooked?: string } | undefined)?.cooked;
    if (cooked) strings.push(cooked);
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    if (Array.isArray(child)) for (const item of child) estreeStrings(item, strings);
    else if (child && typeof child === 'object') estreeStrings(child, strings);
  }
}

/**
 * English and French pages name their URL's last segment in their own language (`slug`); Spanish
 * pages live at their file's path, the spec's URL; the home page is the locale's root.
 */
function slugRule(file: string, locale: Locale, meta: Frontmatter, yaml: FrontmatterSource) {
  const isHome = /(?:^|\/)content\/[^/]+\/index\.mdx$/.test(file);
  const say = (message: string, place = yaml.locate(['slug'])) => [
    error(located(file, place, 'slug', message)),
  ];
  if (locale === defaultLocale && meta.slug !== undefined) {
    return say(
      `Spanish pages live at their file's path (the spec's URL, ${routeFromContentPath(contentPathOf(file))}); remove slug`,
    );
  }
  if (locale === defaultLocale) return [];
  if (isHome && meta.slug !== undefined) {
    return say(`the home page lives at /${locale}/; remove slug`);
  }
  if (!isHome && meta.slug === undefined) {
    return say(
      `missing; add the last part of this page's URL in its language, in lowercase ASCII words joined by hyphens (as /reclutamiento-gamificado is gamified-recruitment in English)`,
      // Where it belongs: under `type`.
      yaml.locateKey(['type']),
    );
  }
  return [];
}

/** `content/en/blog/x.mdx` → `blog/x.mdx`; a file outside `content/<locale>/` is its own name. */
function contentPathOf(file: string): string {
  return /(?:^|\/)content\/[^/]+\/(.+)$/.exec(file)?.[1] ?? file.split('/').at(-1)!;
}

/** A sections page shows its body only through a `body` block: neither may be missing. */
function bodyPlacement(
  file: string,
  meta: Frontmatter,
  tree: Root,
  yaml: FrontmatterSource,
): Problem[] {
  if (meta.type !== 'sections') return [];
  const hasBody = tree.children.some((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  const at = meta.blocks.findIndex((block) => block.kind === 'body');
  if (hasBody && at < 0) {
    return [
      error(
        located(
          file,
          yaml.locateKey(['blocks']),
          'blocks',
          'the body is not shown: add a block "- kind: body" where it should appear',
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
          'the body block shows the MDX body, but the body is empty: write it below the front-matter or remove the block',
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

/**
 * The addresses and media a validated front-matter names, with their places: `fields` says which
 * keys hold what (the site's schemas by default).
 */
export function collectFrontmatterRefs(
  value: unknown,
  path: PropertyKey[],
  yaml: FrontmatterSource,
  links: SiteLink[],
  media: MediaRef[],
  fields: ReferenceFields = siteFields,
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      collectFrontmatterRefs(item, [...path, index], yaml, links, media, fields),
    );
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      const ref = (kind: MediaRef['kind']) => ({
        url: item as string,
        place: yaml.locate(at),
        field: at.join('.'),
        kind,
      });
      if (typeof item !== 'string') {
        collectFrontmatterRefs(item, at, yaml, links, media, fields);
      } else if (fields.links.has(key)) {
        links.push({ url: item, place: yaml.locate(at), field: at.join('.') });
      } else if (fields.images.has(key)) {
        // The schema has refused any address that is not a path of this site.
        media.push({ ...ref('image'), socialCard: key === 'socialImage' });
      } else if (fields.videos.has(key)) {
        const captions = Object.entries(value).find(
          ([other, text]) => fields.captions.has(other) && typeof text === 'string',
        );
        media.push({ ...ref('video'), captioned: captions !== undefined });
      } else if (fields.captions.has(key)) {
        media.push(ref('captions'));
      }
    }
  }
}

/** The body's images whose address is a path of this site (unsafeMdx names the others). */
function bodyImages(tree: Root): MediaRef[] {
  const media: MediaRef[] = [];
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => {
    definitions.set(node.identifier, node.url);
  });
  const add = (url: string | undefined, position: { start: Place } | undefined) => {
    if (url !== undefined && !imageUrlProblem(url)) {
      media.push({ url, place: { line: position?.start.line, column: position?.start.column } });
    }
  };
  visit(tree, (node) => {
    if (node.type === 'image') add(node.url, node.position);
    if (node.type === 'imageReference') add(definitions.get(node.identifier), node.position);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name !== 'img') return;
      const src = node.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'src',
      );
      if (typeof src?.value === 'string') add(src.value, src.position ?? node.position);
    }
  });
  return media;
}

function unknownComponents(file: string, tree: Root, components: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const name = node.name;
    // Lower-case names are HTML elements (see allowedHtml); fragments have no name.
    if (!name || (/^[a-z]/.test(name) && !name.includes('.'))) return;
    const { line, column } = node.position?.start ?? {};
    if (components.has(name)) {
      problems.push(...componentProps(file, name, node.attributes, { line, column }));
      return;
    }
    const named = [...components].filter((c) => /^[A-Z]/.test(c));
    const suggestion = closest(name, named);
    problems.push(
      error(
        located(
          file,
          { line, column },
          undefined,
          `unknown component <${name}>: ${suggestion ? `did you mean <${suggestion}>? ` : ''}use one of ${named.join(', ')} (src/render/components/mdx/mdxComponents.tsx)`,
        ),
      ),
    );
  });
  return problems;
}

/** A literal prop's value (`unsafeMdx` refuses any other), or undefined. */
function literalValue(node: Expression): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => quasi.value.cooked).join('');
    case 'UnaryExpression':
      return node.operator === '-' ? -Number(literalValue(node.argument)) : undefined;
    case 'ArrayExpression':
      return node.elements.map((item) =>
        item && item.type !== 'SpreadElement' ? literalValue(item) : undefined,
      );
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.flatMap((property) =>
          property.type === 'Property' && property.key.type === 'Identifier'
            ? [[property.key.name, literalValue(property.value as Expression)]]
            : property.type === 'Property' && property.key.type === 'Literal'
              ? [[String(property.key.value), literalValue(property.value as Expression)]]
              : [],
        ),
      );
    default:
      return undefined;
  }
}

/**
 * A component's props against its schema (src/render/components/mdx/mdxProps.ts): what it would
 * throw on, or silently drop, while pre-rendering is named here with the prop's place.
 */
function componentProps(
  file: string,
  name: string,
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  at: Place,
): Problem[] {
  const schema = (mdxProps as Record<string, z.ZodType>)[name];
  if (!schema) {
    return [
      error(
        located(
          file,
          at,
          undefined,
          `<${name}> has no props schema in src/render/components/mdx/mdxProps.ts: add one there`,
        ),
      ),
    ];
  }
  const props: Record<string, unknown> = {};
  const places = new Map<string, Place>();
  for (const attribute of attributes) {
    // Spread props are refused by unsafeMdx.
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { value } = attribute;
    const statement = typeof value === 'object' ? value?.data?.estree?.body[0] : undefined;
    props[attribute.name] =
      value === null || value === undefined
        ? true
        : typeof value === 'string'
          ? value
          : statement?.type === 'ExpressionStatement'
            ? literalValue(statement.expression)
            : undefined;
    const start = attribute.position?.start;
    places.set(attribute.name, start ? { line: start.line, column: start.column } : at);
  }
  const result = schema.safeParse(props);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '')];
    return keys.map((key) => {
      const written = props[key];
      const message =
        issue.code === 'unrecognized_keys'
          ? `<${name}> has no prop ${key}; it takes ${Object.keys((schema as z.ZodObject).shape).join(', ') || 'no props'}`
          : written === undefined
            ? `<${name}> needs the prop ${key}: ${issue.message}`
            : `prop ${key}=${JSON.stringify(written)} on <${name}>: ${issue.message}`;
      return error(located(file, places.get(key) ?? at, undefined, message));
    });
  });
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
          `the social card's font (Inter latin, src/build/publishing/socialCardFonts.ts) cannot draw ${list}; the card would show a blank there: use other characters, or add a fallback font to scripts/socialImages.ts`,
        ),
      ),
    ];
  });
}
