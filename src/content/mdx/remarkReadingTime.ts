import type { Root } from 'mdast';
import { valueToEstree } from 'estree-util-value-to-estree';
import { toString } from 'mdast-util-to-string';
import { define } from 'unist-util-mdx-define';
import type { VFile } from 'vfile';

/** Average adult silent reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 220;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Exports `readingTime` (whole minutes, at least 1) from every MDX file. */
export function remarkReadingTime() {
  return (tree: Root, file: VFile) => {
    const minutes = Math.max(1, Math.round(countWords(toString(tree)) / WORDS_PER_MINUTE));
    define(tree, file, { readingTime: valueToEstree(minutes) });
  };
}
