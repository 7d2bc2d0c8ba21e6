import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { allPages, distClient, htmlFileOf, readHtml } from '../support/site';

/**
 * The picture a page opens with: its hero's on a sections page (none when its hero has none), else
 * the first picture in its main content (home's playable demo, a list's first card).
 */
function foldPicture(page: HTMLElement): HTMLElement | null {
  const hero = page.querySelector('main [data-block="hero"]');
  if (hero) return hero.querySelector('img');
  return page.querySelector('main img');
}

/** Product scenes are drawn at build into their own folder, one per locale. */
const isScene = (src: string) => /\/scenes\/[^/]+\/[^/]+\.svg$/.test(src);

/**
 * What a scene picture shows, by its bytes: the desktop drawing and, when the picture has one,
 * its phone composition. Two scene ids drawn alike with the same words count as one picture.
 */
function drawingOf(img: HTMLElement): string {
  const files = [
    img.getAttribute('src') ?? '',
    ...(img.parentNode?.querySelectorAll('source') ?? []).map((s) => s.getAttribute('srcset')),
  ].filter((src): src is string => Boolean(src));
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(join(distClient, file)));
  return hash.digest('hex');
}

describe('each page opens on a picture of its own (issue 32: one story per page)', () => {
  for (const locale of publishedLocaleCodes) {
    it(`${locale}: no scene is the opening picture of two pages`, () => {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      let scenes = 0;
      for (const { url } of allPages().filter((page) => page.locale === locale)) {
        const img = foldPicture(readHtml(htmlFileOf(url)));
        const src = img?.getAttribute('src') ?? '';
        if (!img || !isScene(src)) continue;
        scenes += 1;
        const drawing = drawingOf(img);
        const first = seen.get(drawing);
        if (first) repeats.push(`${url} opens on ${src.replace(/^.*\//, '')}, as ${first} does`);
        else seen.set(drawing, url);
      }
      expect(repeats).toEqual([]);
      // Home, the 13 solution and landing pages, the case study, the games and the simulator.
      expect(scenes).toBeGreaterThanOrEqual(16);
    });
  }
});

/**
 * The pictures that may repeat another page's: the home page's feature tabs and the platform's
 * tour each walk through the whole product, so they show steps the use-case pages tell one by one;
 * the playable demo's stage is the same demo wherever it is offered.
 */
const overview = (img: HTMLElement) =>
  img.closest('[role="tabpanel"]') !== null ||
  img.closest('[data-block="tour"]') !== null ||
  /\/stage-[^/]+\.svg$/.test(img.getAttribute('src') ?? '');

const sceneId = (src: string) => src.replace(/^.*\//, '').replace(/\.svg$/, '');

describe('a scene tells one story (issue 32: no picture recycled across pages)', () => {
  for (const locale of publishedLocaleCodes) {
    it(`${locale}: outside the product overviews, no scene is shown on two pages`, () => {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      for (const { url, type } of allPages().filter((page) => page.locale === locale)) {
        if (type === 'redirect') continue;
        const drawings = new Map(
          readHtml(htmlFileOf(url))
            .querySelectorAll('main img')
            .filter((img) => isScene(img.getAttribute('src') ?? '') && !overview(img))
            .map((img) => [drawingOf(img), sceneId(img.getAttribute('src') ?? '')] as const),
        );
        for (const [drawing, id] of drawings) {
          const first = seen.get(drawing);
          if (!first) seen.set(drawing, url);
          else repeats.push(`${url} shows ${id}, as ${first} does`);
        }
      }
      expect(repeats).toEqual([]);
    });
  }
});
