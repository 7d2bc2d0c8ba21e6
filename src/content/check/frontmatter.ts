import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit as visitYaml,
  type Document,
  type Node as YamlNode,
  type Scalar,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
} from 'yaml';
import type { z } from 'zod';
import { byteOrderMark } from './characters';
import { error, located, warning, type Place, type Problem } from './problems';

/**
 * The one YAML reading of front-matter: the check, the dev preview and the build
 * (remark-mdx-frontmatter's `parsers.yaml`) all call this, so a file means the same everywhere.
 * YAML 1.2 has no merge keys: `<<` stays an ordinary key, which the check then refuses by name.
 */
const options: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  merge: false,
  uniqueKeys: true,
};

export function parseYaml(text: string): unknown {
  const doc = parseDocument(text, options);
  if (doc.errors[0]) throw doc.errors[0];
  const [reference] = anchorsAndAliases(doc);
  if (reference) throw new Error(reference.message);
  return doc.toJS();
}

/**
 * YAML anchors (`&name`) and aliases (`*name`): front-matter never needs them, and nine lines of
 * aliases can stand for a billion copies of a value ("billion laughs"), so none is read.
 */
function anchorsAndAliases(doc: Document): { offset: number; message: string }[] {
  const found: { offset: number; message: string }[] = [];
  const refused =
    'YAML anchors (&name) and aliases (*name) are not supported in front-matter: an alias can stand for a billion copies of a value; write each value out';
  visitYaml(doc, {
    Node(_, node) {
      if (isAlias(node)) {
        found.push({ offset: node.range?.[0] ?? 0, message: `alias *${node.source}: ${refused}` });
      } else if (node.anchor) {
        // The anchor's own `&name` comes just before the node's range.
        found.push({ offset: node.range?.[0] ?? 0, message: `anchor &${node.anchor}: ${refused}` });
      }
    },
  });
  return found;
}

export interface FrontmatterSource {
  /** The parsed data, or undefined when the YAML is broken. */
  data: unknown;
  problems: Problem[];
  /** File line and column of the value (or, for a missing one, the nearest parent) at `path`. */
  locate(path: readonly PropertyKey[]): Place;
  /** Line of the key itself, for "unknown field" and merge keys. */
  locateKey(path: readonly PropertyKey[]): Place;
  /** Every text value as written in the file (quotes included), to find what it holds. */
  strings: FrontmatterString[];
}

export interface FrontmatterString {
  path: PropertyKey[];
  source: string;
  /** The text YAML reads from `source` (quotes gone, escapes decoded). */
  value: string;
  /** File line and column of a character of `source`. */
  placeOf(index: number): Place;
}

type Node = YamlNode;

/** Splits `---\n…\n---` off the top of an MDX source, as remark-frontmatter does. */
function frontmatterText(source: string): string | null | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  return end < 0 ? null : lines.slice(1, end).join('\n');
}

