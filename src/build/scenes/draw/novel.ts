import type { SceneCopy } from '../copy/types';
import { el, palette, path, rect, text } from './svg';
import { bar, cast, character, choiceColumn, lines, nameTag, pane, pill, pillWidth } from './ui';

/** Flat shop shelves: a frame and rows of boxes in the status colours. */
export function shelves(x: number, y: number, width: number, rows: number, seed: number): string {
  const colours = [
    palette.rose400,
    palette.sky400,
    palette.emerald400,
    palette.accent300,
    palette.brand300,
  ];
  const parts = [rect(x, y, width, rows * 54 + 10, { rx: 6, fill: palette.wood400 })];
  for (let r = 0; r < rows; r++) {
    parts.push(rect(x + 6, y + 6 + r * 54, width - 12, 48, { fill: palette.wood600 }));
    let bx = x + 12;
    for (let i = 0; ; i++) {
      const w = 22 + ((i * 7 + seed + r * 3) % 4) * 6;
      // A box that would cross the frame's inner edge is not drawn (twelfth design review).
      if (bx + w > x + width - 12) break;
      const h = 22 + ((i + seed + r) % 3) * 7;
      parts.push(rect(bx, y + 50 + r * 54 - h, w, h, { rx: 3, fill: colours[(i + seed + r) % 5] }));
      bx += w + 5;
    }
  }
  return parts.join('');
}

export function drawNovel(copy: SceneCopy['novel']): string {
  const defs = [
    el('clipPath', { id: 'novel-clip' }, rect(0, 0, 720, 480, { rx: 18 })),
    el(
      'linearGradient',
      { id: 'novel-wall', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.wall50 }) +
        el('stop', { offset: 1, 'stop-color': palette.wall100 }),
    ),
  ].join('');
  const line = lines(48, 392, copy.line, 600, 26, {
    size: 18,
    weight: 500,
    fill: palette.slate900,
  });
  const tag = nameTag(36, 334, copy.speaker, {
    size: 14,
    height: 30,
    rx: 10,
    fill: palette.brand600,
  });
  return el(
    'g',
    { 'clip-path': 'url(#novel-clip)' },
    [
      el('defs', {}, defs),
      rect(0, 0, 720, 480, { fill: 'url(#novel-wall)' }),
      // Window with daylight, floor.
      pane(250, 40, 190, 150, 8, 8),
      path('M345 40v150M250 115h190', { stroke: palette.white, 'stroke-width': 6 }),
      path('M275 180l60-140h40l-60 140z', { fill: palette.white, opacity: 0.5 }),
      rect(0, 318, 720, 162, { fill: palette.wood100 }),
      path('M0 360h720M0 410h720', { stroke: palette.wood200, 'stroke-width': 2 }),
      shelves(24, 120, 190, 3, 0),
      ...[
        character(300, 384, 1.4, cast.guide),
        // Chapter label and progress.
        rect(20, 18, pillWidth(copy.chapter, 14) + 4, 28, {
          rx: 14,
          fill: palette.brand950,
          opacity: 0.78,
        }),
        text(32, 37, copy.chapter, { size: 14, weight: 700, fill: palette.white }),
        rect(520, 18, 180, 28, { rx: 14, fill: palette.brand950, opacity: 0.78 }),
        text(534, 37, copy.scene, { size: 14, weight: 700, fill: palette.white }),
        bar(640, 28, 48, 3 / 8, {
          height: 6,
          fill: palette.accent400,
          track: palette.slate600,
        }),
        // Choices, on the bare wall to the right: nothing of the shop shows through them.
        choiceColumn(392, 118, 308, copy.choices, {
          gap: 52,
          height: 42,
          size: 14,
          shadow: true,
        }),
        // Dialogue.
        rect(20, 350, 680, 104, {
          rx: 16,
          fill: palette.white,
          filter: 'url(#shadow)',
        }),
        tag.svg,
        pill(44 + tag.width, 337, copy.role, {
          fill: palette.accent300,
          color: palette.brand950,
        }),
        line.svg,
        path('M672 436l8 0-4 6z', { fill: palette.brand500 }),
      ],
    ].join(''),
  );
}
