import type { SceneCopy } from '../copy/types';
import { appWindow, palette, rect } from './svg';
import { button, fitText, lines, pill, pillWidth } from './ui';

/** A form field: its label, then a box with its value; `height` fits wrapped values. */
export function field(
  x: number,
  y: number,
  width: number,
  label: string,
  value: string,
  { size = 15, height = 42 }: { size?: number; height?: number } = {},
): string {
  const words = lines(x + 14, y + 46, value, width - 28, size + 5, {
    size,
    fill: palette.slate900,
  });
  return [
    fitText(x, y + 14, label.toUpperCase(), width, {
      size: 14,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.5 },
    }),
    rect(x, y + 22, width, height, { rx: 10, fill: palette.white, stroke: palette.slate300 }),
    words.svg,
  ].join('');
}

/** The first step: the brief a writer gives, and the button that has the AI draft it. */
export function drawBrief(copy: SceneCopy['brief']): string {
  const [goal, audience, tone, length] = copy.fields;
  const goalLines = lines(0, 0, copy.goal, 624, 22, { size: 17 }).count;
  const goalHeight = 22 + goalLines * 22;
  const row = 70 + goalHeight + 62;
  let chipX = 34;
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    field(34, 70, 652, goal, copy.goal, { size: 17, height: goalHeight }),
    field(34, row, 420, audience, copy.audience, { size: 16, height: 46 }),
    field(478, row, 208, length, copy.length, { size: 16, height: 46 }),
    fitText(34, row + 112, tone.toUpperCase(), 300, {
      size: 14,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.5 },
    }),
    ...copy.tones.map((name, i) => {
      const x = chipX;
      chipX += pillWidth(name, 15) + 10;
      return pill(x, row + 122, name, {
        size: 15,
        fill: i === 0 ? palette.brand600 : palette.white,
        color: i === 0 ? palette.white : palette.slate700,
        stroke: i === 0 ? undefined : palette.slate300,
      });
    }),
    button(34, 398, 652, 50, copy.generate, { size: 17, rx: 12 }),
  ].join('');
}
