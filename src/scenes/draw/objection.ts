import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { cast, character, choice, fitText, lines, nameTag, tick } from './ui';

type Copy = SceneCopy['objection'];

/** The DISC "D" colour, as the simulator's profile wheel draws it. */
const dominant = '#e11d48';

function feedbackBox(x: number, y: number, width: number, copy: Copy, size: number) {
  const said = lines(x + 16, y + 52, copy.feedback, width - 32, size + 6, {
    size,
    fill: palette.slate700,
  });
  const height = 66 + said.count * (size + 6);
  return {
    height,
    svg: [
      rect(x, y, width, height, { rx: 14, fill: '#ecfdf5' }),
      tick(x + 26, y + 26, 12),
      fitText(x + 46, y + 31, copy.feedbackTitle, width - 60, {
        size: size + 2,
        weight: 800,
        fill: '#047857',
      }),
      said.svg,
    ].join(''),
  };
}

export function drawObjection(copy: Copy): string {
  const said = lines(344, 108, copy.objection, 330, 21, { size: 15, weight: 600 });
  const bubbleBottom = 80 + 24 + said.count * 21;
  const choicesTop = bubbleBottom + 40;
  const tag = nameTag(40, 300, copy.client, {
    size: 14,
    height: 28,
    rx: 14,
    fill: palette.slate700,
  });
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The client, in the scene.
    rect(26, 66, 280, 384, { rx: 14, fill: palette.brand50 }),
    circle(166, 200, 86, { fill: palette.brand100 }),
    el('g', {}, character(166, 296, 1.1, cast.carlos, 'calm')),
    tag.svg,
    fitText(40 + tag.width + 10, 319, copy.clientRole, 250 - tag.width, {
      size: 12,
      fill: palette.slate600,
    }),
    rect(40, 344, 252, 92, { rx: 12, fill: palette.white }),
    text(56, 368, copy.profileLabel, { size: 12, weight: 700, fill: palette.slate500 }),
    circle(66, 392, 10, { fill: dominant }),
    text(66, 396.5, 'D', { size: 12, weight: 800, fill: palette.white, anchor: 'middle' }),
    fitText(84, 397, copy.profile, 196, { size: 15, weight: 800, fill: palette.slate900 }),
    fitText(56, 422, copy.profileHint, 224, { size: 12, fill: palette.slate600 }),
    // What he says, and how the player answers.
    rect(324, 80, 370, bubbleBottom - 80, {
      rx: 14,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    path('M324 104l-10 8 10 6z', { fill: palette.white, stroke: palette.slate200 }),
    rect(323, 100, 3, 20, { fill: palette.white }),
    said.svg,
    text(326, choicesTop - 12, copy.choiceLabel, { size: 13, weight: 800, fill: palette.slate500 }),
    ...copy.choices.map((label, i) =>
      choice(324, choicesTop + i * 46, 370, label, 'ABC'[i] ?? '', {
        height: 40,
        size: 13,
        selected: i === 0,
      }),
    ),
    feedbackBox(324, choicesTop + 3 * 46 + 4, 370, copy, 12).svg,
  ].join('');
}
