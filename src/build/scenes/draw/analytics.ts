import type { Locale } from '../../../i18n/locales';
import { salesSimulatorResults } from '../../../data/games';
import { formatPercent } from '../../../render/format/formatPercent';
import type { SceneCopy } from '../copy/types';
import { appWindow, palette, path, rect, text } from './svg';
import { bar, count as countLabel, fitText, lines, pill, pillWidth } from './ui';

/** A sample player count: a plain count inside the UI, not a result. */
export const startedCount = 1248;

/** Players who reached each of `scenes` scenes, from all who started to all who finished. */
export function playersByScene(scenes: number): number[] {
  const finished = Math.round((startedCount * salesSimulatorResults.completionAfter) / 100);
  return Array.from({ length: scenes }, (_, i) =>
    Math.round(startedCount - ((startedCount - finished) * i) / (scenes - 1)),
  );
}

/** The sales simulator's dashboard: its figures (src/data), before and after, players by scene. */
export function drawAnalytics(copy: SceneCopy['analytics'], locale: Locale): string {
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  const count = new Intl.NumberFormat(locale);
  const pct = (value: number, sign = false) => formatPercent(value, locale, { sign });
  const funnel = playersByScene(copy.scenes.length);
  const tile = (x: number, label: string, value: string, note: string, colour: string) => {
    // A note too long for one line takes two, and lifts the figure above it.
    const lift = lines(0, 0, note, 178, 16, { size: 14 }).count > 1 ? 16 : 0;
    return [
      rect(x, 104, 206, 100, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
      fitText(x + 16, 126, label, 178, { size: 14, weight: 600, fill: palette.slate500 }),
      text(x + 16, 162 - lift / 2, value, { size: 30, weight: 800, fill: colour }),
      lines(x + 16, 188 - lift, note, 178, 16, { size: 14, fill: palette.slate500 }).svg,
    ].join('');
  };
  const chartBar = (x: number, value: number, label: string, fill: string) => {
    const h = (value / 100) * 132;
    const caption = lines(x + 33, 424, label, 104, 15, {
      size: 14,
      weight: 600,
      fill: palette.slate600,
      anchor: 'middle',
    });
    return [
      rect(x, 398 - h, 66, h, { rx: 8, fill }),
      text(x + 33, 390 - h, pct(value), {
        size: 17,
        weight: 800,
        fill: palette.slate900,
        anchor: 'middle',
      }),
      caption.svg,
    ].join('');
  };
  const rangeWidth = pillWidth(copy.range, 14);
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    fitText(30, 86, copy.game, 400, { size: 21, weight: 800, fill: palette.slate900 }),
    pill(690 - rangeWidth, 66, copy.range, {
      size: 14,
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    tile(
      30,
      copy.kpis[0],
      pct(completionAfter),
      `${copy.before} ${pct(completionBefore)}`,
      palette.brand700,
    ),
    tile(257, copy.kpis[1], pct(engagementIncrease, true), copy.engagementNote, palette.emerald600),
    tile(484, copy.kpis[2], count.format(startedCount), copy.playersNote, palette.slate900),
    // Before / after chart.
    rect(30, 214, 250, 240, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(46, 240, copy.chartTitle, 220, { size: 15, weight: 700 }),
    ...[0, 50, 100].map((v) =>
      path(`M46 ${398 - v * 1.32}h218`, {
        stroke: palette.slate200,
        'stroke-dasharray': v ? '3 4' : undefined,
      }),
    ),
    chartBar(66, completionBefore, copy.before, palette.slate300),
    chartBar(178, completionAfter, copy.after, palette.brand500),
    // Players by scene.
    rect(292, 214, 398, 240, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(308, 240, copy.funnelTitle, 360, { size: 15, weight: 700 }),
    ...copy.scenes.map((scene, i) => {
      const y = 262 + i * 37;
      const value = funnel[i] ?? 0;
      return [
        fitText(308, y + 12, scene, 124, { size: 14, fill: palette.slate600 }),
        bar(440, y + 1, 176, value / startedCount, {
          height: 13,
          fill: i === copy.scenes.length - 1 ? palette.emerald400 : palette.brand400,
        }),
        countLabel(674, y + 13, count.format(value)),
      ].join('');
    }),
  ].join('');
}
