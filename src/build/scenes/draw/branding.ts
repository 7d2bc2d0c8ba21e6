import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { button, cast, character, fitText, lines, panelLabel, pillWidth } from './ui';

/** A customer's own colours, not Ludiqo's: the point of the panel. */
export const brand = {
  primary: palette.teal700,
  accent: palette.orange500,
  ink: palette.slate800,
  paper: palette.teal50,
};

/**
 * The logo placeholder: an image mark and "Your logo", where the customer's own logo goes.
 * `colour` fills the mark and sets the words; `ink` draws the picture inside the mark.
 */
export function logoPlaceholder(
  x: number,
  y: number,
  label: string,
  colour: string,
  ink: string,
  size: number,
): string {
  const s = size / 22;
  const top = y - 19 * s;
  return (
    rect(x, top, 24 * s, 24 * s, { rx: 6 * s, fill: colour }) +
    circle(x + 16 * s, top + 8 * s, 2.6 * s, { fill: ink }) +
    path(
      `M${x + 4 * s} ${top + 19 * s}l${5.5 * s}-${7.5 * s} ${4 * s} ${5 * s} ${2.5 * s}-${3 * s} ${4 * s} ${5.5 * s}z`,
      { fill: ink },
    ) +
    text(x + 32 * s, y, label, { size, weight: 800, fill: colour })
  );
}

export function drawBranding(copy: SceneCopy['branding']): string {
  const swatches = [brand.primary, brand.accent, brand.ink, brand.paper];
  const line = lines(400, 364, copy.line, 256, 18, { size: 14, weight: 600, fill: brand.ink });
  const tag = pillWidth(copy.speaker, 14);
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Logo: a slot for the customer's own.
    panelLabel(30, 86, copy.sections[0]),
    rect(30, 98, 312, 76, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate300,
      'stroke-dasharray': '5 4',
    }),
    logoPlaceholder(50, 145, copy.logo, brand.primary, palette.white, 24),
    text(326, 141, copy.logoHint, { size: 14, fill: palette.slate400, anchor: 'end' }),
    // Colours, with their hex codes.
    panelLabel(30, 208, copy.sections[1]),
    ...copy.swatches.map((name, i) => {
      const y = 220 + i * 46;
      const colour = swatches[i] ?? brand.paper;
      return [
        rect(30, y, 312, 38, { rx: 10, fill: palette.white, stroke: palette.slate200 }),
        rect(37, y + 7, 24, 24, { rx: 7, fill: colour, stroke: palette.slate200 }),
        fitText(73, y + 24, name, 150, { size: 14, weight: 700 }),
        text(328, y + 24, colour.toUpperCase(), {
          size: 14,
          weight: 600,
          fill: palette.slate500,
          anchor: 'end',
          attrs: { 'letter-spacing': 0.4 },
        }),
      ].join('');
    }),
    button(30, 420, 160, 34, copy.save, { size: 14, rx: 9 }),
    // The game screen in the customer's colours.
    path('M358 62v392', { stroke: palette.slate200 }),
    el('clipPath', { id: 'branding-screen' }, rect(376, 70, 318, 386, { rx: 14 })),
    el(
      'g',
      { 'clip-path': 'url(#branding-screen)' },
      [
        rect(376, 70, 318, 386, { fill: brand.paper }),
        rect(376, 70, 318, 48, { fill: brand.primary }),
        logoPlaceholder(392, 102, copy.logo, palette.white, brand.primary, 17),
        rect(376, 258, 318, 198, { fill: palette.teal100 }),
        rect(600, 150, 64, 90, { rx: 6, fill: palette.teal200 }),
        rect(410, 160, 54, 80, { rx: 6, fill: palette.teal200 }),
        character(535, 330, 1, cast.guide),
        rect(388, 340, 294, 20 + line.count * 18, {
          rx: 12,
          fill: palette.white,
          filter: 'url(#shadow)',
        }),
        rect(398, 326, tag, 24, { rx: 12, fill: brand.accent }),
        text(398 + tag / 2, 343, copy.speaker, {
          size: 14,
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
