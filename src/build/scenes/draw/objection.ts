import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text, wrap } from './svg';
import { cast, character, fitText, lines, nameTag, tick } from './ui';

type Copy = SceneCopy['objection'];

/** The DISC "D" colour, as the simulator's profile wheel draws it. */
const dominant = palette.rose600;

function feedbackBox(x: number, y: number, width: number, copy: Copy, size: number) {
  // Under the title, not under the tick: the tick marks the title, and the body belongs to it.
  const said = lines(x + 46, y + 50, copy.feedback, width - 62, size + 5, {
    size,
    fill: palette.slate700,
  });
  const height = 60 + said.count * (size + 5);
  return {
    height,
    svg: [
      rect(x, y, width, height, { rx: 14, fill: palette.emerald50 }),
      tick(x + 26, y + 26, 12),
      fitText(x + 46, y + 31, copy.feedbackTitle, width - 60, {
        size: size + 2,
        weight: 800,
        fill: palette.emerald700,
      }),
      said.svg,
    ].join(''),
  };
}

/** A choice whose label wraps to a second line rather than shrink; returns its height. */
function answer(
  x: number,
  y: number,
  width: number,
  label: string,
  key: string,
  selected: boolean,
) {
  const rows = wrap(label, width - 54, { size: 14, weight: 600 });
  const height = 22 + rows.length * 18;
  const cy = y + height / 2;
  return {
    height,
    svg: [
      rect(x, y, width, height, {
        rx: 20,
        fill: selected ? palette.brand600 : palette.white,
        stroke: selected ? palette.brand600 : palette.brand200,
        'stroke-width': 1.5,
      }),
      circle(x + 20, cy, 12, { fill: selected ? palette.white : palette.brand100 }),
      text(x + 20, cy + 5, key, {
        size: 14,
        weight: 800,
        fill: palette.brand700,
        anchor: 'middle',
      }),
      ...rows.map((row, i) =>
        text(x + 42, cy + 5 + (i - (rows.length - 1) / 2) * 18, row, {
          size: 14,
          weight: 600,
          fill: selected ? palette.white : palette.slate900,
        }),
      ),
    ].join(''),
  };
}

export function drawObjection(copy: Copy): string {
  const right = 284;
  const width = 694 - right;
  const said = lines(right + 20, 106, copy.objection, width - 40, 20, { size: 14, weight: 600 });
  const bubbleBottom = 80 + 22 + said.count * 20;
  const choicesTop = bubbleBottom + 36;
  let y = choicesTop;
  const answers = copy.choices.map((label, i) => {
    const drawn = answer(right, y, width, label, 'ABC'[i] ?? '', i === 0);
    y += drawn.height + 6;
    return drawn.svg;
  });
  const tag = nameTag(36, 284, copy.client, {
    size: 14,
    height: 28,
    rx: 14,
    fill: palette.slate700,
  });
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The client, in the scene.
    rect(26, 66, 244, 384, { rx: 14, fill: palette.brand50 }),
    circle(148, 200, 80, { fill: palette.brand100 }),
    el('g', {}, character(148, 296, 1.05, cast.carlos, 'calm')),
    tag.svg,
    // His role on a line of its own: beside his name it ran to the panel's edge (tenth review).
    fitText(36, 334, copy.clientRole, 224, {
      size: 14,
      fill: palette.slate600,
    }),
    rect(36, 344, 224, 92, { rx: 12, fill: palette.white }),
    text(50, 368, copy.profileLabel, { size: 14, weight: 700, fill: palette.slate500 }),
    circle(60, 392, 10, { fill: dominant }),
    text(60, 396.5, 'D', { size: 14, weight: 800, fill: palette.white, anchor: 'middle' }),
    fitText(78, 397, copy.profile, 174, { size: 15, weight: 800, fill: palette.slate900 }),
    fitText(50, 422, copy.profileHint, 200, { size: 14, fill: palette.slate600 }),
    // What he says, and how the player answers.
    rect(right, 80, width, bubbleBottom - 80, {
      rx: 14,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    path(`M${right} 104l-10 8 10 6z`, { fill: palette.white, stroke: palette.slate200 }),
    rect(right - 1, 100, 3, 20, { fill: palette.white }),
    said.svg,
    text(right + 2, choicesTop - 12, copy.choiceLabel, {
      size: 14,
      weight: 800,
      fill: palette.slate500,
    }),
    ...answers,
    feedbackBox(right, y - 2, width, copy, 14).svg,
  ].join('');
}
