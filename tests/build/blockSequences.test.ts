import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { allPages, contentEntries, htmlFileOf, readHtml } from '../support/site';

/**
 * A page's bands as built, in order: each block's kind, with its layout where it has one
 * (`icon-cards:list`), since two pages alike but for a layout do not look alike.
 */
function sequenceOf(page: HTMLElement): string[] {
  return page
    .querySelectorAll('main [data-block]')
    .filter((block) => !block.parentNode?.closest('[data-block]'))
    .map((block) => {
      const kind = block.getAttribute('data-block') ?? '';
      const layout = block.querySelector('[data-layout]')?.getAttribute('data-layout');
      return layout ? `${kind}:${layout}` : kind;
    });
}

/**
 * Case studies, read from the client cards that link to one: a story told in order (context,
 * challenge, rollout, results), so its prose comes first.
 */
const caseStudies = new Set(
  contentEntries().flatMap((entry) =>
    Object.values(entry.byLocale).flatMap((meta) =>
      meta.type === 'sections'
        ? meta.blocks.flatMap((block) =>
            block.kind === 'client-cards'
              ? block.items.flatMap((item) => item.caseStudy ?? [])
              : [],
          )
        : [],
    ),
  ),
);

/** What does not tell a page's own story: the prose every page has, the plain grid of cards. */
const generic = new Set(['body', 'icon-cards', 'cta']);

describe('each landing page has its own sequence of bands (issue 32: one story per page)', () => {
  for (const locale of publishedLocaleCodes) {
    const pages = allPages().filter((page) => page.locale === locale && page.type === 'sections');

    it(`${locale}: no two pages share a sequence of blocks and layouts`, () => {
      const seen = new Map<string, string>();
      const twins: string[] = [];
      for (const { url } of pages) {
        const sequence = sequenceOf(readHtml(htmlFileOf(url))).join(' → ');
        const first = seen.get(sequence);
        if (first) twins.push(`${url} and ${first}: ${sequence}`);
        else seen.set(sequence, url);
      }
      expect(twins).toEqual([]);
      expect(seen.size).toBeGreaterThanOrEqual(13);
    });

    it(`${locale}: right after its hero, each page shows its own module, not prose or a plain grid`, () => {
      const openings = pages
        .filter(({ route }) => !caseStudies.has(route))
        .map(({ url }) => ({ url, sequence: sequenceOf(readHtml(htmlFileOf(url))) }));
      expect(openings.map(({ sequence }) => sequence[0])).toEqual(openings.map(() => 'hero'));
      const plain = openings
        .filter(({ sequence }) => generic.has(sequence[1] ?? 'cta'))
        .map(({ url, sequence }) => `${url} opens on ${sequence[1]}`);
      expect(plain).toEqual([]);
    });
  }
});
