// The two font tools ship no types; only what scripts/fonts.ts and the font test use.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(
    font: Buffer,
    to: 'woff2' | 'woff' | 'truetype' | 'sfnt',
    from?: string,
  ): Promise<Buffer>;
}