export function readFrontmatter(file: string, withBom: string): FrontmatterSource {
  // A byte-order mark is named as such, and the rest is read as if it were not there.
  const bom = byteOrderMark(file, withBom);
  const source = bom.length ? withBom.slice(1) : withBom;
  const text = frontmatterText(source);
  const nowhere = () => ({ line: 1 });
  const unread = (message: string, line = 1): FrontmatterSource => ({
    data: undefined,
    problems: [...bom, error(located(file, { line }, undefined, message))],
    locate: nowhere,
    locateKey: nowhere,
    strings: [],
  });
  if (text === undefined || text === null) {
    return unread(
      text === null
        ? 'front-matter opened with --- on line 1 is never closed; end it with a line holding only ---'
        : 'no front-matter; start the file with --- and the page fields (see README, "Add a page")',
    );
  }

  const tooDeep = /^( {33,}|.*?([[{])\2{31,})/m.exec(text);
  if (tooDeep) {
    const line = text.slice(0, tooDeep.index).split('\n').length + 1;
    return unread(
      `front-matter nested too deep on line ${line} (more than 32 levels): fields nest a few levels at most; write it flatter`,
      line,
    );
  }

  const counter = new LineCounter();
  let doc: Document;
  try {
    doc = parseDocument(text, { ...options, lineCounter: counter });
  } catch (problem) {
    // The parser's own limits (a structure nested thousands deep exhausts its stack).
    return unread(`front-matter could not be read: ${(problem as Error).message}; simplify it`);
  }
  // The `---` fence is line 1 of the file, so YAML line n is file line n + 1.
  const place = (offset: number): Place => {
    const { line, col } = counter.linePos(offset);
    return { line: line + 1, column: col };
  };

  const scalars: Scalar[] = [];
  const strings: FrontmatterString[] = [];
  const problems: Problem[] = [...bom];
  const references = anchorsAndAliases(doc);
  if (references[0]) {
    const { offset, message } = references[0];
    const count = references.length > 1 ? ` (${references.length} in this file)` : '';
    problems.push(error(located(file, place(offset), undefined, `${message}${count}`)));
  }
  /** Lines of unquoted `{{…}}` values, whose own YAML errors would only repeat the problem. */
  const tokenMapLines = new Set<number>();
  walk(doc.contents as Node | null, [], (node, path, keyNode) => {
    if (isScalar(node)) scalars.push(node);
    if (isScalar(node) && typeof node.value === 'string' && node.range) {
      const [start, end] = node.range;
      strings.push({
        path,
        source: text.slice(start, end),
        value: node.value,
        placeOf: (index) => place(start + index),
      });
    }
    const field = path.join('.');
    if (isMap(node) && node.flow && node.range && text.startsWith('{{', node.range[0])) {
      const at = place(node.range[0]);
      tokenMapLines.add(at.line!);
      problems.push(
        error(
          located(
            file,
            at,
            field,
            'a value starting with {{ must be quoted: unquoted, YAML reads {{…}} as a mapping, not text; put the whole value in double quotes, e.g. "{{trialDays}} días"',
          ),
        ),
      );
    }
    if (keyNode && isScalar(keyNode) && keyNode.value === '<<' && keyNode.range) {
      problems.push(
        error(
          located(
            file,
            place(keyNode.range[0]),
            field,
            'YAML merge keys (<<) are not supported; write the fields out in full',
          ),
        ),
      );
    }
    if (
      isScalar(node) &&
      node.type === 'PLAIN' &&
      typeof node.value === 'string' &&
      node.comment !== undefined &&
      node.range &&
      // The comment sits on the value's own line: the value ended at its `#`.
      /^[ \t]+#/.test(text.slice(node.range[1]))
    ) {
      const comment = text.slice(node.range[1]).split('\n')[0]!.trim();
      problems.push(
        warning(
          located(
            file,
            place(node.range[1]),
            field,
            `the value stops at " #": YAML reads "${node.value}" and drops "${comment}" as a comment; quote the whole value if the # belongs to it, or put the comment on its own line`,
          ),
        ),
      );
    }
  });

  /** One report per kind of fault: a structure nested thousands deep fails once per level. */
  const reported = new Set<string>();
  for (const problem of doc.errors) {
    const [offset] = problem.pos;
    if (tokenMapLines.has(place(offset).line!)) continue;
    // An unclosed quote is only detected where the file ends: point at the value that opened it.
    const opened = scalars.find(
      (node) =>
        node.range &&
        (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
        node.range[0] < offset &&
        offset <= node.range[2],
    );
    const at = place(opened?.range?.[0] ?? offset);
    const what = problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const hint = opened
      ? `the quote opened here is never closed; close it on this line`
      : problem.code === 'DUPLICATE_KEY'
        ? 'keep one of them'
        : 'check the indentation and quote any value holding ": " or " #"';
    if (reported.has(what)) continue;
    reported.add(what);
    problems.push(
      error(located(file, at, undefined, `front-matter is not valid YAML: ${what}; ${hint}`)),
    );
  }

  const nodeAt = (path: readonly PropertyKey[]) => {
    for (let length = path.length; length >= 0; length--) {
      const node = doc.getIn(path.slice(0, length) as unknown[], true) as Node | undefined;
      if (node && typeof node === 'object' && 'range' in node && node.range) {
        return { node, exact: length === path.length };
      }
    }
    return undefined;
  };
  const keyNodeAt = (path: readonly PropertyKey[]) => {
    const parent = doc.getIn(path.slice(0, -1) as unknown[], true);
    if (!isMap(parent)) return undefined;
    return parent.items.find((pair) => isScalar(pair.key) && pair.key.value === path.at(-1))?.key;
  };
  const locateKey = (path: readonly PropertyKey[]): Place => {
    const key = keyNodeAt(path);
    if (isScalar(key) && key.range) return place(key.range[0]);
    return locate(path);
  };
  const locate = (path: readonly PropertyKey[]): Place => {
    const found = nodeAt(path);
    if (!found) return { line: 1 };
    // A missing field: the key of its parent (or the opening fence for a top-level one).
    if (!found.exact)
      return found.node === doc.contents ? { line: 1 } : locateKey(path.slice(0, -1));
    return place(found.node.range![0]);
  };

  const broken =
    problems.some((problem) => problem.severity === 'error' && !bom.includes(problem)) ||
    doc.errors.length > 0;
  return { data: broken ? undefined : (doc.toJS() ?? {}), problems, locate, locateKey, strings };
}

function walk(
  node: Node | null,
  path: PropertyKey[],
  visit: (node: Node, path: PropertyKey[], key?: Node) => void,
  key?: Node,
) {
  if (!node) return;
  visit(node, path, key);
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const name = isScalar(pair.key) ? String(pair.key.value) : '?';
      walk(pair.value as Node | null, [...path, name], visit, pair.key as Node);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => walk(item as Node | null, [...path, index], visit));
  }
}

/** Field names a schema accepts at `path`, to suggest the right spelling of an unknown one. */
export function knownKeys(
  schema: z.ZodType,
  data: unknown,
  path: readonly PropertyKey[],
): string[] {
  let current: unknown = schema;
  let value = data;
  const def = (s: unknown) => (s as { _zod: { def: Record<string, unknown> } })._zod.def;
  const unwrap = () => {
    for (;;) {
      const d = def(current);
      if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable')
        current = d.innerType;
      else if (d.type === 'pipe') current = d.out;
      else if (d.type === 'union' && Array.isArray(d.options)) {
        const options = d.options as unknown[];
        current =
          options.find((option) => {
            const shape = def(option).shape as Record<string, unknown> | undefined;
            if (!shape || typeof value !== 'object' || !value) return false;
            return Object.entries(shape).some(([k, s]) => {
              const literal = def(s).values as unknown[] | undefined;
              return literal?.includes((value as Record<string, unknown>)[k]);
            });
          }) ?? options[0];
      } else return;
    }
  };
  for (const step of [...path, null]) {
    unwrap();
    const d = def(current);
    if (step === null) return d.shape ? Object.keys(d.shape as object) : [];
    if (d.type === 'object') current = (d.shape as Record<string, unknown>)[String(step)];
    else if (d.type === 'array') current = d.element;
    else return [];
    if (!current) return [];
    value = (value as Record<PropertyKey, unknown> | undefined)?.[step];
  }
  return [];
}

/** The closest name within two edits, for "did you mean". */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}
