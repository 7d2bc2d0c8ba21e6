import favicon from './favicon';

/**
 * Images drawn in the palette's colours (src/styles/palette.ts), by the path they are published
 * at. They are not in `public/`: the build writes them (src/build/palettePlugin.ts), the preview
 * serves them, and the content check reads them from here, so a page names them as if they were.
 */
export const drawnImages: ReadonlyMap<string, string> = new Map([['/favicon.svg', favicon]]);
