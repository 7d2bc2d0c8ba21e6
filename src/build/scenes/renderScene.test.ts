import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales';
import { typesetData } from '../../i18n/typography';
import { sceneCopy } from './copy';
import { escapeText, minTextSize } from './draw/svg';
import { glyphEm } from './outline';
import {
  drawnSceneIds,
  drawScene,
  drawScenePhone,
  renderScene,
  renderScenePhone,
} from './renderScene';
import { minSize } from './phone/kit';
import { launchCounts } from './draw/launch';
import { publicCounts } from './draw/campaign';
import { fullBleedScenes, sceneIds, scenePhoneSizes, sceneSizes } from '../../data/sceneIds';

/** A drawing's budget, before its words are outlined. */
const maxBytes = 16 * 1024;
/**
 * The published file's budget, gzip (as served): Inter's outlines are what an image must carry
 * to show the site's font, about three times the drawing.
 */
const maxOutlinedGzipBytes = 14 * 1024;

/** Every string in a scene's copy, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Open and close tags balance, in order; self-closing tags stand alone. */
function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) problems.push(`</${name}>`);
  }
  return [...problems, ...stack.map((name) => `<${name}> not closed`)];
}

/** Each outlined line's size in drawing units: its group's scale times the glyphs' em. */
function outlinedSizes(svg: string): number[] {
  return [...svg.matchAll(/<g[^>]* transform="translate\([^)]*\)scale\(([\d.]+)\)"><use /g)].map(
    ([, scale]) => Number(scale) * glyphEm,
  );
}

/** What a published scene must be: safe, balanced, unique ids, in budget, no font to load. */
function expectPublishable(svg: string, drawing: string) {
  expect(unbalancedTags(svg)).toEqual([]);
  // A `style` attribute, not `font-style`.
  for (const banned of [/<script/i, /<foreignObject/i, /href="http/, /\sstyle=/, /<text/]) {
    expect(banned.test(svg), String(banned)).toBe(false);
  }
  expect(Buffer.byteLength(drawing)).toBeLessThanOrEqual(maxBytes);
  expect(gzipSync(svg).length).toBeLessThanOrEqual(maxOutlinedGzipBytes);
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, value]) => value);
  expect(new Set(ids).size).toBe(ids.length);
  // Every glyph a line uses is defined in the file, and every line of the drawing is outlined.
  for (const [, id] of svg.matchAll(/<use href="#([^"]+)"/g)) expect(ids).toContain(id);
  const lines = [...drawing.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].filter(([, words]) =>
    /\S/.test(words!.replace(/[\u00a0\u202f\u2060]/g, ' ')),
  );
  expect(outlinedSizes(svg)).toHaveLength(lines.length);
}

/** The words a person sees: every <text>'s content, in order, lines joined by a space. */
function visibleText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, words]) => words).join(' ');
}

describe('product scenes', () => {
  it('draws every scene id', () => {
    expect([...drawnSceneIds()].sort()).toEqual([...sceneIds].sort());
  });

  for (const id of sceneIds) {
    for (const locale of localeCodes) {
      it(`${id} in ${locale} is a safe, well-formed, sized SVG with all its words`, () => {
        const drawing = drawScene(id, locale);
        const svg = renderScene(id, locale);
        const [width, height] = sceneSizes[id];
        expect(svg.startsWith('<svg ')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(svg).toContain(`width="${width}" height="${height}"`);
        expectPublishable(svg, drawing);
        // Shown at least 620 px wide on a 1440 px screen: at these sizes no word is under 12 px there.
        const sizes = outlinedSizes(svg);
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.filter((size) => size < minTextSize - 1e-3)).toEqual([]);
        // Headings are set in capitals, so the words are compared regardless of case.
        const seen = visibleText(drawing).toLocaleLowerCase(locale);
        const copy = typesetData(sceneCopy[locale], locale, new Set())[id];
        for (const words of strings(copy)) {
          const shown = escapeText(words).toLocaleLowerCase(locale);
          // Words with `{slots}` for figures from src/data are seen with the figures in them.
          if (/\{\w+\}/.test(shown)) {
            const pattern = shown
              .split(/\{\w+\}/)
              .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+?');
            expect(seen, words).toMatch(new RegExp(pattern, 'u'));
          } else {
            expect(seen, words).toContain(shown);
          }
        }
      });
    }
  }

  it('the campaign shows counts only: no percentages, points or ranks', () => {
    for (const locale of localeCodes) {
      const seen = visibleText(drawScene('campaign', locale));
      expect(seen).toContain(new Intl.NumberFormat(locale).format(publicCounts.reached[0]!));
      expect(seen).not.toMatch(/%|\bpts\b/);
    }
  });

  it('the campaign’s player counts are not the dashboard’s: no count recycled across pictures', () => {
    for (const locale of localeCodes) {
      const dashboard = visibleText(drawScene('analytics', locale));
      for (const count of publicCounts.reached)
        expect(dashboard).not.toContain(new Intl.NumberFormat(locale).format(count));
    }
  });

  it('the launch shows its link’s counts only: no percentages, points or ranks', () => {
    for (const locale of localeCodes) {
      const seen = visibleText(drawScene('launch', locale));
      for (const count of launchCounts)
        expect(seen).toContain(new Intl.NumberFormat(locale).format(count));
      expect(seen).not.toMatch(/%|\bpts\b/);
    }
  });

  for (const [id, [width, height]] of Object.entries(scenePhoneSizes)) {
    for (const locale of localeCodes) {
      it(`${id} in ${locale} has a phone composition, sized, safe, with no word under ${minSize} units`, () => {
        const drawing = drawScenePhone(id as keyof typeof sceneSizes, locale)!;
        const svg = renderScenePhone(id as keyof typeof sceneSizes, locale)!;
        expect(svg).toContain(
          `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`,
        );
        expectPublishable(svg, drawing);
        // A phone shows it 310–358 px wide: at these sizes no word is under 12 px there.
        const sizes = outlinedSizes(svg);
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.filter((size) => size < minSize - 1e-3)).toEqual([]);
      });
    }
  }

  it('the upright phone player has no phone composition: it is one already', () => {
    expect(renderScenePhone('phone', 'es')).toBeNull();
  });

  it('the covers, which have no phone composition, draw no word under 28 units (12 px on a 310 px card)', () => {
    for (const id of fullBleedScenes) {
      for (const locale of localeCodes) {
        const sizes = outlinedSizes(renderScene(id, locale));
        expect(Math.min(...sizes), `${id} ${locale}`).toBeGreaterThanOrEqual(28 - 1e-3);
      }
    }
  });

  it('every scene wider than tall has a phone composition, but the covers, drawn in large words', () => {
    const landscape = sceneIds.filter(
      (id) => sceneSizes[id][0] > sceneSizes[id][1] && !fullBleedScenes.has(id),
    );
    expect(landscape.filter((id) => !scenePhoneSizes[id])).toEqual([]);
  });
});
