import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { siteTokenNames } from '../siteTokens';
import { expressionTokenName, findTokens } from '../tokens';
import type { PageType } from '../schema';
import { closest, type FrontmatterSource } from './frontmatter';
import { error, located, type Place, type Problem } from './problems';

/**
 * Tokens a page type's layout fills at render time from its own figures, in front-matter only:
 * pricing (`PricingPlans`, `featureText`) and affiliates (`useAffiliateTerms`, `CommissionTable`).
 * Add a name here when a layout starts filling one.
 */
export const componentTokens: Partial<Record<PageType, readonly string[]>> = {
  pricing: ['count', 'percent', 'days', 'plan'],
  affiliates: [
    'percent',
    'months',
    'cookieDays',
    'minPayout',
    'payoutDay',
    'count',
    'price',
    'amount',
  ],
};

const braced = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** What a writer reads: the likely name, the site tokens and, in front-matter, the page's own. */
function unknownToken(name: string, page?: { type: string; names: readonly string[] }): string {
  const suggestion = closest(name, [...siteTokenNames, ...(page?.names ?? [])]);
  const fix = suggestion ? `did you mean {{${suggestion}}}? Tokens known here:` : 'use one of';
  const pageTokens = page?.names.length
    ? `; the ${page.type} page's layout also fills ${braced(page.names)} (src/content/check/tokens.ts)`
    : '';
  return `unknown token {{${name}}}: ${fix} ${braced(siteTokenNames)} (src/content/siteTokens.ts)${pageTokens}`;
}

const isSiteToken = (name: string) => (siteTokenNames as readonly string[]).includes(name);

/** Tokens in front-matter text that neither the site nor the page type's layout fills. */
export function frontmatterTokens(file: string, yaml: FrontmatterSource): Problem[] {
  const type = String((yaml.data as { type?: unknown } | undefined)?.type);
  const page = { type, names: componentTokens[type as PageType] ?? [] };
  return yaml.strings.flatMap((value) =>
    findTokens(value.source)
      .filter((token) => !isSiteToken(token.name) && !page.names.includes(token.name))
      .map((token) => {
        const field = value.path.join('.');
        return error(
          located(file, value.placeOf(token.index), field, unknownToken(token.name, page)),
        );
      }),
  );
}

/** Tokens in an MDX body (prose or string props) that are not site tokens. */
export function bodyTokens(file: string, source: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  const report = (name: string, place: Place) => {
    if (!isSiteToken(name))
      problems.push(error(located(file, place, undefined, unknownToken(name))));
  };
  visit(tree, (node) => {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const name = expressionTokenName(node.value);
      const start = node.position?.start;
      if (name) report(name, { line: start?.line, column: start?.column });
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const { start, end } = attribute.position ?? node.position ?? {};
        const written = source.slice(start?.offset ?? 0, end?.offset ?? 0);
        for (const token of findTokens(attribute.value)) {
          const at = written.indexOf(token.token);
          const place = at < 0 ? { line: start?.line } : placeAt(source, start!.offset! + at);
          report(token.name, place);
        }
      }
    }
  });
  return problems;
}

/** File line and column (both from 1) of an offset in the source. */
function placeAt(source: string, offset: number): Place {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
