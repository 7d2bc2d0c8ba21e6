import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, el, palette, rect } from '../draw/svg';
import { bar, count } from '../draw/ui';
import {
  cover,
  foodBrand,
  publicCounts,
  type CampaignColours,
  type CampaignCounts,
} from '../draw/campaign';
import { fit, heading, minSize, phoneWindow, word } from './kit';

/** The campaign on a phone: its cover as players see it, then how many played and how far. */
export function drawCampaignPhone(
  copy: SceneCopy['campaign'],
  locale: Locale,
  brand: CampaignColours = foodBrand,
  { reached }: CampaignCounts = publicCounts,
): string {
  const n = new Intl.NumberFormat(locale);
  const started = reached[0] ?? 0;
  const finished = reached[reached.length - 1] ?? 0;
  const tile = (x: number, label: string, value: number, dot: string) =>
    [
      rect(x, 500, 156, 72, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
      circle(x + 16, 520, 4, { fill: dot }),
      fit(x + 26, 525, label, 122, { size: 14, weight: 600, fill: palette.slate500 }),
      word(x + 14, 558, n.format(value), { size: 24, weight: 800 }),
    ].join('');
  return [
    phoneWindow(770, copy.windowTitle),
    el('g', { transform: 'translate(2 -4)' }, cover(copy, minSize, brand)),
    fit(22, 486, copy.resultsTitle, 300, { size: 18, weight: 800 }),
    tile(20, copy.tiles[0], started, palette.brand500),
    tile(184, copy.tiles[1], finished, palette.emerald400),
    heading(22, 606, copy.funnelTitle),
    ...copy.chapters.map((chapter, i) => {
      const y = 620 + i * 32;
      const value = reached[i] ?? 0;
      return [
        circle(32, y + 9, 11, { fill: i === 3 ? palette.emerald100 : palette.brand50 }),
        word(32, y + 14, String(i + 1), {
          size: 14,
          weight: 800,
          fill: i === 3 ? palette.emerald700 : palette.brand700,
          anchor: 'middle',
        }),
        fit(50, y + 14, chapter, 96, { size: 14, fill: palette.slate600 }),
        bar(152, y + 3, 130, value / started, {
          height: 12,
          fill: i === 3 ? palette.emerald400 : palette.brand400,
        }),
        count(338, y + 14, n.format(value)),
      ].join('');
    }),
  ].join('');
}
