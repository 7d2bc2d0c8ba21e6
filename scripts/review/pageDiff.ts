import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse, type HTMLElement, type Node } from 'node-html-parser';

/** What a reviewer sees of one pre-rendered page: its visible main text and its head tags. */
export interface PageSnapshot {
  text: string;
  head: HeadTags;
  /** The HTML with asset hashes blanked, so a rebuilt chunk alone is no change. */
  markup: string;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  noindex: string;
}

export const headTagNames = ['title', 'description', 'canonical', 'noindex'] as const;

// Elements whose text a reader does not see as text, or that the browser never renders.
const unseen = new Set(['script', 'style', 'noscript', 'template', 'svg']);
// Elements that end a run of words: their neighbours must not be glued into one word.
const blocks = new Set(
  'address article aside blockquote br button dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

function visibleText(node: Node, into: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) {
      into.push(child.text);
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    // Hidden tab panels and closed accordions stay in: a reader opens them.
    if (unseen.has(tag)) continue;
    const block = blocks.has(tag);
    if (block) into.push(' ');
    visibleText(element, into);
    if (block) into.push(' ');
  }
}

/** Collapses whitespace, no-break spaces included, to one space. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

export function snapshotOf(html: string): PageSnapshot {
  const root = parse(html);
  const main = root.querySelector('main') ?? root.querySelector('body') ?? root;
  const words: string[] = [];
  visibleText(main, words);
  const meta = (name: string) =>
    root.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return {
    text: normalizeText(words.join('')),
    head: {
      title: normalizeText(root.querySelector('title')?.text ?? ''),
      description: meta('description'),
      canonical: root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      noindex: /noindex/.test(meta('robots')) ? 'noindex' : '',
    },
    markup: html.replace(/([-.])[\w-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)\b/g, '$1#.$2'),
  };
}

export type DiffOp = { op: 'same' | 'del' | 'ins'; words: string[] };

/**
 * A word-level diff: the common start and end are cut first, so a one-field change compares a
 * handful of words; what is left goes through a longest-common-subsequence table, or is shown
 * as one replacement when too large for one.
 */
export function wordDiff(before: string, after: string): DiffOp[] {
  const a = before ? before.split(' ') : [];
  const b = after ? after.split(' ') : [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  const middle: DiffOp[] = [];
  const push = (op: DiffOp['op'], word: string) => {
    const last = middle[middle.length - 1];
    if (last?.op === op) last.words.push(word);
    else middle.push({ op, words: [word] });
  };
  if (x.length * y.length > 4_000_000) {
    x.forEach((w) => push('del', w));
    y.forEach((w) => push('ins', w));
  } else {
    // lengths[i][j]: the longest common subsequence of x[i..] and y[j..].
    const lengths = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
    for (let i = x.length - 1; i >= 0; i--) {
      for (let j = y.length - 1; j >= 0; j--) {
        lengths[i]![j] =
          x[i] === y[j]
            ? lengths[i + 1]![j + 1]! + 1
            : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        push('same', x[i++]!);
        j++;
      } else if (i < x.length && (j === y.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
        // On a tie the removed words come first, as a reader expects "old → new".
        push('del', x[i++]!);
      } else {
        push('ins', y[j++]!);
      }
    }
  }
  const ops: DiffOp[] = [];
  if (start) ops.push({ op: 'same', words: a.slice(0, start) });
  ops.push(...middle);
  if (end) ops.push({ op: 'same', words: a.slice(a.length - end) });
  return ops;
}

/**
 * The changed parts of a diff with `context` words around each, as runs of ops; runs closer
 * than twice the context are merged.
 */
export function diffHunks(ops: DiffOp[], context = 8): DiffOp[][] {
  const hunks: DiffOp[][] = [];
  let current: DiffOp[] | undefined;
  let lead: string[] = [];
  ops.forEach((op, index) => {
    if (op.op !== 'same') {
      current ??= lead.length ? [{ op: 'same', words: lead }] : [];
      current.push(op);
      return;
    }
    if (current) {
      if (index < ops.length - 1 && op.words.length <= context * 2) {
        current.push(op);
        return;
      }
      current.push({ op: 'same', words: op.words.slice(0, context) });
      hunks.push(current);
      current = undefined;
    }
    lead = op.words.slice(-context);
  });
  if (current) hunks.push(current);
  return hunks;
}

export interface PageChange {
  /** The HTML file below `client/`, e.g. `en/pricing/index.html`. */
  file: string;
  /** The page's URL path, e.g. `/en/pricing/`. */
  url: string;
  locale: string;
  kind: 'added' | 'removed' | 'changed';
  text: DiffOp[][];
  head: { tag: (typeof headTagNames)[number]; before: string; after: string }[];
  /** True when only the markup changed: attributes, classes, structure. */
  markupOnly: boolean;
  /** The page's URL at the base, when it moved (its slug changed): it is compared with that. */
  movedFrom?: string;
}

export function htmlFiles(clientDir: string): string[] {
  if (!existsSync(clientDir)) return [];
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .sort();
}

/** `en/pricing/index.html` → `/en/pricing/`; `en/404.html` → `/en/404`. */
export function urlOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

function localeOf(html: string): string {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
}

/**
 * Which page a file is, whatever its URL: its language and the URL of its default-language
 * version (`hreflang="x-default"`). Aliases (a refresh to elsewhere) and pages with no versions
 * (not-found pages) are no page's identity.
 */
function identityOf(html: string): string | undefined {
  if (/<meta http-equiv="refresh"/i.test(html)) return undefined;
  const version = /<link rel="alternate" hreflang="x-default" href="([^"]+)"/.exec(html)?.[1];
  return version ? `${localeOf(html)} ${version}` : undefined;
}

