import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { staffBrand } from './campaign';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import {
  bar,
  button,
  count,
  cast,
  character,
  fitText,
  lines,
  pill,
  pillWidth,
  textWidth,
} from './ui';

type Copy = SceneCopy['season'];

/** `{name}` slots filled with values. */
export const filled = (words: string, values: Record<string, string | number>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));

/** Each mission's state, in the copy's order: finished, finished, live this week, next. */
export const seasonStatus = [0, 0, 1, 2] as const;
/** The live mission. */
export const live = seasonStatus.indexOf(1);

/**
 * Sample counts inside the UI, not results: players of each mission (the live one so far), and
 * each team's players and points over the season, in the copy's team order.
 */
export const missionPlayers = [186, 171, 94];
export const teamPlayers = [64, 37, 58, 41];
export const teamPoints = [1180, 870, 1240, 960];
/** Teams by points, most first. */
export const ranking = teamPoints.map((_, i) => i).sort((p, q) => teamPoints[q]! - teamPoints[p]!);
/** Teams by players, most first. */
const byPlayers = teamPlayers.map((_, i) => i).sort((p, q) => teamPlayers[q]! - teamPlayers[p]!);

/** Each team's colour, so a team is found in the ranking and the players alike. */
export const teamColours = [palette.sky500, palette.emerald400, palette.accent400, palette.rose400];

/** The medals of the first three places, then a plain place. */
export const medals = [
  { fill: palette.accent400, color: palette.amber900 },
  { fill: palette.slate200, color: palette.slate700 },
  { fill: palette.orange100, color: palette.orange800 },
  { fill: palette.slate100, color: palette.slate600 },
] as const;

/** A status's pill on a cover: finished, live (the company's accent), next. */
const statusColours = [
  { fill: palette.white, color: palette.emerald700 },
  { fill: staffBrand.accent, color: staffBrand.deep },
  { fill: palette.white, color: palette.slate600 },
] as const;

/** A person, head and shoulders: a count of players. */
export const person = (x: number, y: number, fill: string) =>
  circle(x, y - 7, 3.6, { fill }) + path(`M${x - 6} ${y + 2}a6 6 0 0 1 12 0z`, { fill });

/** A clock: when the next mission opens. */
export const clock = (x: number, y: number, color: string) =>
  circle(x, y, 6.5, { fill: 'none', stroke: color, 'stroke-width': 1.8 }) +
  path(`M${x} ${y - 3.5}v3.5l2.5 2`, {
    fill: 'none',
    stroke: color,
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
  });

/** A five-pointed star around (cx, cy), `r` to its points. */
const star = (cx: number, cy: number, r: number) =>
  'M' +
  Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join('L') +
  'z';

