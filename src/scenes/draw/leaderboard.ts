import type { Locale } from '../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, button, cast, fitText, pill, pillWidth, type Look } from './ui';

/** Sample counts inside the UI: points per player and the campaign's players. */
const points = [2940, 2815, 2760, 2390, 2245];
const myPoints = 1870;
const myRank = 12;
const playerCount = 1248;
const looks: Look[] = [cast.colleague, cast.guide, cast.customer, cast.player, cast.guide];

export function drawLeaderboard(copy: SceneCopy['leaderboard'], locale: Locale): string {
  const n = new Intl.NumberFormat(locale);
  const podium: [rank: number, x: number, height: number][] = [
    [1, 26, 52],
    [0, 152, 70],
    [2, 278, 40],
  ];
  const countdown = `${copy.endsIn} ${copy.countdown}`;
  const row = (y: number, rank: number, name: string, score: number, look: Look, me = false) =>
    [
      rect(26, y, 356, 34, {
        rx: 10,
        fill: me ? palette.brand600 : palette.white,
        stroke: me ? undefined : palette.slate200,
      }),
      text(46, y + 22, String(rank), {
        size: 13,
        weight: 800,
        fill: me ? palette.white : palette.slate500,
        anchor: 'middle',
      }),
      avatar(`leaderboard-r${rank}`, 78, y + 17, 12, look),
      fitText(98, y + 22, name, 170, {
        size: 13,
        weight: 700,
        fill: me ? palette.white : palette.slate900,
      }),
      text(370, y + 22, `${n.format(score)} ${copy.points}`, {
        size: 13,
        weight: 700,
        fill: me ? palette.accent300 : palette.brand700,
        anchor: 'end',
      }),
    ].join('');
  return [
    rect(0, 0, 720, 480, { fill: palette.slate100 }),
    appWindow(10, 14, 700, 452, copy.subtitle),
    text(26, 88, copy.title, { size: 20, weight: 800 }),
    pill(26, 100, countdown, { fill: palette.accent300, color: palette.brand950 }),
    circle(50 + pillWidth(countdown), 111, 5, { fill: palette.mint }),
    fitText(62 + pillWidth(countdown), 115, `${n.format(playerCount)} ${copy.players}`, 150, {
      size: 12,
      weight: 700,
      fill: palette.slate600,
    }),
    // Podium.
    ...podium.map(([i, x, h]) =>
      [
        rect(x, 310 - h, 104, h, { rx: 10, fill: i === 0 ? palette.brand500 : palette.brand200 }),
        text(x + 52, 310 - h + 34, String(i + 1), {
          size: 24,
          weight: 800,
          fill: i === 0 ? palette.white : palette.brand700,
          anchor: 'middle',
        }),
        avatar(`leaderboard-p${i}`, x + 52, 310 - h - 66, 24, looks[i] ?? cast.guide, {
          ring: [palette.accent400, palette.slate300, '#d6a274'][i],
        }),
        i === 0
          ? path(`M${x + 38} ${310 - h - 92}l5-14 9 8 9-8 5 14z`, { fill: palette.accent400 })
          : '',
        fitText(x + 52, 310 - h - 26, copy.names[i] ?? '', 100, {
          size: 12,
          weight: 700,
          anchor: 'middle',
        }),
        text(x + 52, 310 - h - 10, `${n.format(points[i] ?? 0)} ${copy.points}`, {
          size: 11,
          weight: 600,
          fill: palette.slate500,
          anchor: 'middle',
        }),
      ].join(''),
    ),
    rect(26, 310, 356, 2, { fill: palette.slate200 }),
    row(322, 4, copy.names[3], points[3] ?? 0, looks[3] ?? cast.player),
    row(364, 5, copy.names[4], points[4] ?? 0, looks[4] ?? cast.guide),
    text(204, 414, '· · ·', { size: 14, weight: 800, fill: palette.slate400, anchor: 'middle' }),
    row(422, myRank, copy.you, myPoints, cast.player, true),
    // Rewards.
    rect(400, 66, 294, 384, { rx: 14, fill: palette.brand50 }),
    text(418, 96, copy.rewardsTitle, { size: 15, weight: 800 }),
    ...copy.rewards.map((reward, i) => {
      const y = 114 + i * 86;
      const colour = [palette.accent400, palette.brand500, palette.mint][i] ?? palette.mint;
      return [
        rect(414, y, 266, 70, { rx: 12, fill: palette.white }),
        circle(446, y + 35, 18, { fill: colour }),
        path(`M446 ${y + 24}l3.5 7.2 8 1-5.8 5.5 1.4 7.8-7.1-3.8-7.1 3.8 1.4-7.8-5.8-5.5 8-1z`, {
          fill: palette.white,
        }),
        fitText(474, y + 40, reward, 196, { size: 13, weight: 700 }),
      ].join('');
    }),
    button(414, 396, 266, 40, copy.play),
  ].join('');
}
