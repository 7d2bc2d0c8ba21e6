import type { Parent, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteTokenNames, siteTokenValues } from '../siteTokens';
import { expressionTokenName, fillTokens, findTokens, type TokenValues } from '../tokens';
import { localeOfContentFile } from '../contentFile';

/**
 * Fills the tokens `values` has in an MDX body: `{{name}}` in prose and in string props.
 * Returns the names it found no value for, which are left in place.
 */
export function fillTreeTokens(tree: Root, values: TokenValues): string[] {
  const missing: string[] = [];
  const filled = new Set<Parent>();
  visit(tree, (node, index, parent) => {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const name = expressionTokenName(node.value);
      if (!name) return undefined;
      if (!Object.hasOwn(values, name)) {
        missing.push(name);
        return undefined;
      }
      if (!parent || index === undefined) return undefined;
      const text = { type: 'text' as const, value: values[name]!, position: node.position };
      parent.children[index] =
        node.type === 'mdxTextExpression'
          ? text
          : { type: 'paragraph', children: [text], position: node.position };
      filled.add(parent);
      return SKIP;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        attribute.value = fillTokens(attribute.value, values);
        missing.push(...findTokens(attribute.value).map((token) => token.name));
      }
    }
    return undefined;
  });
  // One text node per run of prose, as if the figure had been typed: no `<!-- -->` between them.
  for (const parent of filled) {
    parent.children = parent.children.reduce<typeof parent.children>((merged, child) => {
      const previous = merged.at(-1);
      if (previous?.type === 'text' && child.type === 'text') {
        const position = previous.position &&
          child.position && { start: previous.position.start, end: child.position.end };
        merged[merged.length - 1] = { type: 'text', value: previous.value + child.value, position };
      } else merged.push(child);
      return merged;
    }, []);
  }
  return missing;
}

/**
 * Fills the site tokens (`src/content/siteTokens.ts`) in every MDX body, in the file's locale,
 * before anything reads the text (reading time, table of contents, heading anchors).
 */
export function remarkSiteTokens() {
  return (tree: Root, file: VFile) => {
    const locale = localeOfContentFile(file.path);
    if (!locale) return file.fail('not under content/<locale>/: its {{tokens}} have no language');
    const missing = fillTreeTokens(tree, siteTokenValues(locale));
    // `npm run check:content` names the place; this stops a build that skipped it.
    if (missing.length) {
      file.fail(
        `unknown token {{${missing[0]}}}: a body may use ${siteTokenNames.map((n) => `{{${n}}}`).join(', ')}`,
      );
    }
  };
}
