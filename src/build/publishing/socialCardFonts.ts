import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The font files the social cards are drawn with; the content check reads their glyphs too. */
export const socialCardFont = (weight: 500 | 800) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** The card's title is drawn at weight 800, its description at 500. */
export const socialCardWeights = { title: 800, description: 500 } as const;
