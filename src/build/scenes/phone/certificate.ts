import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, palette, path, rect } from '../draw/svg';
import { bar, tick } from '../draw/ui';
import { certificateFacts, seal } from '../draw/certificate';
import { fit, tag, tagWidth, word, wrapped } from './kit';

/** The compliance quiz on a phone: the question and its feedback, then the certificate below. */
export function drawCertificatePhone(copy: SceneCopy['certificate'], locale: Locale): string {
  const { date, score } = certificateFacts(locale);
  const question = wrapped(24, 82, copy.question, 300, 23, { size: 17, weight: 700 });
  const optionsTop = 64 + question.count * 23 + 8;
  const explanationTop = optionsTop + 3 * 54 + 4;
  const explanation = wrapped(38, explanationTop + 46, copy.explanation, 290, 19, {
    size: 14,
    fill: palette.slate700,
  });
  const boxHeight = 40 + explanation.count * 19;
  const certTop = explanationTop + boxHeight + 26;
  const course = wrapped(180, certTop + 122, copy.course, 260, 19, {
    size: 15,
    weight: 700,
    fill: palette.slate700,
    anchor: 'middle',
  });
  return [
    rect(6, 8, 348, 690, { rx: 18, fill: palette.white, filter: 'url(#shadow)' }),
    tag(24, 26, copy.step, { fill: palette.brand50 }),
    bar(36 + tagWidth(copy.step), 33, 300 - tagWidth(copy.step), 5 / 10, { height: 7 }),
    question.svg,
    ...copy.options.map((option, i) => {
      const y = optionsTop + i * 54;
      const chosen = i === 1;
      return [
        rect(22, y, 316, 46, {
          rx: 12,
          fill: chosen ? palette.emerald50 : palette.white,
          stroke: chosen ? palette.emerald400 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        chosen
          ? tick(44, y + 23, 11)
          : circle(44, y + 23, 10, { fill: 'none', stroke: palette.slate300, 'stroke-width': 2 }),
        fit(64, y + 28, option, 262, { size: 15, weight: chosen ? 700 : 500 }),
      ].join('');
    }),
    rect(22, explanationTop, 316, boxHeight, { rx: 12, fill: palette.slate50 }),
    rect(22, explanationTop, 4, boxHeight, { fill: palette.emerald400 }),
    word(38, explanationTop + 24, copy.correct, {
      size: 15,
      weight: 800,
      fill: palette.emerald700,
    }),
    explanation.svg,
    // The certificate the quiz leads to.
    rect(22, certTop, 316, 252, {
      rx: 12,
      fill: palette.paper,
      stroke: palette.accent400,
      'stroke-width': 1.5,
    }),
    path(`M160 ${certTop + 20}h40`, {
      stroke: palette.brand500,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    fit(180, certTop + 48, copy.title, 280, {
      size: 17,
      weight: 800,
      fill: palette.brand900,
      anchor: 'middle',
    }),
    fit(180, certTop + 70, copy.awarded, 280, {
      size: 14,
      fill: palette.slate500,
      anchor: 'middle',
    }),
    word(180, certTop + 100, copy.name, {
      size: 24,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
      attrs: { 'font-style': 'italic' },
    }),
    course.svg,
    word(40, certTop + 200, `${copy.date} · ${date}`, {
      size: 14,
      weight: 700,
      fill: palette.slate600,
    }),
    word(40, certTop + 224, `${copy.score} · ${score}`, {
      size: 14,
      weight: 700,
      fill: palette.slate600,
    }),
    // Under the course's lines, its ribbons clear of the border and of the date and score.
    seal(296, certTop + 176),
  ].join('');
}
