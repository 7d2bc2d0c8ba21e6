import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { fitText, lines, lock, pillWidth } from './ui';

/** Where each skill sits, and its level out of three (0: locked). */
export const nodes: [x: number, y: number, level: number][] = [
  [88, 264, 3],
  [222, 184, 2],
  [222, 344, 2],
  [356, 184, 1],
  [356, 344, 0],
  [468, 264, 0],
];
const links: [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 3],
  [2, 4],
  [3, 5],
  [4, 5],
];

/** A ring that fills by thirds around a skill. */
export function ring(cx: number, cy: number, level: number): string {
  const r = 30;
  const end = (level / 3) * 2 * Math.PI - Math.PI / 2;
  const large = level / 3 > 0.5 ? 1 : 0;
  const x = (cx + r * Math.cos(end)).toFixed(1);
  const y = (cy + r * Math.sin(end)).toFixed(1);
  return (
    circle(cx, cy, r, { fill: 'none', stroke: palette.slate200, 'stroke-width': 6 }) +
    (level === 3
      ? circle(cx, cy, r, { fill: 'none', stroke: palette.emerald400, 'stroke-width': 6 })
      : path(`M${cx} ${cy - r}A${r} ${r} 0 ${large} 1 ${x} ${y}`, {
          fill: 'none',
          stroke: palette.brand500,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }))
  );
}

export function drawSkills(copy: SceneCopy['skills']): string {
  const note = lines(614, 322, copy.badgeNote, 150, 16, {
    size: 14,
    fill: palette.slate600,
    anchor: 'middle',
  });
  const tab0 = pillWidth(copy.roles[0], 14) + 8;
  const tab1 = pillWidth(copy.roles[1], 14) + 8;
  let levelIndex = 0;
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Role tabs.
    rect(26, 64, tab0 + tab1 + 8, 36, { rx: 18, fill: palette.slate100 }),
    rect(30, 68, tab0, 28, { rx: 14, fill: palette.white, filter: 'url(#shadow)' }),
    text(30 + tab0 / 2, 87, copy.roles[0], {
      size: 14,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    text(34 + tab0 + tab1 / 2, 87, copy.roles[1], {
      size: 14,
      weight: 600,
      fill: palette.slate500,
      anchor: 'middle',
    }),
    fitText(694, 87, copy.progress, 180, {
      size: 14,
      weight: 700,
      fill: palette.slate600,
      anchor: 'end',
    }),
    // The map.
    ...links.map(([a, b]) => {
      const [x1, y1, l1] = nodes[a] ?? [0, 0, 0];
      const [x2, y2, l2] = nodes[b] ?? [0, 0, 0];
      const open = l1 > 0 && l2 > 0;
      return path(`M${x1} ${y1}C${(x1 + x2) / 2} ${y1} ${(x1 + x2) / 2} ${y2} ${x2} ${y2}`, {
        fill: 'none',
        stroke: open ? palette.brand300 : palette.slate300,
        'stroke-width': 3,
        'stroke-dasharray': open ? undefined : '4 6',
      });
    }),
    ...nodes.map(([x, y, level], i) => {
      // The last skill's name stops short of the badge panel beside it.
      const name = lines(x, y + 54, copy.skills[i] ?? '', i === nodes.length - 1 ? 104 : 116, 15, {
        size: 14,
        weight: 700,
        fill: level ? palette.slate900 : palette.slate500,
        anchor: 'middle',
      });
      const status = level ? (copy.levels[levelIndex++] ?? '') : copy.locked;
      return [
        level ? ring(x, y, level) : '',
        circle(x, y, 24, {
          fill: level === 3 ? palette.emerald100 : level ? palette.brand50 : palette.slate100,
        }),
        level
          ? text(x, y + 7, String(level), {
              size: 20,
              weight: 800,
              fill: level === 3 ? palette.emerald700 : palette.brand700,
              anchor: 'middle',
            })
          : lock(x, y, palette.slate400),
        name.svg,
        text(x, y + 54 + name.count * 15, status, {
          size: 14,
          weight: 600,
          fill: level ? palette.brand500 : palette.slate400,
          anchor: 'middle',
        }),
      ].join('');
    }),
    // The badge just earned.
    rect(534, 112, 160, 300, { rx: 14, fill: palette.brand50 }),
    fitText(614, 140, copy.badgeTitle, 140, {
      size: 14,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    path('M614 160l44 25v50l-44 25-44-25v-50z', { fill: palette.accent400 }),
    path('M614 172l34 19v38l-34 19-34-19v-38z', { fill: palette.accent300 }),
    path('M614 190l7 14.5 16 2-11.7 11 3 15.8-14.3-7.7-14.3 7.7 3-15.8-11.7-11 16-2z', {
      fill: palette.accent600,
    }),
    ...[-1, 1].map((s) =>
      path(`M${614 + s * 50} ${168}l${s * 8}-6`, {
        stroke: palette.accent500,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ),
    fitText(614, 296, copy.badge, 140, {
      size: 16,
      weight: 800,
      fill: palette.slate900,
      anchor: 'middle',
    }),
    note.svg,
  ].join('');
}
