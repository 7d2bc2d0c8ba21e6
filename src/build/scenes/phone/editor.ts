import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from '../draw/svg';
import { tick } from '../draw/ui';
import { fit, phoneWindow, tag, tagWidth, wrapped } from './kit';

type Kind = 'start' | 'scene' | 'win' | 'loss';
const kindColour: Record<Kind, string> = {
  start: palette.brand500,
  scene: palette.sky400,
  win: palette.emerald400,
  loss: palette.rose400,
};

/** A node of the story graph: its title on up to two lines, its kind below. */
function node(
  x: number,
  y: number,
  width: number,
  title: string,
  sub: string,
  kind: Kind,
  selected = false,
) {
  const words = wrapped(x + 18, y + 24, title, width - 28, 18, { size: 15, weight: 700 });
  const height = 46 + words.count * 18;
  const port = (cx: number, cy: number) =>
    circle(cx, cy, 5, { fill: palette.white, stroke: palette.brand400, 'stroke-width': 2 });
  const ending = kind === 'win' || kind === 'loss';
  return {
    height,
    svg: [
      selected
        ? rect(x - 5, y - 5, width + 10, height + 10, { rx: 16, fill: palette.brand100 })
        : '',
      rect(x, y, width, height, {
        rx: 12,
        fill: palette.white,
        stroke: selected ? palette.brand500 : palette.slate200,
        'stroke-width': selected ? 2 : 1.2,
      }),
      rect(x + 8, y + 10, 4, height - 20, { rx: 2, fill: kindColour[kind] }),
      words.svg,
      ending
        ? (kind === 'win'
            ? tick(x + 25, y + height - 19, 7)
            : circle(x + 25, y + height - 19, 7, { fill: kindColour.loss })) +
          fit(x + 38, y + height - 14, sub, width - 46, {
            size: 14,
            weight: 700,
            fill: kind === 'win' ? palette.emerald700 : palette.rose700,
          })
        : fit(x + 18, y + height - 14, sub, width - 28, { size: 14, fill: palette.slate500 }),
      kind === 'start' ? '' : port(x + width / 2, y),
      ending ? '' : port(x + width / 2, y + height),
    ].join(''),
  };
}

const edge = (x1: number, y1: number, x2: number, y2: number, active = false) =>
  path(`M${x1} ${y1}C${x1} ${(y1 + y2) / 2} ${x2} ${(y1 + y2) / 2} ${x2} ${y2}`, {
    fill: 'none',
    stroke: active ? palette.brand500 : palette.brand200,
    'stroke-width': 2.5,
  });

const edgeLabel = (cx: number, y: number, label: string, active = false) =>
  tag(cx, y, label, {
    anchor: 'middle',
    fill: active ? palette.brand600 : palette.white,
    color: active ? palette.white : palette.brand700,
    stroke: active ? undefined : palette.brand200,
  });

/** The story editor on a phone: the graph alone, top to bottom, with room to read each node. */
export function drawEditorPhone(copy: SceneCopy['editor']): string {
  const [start, greet, restock, win, loss] = copy.nodes;
  const [kStart, kScene, kEnd] = copy.kinds;
  const grid = el(
    'pattern',
    { id: 'editor-phone-grid', width: 18, height: 18, patternUnits: 'userSpaceOnUse' },
    circle(1, 1, 1.1, { fill: palette.slate300 }),
  );
  const add = '+ ' + copy.addScene;
  const first = node(90, 106, 180, start, kStart, 'start');
  const sceneTop = 106 + first.height + 62;
  const left = node(16, sceneTop, 158, greet, `${kScene} · ${copy.cast[0]}`, 'scene', true);
  const right = node(186, sceneTop, 158, restock, `${kScene} · ${copy.cast[0]}`, 'scene');
  const scenesBottom = sceneTop + Math.max(left.height, right.height);
  const endTop = scenesBottom + 124;
  const winNode = node(16, endTop, 158, win, `${kEnd} · ${copy.outcomes[0]}`, 'win');
  const lossNode = node(186, endTop, 158, loss, `${kEnd} · ${copy.outcomes[1]}`, 'loss');
  return [
    el('defs', {}, grid),
    phoneWindow(560, copy.windowTitle),
    rect(14, 56, 332, 476, { rx: 12, fill: 'url(#editor-phone-grid)' }),
    tag(340 - tagWidth(add), 66, add, { fill: palette.brand600, color: palette.white }),
    edge(180, 106 + first.height, 95, sceneTop, true),
    edge(180, 106 + first.height, 265, sceneTop),
    edge(95, sceneTop + left.height, 95, endTop, true),
    edge(95, sceneTop + left.height, 265, endTop),
    edge(265, sceneTop + right.height, 265, endTop),
    edgeLabel(95, 106 + first.height + 18, copy.branches[0], true),
    edgeLabel(265, 106 + first.height + 18, copy.branches[1]),
    // Each label where only its own edge runs: the diagonal's at its middle, between the two
    // straight edges; the straight one's low, once the diagonal has left it. Both near the top
    // sat where the edges part and cross, and read as labelling either (eighteenth design review).
    edgeLabel(95, endTop - 40, copy.branches[2]),
    edgeLabel(180, scenesBottom + 46, copy.branches[3]),
    first.svg,
    left.svg,
    right.svg,
    winNode.svg,
    lossNode.svg,
  ].join('');
}
