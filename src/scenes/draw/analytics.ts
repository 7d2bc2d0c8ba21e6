import type { Locale } from '../../i18n/locales';
import { salesSimulatorResults } from '../../data/games';
import { formatPercent } from '../../lib/formatPercent';
import type { SceneCopy } from '../copy/types';
import { appWindow, palette, path, rect, text } from './svg';
import { avatar, bar, cast, fitText, lines, pill, pillWidth } from './ui';

/** A sample player count: a plain count inside the UI, not a result. */
const startedCount = 1248;

export function drawAnalytics(copy: SceneCopy['analytics'], locale: Locale): string {
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  const count = new Intl.NumberFormat(locale);
  const pct = (value: number, sign = false) => formatPercent(value, locale, { sign });
  const finished = Math.round((startedCount * completionAfter) / 100);
  const funnel = copy.scenes.map((_, i) =>
    Math.round(startedCount - ((startedCount - finished) * i) / 4),
  );
  const nav = copy.nav
    .map((item, i) =>
      [
        i === 0 ? rect(24, 66 + i * 34, 122, 28, { rx: 8, fill: palette.brand50 }) : '',
        rect(34, 75 + i * 34, 10, 10, {
          rx: 3,
          fill: i === 0 ? palette.brand500 : palette.slate300,
        }),
        fitText(52, 84 + i * 34, item, 88, {
          size: 12,
          weight: i === 0 ? 700 : 500,
          fill: i === 0 ? palette.brand800 : palette.slate600,
        }),
      ].join(''),
    )
    .join('');
  const tile = (x: number, label: string, value: string, note: string, colour: string) =>
    [
      rect(x, 104, 172, 86, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
      fitText(x + 14, 126, label, 144, { size: 12, weight: 600, fill: palette.slate500 }),
      text(x + 14, 158, value, { size: 26, weight: 800, fill: colour }),
      fitText(x + 14, 178, note, 144, { size: 11, fill: palette.slate500 }),
    ].join('');
  const chartBar = (x: number, value: number, label: string, fill: string) => {
    const h = (value / 100) * 150;
    const caption = lines(x + 30, 432, label, 100, 13, {
      size: 11,
      weight: 600,
      fill: palette.slate600,
      anchor: 'middle',
    });
    return [
      rect(x, 400 - h, 60, h, { rx: 8, fill }),
      text(x + 30, 392 - h, pct(value), {
        size: 15,
        weight: 800,
        fill: palette.slate900,
        anchor: 'middle',
      }),
      caption.svg,
    ].join('');
  };
  const rangeWidth = pillWidth(copy.range, 11) + 14;
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    rect(18, 58, 134, 400, { rx: 10, fill: palette.slate50 }),
    nav,
    // Header.
    text(166, 84, copy.game, { size: 18, weight: 800, fill: palette.slate900 }),
    rect(698 - rangeWidth, 66, rangeWidth, 26, {
      rx: 13,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    rect(710 - rangeWidth, 73, 11, 11, {
      rx: 2,
      fill: 'none',
      stroke: palette.brand500,
      'stroke-width': 1.6,
    }),
    path(`M${710 - rangeWidth} 77h11`, { stroke: palette.brand500, 'stroke-width': 1.6 }),
    text(726 - rangeWidth, 83, copy.range, { size: 11, weight: 700, fill: palette.slate700 }),
    tile(
      166,
      copy.kpis[0],
      pct(completionAfter),
      `${copy.before} ${pct(completionBefore)}`,
      palette.brand700,
    ),
    tile(346, copy.kpis[1], pct(engagementIncrease, true), copy.engagementNote, '#059669'),
    tile(526, copy.kpis[2], count.format(startedCount), copy.playersNote, palette.slate900),
    // Before / after chart.
    rect(166, 202, 230, 256, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(180, 226, copy.chartTitle, 200, { size: 13, weight: 700 }),
    ...[0, 50, 100].map((v) =>
      path(`M180 ${400 - v * 1.5}h202`, {
        stroke: palette.slate200,
        'stroke-dasharray': v ? '3 4' : undefined,
      }),
    ),
    chartBar(206, completionBefore, copy.before, palette.slate300),
    chartBar(300, completionAfter, copy.after, palette.brand500),
    // Players by scene.
    rect(408, 202, 290, 138, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(422, 226, copy.funnelTitle, 260, { size: 13, weight: 700 }),
    ...copy.scenes.map((scene, i) => {
      const y = 242 + i * 19;
      const value = funnel[i] ?? 0;
      return [
        fitText(422, y + 8, scene, 98, { size: 11, fill: palette.slate600 }),
        bar(526, y, 112, value / startedCount, {
          height: 9,
          fill: i === 4 ? palette.mint : palette.brand400,
        }),
        text(686, y + 8, count.format(value), {
          size: 11,
          weight: 700,
          fill: palette.slate700,
          anchor: 'end',
        }),
      ].join('');
    }),
    // Latest players.
    rect(408, 350, 290, 108, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(422, 370, copy.playersTitle, 260, { size: 13, weight: 700 }),
    ...copy.players.map((name, i) => {
      const y = 396 + i * 23;
      const done = i < 2;
      const status = copy.statuses[done ? 0 : 1];
      return [
        avatar(
          `analytics-av${i}`,
          432,
          y - 4,
          10,
          [cast.guide, cast.colleague, cast.player][i] ?? cast.guide,
        ),
        fitText(450, y, name, 110, { size: 12, weight: 600 }),
        pill(684 - pillWidth(status, 11), y - 15, status, {
          fill: done ? '#d1fae5' : palette.accent300,
          color: done ? '#047857' : palette.brand950,
        }),
      ].join('');
    }),
  ].join('');
}
