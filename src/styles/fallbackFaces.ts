/**
 * The `Inter Fallback` faces: Arial (or its metric twin Liberation Sans) scaled to Inter's metrics
 * at each weight the site sets, so text set in the fallback wraps on the same lines and a later
 * page that gets the font does not shift. `npx tsx scripts/fallback-metrics.ts --write` measures
 * them from the font files and rewrites this list; the build appends them to the stylesheet
 * (src/build/palettePlugin.ts), since CSS needs one rule per weight.
 */
export const fallbackFaces = [
  { weight: 400, local: 'Regular', sizeAdjust: 106.74, ascent: 90.76, descent: 22.6, lineGap: 0 },
  { weight: 500, local: 'Regular', sizeAdjust: 107.76, ascent: 89.9, descent: 22.39, lineGap: 0 },
  { weight: 600, local: 'Bold', sizeAdjust: 101.03, ascent: 95.88, descent: 23.87, lineGap: 0 },
  { weight: 700, local: 'Bold', sizeAdjust: 101.96, ascent: 95.02, descent: 23.66, lineGap: 0 },
  { weight: 800, local: 'Bold', sizeAdjust: 103.1, ascent: 93.97, descent: 23.4, lineGap: 0 },
] as const satisfies readonly FallbackFace[];

export interface FallbackFace {
  weight: number;
  /** The local face that stands in at this weight. */
  local: 'Regular' | 'Bold';
  /** Percentages. */
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

const localNames = {
  Regular: "local('Arial'), local('ArialMT'), local('Liberation Sans')",
  Bold: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')",
};

/** One @font-face per weight; the heaviest also covers the weights above it. */
export function fallbackFacesCss(faces: readonly FallbackFace[] = fallbackFaces): string {
  return faces
    .map(
      (face, index) => `
@font-face {
  font-family: 'Inter Fallback';
  font-weight: ${index === faces.length - 1 ? `${face.weight} 900` : face.weight};
  src: ${localNames[face.local]};
  size-adjust: ${face.sizeAdjust}%;
  ascent-override: ${face.ascent}%;
  descent-override: ${face.descent}%;
  line-gap-override: ${face.lineGap}%;
}`,
    )
    .join('\n');
}
