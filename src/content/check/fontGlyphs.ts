import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The characters a WOFF font has glyphs for, read from its `cmap` table, so the check can warn
 * about text the social card (drawn by satori, with no fallback font) would leave blank.
 */
export function woffCoverage(file: string): (codePoint: number) => boolean {
  const woff = readFileSync(file);
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`${file} is not a WOFF font`);
  const tables = woff.readUInt16BE(12);
  let cmap: Buffer | undefined;
  for (let index = 0; index < tables; index++) {
    const entry = 44 + index * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + compressed);
    cmap = compressed < original ? inflateSync(data) : data;
  }
  if (!cmap) throw new Error(`${file} has no cmap table`);
  const table = cmap;

  const subtables = Array.from({ length: table.readUInt16BE(2) }, (_, index) => {
    const record = 4 + index * 8;
    const offset = table.readUInt32BE(record + 4);
    return { offset, format: table.readUInt16BE(offset) };
  });
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    const groups = table.readUInt32BE(full.offset + 12);
    const ranges = Array.from({ length: groups }, (_, index) => {
      const group = full.offset + 16 + index * 12;
      return [table.readUInt32BE(group), table.readUInt32BE(group + 4)] as const;
    });
    return (codePoint) => ranges.some(([start, end]) => start <= codePoint && codePoint <= end);
  }
  const bmp = subtables.find((s) => s.format === 4);
  if (!bmp) throw new Error(`${file} has no Unicode cmap subtable`);
  const at = bmp.offset;
  const segments = table.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return false;
    for (let segment = 0; segment < segments; segment++) {
      const end = table.readUInt16BE(ends + segment * 2);
      if (codePoint > end) continue;
      const start = table.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return false;
      const delta = table.readUInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = table.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return ((codePoint + delta) & 0xffff) !== 0;
      const glyph = table.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph !== 0;
    }
    return false;
  };
}

/** The distinct characters of `text` that `covers` cannot draw (line breaks and spaces aside). */
export function undrawable(text: string, covers: (codePoint: number) => boolean): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character)) continue;
    if (!covers(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}
