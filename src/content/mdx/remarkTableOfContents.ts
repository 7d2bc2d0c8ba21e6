import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { valueToEstree } from 'estree-util-value-to-estree';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { define } from 'unist-util-mdx-define';
import type { VFile } from 'vfile';
import { typeset } from '../../i18n/typography';
import { localeOfContentFile } from '../contentFile';

export interface TocEntry {
  depth: 2 | 3;
  text: string;
  /** The anchor rehype-slug gives the heading (same slugger, same order). */
  id: string;
}

/**
 * Exports `toc`: the file's h2 and h3 headings with their anchors; and `heading`, its h1 as shown,
 * for the card that lists it (the page title is written for search results, and differs).
 */
export function remarkTableOfContents() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    let heading: string | undefined;
    const locale = localeOfContentFile(file.path);
    visit(tree, 'heading', (node: Heading) => {
      const text = toString(node);
      // Every heading takes a slug, so later duplicates number the way rehype-slug does.
      const id = slugger.slug(text);
      // The entry shows the heading as the body does, in the locale's typography.
      const shown = locale ? typeset(locale, text) : text;
      if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, text: shown, id });
      if (node.depth === 1) heading ??= shown;
    });
    define(tree, file, { toc: valueToEstree(toc), heading: valueToEstree(heading ?? null) });
  };
}
