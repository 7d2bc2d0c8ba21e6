import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { hasTypography, typeset } from '../../i18n/typography';
import { localeOfContentFile } from '../contentFile';

/** Elements whose text is code or keys, never typeset. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);
/** Attributes people read or hear (hast property names, and JSX prop names in MDX). */
const readable = new Set([
  'alt',
  'title',
  'ariaLabel',
  'aria-label',
  'label',
  'caption',
  'role',
  'description',
]);
/** Where a line of text starts afresh: what came before does not touch what follows. */
const blocks = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'tr',
  'table',
  'blockquote',
  'div',
  'section',
  'figure',
  'figcaption',
  'dt',
  'dd',
  'br',
  'hr',
]);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
type Node = Root | RootContent | (RootContent & { attributes?: JsxAttribute[]; children?: Node[] });

/**
 * The locale's typography (`src/i18n/typography.ts`) on an MDX body's rendered text and readable
 * attributes, never in code, URLs or other attributes.
 */
export function rehypeTypography() {
  return (tree: Root, file: VFile) => {
    const locale = localeOfContentFile(file.path);
    if (!locale || !hasTypography(locale)) return;
    let previous = '';
    const walk = (node: Node, inVerbatim: boolean) => {
      if (node.type === 'text') {
        if (!inVerbatim) node.value = typeset(locale, node.value, undefined, previous);
        previous = node.value.at(-1) ?? previous;
        return;
      }
      const name = node.type === 'element' ? node.tagName : 'name' in node ? node.name : undefined;
      const block =
        node.type === 'mdxJsxFlowElement' || (typeof name === 'string' && blocks.has(name));
      if (block) previous = '';
      const code = inVerbatim || (typeof name === 'string' && verbatim.has(name));
      if (node.type === 'element') typesetProperties(node, code);
      if ('attributes' in node && Array.isArray(node.attributes) && !code) {
        for (const attribute of node.attributes as JsxAttribute[]) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            readable.has(attribute.name ?? '') &&
            typeof attribute.value === 'string'
          ) {
            attribute.value = typeset(locale, attribute.value);
          }
        }
      }
      if ('children' in node && Array.isArray(node.children)) {
        for (const child of node.children as Node[]) walk(child, code);
      }
      if (block) previous = '';
    };
    const typesetProperties = (node: Element, code: boolean) => {
      if (code) return;
      for (const [key, value] of Object.entries(node.properties)) {
        if (readable.has(key) && typeof value === 'string')
          node.properties[key] = typeset(locale, value);
      }
    };
    walk(tree, false);
  };
}

/** A short aside in brackets, up to this many characters, never breaks across lines. */
const shortAside = /\(([^()\n]{1,32})\)/g;

/**
 * In headings, in every locale, the words of a short aside in brackets ("(and isn’t)") stay on
 * one line: a heading that breaks inside its brackets reads as two broken halves.
 */
export function rehypeHeadingAsides() {
  return (tree: Root) => {
    const walk = (node: Node, inHeading: boolean) => {
      if (node.type === 'text') {
        if (inHeading)
          node.value = node.value.replace(shortAside, (aside) => aside.replace(/ /g, '\u00A0'));
        return;
      }
      const heading = inHeading || (node.type === 'element' && /^h[1-4]$/.test(node.tagName));
      if ('children' in node && Array.isArray(node.children))
        for (const child of node.children as Node[]) walk(child, heading);
    };
    walk(tree, false);
  };
}
