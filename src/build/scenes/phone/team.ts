import type { SceneCopy } from '../copy/types';
import { palette, path, rect } from '../draw/svg';
import { avatar, bar, cast } from '../draw/ui';
import {
  coached,
  lostByPhase,
  stuckColours,
  teamLooks,
  teamRuns,
  teamScores,
  teamStuck,
} from '../draw/team';
import { fit, heading, minSize, phoneWindow, tag, tagWidth, word, wrapped } from './kit';

/** The sales team on a phone: one rep a row, the phase each loses the sale in, whom to coach. */
export function drawTeamPhone(copy: SceneCopy['team'], height: number): string {
  const rowHeight = 62;
  const rowsTop = 100;
  const lostTop = rowsTop + copy.reps.length * rowHeight + 34;
  const coachTop = lostTop + 20 + copy.stages.length * 34;
  const coachLine = wrapped(30, coachTop + 80, copy.coachLine, 300, 19, {
    size: 14,
    fill: palette.slate700,
  });
  const lostMax = Math.max(...lostByPhase);
  return [
    phoneWindow(height, copy.windowTitle),
    fit(22, 84, copy.title, 310 - tagWidth(copy.range), { size: 19, weight: 800 }),
    tag(338 - tagWidth(copy.range), 67, copy.range, {
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    ...copy.reps.map((name, i) => {
      const top = rowsTop + i * rowHeight;
      const cy = top + rowHeight / 2;
      const stage = copy.stages[teamStuck[i]!] ?? '';
      const chip = tagWidth(stage);
      return [
        i === coached ? rect(7, top, 346, rowHeight, { fill: palette.brand50 }) : '',
        path(`M18 ${top}h324`, { stroke: palette.slate100 }),
        avatar(`team-phone-${i}`, 38, cy, 17, teamLooks[i] ?? cast.client, {
          ring: palette.white,
        }),
        fit(64, cy - 4, name, 262 - chip - 64, { size: 15, weight: 700, fill: palette.slate900 }),
        fit(64, cy + 16, `${teamRuns[i]} ${copy.runsUnit} · ${teamScores[i]}`, 200 - chip + 60, {
          size: minSize,
          fill: palette.slate500,
        }),
        tag(342 - chip, cy - 12.5, stage, stuckColours(teamStuck[i]!)),
      ].join('');
    }),
    heading(22, lostTop, copy.lostTitle, 316),
    ...copy.stages.map((stage, i) => {
      const y = lostTop + 26 + i * 34;
      return [
        fit(22, y + 10, stage, 110, { size: minSize, weight: 600, fill: palette.slate600 }),
        bar(138, y, 160, (lostByPhase[i] ?? 0) / lostMax, {
          height: 12,
          fill: i === 1 ? palette.rose400 : palette.amber300,
        }),
        word(338, y + 11, String(lostByPhase[i]), {
          size: minSize,
          weight: 800,
          anchor: 'end',
        }),
      ].join('');
    }),
    rect(16, coachTop, 328, 78 + coachLine.count * 19, {
      rx: 12,
      fill: palette.brand50,
      stroke: palette.brand200,
    }),
    heading(30, coachTop + 26, copy.coachTitle, 300),
    avatar('team-phone-coach', 44, coachTop + 48, 13, teamLooks[coached] ?? cast.client, {
      ring: palette.white,
    }),
    fit(66, coachTop + 53, copy.reps[coached] ?? '', 260, {
      size: 15,
      weight: 800,
      fill: palette.brand700,
    }),
    coachLine.svg,
  ].join('');
}
