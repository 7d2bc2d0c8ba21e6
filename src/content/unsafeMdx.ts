import { createProcessor } from '@mdx-js/mdx';
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import { visit } from 'unist-util-visit';
import { urlProblem } from './contentUrls';
import { expressionTokenName } from './tokens';

/**
 * The raw HTML content may write, and the attributes each element may carry: inline phrases
 * Markdown has no syntax for, and `<img>` for what a Markdown image cannot say (its size, or that
 * it is decorative). Nothing else: no element that runs code, embeds, navigates, submits, styles
 * or animates (script, iframe, svg, math, form, base, meta, link, style…), no `class`, `id` or
 * `style`, no raw `<a>` (a Markdown link is localized and opens other sites safely). Components
 * of the MDX component map have their own props (src/render/components/mdx/mdxProps.ts).
 */
export const allowedHtml: Readonly<Record<string, readonly string[]>> = {
  abbr: [],
  br: [],
  img: ['src', 'alt', 'width', 'height', 'loading', 'aria-hidden'],
  kbd: [],
  mark: [],
  small: [],
  span: [],
  sub: [],
  sup: [],
};
/** Attributes any allowed element may carry: a phrase's language and an advisory title. */
export const globalAttributes: readonly string[] = ['lang', 'title'];

/** The address forms of a body's links (src/content/contentUrls.ts). */
export const bodyLinkForms = ['site', 'anchor', 'https', 'mailto'] as const;

/** Images content may show: files of the site, in these formats. */
export const imageExtension = /\.(svg|png|jpe?g|webp)$/i;

const elementList = Object.keys(allowedHtml)
  .map((tag) => `<${tag}>`)
  .join(', ');

// The same parser the build compiles with, so what is checked is what would run.
const parser = createProcessor({ remarkPlugins: [remarkFrontmatter] });

/** A constant: text, a number, a boolean or null, or an array or object made of constants. */
function isLiteral(node: Expression): boolean {
  switch (node.type) {
    case 'Literal':
      return !('regex' in node);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal';
    case 'ArrayExpression':
      return node.elements.every(
        (item) => item?.type !== 'SpreadElement' && !!item && isLiteral(item),
      );
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          property.kind === 'init' &&
          !property.computed &&
          !property.method &&
          !property.shorthand &&
          isLiteral(property.value as Expression),
      );
    default:
      return false;
  }
}

function isLiteralProgram(program: Program | null | undefined): boolean {
  const [statement, ...rest] = program?.body ?? [];
  return (
    statement?.type === 'ExpressionStatement' && !rest.length && isLiteral(statement.expression)
  );
}

