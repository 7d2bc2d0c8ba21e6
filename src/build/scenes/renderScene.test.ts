import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales';
import { typesetData } from '../../i18n/typography';
import { sceneCopy } from './copy';
import { escapeText, minTextSize } from './draw/svg';
import { drawnSceneIds, renderScene, renderScenePhone } from './renderScene';
import { minSize } from './phone/kit';
import { sceneIds, scenePhoneSizes, sceneSizes } from '../../data/sceneIds';

const maxBytes = 16 * 1024;

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
        const svg = renderScene(id, locale);
        const [width, height] = sceneSizes[id];
        expect(svg.startsWith('<svg ')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(svg).toContain(`width="${width}" height="${height}"`);
        expect(unbalancedTags(svg)).toEqual([]);
        // A `style` attribute, not `font-style`.
        for (const banned of [/<script/i, /<foreignObject/i, /href="http/, /\sstyle=/]) {
          expect(banned.test(svg), String(banned)).toBe(false);
        }
        expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(maxBytes);
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, value]) => value);
        expect(new Set(ids).size).toBe(ids.length);
        // Shown at least 620 px wide on a 1440 px screen: at these sizes no word is under 12 px there.
        const sizes = [...svg.matchAll(/<text[^>]* font-size="([\d.]+)"/g)].map(([, size]) =>
          Number(size),
        );
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.filter((size) => size < minTextSize)).toEqual([]);
        // Headings are set in capitals, so the words are compared regardless of case.
        const seen = visibleText(svg).toLocaleLowerCase(locale);
        const copy = typesetData(sceneCopy[locale], locale, new Set())[id];
        for (const words of strings(copy)) {
          expect(seen, words).toContain(escapeText(words).toLocaleLowerCase(locale));
        }
      });
    }
  }

  it('the campaign shows counts only: no percentages, points or ranks', () => {
    for (const locale of localeCodes) {
      const seen = visibleText(renderScene('campaign', locale));
      expect(seen).toContain(new Intl.NumberFormat(locale).format(1248));
      expect(seen).not.toMatch(/%|\bpts\b/);
    }
  });

  for (const [id, [width, height]] of Object.entries(scenePhoneSizes)) {
    for (const locale of localeCodes) {
      it(`${id} in ${locale} has a phone composition, sized, safe, with no word under ${minSize} units`, () => {
        const svg = renderScenePhone(id as keyof typeof sceneSizes, locale)!;
        expect(svg).toContain(
          `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`,
        );
        expect(unbalancedTags(svg)).toEqual([]);
        for (const banned of [/<script/i, /<foreignObject/i, /href="http/, /\sstyle=/]) {
          expect(banned.test(svg), String(banned)).toBe(false);
        }
        expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(maxBytes);
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, value]) => value);
        expect(new Set(ids).size).toBe(ids.length);
        // A phone shows it 310–358 px wide: at these sizes no word is under 12 px there.
        const sizes = [...svg.matchAll(/<text[^>]* font-size="([\d.]+)"/g)].map(([, size]) =>
          Number(size),
        );
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.filter((size) => size < minSize)).toEqual([]);
      });
    }
  }

  it('the upright phone player has no phone composition: it is one already', () => {
    expect(renderScenePhone('phone', 'es')).toBeNull();
  });

  it('every scene wider than tall has a phone composition', () => {
    const landscape = sceneIds.filter((id) => sceneSizes[id][0] > sceneSizes[id][1]);
    expect(landscape.filter((id) => !scenePhoneSizes[id])).toEqual([]);
  });
});
