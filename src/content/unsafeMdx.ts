import { createProcessor } from '@mdx-js/mdx';
import type { Expression, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import { visit } from 'unist-util-visit';
import { expressionTokenName } from '../lib/tokens';

/** HTML elements that run code, embed other documents or plugins, or carry inline style. */
const forbiddenElements = new Set(['script', 'iframe', 'object', 'embed', 'style']);

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

function isJavaScriptUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^javascript:/i.test(url.replace(/[\u0000-\u0020]/g, ''));
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
 * What in an MDX file could run code when the site is built or visited: raw script, frame,
 * plugin and style elements, event-handler attributes, `javascript:` links, import and export
 * statements, and any `{expression}` other than a literal component prop. One problem per line,
 * `path:line: what`, empty when the file only holds content.
 */
export function unsafeMdx(displayPath: string, source: string): string[] {
  const parsed = parseMdx(displayPath, source);
  return 'tree' in parsed ? unsafeMdxTree(displayPath, source, parsed.tree) : [parsed.problem];
}

/** The one parse of an MDX file that every source check reads; a syntax error names its place. */
export function parseMdx(
  displayPath: string,
  source: string,
): { tree: Root } | { problem: string } {
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
  const problems: [line: number, problem: string][] = [];
  const report = (node: { position?: Nodes['position'] }, problem: string) =>
    problems.push([node.position?.start.line ?? 1, problem]);

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
      case 'link':
      case 'image':
      case 'definition':
        if (isJavaScriptUrl(node.url)) report(node, `javascript: URL \`${node.url}\``);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const tag = node.name ?? '';
        if (forbiddenElements.has(tag.toLowerCase())) {
          report(
            node,
            `raw <${tag}> element: content cannot embed scripts, frames, plugins or styles`,
          );
        }
        for (const attribute of node.attributes as (
          MdxJsxAttribute | MdxJsxExpressionAttribute
        )[]) {
          const at = attribute.position ? attribute : node;
          if (attribute.type === 'mdxJsxExpressionAttribute') {
            report(
              at,
              `spread props \`${attribute.value}\` on <${tag}>: pass each prop as a literal`,
            );
          } else if (/^on/i.test(attribute.name)) {
            report(
              at,
              `event handler attribute ${attribute.name} on <${tag}>: content cannot run code`,
            );
          } else if (typeof attribute.value === 'string') {
            if (isJavaScriptUrl(attribute.value)) {
              report(at, `javascript: URL in ${attribute.name} of <${tag}>`);
            }
          } else if (attribute.value && !isLiteralProgram(attribute.value.data?.estree)) {
            report(
              at,
              `prop ${attribute.name}={${attribute.value.value}} on <${tag}> is not a literal: content cannot run code`,
            );
          }
        }
        break;
      }
    }
  });
  return problems
    .sort(([a], [b]) => a - b)
    .map(([line, problem]) => `${displayPath}:${line}: ${problem}`);
}
