import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { palette, rect } from '../draw/svg';
import { affiliateFigures, monthBars } from '../draw/affiliate';
import { fit, heading, phoneButton, phoneWindow, tag } from './kit';

/** The partner's panel on a phone: the link, the three figures one under another, the year. */
export function drawAffiliatePhone(
  copy: SceneCopy['affiliate'],
  locale: Locale,
  height: number,
): string {
  const figures = affiliateFigures(copy, locale);
  return [
    phoneWindow(height, copy.windowTitle),
    tag(20, 58, figures.example, { fill: palette.accent300, color: palette.brand950 }),
    heading(22, 112, copy.linkLabel),
    rect(20, 124, 320, 44, { rx: 10, fill: palette.slate50, stroke: palette.slate200 }),
    fit(34, 152, copy.link, 200, { size: 14, fill: palette.slate700 }),
    phoneButton(250, 130, 82, 32, copy.copy, { size: 14, rx: 8 }),
    ...figures.tiles.map((tile, i) => {
      const y = 184 + i * 100;
      return [
        rect(20, y, 320, 90, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
        fit(34, y + 26, tile.label, 290, { size: 14, weight: 600, fill: palette.slate500 }),
        fit(34, y + 56, tile.value, 290, {
          size: 26,
          weight: 800,
          fill: i === 1 ? palette.emerald600 : palette.slate900,
        }),
        fit(34, y + 78, tile.note, 290, { size: 14, fill: palette.slate500 }),
      ].join('');
    }),
    fit(22, 514, figures.chartTitle, 316, { size: 15, weight: 700 }),
    fit(22, 536, figures.total, 316, { size: 15, weight: 800, fill: palette.emerald600 }),
    monthBars(figures.months, {
      left: 32,
      span: 296,
      barWidth: 18,
      top: 552,
      height: 52,
      rx: 4,
      labelY: 624,
    }),
  ].join('');
}
