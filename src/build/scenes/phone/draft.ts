import type { SceneCopy } from '../copy/types';
import { circle, palette, path, rect } from '../draw/svg';
import { avatar, cast } from '../draw/ui';
import { fit, heading, phoneButton, phoneWindow, tag, word } from './kit';

/** The AI's draft on a phone: its scenes in order, its cast, and the way into the editor. */
export function drawDraftPhone(copy: SceneCopy['draft']): string {
  const people = [cast.guide, cast.customer];
  return [
    phoneWindow(620, copy.windowTitle),
    tag(20, 60, copy.badge, { fill: palette.brand100, color: palette.brand700 }),
    fit(22, 118, copy.title, 316, { size: 22, weight: 800 }),
    fit(22, 142, copy.summary, 316, { size: 14, fill: palette.slate500 }),
    heading(22, 178, copy.scenesTitle),
    path('M44 206v168', { stroke: palette.brand200, 'stroke-width': 3 }),
    ...copy.scenes.map((scene, i) => {
      const y = 190 + i * 56;
      return [
        rect(20, y, 320, 46, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
        circle(44, y + 23, 13, { fill: i === 0 ? palette.brand600 : palette.brand100 }),
        word(44, y + 28, String(i + 1), {
          size: 14,
          weight: 800,
          fill: i === 0 ? palette.white : palette.brand700,
          anchor: 'middle',
        }),
        fit(68, y + 29, scene, 260, { size: 15, weight: 700 }),
      ].join('');
    }),
    heading(22, 430, copy.castTitle),
    ...people.map((look, i) => {
      const x = 20 + i * 164;
      return [
        rect(x, 442, 156, 76, { rx: 12, fill: palette.brand50 }),
        avatar(`draft-phone-cast${i}`, x + 34, 480, 22, look, { ring: palette.white }),
        fit(x + 64, 476, copy.cast[i] ?? '', 84, { size: 15, weight: 800 }),
        fit(x + 64, 496, copy.castRoles[i] ?? '', 84, { size: 14, fill: palette.slate500 }),
      ].join('');
    }),
    phoneButton(20, 546, 320, 48, copy.open + ' →', { size: 16 }),
  ].join('');
}
