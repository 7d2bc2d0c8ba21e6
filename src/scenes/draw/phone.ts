import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect, text } from './svg';
import { bar, cast, character, choice, lines, pillWidth } from './ui';

export function drawPhone(copy: SceneCopy['phone']): string {
  const line = lines(40, 420, copy.line, 272, 21, { size: 15, weight: 500 });
  const tagWidth = pillWidth(copy.speaker, 13);
  const boxHeight = 30 + line.count * 21;
  const choicesTop = 390 + boxHeight + 12;
  return [
    el('clipPath', { id: 'phone-screen' }, rect(16, 16, 328, 608, { rx: 36 })),
    el(
      'linearGradient',
      { id: 'phone-wall', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.brand100 }) +
        el('stop', { offset: 1, 'stop-color': palette.brand200 }),
    ),
    rect(6, 6, 348, 628, { rx: 46, fill: palette.slate900, filter: 'url(#shadow)' }),
    el(
      'g',
      { 'clip-path': 'url(#phone-screen)' },
      [
        rect(16, 16, 328, 608, { fill: 'url(#phone-wall)' }),
        // An office: window, shelf, desk.
        rect(200, 110, 120, 120, {
          rx: 8,
          fill: '#e0f2fe',
          stroke: palette.white,
          'stroke-width': 6,
        }),
        path('M260 110v120M200 170h120', { stroke: palette.white, 'stroke-width': 5 }),
        rect(36, 150, 110, 8, { rx: 3, fill: palette.brand400 }),
        rect(44, 120, 18, 30, { rx: 2, fill: palette.coral }),
        rect(66, 126, 14, 24, { rx: 2, fill: palette.sky }),
        rect(84, 116, 20, 34, { rx: 2, fill: palette.accent400 }),
        circle(128, 138, 12, { fill: palette.mint }),
        rect(16, 340, 328, 284, { fill: palette.brand300 }),
        rect(16, 330, 328, 14, { fill: palette.brand400 }),
        character(180, 390, 1.25, cast.colleague),
        // Status bar and chapter.
        text(44, 46, '9:41', { size: 14, weight: 700, fill: palette.slate900 }),
        rect(128, 28, 104, 26, { rx: 13, fill: palette.slate900 }),
        rect(284, 36, 26, 12, {
          rx: 3,
          fill: 'none',
          stroke: palette.slate900,
          'stroke-width': 1.5,
        }),
        rect(287, 39, 17, 6, { rx: 1.5, fill: palette.slate900 }),
        ...[0, 1, 2, 3].map((i) =>
          rect(254 + i * 5, 44 - i * 3, 3, 4 + i * 3, { rx: 1, fill: palette.slate900 }),
        ),
        rect(28, 66, 304, 30, { rx: 15, fill: palette.white, opacity: 0.85 }),
        text(44, 86, copy.chapter, { size: 12, weight: 700, fill: palette.brand800 }),
        bar(28, 102, 304, 0.55, { height: 5, fill: palette.brand600, track: palette.white }),
        // Dialogue and choices.
        rect(28, 390, 304, boxHeight, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
        rect(40, 376, tagWidth, 26, { rx: 9, fill: palette.accent400 }),
        text(40 + tagWidth / 2, 394, copy.speaker, {
          size: 13,
          weight: 800,
          fill: palette.brand950,
          anchor: 'middle',
        }),
        line.svg,
        ...copy.choices.map((label, i) =>
          choice(28, choicesTop + i * 46, 304, label, 'ABC'[i] ?? '', {
            height: 38,
            size: 13.5,
            selected: i === 0,
          }),
        ),
      ].join(''),
    ),
  ].join('');
}
