import { localeCodes, type Locale } from '../../i18n/locales';
import type { Frontmatter } from '../schema';
import { error, located, type Problem } from './problems';

export interface ShapedPage {
  route: string;
  /** Each locale's file, relative to the project. */
  files: Record<Locale, string>;
  byLocale: Record<Locale, Frontmatter>;
}

/** The line of the `blocks:` key, where a writer changes a page's sequence. */
function blocksLine(source: string): number {
  const index = source.split('\n').findIndex((line) => /^blocks:/.test(line));
  return index < 0 ? 1 : index + 1;
}

const kindsOf = (meta: Frontmatter) =>
  meta.type === 'sections' ? meta.blocks.map((block) => block.kind) : undefined;

/**
 * Landing pages (`type: sections`) each tell their own story: no two share a sequence of block
 * kinds, each shows a product scene (in the hero, a showcase or a tour), and a translation keeps the
 * default locale's sequence, so the pages read alike in every language.
 */
export function checkPageShapes(pages: ShapedPage[], read: (file: string) => string): Problem[] {
  const problems: Problem[] = [];
  const [first] = localeCodes;
  for (const locale of localeCodes) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const meta = page.byLocale[locale];
      const kinds = kindsOf(meta);
      if (!kinds || meta.type !== 'sections') continue;
      const file = page.files[locale];
      const at = (message: string) =>
        problems.push(error(located(file, { line: blocksLine(read(file)) }, 'blocks', message)));
      const sequence = kinds.join(' → ');
      const twin = seen.get(sequence);
      if (twin) {
        at(
          `same sequence of blocks as ${twin} (${sequence}); give this page its own story: add, drop or reorder a block`,
        );
      } else {
        seen.set(sequence, file);
      }
      const hero = meta.blocks[0];
      if (
        !(hero?.kind === 'hero' && hero.scene) &&
        !kinds.includes('showcase') &&
        !kinds.includes('tour')
      ) {
        at('shows no product scene: give the hero a `scene`, or add a `showcase` or `tour` block');
      }
      const original = first && locale !== first ? kindsOf(page.byLocale[first]) : undefined;
      if (original && original.join() !== kinds.join()) {
        at(
          `blocks differ from ${page.files[first!]} (${original.join(' → ')}); keep the same blocks in the same order in every locale`,
        );
      }
    }
  }
  return problems;
}