/** Why an image address is refused: only a file of the site, in an image format. */
export function imageUrlProblem(url: string): string | undefined {
  const problem = urlProblem(url, ['site']);
  if (problem)
    return `${problem}; an image is a file of this site (below public/), never another host's`;
  const path = url.split(/[?#]/)[0]!;
  return imageExtension.test(path)
    ? undefined
    : 'expected an image file: .svg, .png, .jpg or .webp';
}

/** The text of a literal attribute: a string, or a number or string written as `{…}`. */
function literalText(attribute: MdxJsxAttribute): string | undefined {
  if (typeof attribute.value === 'string') return attribute.value;
  const statement = attribute.value?.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type === 'Literal' && ['string', 'number'].includes(typeof expression.value)) {
    return String(expression.value);
  }
  return undefined;
}

/** What is wrong with one allowed element's attributes (names were already allowed). */
function elementProblems(
  tag: string,
  attributes: Map<string, { attribute: MdxJsxAttribute; text: string | undefined }>,
): [MdxJsxAttribute | undefined, string][] {
  const problems: [MdxJsxAttribute | undefined, string][] = [];
  const lang = attributes.get('lang');
  if (lang && !/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(lang.text ?? '')) {
    problems.push([
      lang.attribute,
      `lang="${lang.text ?? ''}" on <${tag}>: expected a language tag such as en or fr-CA`,
    ]);
  }
  if (tag !== 'img') return problems;
  const src = attributes.get('src');
  const srcProblem = src ? imageUrlProblem(src.text ?? '') : 'no src';
  if (srcProblem) problems.push([src?.attribute, `src of <img>: ${srcProblem}`]);
  for (const name of ['width', 'height']) {
    const size = attributes.get(name);
    if (!/^[1-9]\d{0,4}$/.test(size?.text ?? '')) {
      problems.push([
        size?.attribute,
        `${name} of <img>: expected the image's ${name} in pixels (a whole number), so the page keeps its place while it loads`,
      ]);
    }
  }
  const loading = attributes.get('loading');
  if (loading && !['lazy', 'eager'].includes(loading.text ?? '')) {
    problems.push([loading.attribute, 'loading of <img>: expected lazy or eager']);
  }
  // A decorative image is marked aria-hidden="true": valid HTML with alt="" (a role is not).
  const alt = attributes.get('alt');
  const hidden = attributes.get('aria-hidden');
  if (hidden && hidden.text !== 'true') {
    problems.push([
      hidden.attribute,
      'aria-hidden of <img>: only aria-hidden="true", which marks a decorative image',
    ]);
  }
  const decorative = hidden?.text === 'true';
  if (alt?.text === undefined) {
    problems.push([
      undefined,
      'no alt on <img>: describe the image in alt="…" (alt="" aria-hidden="true" marks a decorative one)',
    ]);
  } else if (!alt.text.trim() && !decorative) {
    problems.push([
      alt.attribute,
      'empty alt on <img>: describe the image, or mark it decorative with aria-hidden="true" (see docs/writing.md, "Content is code")',
    ]);
  } else if (alt.text.trim() && decorative) {
    problems.push([
      hidden?.attribute,
      'a decorative image (aria-hidden="true") has alt="": readers skip it',
    ]);
  }
  return problems;
}

function quote(source: string, node: { position?: Nodes['position'] }): string {
  const { start, end } = node.position ?? {};
  const text =
    start?.offset !== undefined && end?.offset !== undefined
      ? source.slice(start.offset, end.offset).replace(/\s+/g, ' ')
      : '';
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

/**
 * What in an MDX file is not content: HTML beyond `allowedHtml` (anything that could run code,
 * embed, navigate, submit, style or animate), an address that is not a site path, an #anchor,
 * https: or mailto: (src/content/contentUrls.ts), an image that is not a file of the site or has no
 * alt text, import and export statements, and any `{expression}` other than a literal component
 * prop. One problem per line, `path:line:column: what`, empty when the file only holds content.
 */
export function unsafeMdx(displayPath: string, source: string): string[] {
  const parsed = parseMdx(displayPath, source);
  return 'tree' in parsed ? unsafeMdxTree(displayPath, source, parsed.tree) : [parsed.problem];
}

/**
 * Limits on what the MDX parser is given: some shapes cost it time out of all proportion (a
 * long line of `*`, a file of `***…x`, deeply nested lists: docs/benchmarks.md), and no page
 * needs them; the limits sit far above what any page holds.
 */
export const parseLimits = { bytes: 100 * 1024, run: 32, indent: 64, quotes: 16, marks: 2000 };

/** Why a source is not given to the parser, with the line and column, or undefined. */
function beyondLimits(source: string): { line: number; column: number; why: string } | undefined {
  if (source.length > parseLimits.bytes) {
    return {
      line: 1,
      column: 1,
      why: `the file holds ${Math.round(source.length / 1024)} KB, above the ${parseLimits.bytes / 1024} KB a page may hold: split it`,
    };
  }
  for (const mark of ['*', '_', '[', '>']) {
    const count = source.split(mark).length - 1;
    if (count > parseLimits.marks) {
      return {
        line: 1,
        column: 1,
        why: `the file holds ${count} "${mark}", above the ${parseLimits.marks} a page may hold (each one slows the parser): split it`,
      };
    }
  }
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    const line = index + 1;
    const run = new RegExp(`([*_\\[\\]>~])\\1{${parseLimits.run - 1},}`).exec(text);
    if (run) {
      return {
        line,
        column: run.index + 1,
        why: `a run of ${run[0].length} "${run[1]}": Markdown needs a few at most, and each one slows the parser`,
      };
    }
    const indent = /^[ \t]*/.exec(text)![0].replaceAll('\t', '    ').length;
    if (indent > parseLimits.indent) {
      return {
        line,
        column: 1,
        why: `indented ${indent} columns: lists nest a few levels at most; write it flatter`,
      };
    }
    const quotes = (/^[\s>]*/.exec(text)![0].match(/>/g) ?? []).length;
    if (quotes > parseLimits.quotes) {
      return { line, column: 1, why: `${quotes} nested quotes: write it flatter` };
    }
  }
  return undefined;
}

/** The one parse of an MDX file that every source check reads; a syntax error names its place. */
export function parseMdx(
  displayPath: string,
  source: string,
): { tree: Root } | { problem: string } {
  const limit = beyondLimits(source);
  if (limit) {
    return { problem: `${displayPath}:${limit.line}:${limit.column}: not read: ${limit.why}` };
  }
  try {
    return { tree: parser.parse(source) };
  } catch (error) {
    type Point = { line?: number; column?: number };
    const { reason, place } = error as { reason?: string; place?: Point | { start: Point } };
    // Some parse errors carry their place only in the text: "… (3:1-3:10)".
    const quoted = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason ?? '');
    const { line, column } =
      (place && 'start' in place ? place.start : place) ??
      (quoted ? { line: Number(quoted[1]), column: Number(quoted[2]) } : {});
    const at = `${line ?? 1}${column ? `:${column}` : ''}`;
    return {
      problem: `${displayPath}:${at}: not valid MDX: ${reason ?? String(error)}; fix the markup here (a < or { in prose needs a backslash: \\< \\{)`,
    };
  }
}

