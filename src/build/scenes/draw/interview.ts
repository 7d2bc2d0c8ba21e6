import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, bar, button, cast, fitText, lines } from './ui';

/** Heights of the answer's waveform: a fixed pattern, so every build draws the same file. */
export const wave = [
  10, 18, 30, 22, 40, 28, 14, 34, 46, 30, 20, 38, 26, 12, 24, 36, 18, 30, 42, 22, 14, 28, 20, 10,
];

export function drawInterview(copy: SceneCopy['interview']): string {
  const question = lines(46, 218, copy.question, 282, 29, {
    size: 21,
    weight: 800,
    fill: palette.slate900,
  });
  const tip = lines(74, 410, copy.tip, 250, 16, { size: 14, fill: palette.slate600 });
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Step progress.
    text(30, 84, copy.step, { size: 14, weight: 800, fill: palette.brand700 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(402 + i * 60, 76, 52, 8, {
        rx: 4,
        fill: i < 1 ? palette.emerald400 : i === 1 ? palette.brand500 : palette.slate200,
      }),
    ),
    // The question, from the recruiter.
    rect(26, 104, 318, 348, { rx: 14, fill: palette.brand50 }),
    avatar('interview-rec', 60, 146, 22, cast.colleague, { ring: palette.white }),
    text(92, 142, copy.recruiter, { size: 14, weight: 800 }),
    fitText(92, 160, copy.recruiterRole, 200, { size: 14, fill: palette.slate500 }),
    path('M46 184h60', { stroke: palette.brand300, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    question.svg,
    rect(40, 384, 290, 20 + tip.count * 16, { rx: 10, fill: palette.white }),
    circle(58, 404, 8, { fill: palette.accent300 }),
    rect(55, 411, 6, 4, { rx: 1, fill: palette.accent600 }),
    tip.svg,
    // The answer.
    fitText(364, 130, copy.answerTitle, 200, { size: 15, weight: 800 }),
    circle(576, 125, 5, { fill: palette.rose400 }),
    fitText(588, 130, copy.recording, 104, { size: 14, weight: 700, fill: palette.rose600 }),
    rect(360, 146, 334, 150, { rx: 14, fill: palette.white, stroke: palette.slate200 }),
    ...wave.map((h, i) =>
      rect(380 + i * 12.6, 221 - h / 2, 6, h, {
        rx: 3,
        fill: i < 15 ? palette.brand500 : palette.brand200,
      }),
    ),
    circle(527, 330, 30, { fill: palette.rose100 }),
    circle(527, 330, 22, { fill: palette.rose400 }),
    rect(519, 322, 16, 16, { rx: 3, fill: palette.white }),
    text(527, 386, '01:24 / 02:00', {
      size: 20,
      weight: 800,
      fill: palette.slate900,
      anchor: 'middle',
    }),
    bar(404, 396, 246, 84 / 120, { height: 6, fill: palette.rose400 }),
    button(360, 412, 148, 38, copy.restart, { primary: false, size: 14 }),
    button(518, 412, 176, 38, copy.next + ' →', { size: 14 }),
  ].join('');
}
