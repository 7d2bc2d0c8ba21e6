import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, palette, path, rect } from '../draw/svg';
import { bar, textWidth, tick } from '../draw/ui';
import {
  clock,
  filled,
  live,
  medals,
  missionCover,
  missionPlayers,
  person,
  ranking,
  seasonStatus,
  teamColours,
  teamPlayers,
  teamPoints,
} from '../draw/season';
import { fit, heading, minSize, phoneButton, phoneWindow, tag, tagWidth, word } from './kit';

/** A finished or next mission's pill words: green when done, grey when still to come. */
const statusPillColour = (status: number) => (status === 0 ? palette.emerald700 : palette.slate600);

/**
 * The season on a phone: its missions down a line, this week's with its cover, the next one set to
 * open; then the teams by points, each with its players.
 */
export function drawSeasonPhone(copy: SceneCopy['season'], locale: Locale, height: number): string {
  const n = new Intl.NumberFormat(locale);
  const railX = 34;
  const textX = 58;
  const right = 338;
  const maxPlayers = Math.max(...teamPlayers);
  // Each mission's row: finished ones short, the live one with its cover, the next with its button.
  const rowHeights = seasonStatus.map((status) => (status === 0 ? 56 : status === 1 ? 156 : 100));
  const rowTops = rowHeights.map(
    (_, i) => 142 + rowHeights.slice(0, i).reduce((sum, each) => sum + each, 0),
  );
  const teamsTop = (rowTops.at(-1) ?? 0) + (rowHeights.at(-1) ?? 0) + 8;
  const segment = (316 - 3 * 6) / 4;
  return [
    phoneWindow(height, copy.windowTitle),
    fit(22, 88, copy.title, 300 - tagWidth(copy.visibility), { size: 20, weight: 800 }),
    tag(right - tagWidth(copy.visibility), 70, copy.visibility, {
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    word(22, 114, copy.progress, { size: 14, weight: 700, fill: palette.brand700 }),
    ...seasonStatus.map((status, i) =>
      rect(22 + i * (segment + 6), 124, segment, 7, {
        rx: 3.5,
        fill: [palette.emerald400, palette.brand500, palette.slate200][status],
      }),
    ),
    // The rail down the season: done as far as this week, dashed after.
    path(`M${railX} ${rowTops[0]! + 12}V${rowTops[live]! + 12}`, {
      stroke: palette.emerald400,
      'stroke-width': 3,
    }),
    path(`M${railX} ${rowTops[live]! + 12}V${rowTops.at(-1)! + 12}`, {
      stroke: palette.slate300,
      'stroke-width': 3,
      'stroke-dasharray': '2 6',
      'stroke-linecap': 'round',
    }),
    ...copy.episodes.map((episode, i) => {
      const top = rowTops[i]!;
      const status = seasonStatus[i]!;
      const label = copy.statuses[status] ?? '';
      const mark =
        status === 0
          ? tick(railX, top + 12, 11)
          : status === 1
            ? circle(railX, top + 12, 14, { fill: palette.brand200 }) +
              circle(railX, top + 12, 9, { fill: palette.brand600 }) +
              circle(railX, top + 12, 3.5, { fill: palette.white })
            : circle(railX, top + 12, 9, {
                fill: palette.white,
                stroke: palette.slate300,
                'stroke-width': 2.5,
              });
      const pillX = right - tagWidth(label);
      const extra =
        status === 1
          ? [
              missionCover(i, textX, top + 54, right - textX, 72, 'season-phone-cover', {
                signX: right - 60,
                round: true,
              }),
              person(textX + 8, top + 146, palette.brand600),
              fit(
                textX + 20,
                top + 146,
                filled(copy.soFar, { count: n.format(missionPlayers[i]!) }),
                right - textX - 20,
                { size: 14, weight: 700, fill: palette.brand700 },
              ),
            ].join('')
          : status === 2
            ? [
                clock(textX + 7, top + 70, palette.brand600),
                fit(textX + 20, top + 75, copy.opens, 120, {
                  size: 14,
                  weight: 700,
                  fill: palette.brand700,
                }),
                phoneButton(right - 128, top + 54, 128, 38, copy.preview, { size: 14, rx: 10 }),
              ].join('')
            : [
                person(
                  right - textWidth(n.format(missionPlayers[i]!), 14, true) - 12,
                  top + 41,
                  palette.slate400,
                ),
                word(right, top + 41, n.format(missionPlayers[i]!), {
                  size: 14,
                  weight: 700,
                  fill: palette.slate600,
                  anchor: 'end',
                }),
              ].join('');
      return [
        mark,
        fit(textX, top + 17, filled(copy.week, { n: i + 1 }).toUpperCase(), pillX - textX - 8, {
          size: minSize,
          weight: 700,
          fill: status === 1 ? palette.brand600 : palette.slate500,
          attrs: { 'letter-spacing': 0.5 },
        }),
        tag(pillX, top, label, {
          fill: status === 1 ? palette.brand600 : palette.slate100,
          color: status === 1 ? palette.white : statusPillColour(status),
        }),
        fit(textX, top + 41, episode, status === 0 ? 220 : right - textX, {
          size: 15,
          weight: 700,
          fill: status === 2 ? palette.slate700 : palette.slate900,
        }),
        extra,
      ].join('');
    }),
    // The teams, by points, each with its players.
    path(`M16 ${teamsTop - 4}h328`, { stroke: palette.slate100 }),
    heading(22, teamsTop + 22, copy.rankingTitle, 316),
    ...ranking.map((team, place) => {
      const top = teamsTop + 34 + place * 44;
      const points = filled(copy.points, { points: n.format(teamPoints[team]!) });
      return [
        place === 0 ? rect(7, top, 346, 44, { fill: palette.brand50 }) : '',
        circle(34, top + 22, 13, { fill: medals[place]!.fill }),
        word(34, top + 27, String(place + 1), {
          size: 14,
          weight: 800,
          fill: medals[place]!.color,
          anchor: 'middle',
        }),
        rect(58, top + 8, 10, 10, { rx: 3, fill: teamColours[team] }),
        fit(74, top + 18, copy.teams[team] ?? '', right - 12 - textWidth(points, 15, true) - 74, {
          size: 15,
          weight: place === 0 ? 800 : 600,
          fill: palette.slate900,
        }),
        word(right, top + 18, points, {
          size: 15,
          weight: 800,
          fill: place === 0 ? palette.brand700 : palette.slate700,
          anchor: 'end',
        }),
        bar(58, top + 27, 172, teamPlayers[team]! / maxPlayers, {
          height: 8,
          fill: palette.brand400,
        }),
        fit(right, top + 36, filled(copy.players, { count: n.format(teamPlayers[team]!) }), 100, {
          size: minSize,
          fill: palette.slate500,
          anchor: 'end',
        }),
      ].join('');
    }),
  ].join('');
}