/** `unsafeMdx` over a tree `parseMdx` already built. */
export function unsafeMdxTree(displayPath: string, source: string, tree: Root): string[] {
  const problems: [line: number, column: number, problem: string][] = [];
  const report = (node: { position?: Nodes['position'] }, problem: string) =>
    problems.push([node.position?.start.line ?? 1, node.position?.start.column ?? 1, problem]);

  // A reference image (`![alt][id]`) takes its address from the definition `[id]: url`.
  const imageDefinitions = new Set<string>();
  visit(tree, 'imageReference', (node) => {
    imageDefinitions.add(node.identifier);
  });

  visit(tree, (node) => {
    switch (node.type) {
      case 'mdxjsEsm':
        report(
          node,
          `import or export statement \`${quote(source, node)}\`: content cannot load or expose code`,
        );
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // `{/* a comment */}` holds no code. A `{{token}}` is replaced by text before compiling
        // (remarkSiteTokens), and one without a value is named by the token check.
        if (node.data?.estree?.body.length && !expressionTokenName(node.value)) {
          report(
            node,
            `expression \`${quote(source, node)}\`: content cannot run code; write the text itself`,
          );
        }
        break;
      case 'link': {
        const problem = urlProblem(node.url, bodyLinkForms);
        if (problem) report(node, `link \`${node.url}\`: ${problem}`);
        break;
      }
      case 'definition': {
        const image = imageDefinitions.has(node.identifier);
        const problem = image ? imageUrlProblem(node.url) : urlProblem(node.url, bodyLinkForms);
        if (problem) report(node, `${image ? 'image' : 'link'} \`${node.url}\`: ${problem}`);
        break;
      }
      case 'image': {
        const problem = imageUrlProblem(node.url);
        if (problem) report(node, `image \`${node.url}\`: ${problem}`);
        if (!node.alt?.trim()) {
          report(
            node,
            'image with no alt text: describe it in ![…](…); for a decorative image write <img src="…" alt="" aria-hidden="true" width="…" height="…" />',
          );
        }
        break;
      }
      case 'imageReference':
        if (!node.alt?.trim()) report(node, 'image with no alt text: describe it in ![…][…]');
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const tag = node.name ?? '';
        // Capitalised (and dotted) names are components, checked against the component map.
        const isHtml = !!tag && !/^[A-Z]/.test(tag) && !tag.includes('.');
        const allowed = isHtml ? allowedHtml[tag] : undefined;
        if (isHtml && !allowed) {
          const why =
            tag === 'a'
              ? 'write links in Markdown, [text](/path): a raw <a> is not localized and does not open other sites safely'
              : `content may hold Markdown, the components of the MDX component map and ${elementList}`;
          report(node, `raw <${tag}> element is not allowed: ${why}`);
        }
        const seen = new Map<string, { attribute: MdxJsxAttribute; text: string | undefined }>();
        for (const attribute of node.attributes as (
          MdxJsxAttribute | MdxJsxExpressionAttribute
        )[]) {
          const at = attribute.position ? attribute : node;
          if (attribute.type === 'mdxJsxExpressionAttribute') {
            report(
              at,
              `spread props \`${attribute.value}\` on <${tag}>: pass each prop as a literal`,
            );
            continue;
          }
          if (/^on/i.test(attribute.name)) {
            report(
              at,
              `event handler attribute ${attribute.name} on <${tag}>: content cannot run code`,
            );
            continue;
          }
          if (
            attribute.value &&
            typeof attribute.value !== 'string' &&
            !isLiteralProgram(attribute.value.data?.estree)
          ) {
            report(
              at,
              `prop ${attribute.name}={${attribute.value.value}} on <${tag}> is not a literal: content cannot run code`,
            );
            continue;
          }
          if (!allowed) continue;
          if (!allowed.includes(attribute.name) && !globalAttributes.includes(attribute.name)) {
            const list = [...allowed, ...globalAttributes].join(', ');
            report(
              at,
              `attribute ${attribute.name} on <${tag}> is not allowed: <${tag}> may carry ${list}`,
            );
            continue;
          }
          seen.set(attribute.name, { attribute, text: literalText(attribute) });
        }
        if (allowed) {
          for (const [attribute, problem] of elementProblems(tag, seen)) {
            report(attribute?.position ? attribute : node, problem);
          }
        }
        break;
      }
    }
  });
  return problems
    .sort(([lineA, columnA], [lineB, columnB]) => lineA - lineB || columnA - columnB)
    .map(([line, column, problem]) => `${displayPath}:${line}:${column}: ${problem}`);
}
