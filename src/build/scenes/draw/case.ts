import type { Locale } from '../../../i18n/locales';
import { tacoBellResults } from '../../../data/caseStudy';
import { formatPercent } from '../../../render/format/formatPercent';
import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { bar, fitText, lines, panelLabel, pill, pillWidth, tick } from './ui';

/** The case's three results, in the page's order, each with its colour. */
export function caseResults(copy: SceneCopy['case'], locale: Locale) {
  const { onboardingTime, retention90, satisfaction } = tacoBellResults;
  return [
    {
      value: formatPercent(onboardingTime, locale),
      label: copy.results[0],
      colour: palette.brand600,
    },
    {
      value: formatPercent(retention90, locale),
      label: copy.results[1],
      colour: palette.emerald600,
    },
    {
      value: formatPercent(satisfaction, locale),
      label: copy.results[2],
      colour: palette.amber700,
    },
  ];
}

/**
 * What each result's picture shows, drawn only from the result itself: the onboarding's length
 * against the same onboarding before (100 → 55), the 90-day mark the retention is read at, and
 * the satisfied share. No baseline, date or count the case does not give.
 */
export const resultShares = {
  onboardingAfter: (100 - tacoBellResults.onboardingTime) / 100,
  satisfaction: tacoBellResults.satisfaction / 100,
};

/** The Taco Bell case: its branded onboarding game as a journey, then its three results. */
export function drawCase(copy: SceneCopy['case'], locale: Locale): string {
  const results = caseResults(copy, locale);
  // The last step clear of the finish flag beyond it: at 628 its ring touched the flag (twenty-fourth
  // design review).
  const stepX = [92, 264, 436, 604];
  const stepY = 182;
  const tagWidth = pillWidth(copy.sector, 14);
  const tile = (i: number) => {
    const x = 22 + i * 228;
    const result = results[i]!;
    const label = lines(x + 18, 320, result.label, 184, 17, {
      size: 14,
      weight: 700,
      fill: palette.slate700,
    });
    const visual = [
      // Onboarding length: before, and with the game.
      [
        fitText(x + 18, 376, copy.before, 176, { size: 14, fill: palette.slate500 }),
        bar(x + 18, 383, 176, 1, { height: 10, fill: palette.slate300 }),
        fitText(x + 18, 412, copy.after, 176, { size: 14, weight: 700, fill: palette.brand700 }),
        bar(x + 18, 419, 176, resultShares.onboardingAfter, {
          height: 10,
          fill: palette.brand500,
          track: palette.white,
        }),
      ].join(''),
      // Retention: read at day 90 of the journey.
      [
        path(`M${x + 24} 398H${x + 190}`, {
          stroke: palette.emerald200,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
        circle(x + 24, 398, 6, { fill: palette.emerald400 }),
        tick(x + 186, 398, 12, palette.emerald600),
        text(x + 24, 424, copy.steps[0], { size: 14, fill: palette.slate500 }),
        text(x + 198, 424, copy.steps[3], {
          size: 14,
          weight: 700,
          fill: palette.emerald700,
          anchor: 'end',
        }),
      ].join(''),
      // Satisfaction: the share of employees.
      bar(x + 18, 394, 180, resultShares.satisfaction, {
        height: 14,
        fill: palette.accent400,
        track: palette.white,
      }),
    ][i];
    return [
      rect(x, 246, 212, 196, { rx: 14, fill: palette.slate50, stroke: palette.slate200 }),
      text(x + 18, 294, result.value, { size: 38, weight: 800, fill: result.colour }),
      label.svg,
      visual,
    ].join('');
  };
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The client's name as words: the game carried its brand, the picture draws no mark of it.
    text(30, 88, copy.client, { size: 24, weight: 800, fill: palette.slate900 }),
    fitText(30, 110, copy.game, 450, { size: 14, fill: palette.slate500 }),
    pill(690 - tagWidth, 70, copy.sector, { fill: palette.accent300, color: palette.slate900 }),
    rect(22, 126, 676, 104, { rx: 14, fill: palette.brand50 }),
    panelLabel(38, 150, copy.journeyTitle, 400),
    path(`M${stepX[0]} ${stepY}H664`, {
      stroke: palette.emerald400,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    ...copy.steps.map((step, i) => {
      const x = stepX[i]!;
      return [
        circle(x, stepY, 16, { fill: palette.emerald100 }) + tick(x, stepY, 12),
        fitText(x, stepY + 36, step, 168, {
          size: 14,
          weight: 700,
          fill: palette.slate800,
          anchor: 'middle',
        }),
      ].join('');
    }),
    // Finish flag at the end of the line, which runs on to it (a flag off the line read as loose).
    path(`M664 ${stepY + 14}v-32`, { stroke: palette.slate500, 'stroke-width': 2.5 }),
    path(`M665 ${stepY - 18}h20l-5 7 5 7h-20z`, { fill: palette.accent400 }),
    ...[0, 1, 2].map(tile),
  ].join('');
}
