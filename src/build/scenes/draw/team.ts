import type { SceneCopy } from '../copy/types';
import { appWindow, palette, path, rect, text } from './svg';
import { avatar, bar, cast, fitText, lines, panelLabel, pill, pillWidth, type Look } from './ui';

type Copy = SceneCopy['team'];

/** The four reps' looks, in the copy's order: a woman, a man, a woman, a man. */
export const teamLooks: readonly Look[] = [cast.client, cast.buddy, cast.player, cast.customer];

/**
 * Sample figures inside the UI, not results: each rep's runs and last score (of 100), the phase
 * of the simulator where each most often loses the sale, and the team's lost runs per phase.
 */
export const teamRuns = [12, 9, 5, 8];
export const teamScores = [86, 74, 52, 63];
export const teamStuck = [2, 1, 1, 0];
export const lostByPhase = [6, 19, 8];
/** The rep the manager coaches next: the one with the lowest score. */
export const coached = teamScores.indexOf(Math.min(...teamScores));

/** A phase's chip: the objection, where most sales are lost, stands out. */
export const stuckColours = (phase: number) =>
  phase === 1
    ? { fill: palette.rose50, color: palette.rose700 }
    : { fill: palette.amber50, color: palette.amber800 };

/** Sales, the manager's side: the team's runs, where each rep loses the sale, whom to coach. */
export function drawTeam(copy: Copy): string {
  const rangeWidth = pillWidth(copy.range, 14);
  const columns = [46, 202, 266, 356];
  const rowHeight = 74;
  const lostMax = Math.max(...lostByPhase);
  const lostTitle = lines(500, 132, copy.lostTitle, 176, 18, { size: 15, weight: 700 });
  const lostTop = 132 + lostTitle.count * 18;
  const coachLine = lines(500, 390, copy.coachLine, 176, 18, {
    size: 14,
    fill: palette.slate700,
  });
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    fitText(30, 86, copy.title, 640 - rangeWidth - 40, {
      size: 21,
      weight: 800,
      fill: palette.slate900,
    }),
    pill(690 - rangeWidth, 66, copy.range, {
      size: 14,
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    // The team, one rep a row.
    rect(30, 104, 440, 350, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    ...copy.columns.map((label, i) =>
      fitText(columns[i]!, 132, label, [146, 56, 84, 104][i]!, {
        size: 14,
        weight: 700,
        fill: palette.slate500,
      }),
    ),
    path('M30 146h440', { stroke: palette.slate200 }),
    ...copy.reps.map((name, i) => {
      const top = 148 + i * rowHeight;
      const cy = top + rowHeight / 2;
      const stage = copy.stages[teamStuck[i]!] ?? '';
      return [
        i === coached ? rect(31, top, 438, rowHeight, { fill: palette.brand50 }) : '',
        i ? path(`M46 ${top}h408`, { stroke: palette.slate100 }) : '',
        avatar(`team-${i}`, 64, cy, 18, teamLooks[i] ?? cast.client, { ring: palette.white }),
        fitText(90, cy + 5, name, 100, { size: 15, weight: 700, fill: palette.slate900 }),
        text(columns[1]!, cy + 5, String(teamRuns[i]), {
          size: 15,
          weight: 700,
          fill: palette.slate700,
        }),
        text(columns[2]!, cy - 3, String(teamScores[i]), {
          size: 15,
          weight: 800,
          fill: palette.slate900,
        }),
        bar(columns[2]!, cy + 7, 68, (teamScores[i] ?? 0) / 100, {
          height: 6,
          fill: i === coached ? palette.rose400 : palette.brand500,
        }),
        pill(columns[3]!, cy - 12.5, stage, stuckColours(teamStuck[i]!)),
      ].join('');
    }),
    // Where the team loses the sale, by the simulator's phase.
    rect(484, 104, 206, 196, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    lostTitle.svg,
    ...copy.stages.map((stage, i) => {
      const y = lostTop + 6 + i * 40;
      return [
        fitText(500, y, stage, 130, { size: 14, weight: 600, fill: palette.slate600 }),
        text(674, y, String(lostByPhase[i]), {
          size: 14,
          weight: 800,
          fill: palette.slate900,
          anchor: 'end',
        }),
        bar(500, y + 9, 174, (lostByPhase[i] ?? 0) / lostMax, {
          height: 10,
          fill: i === 1 ? palette.rose400 : palette.amber300,
        }),
      ].join('');
    }),
    // What the manager takes from it: whom to coach, on what.
    rect(484, 312, 206, 142, { rx: 12, fill: palette.brand50, stroke: palette.brand200 }),
    panelLabel(500, 338, copy.coachTitle, 176),
    avatar('team-coach', 516, 364, 14, teamLooks[coached] ?? cast.client, {
      ring: palette.white,
    }),
    fitText(538, 369, copy.reps[coached] ?? '', 140, {
      size: 15,
      weight: 800,
      fill: palette.brand700,
    }),
    coachLine.svg,
  ].join('');
}
