/**
 * `npx tsx scripts/fallback-metrics.ts`: the `Inter Fallback` @font-face descriptors of
 * src/styles/global.css, measured from the font files. For each weight band the site sets, the
 * local fallback (Liberation Sans: Arial's metric twin, with the same advance widths) is scaled so
 * that the site's own words, shaped by HarfBuzz, take the same width as in Inter at that weight;
 * the overrides then give Inter's ascent, descent and line gap at the scaled size.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { sourceFont } from '../src/build/fontCharacters';

const liberation = (face: string) =>
  `/usr/share/fonts/truetype/liberation/LiberationSans-${face}.ttf`;

/** The weights the site sets (`weightRange`), each with the local face that stands in for it. */
const bands = [400, 500, 600, 700, 800].map((weight) => ({
  weight,
  face: weight < 600 ? 'Regular' : 'Bold',
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
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const band of bands) {
  const interFont = open(inter, band.weight);
  const ratio = width(interFont) / width(open(readFileSync(liberation(band.face))));
  const { ascender, descender, lineGap } = interFont.font.hExtents();
  const upem = interFont.face.upem;
  console.log(`/* Inter ${band.weight} over Liberation Sans ${band.face} */
font-weight: ${band.weight};
size-adjust: ${percent(ratio)};
ascent-override: ${percent(ascender / upem / ratio)};
descent-override: ${percent(-descender / upem / ratio)};
line-gap-override: ${percent(lineGap / upem / ratio)};
`);
}
