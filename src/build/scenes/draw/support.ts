import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { cast, character, fitText, lines, pill } from './ui';

const tagColours = [palette.brand500, palette.emerald400, palette.sky400];

export function drawSupport(copy: SceneCopy['support']): string {
  const said = lines(46, 362, copy.line, 280, 19, { size: 14, weight: 600 });
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.title),
    el(
      'linearGradient',
      { id: 'support-bg', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.brand800 }) +
        el('stop', { offset: 1, 'stop-color': palette.brand950 }),
    ),
    el(
      'linearGradient',
      { id: 'support-mood', x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': palette.rose400 }) +
        el('stop', { offset: 0.5, 'stop-color': palette.accent400 }) +
        el('stop', { offset: 1, 'stop-color': palette.emerald400 }),
    ),
    // The call.
    rect(22, 62, 334, 392, { rx: 14, fill: 'url(#support-bg)' }),
    circle(42, 86, 5, { fill: palette.emerald400 }),
    fitText(54, 90, copy.call, 200, { size: 14, weight: 700, fill: palette.white }),
    text(336, 90, '02:13', { size: 14, weight: 700, fill: palette.brand200, anchor: 'end' }),
    circle(189, 216, 92, { fill: palette.brand700 }),
    circle(189, 216, 70, { fill: palette.brand600 }),
    character(189, 336, 1.05, cast.caller, 'angry'),
    path('M268 148l10-14M282 160l16-6M276 130l4-16', {
      stroke: palette.rose400,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    rect(32, 330, 314, 26 + said.count * 19, { rx: 14, fill: palette.white }),
    pill(44, 316, copy.customer, { fill: palette.rose400, color: palette.white, size: 14 }),
    said.svg,
    // Call controls: mute, hang up, keypad.
    ...[149, 229].map((x) => circle(x, 434, 14, { fill: palette.brand700 })),
    path('M145 428a4 4 0 0 1 8 0v6a4 4 0 0 1-8 0zM142 434a7 7 0 0 0 14 0M149 441v3', {
      fill: 'none',
      stroke: palette.white,
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
    ...[-5, 0, 5].flatMap((dx) =>
      [-5, 0, 5].map((dy) => circle(229 + dx, 434 + dy, 1.6, { fill: palette.white })),
    ),
    circle(189, 434, 17, { fill: palette.rose400 }),
    path('M179 436c6-6 14-6 20 0l-2 4-5-2v-3c-2-1-4-1-6 0v3l-5 2z', { fill: palette.white }),
    // Mood meter.
    fitText(376, 84, copy.mood, 300, { size: 14, weight: 800 }),
    rect(376, 98, 318, 12, { rx: 6, fill: 'url(#support-mood)' }),
    circle(388, 104, 9, {
      fill: palette.white,
      stroke: palette.rose400,
      'stroke-width': 3,
      opacity: 0.6,
    }),
    path('M402 104h70', { stroke: palette.slate400, 'stroke-width': 2, 'stroke-dasharray': '3 4' }),
    path('M470 99l8 5-8 5z', { fill: palette.slate400 }),
    circle(500, 104, 11, { fill: palette.white, stroke: palette.accent500, 'stroke-width': 4 }),
    ...copy.moods.map((mood, i) =>
      fitText([376, 535, 694][i] ?? 376, 130, mood, 100, {
        size: 14,
        weight: 700,
        fill: palette.slate500,
        anchor: (['start', 'middle', 'end'] as const)[i],
      }),
    ),
    // Replies.
    fitText(376, 168, copy.repliesTitle, 300, { size: 14, weight: 800 }),
    ...copy.replies.map((reply, i) => {
      const y = 180 + i * 90;
      const chosen = i === 0;
      const words = lines(392, y + 50, reply, 280, 18, { size: 14, weight: 600 });
      return [
        rect(376, y, 318, 80, {
          rx: 12,
          fill: chosen ? palette.brand50 : palette.white,
          stroke: chosen ? palette.brand500 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        pill(390, y + 12, copy.tags[i] ?? '', {
          fill: tagColours[i] ?? palette.sky400,
          color: palette.white,
        }),
        words.svg,
      ].join('');
    }),
  ].join('');
}
