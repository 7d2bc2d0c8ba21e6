import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { avatar, cast } from '../draw/ui';
import { fit, heading, phoneButton, phoneWindow } from './kit';

/** Publishing on a phone: the game, who may play it, the link, and the button. */
export function drawPublishPhone(copy: SceneCopy['publish']): string {
  return [
    phoneWindow(520, copy.windowTitle),
    rect(20, 58, 320, 72, { rx: 14, fill: palette.brand950 }),
    avatar('publish-phone-cover', 56, 94, 24, cast.guide, { bg: palette.wall50 }),
    fit(92, 100, copy.title, 236, { size: 17, weight: 800, fill: palette.white }),
    fit(22, 166, copy.visibilityTitle, 316, { size: 17, weight: 800 }),
    ...copy.options.map((name, i) => {
      const y = 180 + i * 78;
      const chosen = i === 1;
      return [
        rect(20, y, 320, 66, {
          rx: 12,
          fill: chosen ? palette.brand50 : palette.white,
          stroke: chosen ? palette.brand500 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        circle(46, y + 33, 10, {
          fill: palette.white,
          stroke: chosen ? palette.brand600 : palette.slate300,
          'stroke-width': 2,
        }),
        chosen ? circle(46, y + 33, 5, { fill: palette.brand600 }) : '',
        fit(68, y + 29, name, 260, { size: 16, weight: 700 }),
        fit(68, y + 50, copy.notes[i] ?? '', 260, { size: 14, fill: palette.slate500 }),
      ].join('');
    }),
    heading(22, 362, copy.linkTitle),
    rect(20, 374, 320, 46, { rx: 10, fill: palette.slate50, stroke: palette.slate200 }),
    fit(34, 402, copy.link, 200, { size: 14, fill: palette.slate600 }),
    phoneButton(250, 381, 82, 32, copy.copy, {
      primary: false,
      size: 14,
      rx: 8,
      color: palette.brand700,
    }),
    phoneButton(20, 446, 320, 50, copy.publish, { size: 17 }),
  ].join('');
}
