import type { Plugin } from 'vite';
import { localeCodes, locales, type LocaleEntry } from '../i18n/locales';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyOf(property: Node): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/**
 * What of a module names a draft locale, as source ranges: an entry of `locales` (an object with
 * `draft: true` and a draft's `code`), a draft's row in a table keyed by every locale (an object
 * whose keys are exactly the site's locale codes), and a draft's UI strings in the loaders
 * `import.meta.glob` wrote (`"./messages/<code>.json"`).
 */
export function draftRanges(
  program: Node,
  drafts: readonly string[],
  codes: readonly string[] = localeCodes,
): [number, number][] {
  const ranges: [number, number][] = [];
  const drop = (items: (Node | null)[], index: number) => {
    const item = items[index]!;
    const next = items[index + 1];
    const previous = items[index - 1];
    // With the comma that follows it, or, for the last item, the one before it.
    if (next) ranges.push([item.start, next.start]);
    else if (previous) ranges.push([previous.end, item.end]);
    else ranges.push([item.start, item.end]);
  };
  const isDraftEntry = (node: Node | null) => {
    if (node?.type !== 'ObjectExpression') return false;
    const properties = node.properties as Node[];
    const value = (name: string) =>
      (properties.find((p) => keyOf(p) === name)?.value as Node | undefined)?.value;
    return value('draft') === true && drafts.includes(value('code') as string);
  };
  const visit = (node: Node) => {
    if (node.type === 'ArrayExpression') {
      const elements = node.elements as (Node | null)[];
      // From the last: each range is then taken out without moving those before it.
      for (let i = elements.length - 1; i >= 0; i--)
        if (isDraftEntry(elements[i]!)) drop(elements, i);
    }
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const keys = properties.map(keyOf);
      const byLocale = keys.length === codes.length && codes.every((code) => keys.includes(code));
      for (let i = properties.length - 1; i >= 0; i--) {
        const key = keys[i];
        if (key === undefined) continue;
        const messages = /^\.\/messages\/([\w-]+)\.json$/.exec(key)?.[1];
        if ((byLocale && drafts.includes(key)) || (messages && drafts.includes(messages))) {
          drop(properties, i);
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges.sort(([a], [b]) => b - a);
}

/** `code` without `ranges` (sorted from the last). */
export function withoutRanges(code: string, ranges: [number, number][]): string {
  return ranges.reduce((rest, [start, end]) => rest.slice(0, start) + rest.slice(end), code);
}

/** A module of JavaScript by now: TypeScript, JSX, or a plugin's virtual module. */
const script = /\.[cm]?[jt]sx?$|^\0|^virtual:/;

const draftCodes = (locales as readonly LocaleEntry[]).filter((l) => l.draft).map((l) => l.code);

/**
 * A published page's client bundles do not depend on the draft locales: in the client build,
 * each draft's entry in `locales`, its row in each table keyed by locale and its UI strings'
 * loaders are taken out of the site's own modules, so adding or translating a draft moves no
 * byte a visitor downloads. The server build (which checks and skips the drafts) and the dev
 * preview (which shows them) keep everything.
 */
export function draftLocalesPlugin(drafts: readonly string[] = draftCodes): Plugin {
  const mentions = drafts.length ? new RegExp(`\\b(?:${drafts.join('|')})\\b`) : undefined;
  return {
    name: 'ludiqo-draft-locales',
    apply: 'build',
    // After TypeScript and import.meta.glob have become plain JavaScript.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      // The site's own modules and the virtual ones its plugins write (the scenes' folders).
      if (!mentions || id.includes('/node_modules/') || !script.test(id.split('?')[0]!)) return;
      if (!mentions.test(code)) return;
      const ranges = draftRanges(this.parse(code) as unknown as Node, drafts);
      return ranges.length ? { code: withoutRanges(code, ranges), map: null } : undefined;
    },
  };
}
