import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { answerRow, courseGroup, courseWords, hardest, rightByScene } from '../draw/course';
import { palette, rect } from '../draw/svg';
import { bar } from '../draw/ui';
import { fit, heading, phoneWindow, tag, word, wrapped } from './kit';

/**
 * Training on a phone: the group's metrics stacked, the two figures side by side, then the
 * decision that cost most, then every scene's right answers.
 */
export function drawCoursePhone(copy: SceneCopy['course'], locale: Locale, height: number): string {
  const words = courseWords(copy, locale);
  const title = wrapped(22, 106, words.heading, 316, 19, { size: 14, fill: palette.slate500 });
  const tilesTop = 106 + (title.count - 1) * 19 + 18;
  const tiles = [0, 1].map((i) => {
    const x = 18 + i * 166;
    return [
      rect(x, tilesTop, 158, 82, { rx: 12, fill: palette.slate50, stroke: palette.slate200 }),
      fit(x + 14, tilesTop + 34, words.values[i]!, 132, {
        size: 24,
        weight: 800,
        fill: i ? palette.brand600 : palette.emerald600,
      }),
      wrapped(x + 14, tilesTop + 56, copy.kpis[i] ?? '', 134, 17, {
        size: 14,
        fill: palette.slate600,
      }).svg,
    ].join('');
  });
  const hardTop = tilesTop + 98;
  const said = wrapped(32, hardTop + 90, copy.line, 296, 19, {
    size: 14,
    weight: 500,
    fill: palette.slate800,
  });
  const answersTop = hardTop + 90 + (said.count - 1) * 19 + 22;
  const answers = copy.choices.map((choice, i) =>
    answerRow(32, answersTop + i * 44, 296, i, choice, words.split[i]!),
  );
  const hardHeight = answersTop + 44 + 42 - hardTop;
  const barsTop = hardTop + hardHeight + 16;
  const rows = rightByScene.map((right, i) => {
    const y = barsTop + 48 + i * 34;
    const isHardest = i === hardest;
    const colour = isHardest ? palette.amber800 : palette.slate700;
    return [
      fit(32, y + 11, words.scenes[i]!, 88, {
        size: 14,
        weight: isHardest ? 700 : 600,
        fill: colour,
      }),
      bar(124, y, 150, right / courseGroup.total, {
        height: 12,
        fill: isHardest ? palette.amber400 : palette.brand500,
        track: palette.white,
      }),
      word(328, y + 11, words.ratios[i]!, { size: 14, weight: 700, fill: colour, anchor: 'end' }),
    ].join('');
  });
  return [
    phoneWindow(height, copy.windowTitle),
    word(22, 84, copy.group, { size: 20, weight: 800, fill: palette.slate900 }),
    title.svg,
    ...tiles,
    rect(18, hardTop, 324, hardHeight, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    heading(32, hardTop + 28, copy.hardestTitle, 296),
    tag(32, hardTop + 40, `${words.values[2]!} · ${copy.speaker}`, {
      fill: palette.amber100,
      color: palette.amber800,
    }),
    said.svg,
    ...answers,
    rect(18, barsTop, 324, 48 + rightByScene.length * 34 + 6, { rx: 12, fill: palette.brand50 }),
    heading(32, barsTop + 28, copy.barsTitle, 296),
    ...rows,
  ].join('');
}
