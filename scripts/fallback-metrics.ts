/**
 * `npx tsx scripts/fallback-metrics.ts [--write]`: the `Inter Fallback` faces of
 * src/styles/fallbackFaces.ts, measured from the font files (printed, or written into that list). For each weight band the site sets, the
 * local fallback (Liberation Sans: Arial's metric twin, with the same advance widths) is scaled so
 * that the site's own words, shaped by HarfBuzz, take the same width as in Inter at that weight;
 * the overrides then give Inter's ascent, descent and line gap at the scaled size.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { sourceFont } from '../src/build/fontCharacters';
import { type FallbackFace, fallbackFacesCss } from '../src/styles/fallbackFaces';

const liberation = (face: string) =>
  `/usr/share/fonts/truetype/liberation/LiberationSans-${face}.ttf`;

/** The weights the site sets (`weightRange`), each with the local face that stands in for it. */
const bands = [400, 500, 600, 700, 800].map((weight) => ({
  weight,
  face: weight < 600 ? ('Regular' as const) : ('Bold' as const),
}));

/** The site's words: every locale's content, markup and front-matter keys aside, one line each. */
const lines = execFileSync('git', ['ls-files', 'content'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.mdx'))
  .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
  .map((line) => line.replace(/<[^>]*>|^\s*[\w-]+:|[{}[\]()#*_`|=>"]/g, ' ').trim())
  .filter(Boolean);

function open(data: Uint8Array, weight?: number) {
  const face = new hb.Face(new hb.Blob(data));
  const font = new hb.Font(face);
  if (weight) font.setVariations([new hb.Variation('wght', weight)]);
  return { face, font };
}

/** The width of every line, in ems, kerning included. */
function width({ face, font }: ReturnType<typeof open>): number {
  let total = 0;
  for (const line of lines) {
    const buffer = new hb.Buffer();
    buffer.addText(line);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const position of buffer.getGlyphPositions()) total += position.xAdvance;
  }
  return total / face.upem;
}

const inter = await convert(readFileSync(sourceFont), 'truetype');
/** A percentage, rounded to the hundredth. */
const percent = (value: number) => Number((value * 100).toFixed(2));
const faces: FallbackFace[] = bands.map((band) => {
  const interFont = open(inter, band.weight);
  const ratio = width(interFont) / width(open(readFileSync(liberation(band.face))));
  const { ascender, descender, lineGap } = interFont.font.hExtents();
  const upem = interFont.face.upem;
  return {
    weight: band.weight,
    local: band.face,
    sizeAdjust: percent(ratio),
    ascent: percent(ascender / upem / ratio),
    descent: percent(-descender / upem / ratio),
    lineGap: percent(lineGap / upem / ratio),
  };
});

if (process.argv.includes('--write')) {
  const listFile = 'src/styles/fallbackFaces.ts';
  const list = faces.map((face) => `  ${JSON.stringify(face).replace(/"(\w+)":/g, '$1: ')},`);
  const source = readFileSync(listFile, 'utf8').replace(
    /(export const fallbackFaces = \[\n)[^]*?(\n\] as const)/,
    (_, start: string, end: string) => start + list.join('\n') + end,
  );
  writeFileSync(listFile, source);
  execFileSync('npx', ['prettier', '--write', listFile]);
  console.log(`Wrote ${faces.length} faces to ${listFile}.`);
} else {
  console.log(fallbackFacesCss(faces));
}
