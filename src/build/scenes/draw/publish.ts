import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect } from './svg';
import { button, cast, character, fitText } from './ui';

/** The fifth step: who may play (public or private) and the link to share. */
export function drawPublish(copy: SceneCopy['publish']): string {
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The game's cover, as players will find it.
    el('clipPath', { id: 'publish-cover' }, rect(30, 62, 270, 386, { rx: 14 })),
    el(
      'g',
      { 'clip-path': 'url(#publish-cover)' },
      [
        rect(30, 62, 270, 386, { fill: palette.wall50 }),
        rect(170, 96, 100, 86, {
          rx: 6,
          fill: palette.sky100,
          stroke: palette.white,
          'stroke-width': 6,
        }),
        character(130, 300, 1, cast.guide),
        rect(30, 290, 270, 158, { fill: palette.brand950 }),
        fitText(48, 334, copy.title, 234, { size: 21, weight: 800, fill: palette.white }),
        rect(48, 360, 110, 40, { rx: 20, fill: palette.accent300 }),
        path('M70 372v16l13-8z', { fill: palette.brand950 }),
      ].join(''),
    ),
    // Who can play.
    fitText(324, 88, copy.visibilityTitle, 360, { size: 17, weight: 800 }),
    ...copy.options.map((name, i) => {
      const y = 104 + i * 76;
      const chosen = i === 1;
      return [
        rect(324, y, 370, 64, {
          rx: 12,
          fill: chosen ? palette.brand50 : palette.white,
          stroke: chosen ? palette.brand500 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        circle(350, y + 32, 10, {
          fill: palette.white,
          stroke: chosen ? palette.brand600 : palette.slate300,
          'stroke-width': 2,
        }),
        chosen ? circle(350, y + 32, 5, { fill: palette.brand600 }) : '',
        fitText(372, y + 28, name, 300, { size: 16, weight: 700 }),
        fitText(372, y + 48, copy.notes[i] ?? '', 300, { size: 14, fill: palette.slate500 }),
      ].join('');
    }),
    // The link.
    fitText(324, 290, copy.linkTitle, 360, { size: 15, weight: 700, fill: palette.slate700 }),
    rect(324, 302, 370, 44, { rx: 10, fill: palette.slate50, stroke: palette.slate200 }),
    fitText(338, 330, copy.link, 250, { size: 14, fill: palette.slate600 }),
    button(606, 308, 80, 32, copy.copy, {
      primary: false,
      size: 14,
      rx: 8,
      color: palette.brand700,
    }),
    button(324, 404, 370, 46, copy.publish, { size: 17, rx: 12 }),
  ].join('');
}
