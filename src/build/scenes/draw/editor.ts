import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect, text } from './svg';
import {
  avatar,
  button,
  cast,
  character,
  fitText,
  lines,
  panelLabel,
  pill,
  pillWidth,
  tick,
} from './ui';

const W = 176;
const H = 50;

type Kind = 'start' | 'scene' | 'win' | 'loss';
const kindColour: Record<Kind, string> = {
  start: palette.brand500,
  scene: palette.sky400,
  win: palette.emerald400,
  loss: palette.rose400,
};

function node(x: number, y: number, title: string, sub: string, kind: Kind, selected = false) {
  const colour = kindColour[kind];
  const port = (cx: number, cy: number) =>
    circle(cx, cy, 4.5, { fill: palette.white, stroke: palette.brand400, 'stroke-width': 2 });
  return [
    selected
      ? rect(x - 5, y - 5, W + 10, H + 10, { rx: 14, fill: palette.brand100, opacity: 0.8 })
      : '',
    rect(x, y + 3, W, H, { rx: 10, fill: palette.slate200, opacity: 0.7 }),
    rect(x, y, W, H, {
      rx: 10,
      fill: palette.white,
      stroke: selected ? palette.brand500 : palette.slate200,
      'stroke-width': selected ? 2 : 1.2,
    }),
    rect(x + 8, y + 10, 4, H - 20, { rx: 2, fill: colour }),
    fitText(x + 20, y + 21, title, W - 30, { size: 14, weight: 700 }),
    kind === 'win' || kind === 'loss'
      ? (kind === 'win' ? tick(x + 26, y + 35, 6) : circle(x + 26, y + 35, 6, { fill: colour })) +
        text(x + 37, y + 39, sub, {
          size: 14,
          weight: 700,
          fill: kind === 'win' ? palette.emerald600 : palette.rose600,
        })
      : text(x + 20, y + 39, sub, { size: 14, fill: palette.slate500 }),
    kind === 'start' ? '' : port(x + W / 2, y),
    kind === 'win' || kind === 'loss' ? '' : port(x + W / 2, y + H),
  ].join('');
}

/** A vertical edge from an output port down to an input port. */
function edge(x1: number, y1: number, x2: number, y2: number, active = false) {
  const h = (y2 - y1) / 2;
  return path(`M${x1} ${y1}C${x1} ${y1 + h} ${x2} ${y2 - h} ${x2} ${y2}`, {
    fill: 'none',
    stroke: active ? palette.brand500 : palette.brand200,
    'stroke-width': 2,
  });
}

const edgeLabel = (cx: number, y: number, label: string, active = false) =>
  pill(cx, y, label, {
    anchor: 'middle',
    fill: active ? palette.brand600 : palette.white,
    color: active ? palette.white : palette.brand700,
    stroke: active ? undefined : palette.brand200,
  });

