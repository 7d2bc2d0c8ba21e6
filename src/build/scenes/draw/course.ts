import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { filled } from './season';
import { appWindow, circle, palette, rect, text } from './svg';
import { bar, fitText, lines, panelLabel, pill } from './ui';

type Copy = SceneCopy['course'];

/**
 * Sample figures inside the UI, not results: the group's size and how many finished, the average
 * time, and each scene's right answers; the second scene is the one that cost most, and its two
 * answers split as its right answers say.
 */
export const courseGroup = { total: 24, finished: 22, minutes: 34 };
export const rightByScene = [22, 15, 20, 21, 19];
export const hardest = rightByScene.indexOf(Math.min(...rightByScene));
const split = [rightByScene[hardest]!, courseGroup.total - rightByScene[hardest]!];

/** The words with a figure in them, filled and formatted for the locale. */
export function courseWords(copy: Copy, locale: Locale) {
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  return {
    heading: `${copy.courseName} · ${filled(copy.scenes, { count: n(rightByScene.length) })}`,
    values: [
      filled(copy.finished, { count: n(courseGroup.finished), total: n(courseGroup.total) }),
      filled(copy.minutes, { count: n(courseGroup.minutes) }),
      filled(copy.scene, { n: n(hardest + 1) }),
    ],
    scenes: rightByScene.map((_, i) => filled(copy.scene, { n: n(i + 1) })),
    ratios: rightByScene.map((right) => `${n(right)}/${n(courseGroup.total)}`),
    split: split.map(n),
  };
}

/**
 * One answer to the hardest decision, `width` wide from `x` at `y`: its letter, its words, how
 * many chose it, and a bar of that share (green for the right one), in both compositions.
 */
export function answerRow(
  x: number,
  y: number,
  width: number,
  index: number,
  choice: string,
  count: string,
): string {
  const right = index === 0;
  return [
    circle(x + 9, y + 6, 9, { fill: right ? palette.emerald100 : palette.rose100 }),
    text(x + 9, y + 11, 'AB'[index] ?? '', {
      size: 14,
      weight: 800,
      fill: right ? palette.emerald700 : palette.rose700,
      anchor: 'middle',
    }),
    fitText(x + 26, y + 11, choice, 230, { size: 14, weight: 600, fill: palette.slate800 }),
    text(x + width, y + 11, count, {
      size: 14,
      weight: 700,
      fill: palette.slate700,
      anchor: 'end',
    }),
    bar(x + 26, y + 20, width - 26, split[index]! / courseGroup.total, {
      height: 8,
      fill: right ? palette.emerald400 : palette.rose400,
    }),
  ].join('');
}

/** Each tile's figure colour: finished, time, the hardest scene. */
const tileColours = [palette.emerald600, palette.brand600, palette.amber700];

/**
 * Training, the trainer's side: what a course leaves once the group has played it. The group's
 * tiles, its right answers scene by scene, and the decision that cost most, with the line the
 * participants answered and how they split; what a trainer shows a client after the course.
 */
export function drawCourse(copy: Copy, locale: Locale): string {
  const words = courseWords(copy, locale);
  const tile = (i: number) => {
    const x = 22 + i * 228;
    return [
      rect(x, 124, 212, 78, { rx: 12, fill: palette.slate50, stroke: palette.slate200 }),
      fitText(x + 16, 160, words.values[i]!, 180, {
        size: 26,
        weight: 800,
        fill: tileColours[i],
      }),
      fitText(x + 16, 186, copy.kpis[i] ?? '', 184, { size: 14, fill: palette.slate600 }),
    ].join('');
  };
  const rows = rightByScene.map((right, i) => {
    const y = 266 + i * 38;
    const isHardest = i === hardest;
    return [
      fitText(38, y + 11, words.scenes[i]!, 84, {
        size: 14,
        weight: isHardest ? 700 : 600,
        fill: isHardest ? palette.amber800 : palette.slate700,
      }),
      bar(128, y, 150, right / courseGroup.total, {
        height: 12,
        fill: isHardest ? palette.amber400 : palette.brand500,
        track: palette.white,
      }),
      text(334, y + 11, words.ratios[i]!, {
        size: 14,
        weight: 700,
        fill: isHardest ? palette.amber800 : palette.slate700,
        anchor: 'end',
      }),
    ].join('');
  });
  const said = lines(382, 308, copy.line, 300, 19, {
    size: 14,
    weight: 500,
    fill: palette.slate800,
  });
  const answersTop = 308 + (said.count - 1) * 19 + 22;
  const answers = copy.choices.map((choice, i) =>
    answerRow(382, answersTop + i * 44, 300, i, choice, words.split[i]!),
  );
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    text(30, 86, copy.group, { size: 20, weight: 800, fill: palette.slate900 }),
    fitText(30, 108, words.heading, 660, { size: 14, fill: palette.slate500 }),
    ...[0, 1, 2].map(tile),
    // Left: the right answers, scene by scene; the hardest in amber, as its tile.
    rect(22, 218, 328, 236, { rx: 12, fill: palette.brand50 }),
    panelLabel(38, 246, copy.barsTitle, 296),
    ...rows,
    // Right: the hardest decision, the line the group answered and how it split.
    rect(366, 218, 332, 236, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    panelLabel(382, 246, copy.hardestTitle, 300),
    pill(382, 260, `${words.values[2]!} · ${copy.speaker}`, {
      fill: palette.amber100,
      color: palette.amber800,
    }),
    said.svg,
    ...answers,
  ].join('');
}
