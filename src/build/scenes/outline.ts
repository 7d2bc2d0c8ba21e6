/**
 * Sets a drawn scene's words in Inter as glyph outlines. A scene is shown with <img>, which cannot
 * use the page's web font, so each line of text is shaped at build (HarfBuzz, the site's own Inter
 * files) and drawn as paths: every engine shows the same letters, and no font loads.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';

import { sceneGlyphEm } from '../../data/sceneIds';

/**
 * The em the glyphs are drawn to, in path units. Coordinates are whole units: at the largest size a
 * scene sets (about 40 units) one unit is under 0.2 of a drawing unit.
 */
export const glyphEm = sceneGlyphEm;

const fontFile = (style: 'normal' | 'italic') =>
  createRequire(import.meta.url).resolve(
    `@fontsource-variable/inter/files/inter-latin-wght-${style}.woff2`,
  );

async function openFace(style: 'normal' | 'italic') {
  const ttf = await convert(readFileSync(fontFile(style)), 'truetype');
  return new hb.Face(new hb.Blob(ttf));
}

const faces = { normal: await openFace('normal'), italic: await openFace('italic') };

/**
 * Signs the scenes use that Inter's Latin files do not hold, drawn in `glyphEm` units on Inter's
 * baseline: advance width and outline. Any other missing character stops the build.
 */
const symbols: Record<string, { advance: number; d: string }> = {
  // RIGHTWARDS ARROW: a shaft and a head, centred halfway up the capitals.
  '→': { advance: 240, d: 'M20-86h158l-44-44 16-16 71 71-71 71-16-16 44-44H20z' },
  // BLACK RIGHT-POINTING TRIANGLE, the play sign, as tall as a capital.
  '▶': { advance: 200, d: 'M24-186l150 93-150 93z' },
  // BLACK FOUR POINTED STAR, the sign of an AI feature.
  '✦': { advance: 220, d: 'M110-183q8 82 90 90-82 8-90 90-8-82-90-90 82-8 90-90z' },
};

interface Style {
  weight: number;
  italic: boolean;
}

const fonts = new Map<string, hb.Font>();
function fontFor({ weight, italic }: Style): hb.Font {
  const key = `${weight}${italic ? 'i' : ''}`;
  let font = fonts.get(key);
  if (!font) {
    font = new hb.Font(faces[italic ? 'italic' : 'normal']);
    font.setVariations([new hb.Variation('wght', weight)]);
    fonts.set(key, font);
  }
  return font;
}

/** Joins whole numbers with the fewest separators SVG path syntax allows. */
const numbers = (values: number[]) => values.join(' ').replace(/ -/g, '-');

/**
 * HarfBuzz's path (font units, y up, absolute) in `glyphEm` units, y down, relative commands: every
 * point is rounded once, absolutely, so the small errors never add up along an outline.
 */
function compactPath(d: string, upem: number): string {
  const scale = glyphEm / upem;
  let out = '';
  let last = '';
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  const emit = (command: string, values: number[]) => {
    const text = numbers(values);
    // A command repeated needs no letter, only a separator (SVG's implicit repetition).
    if (command === last && command !== 'm') out += text.startsWith('-') ? text : ` ${text}`;
    else out += command + text;
    last = command;
  };
  for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      last = 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const values = args!.split(/[ ,]+/).filter(Boolean).map(Number);
    const relative: number[] = [];
    let [endX, endY] = [x, y];
    for (let index = 0; index < values.length; index += 2) {
      const px = Math.round(values[index]! * scale);
      const py = Math.round(-values[index + 1]! * scale);
      relative.push(px - x, py - y);
      [endX, endY] = [px, py];
    }
    const [dx, dy] = relative as [number, number];
    if (command === 'L' && dx === 0 && dy === 0) continue;
    if (command === 'L' && dy === 0) emit('h', [dx]);
    else if (command === 'L' && dx === 0) emit('v', [dy]);
    else emit(command!.toLowerCase(), relative);
    [x, y] = [endX, endY];
    if (command === 'M') [startX, startY] = [x, y];
  }
  return out;
}

interface Glyph {
  id: string;
  /** Outline in `glyphEm` units, or '' for a glyph that draws nothing (a space). */
  d: string;
}

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The nth shortest XML name: a, b, …, Z, aa, ab, … (glyph ids are repeated hundreds of times). */
function shortName(n: number): string {
  let name = '';
  do {
    name = letters[n % letters.length]! + name;
    n = Math.floor(n / letters.length) - 1;
  } while (n >= 0);
  return name;
}

/** One document's glyphs: each drawn once in <defs>, used wherever it is set. */
class GlyphSet {
  private glyphs = new Map<string, Glyph>();
  constructor(private taken: Set<string>) {}

  private nextId(): string {
    let id: string;
    let n = this.glyphs.size;
    do id = shortName(n++);
    while (this.taken.has(id));
    this.taken.add(id);
    return id;
  }

  glyph(key: string, draw: () => string): Glyph {
    let glyph = this.glyphs.get(key);
    if (!glyph) {
      const d = draw();
      glyph = { id: d ? this.nextId() : '', d };
      this.glyphs.set(key, glyph);
    }
    return glyph;
  }

