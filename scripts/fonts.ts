// `npm run fonts`: writes the site's font, Inter cut down to the characters the site shows and the
// weights it uses (src/build/fontCharacters.ts). src/styles/fontSubset.test.ts says when to rerun.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { siteCharacters, siteFont, sourceFont, weightRange } from '../src/build/fontCharacters';

const source = readFileSync(sourceFont);
const characters = [...siteCharacters(process.cwd()).keys()].sort().join('');
const subset = await subsetFont(source, characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: weightRange },
});
writeFileSync(siteFont, subset);
console.log(
  `✓ ${siteFont}: ${[...characters].length} characters, weights ${weightRange.min}–${weightRange.max}, ${source.length} → ${subset.length} bytes`,
);
