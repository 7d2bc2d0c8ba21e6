import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, bar, button, cast, fitText, lines, pill, pillWidth, tick } from './ui';

/** A sample player's scores, one per dimension: a result inside the game, not a claim. */
export const scores = [42, 86, 64, 38];
export const colours = [palette.rose400, palette.accent400, palette.emerald400, palette.sky400];

/**
 * The DISC wheel around (cx, cy): D top-left, I top-right, S bottom-right, C bottom-left, the
 * player's main style (I) filled.
 */
export function discWheel(cx: number, cy: number, r: number): string {
  // Each segment as deep as its score, over the whole wheel drawn faint: the scores' shape, not
  // four equal quarters (eleventh design review).
  const quadrant = (i: number, q: number) =>
    [
      `M${cx} ${cy}v-${q}a${q} ${q} 0 0 0 -${q} ${q}z`,
      `M${cx} ${cy}h${q}a${q} ${q} 0 0 0 -${q} -${q}z`,
      `M${cx} ${cy}v${q}a${q} ${q} 0 0 0 ${q} -${q}z`,
      `M${cx} ${cy}h-${q}a${q} ${q} 0 0 0 ${q} ${q}z`,
    ][i]!;
  const k = r / 104;
  const letters: [number, number][] = [
    [-24, -34],
    [24, -34],
    [24, 52],
    [-24, 52],
  ];
  return [
    ...scores.map((_, i) =>
      path(quadrant(i, r), { fill: colours[i] ?? palette.sky400, opacity: 0.2 }),
    ),
    ...scores.map((score, i) =>
      path(quadrant(i, (r * score) / 100), {
        fill: colours[i] ?? palette.sky400,
        opacity: i === 1 ? 1 : 0.6,
      }),
    ),
    ...letters.map(([dx, dy], i) =>
      text(cx + dx * k, cy + dy * k, 'DISC'[i] ?? '', {
        size: Math.max(18, 26 * k),
        weight: 800,
        // Dark on every segment: white letters on the pastel ones read at under 2:1.
        fill: palette.brand950,
        anchor: 'middle',
      }),
    ),
    circle(cx, cy, 26 * k, { fill: palette.white }),
    circle(cx, cy, r, { fill: 'none', stroke: palette.white, 'stroke-width': 3 }),
    path(`M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}`, {
      stroke: palette.white,
      'stroke-width': 3,
    }),
  ].join('');
}

/**
 * Whose result it is: the player's avatar around (cx, cy), the name beside it. Above the wheel,
 * clear of it: pinned on the I segment's rim, it read as covering the wheel (twenty-second design
 * review); inside the segment it crowded its letter.
 */
export function discPlayer(cx: number, cy: number, r: number, player: string, id: string): string {
  const size = 14;
  return [
    avatar(id, cx, cy, r, cast.guide, { ring: palette.white, bg: palette.brand200 }),
    pill(cx + r + 6, cy - (size + 11) / 2, player, {
      fill: palette.brand700,
      color: palette.white,
      size,
    }),
  ].join('');
}

export function drawDisc(copy: SceneCopy['disc']): string {
  const cx = 176;
  const cy = 196;
  const description = lines(356, 150, copy.description, 330, 20, {
    size: 14,
    fill: palette.slate700,
  });
  const listTop = 164 + description.count * 20;
  const labelWidth = pillWidth(copy.profileLabel, 14);
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The wheel.
    discPlayer(46, 78, 16, copy.player, 'disc-you'),
    discWheel(cx, cy, 104),
    // Scores.
    ...copy.dimensions.map((name, i) => {
      const y = 330 + i * 30;
      return [
        fitText(34, y + 9, name, 128, {
          size: 14,
          weight: i === 1 ? 800 : 500,
          fill: palette.slate700,
        }),
        bar(168, y, 120, (scores[i] ?? 0) / 100, {
          height: 10,
          fill: colours[i] ?? palette.sky400,
        }),
        text(318, y + 10, String(scores[i] ?? 0), {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'end',
        }),
      ].join('');
    }),
    // The profile.
    path('M336 66v384', { stroke: palette.slate200 }),
    text(356, 86, copy.heading, { size: 14, weight: 600, fill: palette.slate500 }),
    fitText(356, 122, copy.profile, 320 - labelWidth, {
      size: 28,
      weight: 800,
      fill: palette.brand800,
    }),
    pill(688 - labelWidth, 103, copy.profileLabel, {
      fill: palette.accent300,
      color: palette.brand950,
    }),
    description.svg,
    rect(352, listTop, 340, 84, { rx: 12, fill: palette.emerald50 }),
    text(368, listTop + 22, copy.strengthsTitle, {
      size: 14,
      weight: 800,
      fill: palette.emerald700,
    }),
    ...copy.strengths.map(
      (s, i) =>
        tick(376, listTop + 42 + i * 24, 8) +
        fitText(392, listTop + 46 + i * 24, s, 290, { size: 14, fill: palette.slate900 }),
    ),
    rect(352, listTop + 94, 340, 84, { rx: 12, fill: palette.brand50 }),
    text(368, listTop + 116, copy.practiseTitle, { size: 14, weight: 800, fill: palette.brand700 }),
    ...copy.practise.map(
      (s, i) =>
        circle(376, listTop + 136 + i * 24, 8, { fill: palette.brand500 }) +
        path(`M373 ${listTop + 132 + i * 24}l4 4-4 4`, {
          fill: 'none',
          stroke: palette.white,
          'stroke-width': 2,
          'stroke-linecap': 'round',
        }) +
        fitText(392, listTop + 140 + i * 24, s, 290, { size: 14, fill: palette.slate900 }),
    ),
    button(352, 412, 340, 36, copy.button),
  ].join('');
}
