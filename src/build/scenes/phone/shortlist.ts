import type { SceneCopy } from '../copy/types';
import { circle, palette, path, rect } from '../draw/svg';
import { dots, ratings } from '../draw/shortlist';
import { avatar, card, cast, tick } from '../draw/ui';
import { fit, heading, minSize, phoneButton, word } from './kit';

type Copy = SceneCopy['shortlist'];

/** The process strip on a phone: every stage done but the last, which is the recruiter's. */
function stages(y: number, copy: Copy): string {
  const step = 324 / 3;
  return copy.stages
    .map((stage, i) => {
      const left = 18 + i * step;
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
        fit(left + 24, y + 4.5, stage, step - 28, {
          size: minSize,
          weight: 700,
          fill: i < 2 ? palette.slate700 : palette.brand700,
        })
      );
    })
    .join('');
}

/** Recruitment on a phone: the selected candidate's card alone, as the recruiter reviews her. */
export function drawShortlistPhone(copy: Copy, height: number): string {
  return [
    card(4, 4, 352, height - 20),
    avatar('shortlist-phone-who', 44, 48, 26, cast.guide, { ring: palette.white }),
    fit(82, 44, copy.candidates[0], 260, { size: 17, weight: 800, fill: palette.slate900 }),
    fit(82, 65, copy.detailRole, 260, { size: minSize, fill: palette.slate500 }),
    stages(100, copy),
    heading(18, 142, copy.decisionsLabel),
    ...copy.decisions.map((decision, i) => {
      const top = 154 + i * 58;
      return [
        rect(16, top, 328, 50, { rx: 10, fill: palette.slate50 }),
        word(30, top + 20, copy.scenes[i] ?? '', {
          size: minSize,
          weight: 800,
          fill: palette.brand700,
        }),
        fit(30, top + 40, decision, 300, { size: 14, fill: palette.slate900 }),
      ].join('');
    }),
    rect(16, 332, 328, 46, { rx: 10, fill: palette.brand50 }),
    circle(38, 355, 12, { fill: palette.brand600 }),
    path('M34 349l10 6-10 6z', { fill: palette.white }),
    fit(60, 360, copy.answers, 272, { size: 14, weight: 700, fill: palette.slate900 }),
    heading(18, 406, copy.scoreLabel),
    ...copy.criteria.map((criterion, i) =>
      [
        fit(18, 434 + i * 26, criterion, 200, { size: 14, fill: palette.slate700 }),
        dots(268, 429 + i * 26, ratings[i] ?? 0),
      ].join(''),
    ),
    phoneButton(16, 482, 328, 44, copy.advance + ' →', { size: 15 }),
  ].join('');
}