/** Each mission's subject as a sign: safety (a shield), wellbeing (a heart), values (a star). */
function sign(mission: number, cx: number, cy: number, fill: string): string {
  if (mission === 0)
    return (
      path(`M${cx} ${cy - 19}l16 6v10c0 12-7 19-16 23c-9-4-16-11-16-23v-10z`, { fill }) +
      path(`M${cx - 6} ${cy + 1}l4 4 8-8`, {
        fill: 'none',
        stroke: palette.white,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    );
  if (mission === 1)
    return path(
      `M${cx} ${cy + 15}c-13-9-19-15-19-23a9.5 9.5 0 0 1 19-3a9.5 9.5 0 0 1 19 3c0 8-6 14-19 23z`,
      { fill },
    );
  return path(star(cx, cy, 19), { fill });
}

/** A shop's shelf of two boards, stocked, from (x, y): the live cover's shop, on phones. */
const shelf = (x: number, y: number) =>
  [0, 1]
    .map((board) => {
      const top = y + board * 20;
      const stock = [palette.accent300, palette.white, palette.rose400, staffBrand.light];
      return (
        stock
          .map((fill, i) =>
            rect(x + 4 + i * 20, top + 4 - (i % 2) * 4, 14, 14 + (i % 2) * 4, { rx: 2, fill }),
          )
          .join('') + rect(x, top + 18, 88, 4, { rx: 2, fill: staffBrand.deep })
      );
    })
    .join('');

/**
 * A mission's cover, `width` by `height` from (x, y), its top corners rounded (all four with
 * `round`): the finished ones in light tints of the company's colours, the live one in its
 * colours with a customer at the counter, the next one still grey. `signX` is where the sign or
 * the customer stands.
 */
export function missionCover(
  mission: number,
  x: number,
  y: number,
  width: number,
  height: number,
  id: string,
  { signX = x + width - 30, round = false }: { signX?: number; round?: boolean } = {},
): string {
  const status = seasonStatus[mission] ?? 2;
  const base = round
    ? `a12 12 0 0 1-12 12h-${width - 24}a12 12 0 0 1-12-12z`
    : `v${height - 12}h-${width}z`;
  const outline = `M${x} ${y + 12}a12 12 0 0 1 12-12h${width - 24}a12 12 0 0 1 12 12${round ? `v${height - 24}` : ''}${base}`;
  const cy = y + height / 2 + 3;
  const inside =
    status === 1
      ? [
          rect(x, y, width, height, { fill: staffBrand.primary }),
          // Wide enough (on phones), the shop behind: a lamp and a stocked shelf.
          width > 200
            ? path(`M${signX - 92} ${y}v12`, { stroke: staffBrand.deep, 'stroke-width': 2 }) +
              path(`M${signX - 104} ${y + 22}a12 10 0 0 1 24 0z`, { fill: staffBrand.accent }) +
              shelf(x + 22, y + 12)
            : '',
          character(signX, y + height * 1.14, height / 165, cast.shopper),
          // The counter the customer stands at.
          rect(x, y + height - 10, width, 10, { fill: staffBrand.deep }),
          rect(x, y + height - 10, width, 3, { fill: staffBrand.light }),
        ].join('')
      : [
          rect(x, y, width, height, { fill: status === 0 ? staffBrand.sky : palette.slate100 }),
          circle(signX, cy, 20, { fill: status === 0 ? staffBrand.tagline : palette.white }),
          el(
            'g',
            { transform: `translate(${signX} ${cy}) scale(0.74)` },
            sign(mission, 0, 0, status === 0 ? staffBrand.light : palette.slate300),
          ),
        ].join('');
  return el('clipPath', { id }, path(outline)) + el('g', { 'clip-path': `url(#${id})` }, inside);
}

/** A status pill, its words in the status's colours. */
const statusPill = (x: number, y: number, label: string, status: number, size = 14) =>
  pill(x, y, label, { ...statusColours[status]!, size });

/**
 * Engagement, the organiser's side: an internal campaign's season, one mission a week (two
 * finished, this week's live, the next one set to open), each team's players and the team ranking.
 */
export function drawSeason(copy: Copy, locale: Locale): string {
  const n = new Intl.NumberFormat(locale);
  const cardWidth = 158;
  const cardTop = 112;
  const cardHeight = 174;
  const coverHeight = 56;
  const titleMax = 500 - pillWidth(copy.visibility) - 44;
  const titleWidth = Math.min(titleMax, textWidth(copy.title, 21, true));
  const segment = 38;
  const panelTop = 298;
  const maxPlayers = Math.max(...teamPlayers);
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    fitText(30, 90, copy.title, titleMax, { size: 21, weight: 800 }),
    pill(30 + titleWidth + 14, 70, copy.visibility, {
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    // Where the season is: one segment a week.
    text(690, 78, copy.progress, { size: 14, weight: 700, fill: palette.brand700, anchor: 'end' }),
    ...seasonStatus.map((status, i) =>
      rect(690 - (4 - i) * (segment + 4) + 4, 88, segment, 7, {
        rx: 3.5,
        fill: [palette.emerald400, palette.brand500, palette.slate200][status],
      }),
    ),
    // The season, one mission a week.
    ...copy.episodes.map((episode, i) => {
      const x = 26 + i * (cardWidth + 12);
      const status = seasonStatus[i]!;
      const isLive = status === 1;
      const title = lines(x + 12, cardTop + 100, episode, cardWidth - 24, 19, {
        size: 15,
        weight: 700,
        fill: status === 2 ? palette.slate700 : palette.slate900,
      });
      const bottom = cardTop + cardHeight;
      const meta =
        status === 2
          ? [
              clock(x + 19, cardTop + 100 + title.count * 19 + 1, palette.brand600),
              fitText(x + 32, cardTop + 100 + title.count * 19 + 6, copy.opens, cardWidth - 44, {
                size: 14,
                weight: 700,
                fill: palette.brand700,
              }),
              button(x + 12, bottom - 40, cardWidth - 24, 28, copy.preview, { size: 14, rx: 8 }),
            ].join('')
          : [
              person(x + 18, bottom - 16, isLive ? palette.brand600 : palette.slate400),
              fitText(
                x + 30,
                bottom - 16,
                filled(isLive ? copy.soFar : copy.players, { count: n.format(missionPlayers[i]!) }),
                cardWidth - 42,
                {
                  size: 14,
                  weight: isLive ? 700 : 400,
                  fill: isLive ? palette.brand700 : palette.slate600,
                },
              ),
            ].join('');
      return [
        rect(x, cardTop, cardWidth, cardHeight, {
          rx: 12,
          fill: palette.white,
          stroke: isLive ? palette.brand400 : palette.slate200,
          'stroke-width': isLive ? 2 : 1,
          filter: isLive ? 'url(#shadow)' : undefined,
        }),
        missionCover(i, x, cardTop, cardWidth, coverHeight, `season-cover${i}`),
        path(`M${x} ${cardTop + coverHeight}h${cardWidth}`, { stroke: palette.slate200 }),
        statusPill(x + 10, cardTop + 10, copy.statuses[status] ?? '', status),
        fitText(
          x + 12,
          cardTop + 78,
          filled(copy.week, { n: i + 1 }).toUpperCase(),
          cardWidth - 24,
          {
            size: 14,
            weight: 700,
            fill: isLive ? palette.brand600 : palette.slate500,
            attrs: { 'letter-spacing': 0.6 },
          },
        ),
        title.svg,
        meta,
      ].join('');
    }),
    // The team ranking, by points.
    rect(26, panelTop, 324, 156, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    text(42, panelTop + 28, copy.rankingTitle, { size: 15, weight: 800 }),
    ...ranking.map((team, place) => {
      const cy = panelTop + 58 + place * 27;
      const points = filled(copy.points, { points: n.format(teamPoints[team]!) });
      return [
        place === 0 ? rect(27, cy - 13.5, 322, 27, { fill: palette.brand50 }) : '',
        circle(52, cy, 11, { fill: medals[place]!.fill }),
        text(52, cy + 5, String(place + 1), {
          size: 14,
          weight: 800,
          fill: medals[place]!.color,
          anchor: 'middle',
        }),
        rect(72, cy - 5, 10, 10, { rx: 3, fill: teamColours[team] }),
        fitText(90, cy + 5, copy.teams[team] ?? '', 232 - textWidth(points, 15, true), {
          size: 15,
          weight: place === 0 ? 700 : 400,
          fill: palette.slate900,
        }),
        text(334, cy + 5, points, {
          size: 15,
          weight: 800,
          fill: place === 0 ? palette.brand700 : palette.slate700,
          anchor: 'end',
        }),
      ].join('');
    }),
    // Each team's players over the season.
    rect(362, panelTop, 332, 156, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    text(378, panelTop + 28, copy.playersTitle, { size: 15, weight: 800 }),
    ...byPlayers.map((team, row) => {
      const cy = panelTop + 58 + row * 27;
      return [
        rect(378, cy - 5, 10, 10, { rx: 3, fill: teamColours[team] }),
        fitText(396, cy + 5, copy.teams[team] ?? '', 132, {
          size: 14,
          fill: palette.slate600,
        }),
        bar(534, cy - 5, 114, teamPlayers[team]! / maxPlayers, {
          height: 10,
          fill: palette.brand400,
        }),
        count(678, cy + 5, n.format(teamPlayers[team]!)),
      ].join('');
    }),
  ].join('');
}
