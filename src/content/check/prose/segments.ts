import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { readFrontmatter } from '../frontmatter';
import type { Place } from '../problems';
import { parseMdx } from '../../unsafeMdx';
import { settingFields } from '../../../i18n/typography';

/** A run of copy as written in its file, with the place of each character. */
export interface Segment {
  text: string;
  placeOf(index: number): Place;
}

/** JSX props that readers see or hear; the rest (`name`, `href`, `tone`…) are not copy. */
const copyProps = new Set([
  'alt',
  'title',
  'label',
  'role',
  'caption',
  'aria-label',
  'description',
]);

/** Attributes of the HTML content may hold (src/content/unsafeMdx.ts) that readers see or hear. */
const htmlCopyAttributes = new Set(['alt', 'title']);

/** Front-matter fields that hold paths, ids, names or settings rather than copy. */
const notCopyFields: ReadonlySet<string> = new Set([
  ...settingFields,
  // Ordering, names of people, companies and logos: not words to spell.
  'order',
  'company',
  'author',
  'name',
  'logos',
]);

/**
 * Blanks what is not prose, keeping every offset: `{{tokens}}`, `{slots}` (a label's values,
 * filled in by a component), URLs, e-mail addresses,
 * i18next markup and JSON escapes. A blank is a space, so no two words are joined.
 */
export function maskNonProse(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(/\{\{[^}]*\}\}/g, blank)
    .replace(/\{\w+\}/g, blank)
    .replace(/\b(?:https?:\/\/|www\.)[^\s)"'»<>]+/g, blank)
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, blank)
    .replace(/(?<![\p{L}\p{N}])\/[\w\-/.#]*/gu, blank)
    .replace(/<\/?\d+\/?>/g, blank)
    .replace(/\\u[0-9a-fA-F]{4}|\\[nrt"\\/]/g, blank);
}

function placeIn(start: Place, text: string): (index: number) => Place {
  return (index) => {
    const before = text.slice(0, index);
    const newlines = before.split('\n').length - 1;
    if (!newlines) return { line: start.line, column: (start.column ?? 1) + index };
    return { line: (start.line ?? 1) + newlines, column: index - before.lastIndexOf('\n') };
  };
}

/** The copy of an MDX file: front-matter strings that are copy, and the body's prose. */
export function mdxSegments(file: string, source: string): Segment[] {
  const segments: Segment[] = [];
  const yaml = readFrontmatter(file, source);
  for (const string of yaml.strings) {
    if (string.path.some((key) => typeof key === 'string' && notCopyFields.has(key))) continue;
    segments.push({ text: maskNonProse(string.source), placeOf: string.placeOf });
  }
  const parsed = parseMdx(file, source);
  if ('tree' in parsed) segments.push(...bodySegments(parsed.tree));
  return segments;
}

function bodySegments(tree: Root): Segment[] {
  const segments: Segment[] = [];
  const add = (text: string, start: Place | undefined) => {
    if (start) segments.push({ text: maskNonProse(text), placeOf: placeIn(start, text) });
  };
  visit(tree, (node) => {
    // Code is never prose; text nodes inside code do not exist, so only these need skipping.
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'yaml') return 'skip';
    if (node.type === 'text') add(node.value, node.position?.start);
    if (node.type === 'image' && node.alt) add(node.alt, node.position?.start);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // On an HTML element (`<img aria-hidden="true">`), only alt and title are words.
      const props = /^[a-z]/.test(node.name ?? '') ? htmlCopyAttributes : copyProps;
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          props.has(attribute.name) &&
          typeof attribute.value === 'string'
        ) {
          // The value starts after `name="`.
          const start = attribute.position?.start;
          add(
            attribute.value,
            start && { line: start.line, column: start.column + attribute.name.length + 2 },
          );
        }
      }
    }
    return undefined;
  });
  return segments;
}

/** Every string of a `src/i18n/messages/<locale>.json`, as written, with its place. */
export function messageSegments(source: string): Segment[] {
  const counter = new LineCounter();
  // JSON is YAML 1.2: the YAML parser gives each value its offset.
  const doc = parseDocument(source, { lineCounter: counter });
  const segments: Segment[] = [];
  const walk = (node: unknown) => {
    if (isScalar(node)) {
      if (typeof node.value === 'string' && node.range) {
        const start = node.range[0];
        const text = source.slice(start, node.range[1]);
        segments.push({
          text: maskNonProse(text),
          placeOf: (index) => {
            const { line, col } = counter.linePos(start + index);
            return { line, column: col };
          },
        });
      }
      return;
    }
    const items = (node as { items?: unknown[] } | null)?.items;
    for (const item of items ?? []) {
      // Keys are not copy: only values.
      if (item && typeof item === 'object' && 'value' in item)
        walk((item as { value: unknown }).value);
      else walk(item);
    }
  };
  walk(doc.contents as Node | null);
  return segments;
}
