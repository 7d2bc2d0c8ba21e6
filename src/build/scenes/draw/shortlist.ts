import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, button, cast, fitText, tick, type Look } from './ui';

type Copy = SceneCopy['shortlist'];

/** The three candidates' looks, in the copy's order: a woman, a man, a woman. */
const looks: readonly Look[] = [cast.guide, cast.buddy, cast.player, cast.applicant];
/** The recruiter's rating of each criterion, out of five dots. */
export const ratings = [4, 3];
const wave = [8, 14, 22, 12, 18, 26, 10, 16, 24, 14, 8, 18, 12];

export function dots(x: number, y: number, filled: number, r = 5): string {
  return [0, 1, 2, 3, 4]
    .map((i) =>
      circle(x + i * (r * 2 + 5), y, r, { fill: i < filled ? palette.brand500 : palette.slate200 }),
    )
    .join('');
}

/** The process strip: every stage done but the last, which is the recruiter's. */
function stages(x: number, y: number, width: number, copy: Copy, size: number): string {
  const step = width / 3;
  return copy.stages
    .map((stage, i) => {
      const left = x + i * step;
      const mark =
        i < 2
          ? tick(left + 10, y, 10)
          : circle(left + 10, y, 9, {
              fill: palette.white,
              stroke: palette.brand500,
              'stroke-width': 2.5,
            });
      return (
        mark +
        fitText(left + 26, y + size * 0.36, stage, step - 32, {
          size,
          weight: 700,
          fill: i < 2 ? palette.slate700 : palette.brand700,
        })
      );
    })
    .join('');
}

function decisionRows(x: number, y: number, width: number, gap: number, copy: Copy) {
  return copy.decisions.map((decision, i) => {
    const top = y + i * gap;
    return [
      rect(x, top, width, gap - 8, { rx: 10, fill: palette.slate50 }),
      text(x + 12, top + 20, copy.scenes[i] ?? '', {
        size: 14,
        weight: 800,
        fill: palette.brand700,
      }),
      fitText(x + 86, top + 20, decision, width - 98, { size: 14, fill: palette.slate900 }),
    ].join('');
  });
}

function answerRow(x: number, y: number, width: number, copy: Copy, height: number): string {
  return [
    rect(x, y, width, height, { rx: 10, fill: palette.brand50 }),
    circle(x + 22, y + height / 2, 12, { fill: palette.brand600 }),
    path(`M${x + 18} ${y + height / 2 - 6}l10 6-10 6z`, { fill: palette.white }),
    fitText(x + 44, y + height / 2 + 4.5, copy.answers, width - 150, {
      size: 14,
      weight: 700,
      fill: palette.slate900,
    }),
    ...wave.map((h, i) =>
      rect(x + width - 96 + i * 7, y + height / 2 - h / 2, 4, h, { rx: 2, fill: palette.brand300 }),
    ),
  ].join('');
}

export function drawShortlist(copy: Copy): string {
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The candidates.
    text(28, 80, copy.listTitle, { size: 14, weight: 800, fill: palette.slate500 }),
    ...copy.candidates.map((name, i) => {
      const y = 94 + i * 76;
      const selected = i === 0;
      return [
        rect(24, y, 224, 66, {
          rx: 12,
          fill: selected ? palette.brand50 : palette.white,
          stroke: selected ? palette.brand300 : palette.slate200,
          'stroke-width': 1.5,
        }),
        avatar(`shortlist-${i}`, 54, y + 33, 20, looks[i] ?? cast.guide, { ring: palette.white }),
        fitText(84, y + 28, name, 150, { size: 14, weight: 800, fill: palette.slate900 }),
        fitText(84, y + 47, copy.statuses[i] ?? '', 150, {
          size: 14,
          weight: 600,
          fill: selected ? palette.brand700 : palette.slate500,
        }),
      ].join('');
    }),
    // The selected candidate, as the recruiter reviews her.
    rect(264, 62, 1, 392, { fill: palette.slate200 }),
    avatar('shortlist-who', 306, 100, 26, cast.guide, { ring: palette.white }),
    fitText(344, 96, copy.candidates[0], 220, { size: 18, weight: 800, fill: palette.slate900 }),
    fitText(344, 116, copy.detailRole, 220, { size: 14, fill: palette.slate500 }),
    stages(282, 150, 400, copy, 12),
    text(282, 190, copy.decisionsLabel, { size: 14, weight: 800, fill: palette.slate500 }),
    ...decisionRows(280, 200, 400, 38, copy),
    answerRow(280, 322, 400, copy, 40),
    text(282, 390, copy.scoreLabel, { size: 14, weight: 800, fill: palette.slate500 }),
    ...copy.criteria.map((criterion, i) =>
      [
        fitText(282, 414 + i * 24, criterion, 122, { size: 14, fill: palette.slate700 }),
        dots(410, 410 + i * 24, ratings[i] ?? 0, 4),
      ].join(''),
    ),
    button(484, 400, 206, 40, copy.advance, { size: 14 }),
  ].join('');
}
