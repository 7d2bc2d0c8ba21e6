import type { SceneCopy } from '../copy/types';
import { appWindow, el, palette, path, rect, text } from './svg';
import { cast, character, choiceColumn, fitText, lines, nameTag, pill, pillWidth } from './ui';

/**
 * Training: one module as a slide deck (faded, on the left) and the same lesson as a playable
 * scene (on the right), so the picture says what the headline says.
 */
export function drawCourse(copy: SceneCopy['course']): string {
  const lineStyle = { size: 14, weight: 500 };
  const count = lines(0, 0, copy.line, 300, 19, lineStyle).count;
  // The dialogue and both choices sit on the bottom edge, however many lines the line takes.
  const boxTop = 454 - (28 + count * 19) - 12 - 2 * 38 - 8;
  const line = lines(388, boxTop + 30, copy.line, 300, 19, lineStyle);
  const aiLabel = '✦ ' + copy.ai;
  const aiWidth = pillWidth(aiLabel, 14);
  // Level with the first choice: the arrow from the AI points at what the visitor plays.
  const aiTop = boxTop + 40 + count * 19 + 6;
  const dashed = {
    fill: 'none',
    stroke: palette.brand400,
    'stroke-width': 3,
    'stroke-dasharray': '2 8',
    'stroke-linecap': 'round',
  };
  return [
    // The slide deck, tilted back and greyed: the "before".
    el(
      'g',
      { transform: 'rotate(-4 170 230)', opacity: 0.92 },
      [
        appWindow(14, 84, 300, 250, copy.deckTitle),
        rect(30, 134, 268, 150, { rx: 6, fill: palette.slate100 }),
        fitText(44, 162, copy.slideTitle, 240, { size: 15, weight: 800, fill: palette.slate600 }),
        ...copy.bullets.map((bullet, i) =>
          [
            rect(46, 178 + i * 24, 6, 6, { rx: 3, fill: palette.slate400 }),
            fitText(60, 185 + i * 24, bullet, 224, { size: 14, fill: palette.slate500 }),
          ].join(''),
        ),
        fitText(298, 310, copy.slideCounter, 200, {
          size: 14,
          weight: 600,
          fill: palette.slate400,
          anchor: 'end',
        }),
      ].join(''),
    ),
    pill(24, 48, copy.before, { fill: palette.slate200, color: palette.slate600, size: 14 }),
    // From one to the other: down from the deck to the AI's pill, then across into the game.
    path(`M200 340V${aiTop - 6}`, dashed),
    path(`M${200 + aiWidth / 2 + 6} ${aiTop + 12.5}H350`, dashed),
    path(`M350 ${aiTop + 6}l11 6.5-11 6.5z`, { fill: palette.brand400 }),
    pill(200, aiTop, aiLabel, {
      fill: palette.brand100,
      color: palette.brand700,
      size: 14,
      anchor: 'middle',
    }),
    // The same lesson, played.
    el('clipPath', { id: 'course-clip' }, rect(364, 14, 346, 452, { rx: 16 })),
    rect(364, 14, 346, 452, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
    el(
      'g',
      { 'clip-path': 'url(#course-clip)' },
      [
        rect(364, 14, 346, 452, { fill: palette.wall50 }),
        // A shop counter behind the customer.
        rect(566, 104, 112, 72, {
          rx: 6,
          fill: palette.sky100,
          stroke: palette.white,
          'stroke-width': 6,
        }),
        character(470, 250, 1.05, cast.client, 'angry'),
        rect(364, 230, 346, 236, { fill: palette.wood100 }),
        rect(364, 214, 346, 22, { fill: palette.wood400 }),
        rect(376, 26, pillWidth(copy.gameTitle, 14) + 4, 26, {
          rx: 13,
          fill: palette.brand950,
          opacity: 0.78,
        }),
        text(388, 43, copy.gameTitle, { size: 14, weight: 700, fill: palette.white }),
        // Dialogue.
        rect(376, boxTop, 322, 28 + count * 19, {
          rx: 14,
          fill: palette.white,
          filter: 'url(#shadow)',
        }),
        nameTag(388, boxTop - 14, copy.speaker, {
          size: 14,
          height: 26,
          rx: 9,
          fill: palette.brand600,
        }).svg,
        line.svg,
        choiceColumn(376, boxTop + 40 + count * 19, 322, copy.choices, {
          gap: 46,
          height: 38,
          size: 14,
        }),
      ].join(''),
    ),
    // Under the game's title bar, which takes the top row in every locale.
    pill(698 - pillWidth(copy.after, 14), 60, copy.after, {
      fill: palette.accent300,
      color: palette.brand950,
      size: 14,
    }),
  ].join('');
}
