import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, button, cast, fitText, pill } from './ui';

/** The second step: the AI's first draft, its scenes in order and its cast, ready to edit. */
export function drawDraft(copy: SceneCopy['draft']): string {
  const people = [cast.guide, cast.customer];
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    pill(34, 64, copy.badge, { size: 14, fill: palette.brand100, color: palette.brand700 }),
    fitText(34, 124, copy.title, 420, { size: 26, weight: 800 }),
    fitText(34, 150, copy.summary, 420, { size: 15, fill: palette.slate500 }),
    // The scenes, in story order.
    text(34, 190, copy.scenesTitle.toUpperCase(), {
      size: 14,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.5 },
    }),
    path('M56 220v186', { stroke: palette.brand200, 'stroke-width': 3 }),
    ...copy.scenes.map((scene, i) => {
      const y = 200 + i * 62;
      return [
        rect(34, y, 400, 50, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
        circle(56, y + 25, 13, { fill: i === 0 ? palette.brand600 : palette.brand100 }),
        text(56, y + 30, String(i + 1), {
          size: 14,
          weight: 800,
          fill: i === 0 ? palette.white : palette.brand700,
          anchor: 'middle',
        }),
        fitText(80, y + 31, scene, 340, { size: 16, weight: 700 }),
      ].join('');
    }),
    // The cast.
    rect(458, 60, 236, 340, { rx: 14, fill: palette.brand50 }),
    text(478, 92, copy.castTitle.toUpperCase(), {
      size: 14,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.5 },
    }),
    ...people.map((look, i) => {
      const y = 110 + i * 128;
      return [
        rect(474, y, 204, 112, { rx: 12, fill: palette.white }),
        avatar(`draft-cast${i}`, 514, y + 56, 28, look, { ring: palette.brand200 }),
        fitText(554, y + 52, copy.cast[i] ?? '', 114, { size: 17, weight: 800 }),
        fitText(554, y + 74, copy.castRoles[i] ?? '', 114, { size: 14, fill: palette.slate500 }),
      ].join('');
    }),
    button(458, 412, 236, 40, copy.open + ' →', { size: 15, rx: 10 }),
  ].join('');
}
