import type { SceneCopy } from '../copy/types';
import { circle, el, palette, rect } from '../draw/svg';
import { cast, character, pillWidth } from '../draw/ui';
import { brand, logoPlaceholder } from '../draw/branding';
import { fit, heading, phoneButton, phoneWindow, word, wrapped } from './kit';

/** The branding settings on a phone: the game in the customer's colours, then what sets them. */
export function drawBrandingPhone(copy: SceneCopy['branding']): string {
  const swatches = [brand.primary, brand.accent, brand.ink, brand.paper];
  const line = wrapped(38, 244, copy.line, 280, 20, { size: 15, weight: 600, fill: brand.ink });
  const boxTop = 218;
  const boxHeight = 20 + line.count * 20;
  const choicesTop = boxTop + boxHeight + 12;
  const speakerWidth = pillWidth(copy.speaker, 14);
  return [
    phoneWindow(570, copy.windowTitle),
    // The game screen in the customer's colours.
    el('clipPath', { id: 'branding-phone-screen' }, rect(20, 58, 320, 284, { rx: 14 })),
    el(
      'g',
      { 'clip-path': 'url(#branding-phone-screen)' },
      [
        rect(20, 58, 320, 284, { fill: brand.paper }),
        rect(20, 58, 320, 46, { fill: brand.primary }),
        logoPlaceholder(34, 90, copy.logo, palette.white, brand.primary, 17),
        rect(20, 190, 320, 152, { fill: palette.teal100 }),
        rect(48, 120, 48, 70, { rx: 6, fill: palette.teal200 }),
        rect(262, 116, 52, 76, { rx: 6, fill: palette.teal200 }),
        character(180, 228, 0.62, cast.guide),
        rect(28, boxTop, 304, boxHeight, { rx: 12, fill: palette.white, filter: 'url(#shadow)' }),
        rect(38, boxTop - 14, speakerWidth, 26, { rx: 13, fill: brand.accent }),
        word(38 + speakerWidth / 2, boxTop + 4, copy.speaker, {
          size: 14,
          weight: 800,
          fill: palette.white,
          anchor: 'middle',
        }),
        line.svg,
        phoneButton(28, choicesTop, 148, 38, copy.choices[0], { fill: brand.accent, rx: 19 }),
        phoneButton(184, choicesTop, 148, 38, copy.choices[1], {
          primary: false,
          color: brand.primary,
          rx: 19,
        }),
      ].join(''),
    ),
    // The logo slot, then the colours.
    heading(22, 372, copy.sections[0]),
    rect(20, 384, 320, 56, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate300,
      'stroke-dasharray': '5 4',
    }),
    logoPlaceholder(36, 420, copy.logo, brand.primary, palette.white, 19),
    word(326, 418, copy.logoHint, { size: 14, fill: palette.slate500, anchor: 'end' }),
    heading(22, 468, copy.sections[1]),
    ...copy.swatches.map((name, i) => {
      const cx = 60 + i * 80;
      return [
        circle(cx, 502, 18, {
          fill: swatches[i] ?? brand.paper,
          stroke: palette.slate200,
          'stroke-width': 1.5,
        }),
        fit(cx, 536, name, 76, { size: 14, weight: 600, fill: palette.slate700, anchor: 'middle' }),
      ].join('');
    }),
  ].join('');
}