export function drawEditor(copy: SceneCopy['editor']): string {
  const [start, greet, restock, win, loss] = copy.nodes;
  const [kStart, kScene, kEnd] = copy.kinds;
  const dots = [palette.sky400, palette.accent400, palette.brand500, palette.emerald400];
  const tools = copy.tools
    .map((tool, i) =>
      [
        i === 0 ? rect(24, 92 + i * 30, 116, 26, { rx: 7, fill: palette.white }) : '',
        rect(32, 99 + i * 30, 10, 10, { rx: 3, fill: dots[i] ?? palette.sky400 }),
        fitText(50, 109 + i * 30, tool, 88, {
          size: 14,
          weight: i === 0 ? 700 : 500,
          fill: palette.slate700,
        }),
      ].join(''),
    )
    .join('');
  const people = [cast.guide, cast.customer]
    .map((look, i) =>
      [
        avatar(`editor-av${i}`, 36, 264 + i * 46, 13, look),
        text(56, 260 + i * 46, copy.cast[i] ?? '', { size: 14, weight: 700 }),
        fitText(56, 277 + i * 46, copy.castRoles[i] ?? '', 86, {
          size: 14,
          fill: palette.slate500,
        }),
      ].join(''),
    )
    .join('');
  const grid = el(
    'pattern',
    { id: 'editor-grid', width: 18, height: 18, patternUnits: 'userSpaceOnUse' },
    circle(1, 1, 1.1, { fill: palette.slate300 }),
  );
  const addWidth = pillWidth('+ ' + copy.addScene, 14);
  const preview = lines(568, 256, copy.previewLine, 112, 17, { size: 14, weight: 500 });
  // The line's box sits under the character, the name tag on its top edge.
  const boxTop = 234;
  const boxHeight = 16 + preview.count * 17;
  // The choices stack under the line, each as tall as its wrapped label.
  const choices = copy.branches.slice(2).map((label) => ({
    label,
    height: 12 + lines(0, 0, label, 106, 16, { size: 14, weight: 700 }).count * 16,
  }));
  const choiceY = choices.map(
    (_, i) =>
      boxTop + boxHeight + 6 + choices.slice(0, i).reduce((sum, { height }) => sum + height + 6, 0),
  );
  return [
    el('defs', {}, grid),
    // No backdrop: the window floats on whatever band the page puts it on.
    rect(10, 14, 700, 452, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
    path('M10 30a16 16 0 0 1 16-16h668a16 16 0 0 1 16 16v22h-700z', { fill: palette.brand50 }),
    circle(30, 33, 5, { fill: palette.red300 }),
    circle(47, 33, 5, { fill: palette.accent300 }),
    circle(64, 33, 5, { fill: palette.green300 }),
    text(360, 38, copy.windowTitle, {
      size: 14,
      weight: 600,
      fill: palette.slate600,
      anchor: 'middle',
    }),
    // Story panel.
    rect(18, 60, 128, 398, { rx: 10, fill: palette.slate50 }),
    panelLabel(30, 82, copy.panelTitle),
    tools,
    panelLabel(30, 236, copy.castTitle),
    people,
    button(26, 416, 112, 32, '▶ ' + copy.playtest, {
      primary: false,
      size: 14,
      color: palette.brand700,
    }),
    // Canvas.
    rect(152, 60, 382, 398, { rx: 10, fill: 'url(#editor-grid)' }),
    pill(520 - addWidth, 70, '+ ' + copy.addScene, {
      fill: palette.brand600,
      color: palette.white,
    }),
    pill(164, 70, '100%', {
      fill: palette.white,
      color: palette.slate600,
      stroke: palette.slate200,
    }),
    edge(343, 156, 248, 222, true),
    edge(343, 156, 436, 222),
    edge(248, 272, 248, 386, true),
    // Into a port of its own on the ending, left of the other branch's: into one port, the two
    // edges ran together and read as crossing (twenty-first design review).
    edge(248, 272, 396, 386),
    edge(436, 272, 436, 386),
    edgeLabel(248, 182, copy.branches[0], true),
    edgeLabel(436, 182, copy.branches[1]),
    // On the fork, just under its port: the next label, on the diagonal, then has room below it.
    edgeLabel(248, 286, copy.branches[2]),
    edgeLabel(342, 336, copy.branches[3]),
    node(255, 106, start, kStart, 'start'),
    node(160, 222, greet, `${kScene} · ${copy.cast[0]}`, 'scene', true),
    node(348, 222, restock, `${kScene} · ${copy.cast[0]}`, 'scene'),
    node(160, 386, win, `${kEnd} · ${copy.outcomes[0]}`, 'win'),
    node(348, 386, loss, `${kEnd} · ${copy.outcomes[1]}`, 'loss'),
    circle(396, 386, 4.5, { fill: palette.white, stroke: palette.brand400, 'stroke-width': 2 }),
    // Preview of the selected scene.
    panelLabel(552, 82, copy.previewTitle),
    rect(552, 94, 142, 364, { rx: 18, fill: palette.brand950 }),
    rect(558, 100, 130, 352, { rx: 13, fill: palette.brand800 }),
    rect(558, 170, 130, 64, { fill: palette.brand700 }),
    rect(570, 130, 40, 60, { rx: 4, fill: palette.brand600 }),
    rect(636, 120, 42, 70, { rx: 4, fill: palette.brand600 }),
    character(623, 234, 0.55, cast.guide),
    rect(562, boxTop, 122, boxHeight, { rx: 10, fill: palette.white }),
    pill(564, boxTop - 18, copy.cast[0], { fill: palette.accent400, color: palette.brand950 }),
    preview.svg,
    ...choices.map(({ label, height }, i) => {
      const y = choiceY[i] ?? 0;
      return (
        rect(562, y, 122, height, { rx: 10, fill: i === 0 ? palette.brand500 : palette.white }) +
        lines(623, y + 22, label, 106, 16, {
          size: 14,
          weight: 700,
          fill: i === 0 ? palette.white : palette.slate900,
          anchor: 'middle',
        }).svg
      );
    }),
  ].join('');
}
