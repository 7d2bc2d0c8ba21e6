import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { caseResults, resultShares } from '../draw/case';
import { circle, palette, path, rect } from '../draw/svg';
import { bar, tick } from '../draw/ui';
import { fit, heading, phoneWindow, tag, word, wrapped } from './kit';

/**
 * The Taco Bell case on a phone: the client, the journey's four stages, the three results. The
 * tiles keep 12 units from the window's sides and 30 from its foot: at 8 and 10 they read as
 * pressed against the frame (twentieth design review).
 */
export function drawCasePhone(copy: SceneCopy['case'], locale: Locale): string {
  const results = caseResults(copy, locale);
  const stepTop = 186;
  const stepGap = 34;
  const tilesTop = stepTop + 3 * stepGap + 34;
  const tileHeight = 132;
  const tile = (i: number) => {
    const y = tilesTop + i * (tileHeight + 10);
    const result = results[i]!;
    const label = wrapped(132, y + 36, result.label, 190, 18, {
      size: 15,
      weight: 700,
      fill: palette.slate700,
    });
    const visual = [
      [
        fit(32, y + 100, copy.before, 84, { size: 14, fill: palette.slate500 }),
        bar(120, y + 90, 200, 1, { height: 10, fill: palette.slate300 }),
        fit(32, y + 122, copy.after, 84, { size: 14, weight: 700, fill: palette.brand700 }),
        bar(120, y + 112, 200, resultShares.onboardingAfter, {
          height: 10,
          fill: palette.brand500,
          track: palette.white,
        }),
      ].join(''),
      [
        path(`M40 ${y + 100}H306`, {
          stroke: palette.emerald200,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
        circle(40, y + 100, 6, { fill: palette.emerald400 }),
        tick(306, y + 100, 12, palette.emerald600),
        word(32, y + 124, copy.steps[0], { size: 14, fill: palette.slate500 }),
        word(318, y + 124, copy.steps[3], {
          size: 14,
          weight: 700,
          fill: palette.emerald700,
          anchor: 'end',
        }),
      ].join(''),
      bar(32, y + 100, 286, resultShares.satisfaction, {
        height: 14,
        fill: palette.accent400,
        track: palette.white,
      }),
    ][i];
    return [
      rect(18, y, 324, tileHeight, { rx: 14, fill: palette.slate50, stroke: palette.slate200 }),
      word(32, y + 52, result.value, { size: 34, weight: 800, fill: result.colour }),
      label.svg,
      visual,
    ].join('');
  };
  return [
    phoneWindow(790, copy.windowTitle),
    word(22, 86, copy.client, { size: 24, weight: 800, fill: palette.slate900 }),
    fit(22, 108, copy.game, 316, { size: 14, fill: palette.slate500 }),
    tag(22, 120, copy.sector, { fill: palette.accent300, color: palette.slate900 }),
    heading(22, stepTop - 14, copy.journeyTitle, 316),
    path(`M40 ${stepTop + 8}V${stepTop + 3 * stepGap + 8}`, {
      stroke: palette.emerald400,
      'stroke-width': 4,
    }),
    ...copy.steps.map((step, i) => {
      const y = stepTop + i * stepGap + 8;
      return (
        circle(40, y, 13, { fill: palette.emerald100 }) +
        tick(40, y, 10) +
        fit(66, y + 5, step, 270, { size: 15, weight: 700, fill: palette.slate800 })
      );
    }),
    ...[0, 1, 2].map(tile),
  ].join('');
}
