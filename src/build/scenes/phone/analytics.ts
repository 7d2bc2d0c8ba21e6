import type { Locale } from '../../../i18n/locales';
import { salesSimulatorResults } from '../../../data/games';
import { formatPercent } from '../../../render/format/formatPercent';
import type { SceneCopy } from '../copy/types';
import { palette, rect } from '../draw/svg';
import { bar, count as countLabel } from '../draw/ui';
import { startedCount, playersByScene } from '../draw/analytics';
import { fit, phoneWindow, tag, tagWidth, word, wrapped } from './kit';

/** The analytics dashboard on a phone: its figures, the before and after, players by scene. */
export function drawAnalyticsPhone(copy: SceneCopy['analytics'], locale: Locale): string {
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  const count = new Intl.NumberFormat(locale);
  const pct = (value: number, sign = false) => formatPercent(value, locale, { sign });
  const funnel = playersByScene(copy.scenes.length);
  const tile = (
    x: number,
    y: number,
    width: number,
    label: string,
    value: string,
    note: string,
    colour: string,
  ) => {
    const words = wrapped(x + 14, y + 80, note, width - 24, 17, {
      size: 14,
      fill: palette.slate500,
    });
    return [
      rect(x, y, width, 94 + (words.count - 1) * 17, {
        rx: 12,
        fill: palette.white,
        stroke: palette.slate200,
      }),
      fit(x + 14, y + 24, label, width - 24, { size: 14, weight: 600, fill: palette.slate500 }),
      word(x + 14, y + 56, value, { size: 26, weight: 800, fill: colour }),
      words.svg,
    ].join('');
  };
  const chartTop = 222;
  return [
    phoneWindow(600, copy.windowTitle),
    fit(22, 84, copy.game, 300 - tagWidth(copy.range), { size: 19, weight: 800 }),
    tag(338 - tagWidth(copy.range), 67, copy.range, {
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    tile(
      20,
      104,
      156,
      copy.kpis[0],
      pct(completionAfter),
      `${copy.before} ${pct(completionBefore)}`,
      palette.brand700,
    ),
    tile(
      184,
      104,
      156,
      copy.kpis[1],
      pct(engagementIncrease, true),
      copy.engagementNote,
      palette.emerald600,
    ),
    // Completion, before and after, as two bars.
    fit(22, chartTop + 40, copy.chartTitle, 300, { size: 15, weight: 700 }),
    ...[
      [copy.before, completionBefore, palette.slate300],
      [copy.after, completionAfter, palette.brand500],
    ].map(([label, value, fill], i) => {
      const y = chartTop + 72 + i * 50;
      return [
        fit(22, y, String(label), 230, { size: 14, weight: 600, fill: palette.slate600 }),
        word(338, y, pct(Number(value)), { size: 15, weight: 800, anchor: 'end' }),
        bar(22, y + 10, 316, Number(value) / 100, { height: 14, fill: String(fill) }),
      ].join('');
    }),
    // Players by scene.
    fit(22, chartTop + 196, copy.funnelTitle, 300, { size: 15, weight: 700 }),
    ...copy.scenes.map((scene, i) => {
      const y = chartTop + 214 + i * 30;
      const value = funnel[i] ?? 0;
      return [
        fit(22, y + 10, scene, 118, { size: 14, fill: palette.slate600 }),
        bar(146, y, 138, value / startedCount, {
          height: 12,
          fill: i === 4 ? palette.emerald400 : palette.brand400,
        }),
        countLabel(338, y + 11, count.format(value)),
      ].join('');
    }),
  ].join('');
}
