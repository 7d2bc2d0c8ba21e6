import type { SceneCopy } from '../copy/types';
import { palette, rect } from '../draw/svg';
import { heading, phoneButton, phoneWindow, tag, tagWidth, wrapped } from './kit';

/** The brief on a phone: one field under the other, then the button that drafts it with AI. */
export function drawBriefPhone(copy: SceneCopy['brief']): string {
  const [goal, audience, tone, length] = copy.fields;
  const box = (y: number, label: string, value: string) => {
    const words = wrapped(34, y + 46, value, 292, 21, { size: 16 });
    const height = 22 + words.count * 21;
    return {
      height,
      svg: [
        heading(22, y + 14, label),
        rect(20, y + 22, 320, height, { rx: 10, fill: palette.white, stroke: palette.slate300 }),
        words.svg,
      ].join(''),
    };
  };
  const first = box(58, goal, copy.goal);
  const second = box(58 + first.height + 40, audience, copy.audience);
  const toneTop = 58 + first.height + second.height + 80;
  const third = box(toneTop + 64, length, copy.length);
  let x = 20;
  return [
    phoneWindow(520, copy.windowTitle),
    first.svg,
    second.svg,
    heading(22, toneTop + 14, tone),
    ...copy.tones.map((name, i) => {
      const left = x;
      x += tagWidth(name) + 8;
      return tag(left, toneTop + 24, name, {
        fill: i === 0 ? palette.brand600 : palette.white,
        color: i === 0 ? palette.white : palette.slate700,
        stroke: i === 0 ? undefined : palette.slate300,
      });
    }),
    third.svg,
    phoneButton(20, toneTop + third.height + 100, 320, 50, copy.generate, { size: 16 }),
  ].join('');
}
