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
  /** Takes the items at `dropped` out of a list, each run of them with one comma. */
  const drop = (items: (Node | null)[], dropped: Set<number>) => {
    for (let first = 0; first < items.length; first++) {
      if (!dropped.has(first)) continue;
      let last = first;
      while (dropped.has(last + 1)) last++;
      const [start, end] = [items[first]!, items[last]!];
      const next = items[last + 1];
      const previous = items[first - 1];
      // With the comma after the run, or, for a run that ends the list, the one before it.
      if (next) ranges.push([start.start, next.start]);
      else if (previous) ranges.push([previous.end, end.end]);
      else ranges.push([start.start, end.end]);
      first = last;
    }
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
      drop(elements, new Set(elements.flatMap((element, i) => (isDraftEntry(element) ? [i] : []))));
    }
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as Node[];
      const keys = properties.map(keyOf);
      const byLocale = keys.length === codes.length && codes.every((code) => keys.includes(code));
      const isDraftKey = (key: string | undefined) => {
        const messages = key && /^\.\/messages\/([\w-]+)\.json$/.exec(key)?.[1];
        return (
          (byLocale && drafts.includes(key!)) || Boolean(messages && drafts.includes(messages))
        );
      };
      drop(properties, new Set(keys.flatMap((key, i) => (isDraftKey(key) ? [i] : []))));
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  // A range inside another (a draft's row within a draft's entry) goes with it.
  const outer = ranges.filter(
    ([start, end], i) =>
      !ranges.some(
        ([s, e], j) => j !== i && s <= start && end <= e && (s < start || e > end || j < i),
      ),
  );
  return outer.sort(([a], [b]) => b - a);
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
