import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, paragraph, path, rect, text } from './svg';

/** A node of the graph: a card with the scene's name, a kind dot and its ports. */
function node(
  x: number,
  y: number,
  label: string,
  kind: 'start' | 'scene' | 'win' | 'loss',
  selected = false,
) {
  const dot = {
    start: palette.brand500,
    scene: palette.sky,
    win: palette.mint,
    loss: palette.coral,
  }[kind];
  return [
    rect(x, y, 150, 52, {
      rx: 10,
      fill: palette.white,
      stroke: selected ? palette.brand500 : palette.slate200,
      'stroke-width': selected ? 2.5 : 1.5,
    }),
    circle(x + 16, y + 18, 5, { fill: dot }),
    text(x + 28, y + 22, label, { size: 11.5, weight: 600, fill: palette.slate900 }),
    rect(x + 16, y + 32, 96, 6, { rx: 3, fill: palette.slate100 }),
    circle(x, y + 26, 4, { fill: palette.white, stroke: palette.brand300, 'stroke-width': 2 }),
    circle(x + 150, y + 26, 4, {
      fill: palette.white,
      stroke: palette.brand300,
      'stroke-width': 2,
    }),
  ].join('');
}

function edge(x1: number, y1: number, x2: number, y2: number) {
  const mid = (x1 + x2) / 2;
  return path(`M${x1} ${y1}C${mid} ${y1} ${mid} ${y2} ${x2} ${y2}`, {
    fill: 'none',
    stroke: palette.brand300,
    'stroke-width': 2.5,
  });
}

function pill(x: number, y: number, label: string) {
  const width = label.length * 6.4 + 18;
  return (
    rect(x - width / 2, y - 11, width, 22, {
      rx: 11,
      fill: palette.brand50,
      stroke: palette.brand200,
    }) + text(x, y + 4, label, { size: 11, weight: 600, fill: palette.brand700, anchor: 'middle' })
  );
}

export function drawEditor(copy: SceneCopy['editor']): string {
  const [start, first, second, win, loss] = copy.nodes;
  const tools = copy.tools
    .map((tool, index) =>
      [
        rect(26, 92 + index * 40, 110, 30, {
          rx: 8,
          fill: index === 2 ? palette.brand100 : palette.white,
          stroke: palette.slate200,
        }),
        circle(42, 107 + index * 40, 5, {
          fill: [palette.sky, palette.accent400, palette.brand500, palette.mint][index],
        }),
        text(54, 111 + index * 40, tool, { size: 11.5, weight: 600, fill: palette.slate700 }),
      ].join(''),
    )
    .join('');
  const canvasDots = el(
    'pattern',
    { id: 'grid', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
    circle(1, 1, 1, { fill: palette.slate200 }),
  );
  return [
    el('defs', {}, canvasDots),
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Tool palette.
    rect(18, 60, 126, 398, { fill: palette.slate50 }),
    text(26, 80, copy.panelTitle, {
      size: 11,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.6 },
    }),
    tools,
    // Canvas.
    rect(144, 52, 392, 406, { fill: 'url(#grid)' }),
    edge(306, 126, 340, 126),
    edge(306, 126, 340, 252),
    edge(490, 126, 520, 126),
    pill(323, 98, copy.branches[0]),
    pill(323, 280, copy.branches[1]),
    node(156, 100, start, 'start'),
    node(340, 100, first, 'scene', true),
    node(340, 226, second, 'scene'),
    edge(490, 252, 520, 350),
    node(360, 330, win, 'win'),
    node(180, 380, loss, 'loss'),
    edge(340, 252, 330, 406),
    // Phone preview of the selected scene.
    rect(548, 60, 150, 390, { rx: 0, fill: palette.slate50 }),
    rect(562, 78, 122, 236, { rx: 18, fill: palette.brand950 }),
    rect(568, 84, 110, 224, { rx: 14, fill: palette.brand800 }),
    circle(623, 170, 26, { fill: palette.accent300 }),
    path('M593 250c4-34 56-34 60 0z', { fill: palette.accent400 }),
    rect(574, 236, 98, 64, { rx: 8, fill: palette.white }),
    paragraph(580, 252, copy.previewLine, 16, 13, {
      size: 9.5,
      weight: 600,
      fill: palette.slate900,
    }),
    rect(562, 330, 122, 28, { rx: 14, fill: palette.brand600 }),
    text(623, 348, copy.branches[0], {
      size: 11,
      weight: 700,
      fill: palette.white,
      anchor: 'middle',
    }),
    rect(562, 366, 122, 28, { rx: 14, fill: palette.white, stroke: palette.brand300 }),
    text(623, 384, copy.branches[1], {
      size: 11,
      weight: 700,
      fill: palette.brand700,
      anchor: 'middle',
    }),
  ].join('');
}
