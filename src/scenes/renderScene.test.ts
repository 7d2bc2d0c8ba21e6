import { describe, expect, it } from 'vitest';
import { localeCodes } from '../i18n/locales';
import { typesetData } from '../lib/typography';
import { sceneCopy } from './copy';
import { escapeText } from './draw/svg';
import { drawnSceneIds, renderScene, renderScenePhone } from './renderScene';
import { phoneDrawingHeights, sceneIds, scenePhoneCrops, sceneSizes } from './sceneIds';

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

  it('each phone crop lies inside its drawing, is upright enough to read, and frames the same file', () => {
    for (const [id, crop] of Object.entries(scenePhoneCrops)) {
      const [x, y, width, height] = crop;
      const [fullWidth, fullHeight] = sceneSizes[id as keyof typeof sceneSizes];
      if (Object.hasOwn(phoneDrawingHeights, id)) {
        // Drawn anew for phones: the crop is that whole drawing, 360 wide, from the corner.
        const drawnHeight = phoneDrawingHeights[id as keyof typeof phoneDrawingHeights];
        expect(crop, id).toEqual([0, 0, 360, drawnHeight]);
      } else {
        const inside = x >= 0 && y >= 0 && x + width <= fullWidth && y + height <= fullHeight;
        expect(inside, id).toBe(true);
      }
      // Shown about 360 px wide on a phone: a crop wider than 490 units shrinks words below ~9 px.
      expect(width, id).toBeLessThanOrEqual(490);
      for (const locale of localeCodes) {
        const phone = renderScenePhone(id as keyof typeof sceneSizes, locale)!;
        expect(phone).toContain(`viewBox="${x} ${y} ${width} ${height}" width="${width}"`);
        const drawn = renderScene(id as keyof typeof sceneSizes, locale, true);
        expect(phone.slice(phone.indexOf('>'))).toBe(drawn.slice(drawn.indexOf('>')));
      }
    }
    expect(renderScenePhone('phone', 'es')).toBeNull();
    // The compliance quiz's crop leaves out the certificate, whose edge would show as a sliver.
    const certificate = sceneCopy.es.certificate.title;
    expect(renderScene('certificate', 'es')).toContain(certificate);
    expect(renderScenePhone('certificate', 'es')).not.toContain(certificate);
  });

  it('a scene drawn anew for phones keeps its words at 11.5 units or more (11 px at 360 wide)', () => {
    // Shown about 350 px wide at 390: 11.5 units is still 11 CSS px.
    for (const id of Object.keys(phoneDrawingHeights) as (keyof typeof phoneDrawingHeights)[]) {
      for (const locale of localeCodes) {
        const sizes = [...renderScenePhone(id, locale)!.matchAll(/font-size="([\d.]+)"/g)].map(
          (match) => Number(match[1]),
        );
        expect(sizes.length, `${id} ${locale}`).toBeGreaterThan(10);
        expect(Math.min(...sizes), `${id} ${locale}`).toBeGreaterThanOrEqual(11.5);
      }
    }
  });
});
