import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { button, cast, character, fitText, lines, pillWidth } from './ui';

/** A customer's own colours, not Ludiqo's: the point of the panel. */
const brand = { primary: '#0f766e', accent: '#f97316', ink: '#1e293b', paper: '#f0fdfa' };

const heading = (x: number, y: number, label: string) =>
  text(x, y, label.toUpperCase(), {
    size: 11,
    weight: 700,
    fill: palette.slate500,
    attrs: { 'letter-spacing': 0.6 },
  });

function wordmark(x: number, y: number, name: string, colour: string, size: number): string {
  const s = size / 22;
  return (
    circle(x + 11 * s, y - 8 * s, 11 * s, { fill: colour }) +
    path(`M${x + 6 * s} ${y - 4 * s}q5-12 11-10q-2 9-11 10z`, { fill: palette.white }) +
    text(x + 28 * s, y, name, {
      size,
      weight: 800,
      fill: colour,
      attrs: { 'letter-spacing': -0.5 },
    })
  );
}

export function drawBranding(copy: SceneCopy['branding']): string {
  const swatches = [brand.primary, brand.accent, brand.ink, brand.paper];
  const line = lines(400, 364, copy.line, 256, 18, { size: 13, weight: 600, fill: brand.ink });
  const tag = pillWidth(copy.speaker, 12);
  return [
    rect(0, 0, 720, 480, { fill: palette.slate100 }),
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Logo.
    heading(30, 82, copy.sections[0]),
    rect(30, 92, 200, 54, {
      rx: 10,
      fill: palette.white,
      stroke: palette.slate300,
      'stroke-dasharray': '5 4',
    }),
    wordmark(48, 128, copy.wordmark, brand.primary, 22),
    fitText(244, 124, copy.logoHint, 100, { size: 11, fill: palette.slate400 }),
    // Colours.
    heading(30, 174, copy.sections[1]),
    ...copy.swatches.map((name, i) => {
      const x = 30 + (i % 2) * 160;
      const y = 186 + Math.floor(i / 2) * 44;
      return [
        rect(x, y, 34, 34, { rx: 9, fill: swatches[i] ?? brand.paper, stroke: palette.slate200 }),
        fitText(x + 44, y + 15, name, 110, { size: 12, weight: 700 }),
        text(x + 44, y + 30, (swatches[i] ?? '').toUpperCase(), {
          size: 11,
          fill: palette.slate500,
        }),
      ].join('');
    }),
    // Font.
    heading(30, 300, copy.sections[2]),
    rect(30, 310, 312, 36, {
      rx: 10,
      fill: palette.white,
      stroke: palette.slate200,
      'stroke-width': 1.5,
    }),
    text(44, 334, 'Aa', { size: 15, weight: 800, fill: brand.primary }),
    text(74, 333, copy.font, { size: 13, weight: 600 }),
    path('M318 324l6 6 6-6', { fill: 'none', stroke: palette.slate500, 'stroke-width': 2 }),
    // Button style.
    heading(30, 374, copy.sections[3]),
    ...copy.buttonStyles.map((style, i) =>
      [
        rect(30 + i * 106, 384, 98, 34, {
          rx: [8, 17, 2][i] ?? 8,
          fill: i === 1 ? brand.accent : palette.white,
          stroke: i === 1 ? undefined : palette.slate300,
          'stroke-width': 1.5,
        }),
        fitText(79 + i * 106, 405, style, 80, {
          size: 12,
          weight: 700,
          fill: i === 1 ? palette.white : palette.slate700,
          anchor: 'middle',
        }),
      ].join(''),
    ),
    button(30, 428, 148, 30, copy.save, { size: 12, rx: 8 }),
    // Live preview in the customer's colours.
    path('M358 62v392', { stroke: palette.slate200 }),
    heading(376, 82, copy.previewTitle),
    circle(686, 78, 4, { fill: palette.mint }),
    el('clipPath', { id: 'branding-screen' }, rect(376, 94, 318, 362, { rx: 14 })),
    el(
      'g',
      { 'clip-path': 'url(#branding-screen)' },
      [
        rect(376, 94, 318, 362, { fill: brand.paper }),
        rect(376, 94, 318, 44, { fill: brand.primary }),
        wordmark(392, 123, copy.wordmark, palette.white, 17),
        rect(376, 258, 318, 198, { fill: '#ccfbf1' }),
        rect(600, 160, 64, 80, { rx: 6, fill: '#99f6e4' }),
        rect(410, 170, 54, 70, { rx: 6, fill: '#99f6e4' }),
        character(535, 330, 1, cast.guide),
        rect(388, 340, 294, 20 + line.count * 18, {
          rx: 12,
          fill: palette.white,
          filter: 'url(#shadow)',
        }),
        rect(398, 326, tag, 24, { rx: 12, fill: brand.accent }),
        text(398 + tag / 2, 343, copy.speaker, {
          size: 12,
          weight: 800,
          fill: palette.white,
          anchor: 'middle',
        }),
        line.svg,
        button(388, 352 + line.count * 18 + 18, 142, 34, copy.choices[0], {
          fill: brand.accent,
          rx: 17,
        }),
        button(540, 352 + line.count * 18 + 18, 142, 34, copy.choices[1], {
          primary: false,
          color: brand.primary,
          rx: 17,
        }),
      ].join(''),
    ),
  ].join('');
}
