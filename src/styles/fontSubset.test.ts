import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { siteCharacters, siteFont, sourceFont } from '../build/fontCharacters';

async function characterSet(file: string): Promise<Set<number>> {
  const sfnt = await convert(readFileSync(file), 'truetype');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

describe("the site's font subset", () => {
  it('has every character the sources and Intl can show that Inter has (else: npm run fonts)', async () => {
    // One after the other: the WOFF2 decoder's WebAssembly is not re-entrant.
    const subset = await characterSet(siteFont);
    const source = await characterSet(sourceFont);
    const missing = [...siteCharacters(process.cwd())]
      .filter(([character]) => source.has(character.codePointAt(0)!))
      .filter(([character]) => !subset.has(character.codePointAt(0)!))
      .map(([character, where]) => `"${character}" (first in ${where})`);
    expect(missing, 'characters missing from the font: run `npm run fonts`').toEqual([]);
  });

  it('is at most 55% of the file it is cut from', () => {
    expect(readFileSync(siteFont).length).toBeLessThanOrEqual(
      readFileSync(sourceFont).length * 0.55,
    );
  });
});