  defs(): string {
    return [...this.glyphs.values()]
      .filter((glyph) => glyph.d)
      .map((glyph) => `<path id="${glyph.id}" d="${glyph.d}"/>`)
      .join('');
  }
}

const advances = new Map<string, number>();

/**
 * A line's advance width in drawing units at `size`, as `outlineText` will set it: the same
 * HarfBuzz shaping of the same Inter files, so wrapping and fitting use the widths drawn.
 */
export function measureText(
  content: string,
  size: number,
  { weight = 400, italic = false, letterSpacing = 0 } = {},
): number {
  const key = `${weight}${italic ? 'i' : ''}:${content}`;
  let width = advances.get(key);
  if (width === undefined) {
    const upem = faces[italic ? 'italic' : 'normal'].upem;
    const buffer = new hb.Buffer();
    buffer.addText(content);
    buffer.guessSegmentProperties();
    hb.shape(fontFor({ weight, italic }), buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    width = infos.reduce((sum, info, index) => {
      if (info.codepoint !== 0) return sum + (positions[index]!.xAdvance * glyphEm) / upem;
      const character = String.fromCodePoint(content.codePointAt(info.cluster)!);
      return sum + (symbols[character]?.advance ?? glyphEm);
    }, 0);
    advances.set(key, width);
  }
  const glyphs = [...content].length;
  return (width * size) / glyphEm + letterSpacing * Math.max(0, glyphs - 1);
}

/** A line's glyphs and where each starts, in `glyphEm` units, and the line's advance width. */
function shape(content: string, style: Style, spacing: number, set: GlyphSet) {
  const font = fontFor(style);
  const upem = faces[style.italic ? 'italic' : 'normal'].upem;
  const buffer = new hb.Buffer();
  buffer.addText(content);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const placed: { glyph: Glyph; x: number }[] = [];
  let pen = 0;
  infos.forEach((info, index) => {
    const position = positions[index]!;
    const character = String.fromCodePoint(content.codePointAt(info.cluster)!);
    let advance = (position.xAdvance * glyphEm) / upem;
    if (info.codepoint === 0) {
      const symbol = symbols[character];
      if (!symbol)
        throw new Error(
          `"${content}": Inter has no glyph for "${character}" (U+${character.codePointAt(0)!.toString(16)})`,
        );
      placed.push({ glyph: set.glyph(`symbol${character}`, () => symbol.d), x: pen });
      advance = symbol.advance;
    } else {
      const key = `${style.weight}${style.italic ? 'i' : ''}:${info.codepoint}`;
      const glyph = set.glyph(key, () => compactPath(font.glyphToPath(info.codepoint), upem));
      placed.push({ glyph, x: pen + (position.xOffset * glyphEm) / upem });
    }
    pen += advance + spacing;
  });
  return { placed, width: pen - (infos.length ? spacing : 0) };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The attributes a scene's <text> may carry; anything else stops the build (fail closed). */
const kept = new Set(['fill', 'opacity', 'fill-opacity']);
const read = new Set([
  'x',
  'y',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'letter-spacing',
]);

const round = (value: number, places: number) => Number(value.toFixed(places));

/** One <text> as a group of glyphs: placed at its origin, scaled from `glyphEm` to its size. */
function outlineLine(attributeText: string, content: string, set: GlyphSet): string {
  const attrs = new Map(
    [...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  for (const name of attrs.keys())
    if (!kept.has(name) && !read.has(name))
      throw new Error(`<text ${name}> is not drawn by the outliner ("${content}")`);
  const size = Number(attrs.get('font-size') ?? 16);
  const scale = size / glyphEm;
  const style = {
    weight: Number(attrs.get('font-weight') ?? 400),
    italic: attrs.get('font-style') === 'italic',
  };
  const spacing = Number(attrs.get('letter-spacing') ?? 0) / scale;
  const words = decodeEntities(content);
  const { placed, width } = shape(words, style, spacing, set);
  const anchor = attrs.get('text-anchor') ?? 'start';
  const shift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0;
  const x = Number(attrs.get('x') ?? 0) - shift * scale;
  const y = Number(attrs.get('y') ?? 0);
  const uses = placed
    .filter(({ glyph }) => glyph.d)
    .map(({ glyph, x: at }) => {
      const offset = Math.round(at);
      return `<use href="#${glyph.id}"${offset ? ` x="${offset}"` : ''}/>`;
    })
    .join('');
  if (!uses) return '';
  const paint = [...kept]
    .filter((name) => attrs.has(name))
    .map((name) => ` ${name}="${attrs.get(name)}"`)
    .join('');
  const transform = `translate(${round(x, 2)} ${round(y, 2)})scale(${round(scale, 6)})`;
  return `<g${paint} transform="${transform}">${uses}</g>`;
}

/** The finished SVG with every <text> replaced by Inter's outlines, each glyph defined once. */
export function outlineText(svg: string): string {
  const taken = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id!));
  const set = new GlyphSet(taken);
  const body = svg.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_, attributeText: string, content) =>
    outlineLine(attributeText, content as string, set),
  );
  const defs = set.defs();
  if (!defs) return body;
  return body.includes('<defs>')
    ? body.replace('<defs>', `<defs>${defs}`)
    : body.replace(/^(<svg[^>]*>)/, `$1<defs>${defs}</defs>`);
}