/**
 * Every page whose rendered output differs between two `client/` folders. A page whose URL
 * changed (a new slug) is compared with its file at the base, found by its identity, and says
 * where it moved from; its old URL is listed too, as what it became (an alias).
 */
export function changedPages(baseDir: string, headDir: string): PageChange[] {
  const baseFiles = htmlFiles(baseDir);
  const headFiles = htmlFiles(headDir);
  const files = [...new Set([...baseFiles, ...headFiles])].sort();
  const readIn = (dir: string, file: string) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8') : undefined;
  const baseByIdentity = new Map<string, string>();
  for (const file of baseFiles) {
    const identity = identityOf(readIn(baseDir, file)!);
    if (identity) baseByIdentity.set(identity, file);
  }
  const baseSet = new Set(baseFiles);
  const movedFrom = new Map<string, string>();
  for (const file of headFiles) {
    if (baseSet.has(file)) continue;
    const identity = identityOf(readIn(headDir, file)!);
    const old = identity ? baseByIdentity.get(identity) : undefined;
    if (old) movedFrom.set(file, old);
  }
  const changes: PageChange[] = [];
  for (const file of files) {
    const from = movedFrom.get(file);
    const before = readIn(baseDir, from ?? file);
    const after = readIn(headDir, file);
    if (before === after) continue;
    const a = before === undefined ? undefined : snapshotOf(before);
    const b = after === undefined ? undefined : snapshotOf(after);
    if (a && b && a.markup === b.markup) continue;
    const head = headTagNames
      .map((tag) => ({ tag, before: a?.head[tag] ?? '', after: b?.head[tag] ?? '' }))
      .filter((change) => change.before !== change.after);
    const text = diffHunks(wordDiff(a?.text ?? '', b?.text ?? ''));
    changes.push({
      file,
      url: urlOfFile(file),
      locale: localeOf(after ?? before ?? ''),
      kind: !a ? 'added' : !b ? 'removed' : 'changed',
      text,
      head,
      markupOnly: text.length === 0 && head.length === 0 && !from,
      ...(from ? { movedFrom: urlOfFile(from) } : {}),
    });
  }
  return changes;
}
