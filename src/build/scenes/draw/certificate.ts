import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect, text } from './svg';
import { bar, card, fitText, lines, pill, pillWidth, tick } from './ui';

/** A sample completion date and score shown inside the certificate. */
const completedOn = new Date(Date.UTC(2026, 2, 12));
const sampleScore = '9/10';

/** The certificate's date, in the locale's words, and its score. */
export function certificateFacts(locale: Locale): { date: string; score: string } {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    completedOn,
  );
  return { date, score: sampleScore };
}

export function seal(cx: number, cy: number): string {
  const points = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 ? 26 : 32;
    const a = (i * Math.PI) / 12;
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return [
    path(
      `M${cx - 14} ${cy + 20}l-8 30 10-6 6 10 6-30zM${cx + 14} ${cy + 20}l8 30-10-6-6 10-6-30z`,
      { fill: palette.brand600 },
    ),
    path(`M${points.join('L')}z`, { fill: palette.accent400 }),
    circle(cx, cy, 20, { fill: palette.accent300, stroke: palette.white, 'stroke-width': 2 }),
    path(`M${cx} ${cy - 10}l3 6.5 7 .8-5.2 4.8 1.5 7-6.3-3.6-6.3 3.6 1.5-7-5.2-4.8 7-.8z`, {
      fill: palette.accent600,
    }),
  ].join('');
}

export function drawCertificate(copy: SceneCopy['certificate'], locale: Locale): string {
  const { date } = certificateFacts(locale);
  // The options and feedback stop 36 px short of the card's edge: the certificate lies over that
  // edge, and text running under it read as cut off.
  const question = lines(40, 112, copy.question, 324, 22, { size: 16, weight: 700 });
  const optionsTop = 112 + question.count * 22;
  const explanationTop = optionsTop + 3 * 48 + 6;
  const explanation = lines(58, explanationTop + 44, copy.explanation, 296, 18, {
    size: 14,
    fill: palette.slate700,
  });
  // The quiz card ends under its feedback: a fixed height left a blank under short explanations.
  const quizBottom = explanationTop + 36 + explanation.count * 18 + 24;
  const course = lines(550, 260, copy.course, 230, 18, {
    size: 14,
    weight: 700,
    fill: palette.slate700,
    anchor: 'middle',
  });
  return [
    // No backdrop: the cards float on whatever band the page puts them on.
    // The quiz.
    card(20, 20, 400, quizBottom - 20),
    pill(40, 40, copy.step, { fill: palette.brand50 }),
    bar(60 + pillWidth(copy.step), 48, 304 - pillWidth(copy.step), 5 / 10, { height: 6 }),
    question.svg,
    ...copy.options.map((option, i) => {
      const y = optionsTop + i * 48;
      const chosen = i === 1;
      return [
        rect(40, y, 324, 42, {
          rx: 10,
          fill: chosen ? palette.emerald50 : palette.white,
          stroke: chosen ? palette.emerald400 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        chosen
          ? tick(62, y + 21, 10)
          : circle(62, y + 21, 9, { fill: 'none', stroke: palette.slate300, 'stroke-width': 2 }),
        fitText(82, y + 26, option, 266, {
          size: 14,
          weight: chosen ? 700 : 500,
          fill: palette.slate900,
        }),
      ].join('');
    }),
    rect(40, explanationTop, 324, 36 + explanation.count * 18, { rx: 10, fill: palette.slate50 }),
    rect(40, explanationTop, 4, 36 + explanation.count * 18, { fill: palette.emerald400 }),
    text(58, explanationTop + 22, copy.correct, {
      size: 14,
      weight: 800,
      fill: palette.emerald700,
    }),
    explanation.svg,
    // The certificate.
    el(
      'g',
      { transform: 'rotate(-3 550 240)' },
      [
        card(400, 54, 300, 376, palette.paper),
        rect(412, 66, 276, 352, {
          rx: 8,
          fill: 'none',
          stroke: palette.accent400,
          'stroke-width': 1.5,
        }),
        rect(418, 72, 264, 340, {
          rx: 6,
          fill: 'none',
          stroke: palette.accent300,
          'stroke-width': 0.8,
        }),
        path('M530 98h40', {
          stroke: palette.brand500,
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }),
        fitText(550, 128, copy.title, 240, {
          size: 16,
          weight: 800,
          fill: palette.brand900,
          anchor: 'middle',
        }),
        text(550, 166, copy.awarded, { size: 14, fill: palette.slate500, anchor: 'middle' }),
        text(550, 200, copy.name, {
          size: 26,
          weight: 800,
          fill: palette.brand700,
          anchor: 'middle',
          attrs: { 'font-style': 'italic' },
        }),
        path('M460 214h180', { stroke: palette.slate200 }),
        course.svg,
        text(450, 338, copy.date, { size: 14, weight: 700, fill: palette.slate500 }),
        text(450, 356, date, { size: 14, weight: 700, fill: palette.slate900 }),
        text(450, 384, copy.score, { size: 14, weight: 700, fill: palette.slate500 }),
        text(450, 402, sampleScore, { size: 14, weight: 700, fill: palette.slate900 }),
        // Its ribbons end above the inner border.
        seal(634, 338),
      ].join(''),
    ),
  ].join('');
}
