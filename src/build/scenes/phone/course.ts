import type { SceneCopy } from '../copy/types';
import { el, palette, path, rect } from '../draw/svg';
import { cast, character } from '../draw/ui';
import { fit, phoneChoice, tag, tagWidth, wrapped } from './kit';

/**
 * Training on a phone: the module's slide, "before", then the same lesson played, "with
 * Ludiqo", one above the other.
 */
export function drawCoursePhone(copy: SceneCopy['course']): string {
  const line = wrapped(34, 0, copy.line, 288, 20, { size: 15, weight: 500 });
  const gameTop = 296;
  const boxTop = gameTop + 188;
  const boxHeight = 30 + line.count * 20;
  const choicesTop = boxTop + boxHeight + 12;
  const ai = '✦ ' + copy.ai;
  return [
    // The slide deck: the "before".
    tag(14, 10, copy.before, { fill: palette.slate200, color: palette.slate600 }),
    rect(10, 46, 340, 196, { rx: 14, fill: palette.white, filter: 'url(#shadow)' }),
    rect(10, 46, 340, 32, { rx: 14, fill: palette.slate100 }),
    fit(180, 68, copy.deckTitle, 300, {
      size: 14,
      weight: 600,
      fill: palette.slate500,
      anchor: 'middle',
    }),
    rect(24, 90, 312, 140, { rx: 8, fill: palette.slate100 }),
    fit(38, 116, copy.slideTitle, 284, { size: 16, weight: 800, fill: palette.slate600 }),
    ...copy.bullets.map((bullet, i) =>
      [
        rect(40, 133 + i * 23, 6, 6, { rx: 3, fill: palette.slate400 }),
        fit(54, 140 + i * 23, bullet, 270, { size: 14, fill: palette.slate600 }),
      ].join(''),
    ),
    // From one to the other.
    path('M30 250v24', {
      stroke: palette.brand400,
      'stroke-width': 3,
      'stroke-dasharray': '2 7',
      'stroke-linecap': 'round',
    }),
    path('M24 274l6 10 6-10z', { fill: palette.brand400 }),
    tag(46, 254, ai, { fill: palette.brand100, color: palette.brand700 }),
    tag(350 - tagWidth(copy.after), 254, copy.after, {
      fill: palette.accent300,
      color: palette.brand950,
    }),
    // The same lesson, played.
    el(
      'clipPath',
      { id: 'course-phone-clip' },
      rect(10, gameTop, 340, choicesTop + 104 - gameTop, { rx: 16 }),
    ),
    rect(10, gameTop, 340, choicesTop + 104 - gameTop, {
      rx: 16,
      fill: palette.white,
      filter: 'url(#shadow)',
    }),
    el(
      'g',
      { 'clip-path': 'url(#course-phone-clip)' },
      [
        rect(10, gameTop, 340, 400, { fill: palette.wall50 }),
        rect(220, gameTop + 50, 100, 70, {
          rx: 6,
          fill: palette.sky100,
          stroke: palette.white,
          'stroke-width': 6,
        }),
        character(120, gameTop + 196, 0.95, cast.client, 'angry'),
        rect(10, gameTop + 180, 340, 400, { fill: palette.wood100 }),
        rect(10, gameTop + 164, 340, 20, { fill: palette.wood400 }),
        tag(22, gameTop + 12, copy.gameTitle, { fill: palette.brand950, color: palette.white }),
        rect(22, boxTop, 316, boxHeight, { rx: 14, fill: palette.white, filter: 'url(#shadow)' }),
        tag(34, boxTop - 14, copy.speaker, { fill: palette.brand600, color: palette.white }),
        el('g', { transform: `translate(0 ${boxTop + 34})` }, line.svg),
        ...copy.choices.map((choice, i) =>
          phoneChoice(22, choicesTop + i * 50, 316, choice, 'AB'[i] ?? '', { selected: i === 0 }),
        ),
      ].join(''),
    ),
  ].join('');
}
