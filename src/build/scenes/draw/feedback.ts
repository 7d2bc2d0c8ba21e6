import type { SceneCopy } from '../copy/types';
import { appWindow, palette, path, rect, text } from './svg';
import {
  avatar,
  bar,
  button,
  cast,
  fitText,
  lines,
  panelLabel,
  pill,
  pillWidth,
  tick,
  type Look,
} from './ui';

/** A scenario's choice and its feedback; `look` draws who speaks in the situation. */
export function drawFeedback(copy: SceneCopy['feedback'], look: Look = cast.shopper): string {
  const said = lines(124, 112, copy.situation, 240, 19, { size: 14, weight: 600 });
  const bubbleHeight = 22 + said.count * 19;
  const optionsTop = Math.max(240, 96 + bubbleHeight + 50);
  const why = lines(420, 146, copy.why, 256, 18, { size: 14, fill: palette.slate700 });
  const aiWidth = pillWidth('✦ ' + copy.aiTag, 14);
  const optionalWidth = pillWidth(copy.optional, 14);
  // "Optional" follows the AI's tag on its row when both fit; else it sits on the card's top edge,
  // at its right, a tab rather than a second row under the tag.
  const sameRow = 432 + aiWidth + optionalWidth <= 666;
  const hintLines = lines(0, 0, copy.aiHint, 250, 18, { size: 14 }).count;
  const cardHeight = 54 + hintLines * 18;
  // The AI card follows the explanation, and the scenario's progress fills the room left above
  // the button: spread apart, the card and the button left two empty green bands.
  const whyEnd = 134 + why.count * 18;
  const aiY = whyEnd + (sameRow ? 16 : 28);
  const progressY = Math.max(aiY + cardHeight + 36, 350);
  const progress = progressY + 18 <= 386;
  const hintY = aiY + 60;
  const ai = lines(424, hintY, copy.aiHint, 250, 18, { size: 14, fill: palette.slate700 });
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.title),
    // The situation.
    panelLabel(26, 82, copy.situationLabel, 200),
    avatar('feedback-who', 64, 126, 34, look, { bg: palette.accent300 }),
    text(64, 178, copy.speaker, {
      size: 14,
      weight: 700,
      fill: palette.slate700,
      anchor: 'middle',
    }),
    rect(110, 94, 266, bubbleHeight, { rx: 14, fill: palette.brand50 }),
    path('M110 116l-8 8 10 2z', { fill: palette.brand50 }),
    said.svg,
    // The choice made.
    panelLabel(26, optionsTop - 12, copy.choiceLabel, 200),
    ...copy.options.map((option, i) => {
      const y = optionsTop + i * 62;
      const chosen = i === 1;
      return [
        rect(26, y, 350, 50, {
          rx: 12,
          fill: chosen ? palette.brand600 : palette.white,
          stroke: chosen ? undefined : palette.slate200,
          'stroke-width': 1.2,
          opacity: chosen ? 1 : 0.7,
        }),
        text(46, y + 30, 'ABC'[i] ?? '', {
          size: 14,
          weight: 800,
          fill: chosen ? palette.brand200 : palette.slate400,
        }),
        fitText(66, y + 30, option, 270, {
          size: 14,
          weight: chosen ? 700 : 500,
          fill: chosen ? palette.white : palette.slate600,
        }),
        chosen ? tick(354, y + 25, 10, palette.emerald400) : '',
      ].join('');
    }),
    // Feedback.
    rect(396, 66, 298, 384, { rx: 14, fill: palette.emerald50 }),
    tick(428, 100, 16),
    fitText(454, 108, copy.verdict, 220, { size: 22, weight: 800, fill: palette.emerald700 }),
    path('M420 124h256', { stroke: palette.emerald200 }),
    why.svg,
    rect(410, aiY, 270, cardHeight, { rx: 12, fill: palette.white }),
    pill(424, aiY + 14, '✦ ' + copy.aiTag, { fill: palette.brand100, color: palette.brand700 }),
    pill(
      sameRow ? 432 + aiWidth : 666 - optionalWidth,
      sameRow ? aiY + 14 : aiY - 12,
      copy.optional,
      {
        fill: palette.white,
        color: palette.slate500,
        stroke: palette.slate300,
      },
    ),
    ai.svg,
    progress
      ? text(412, progressY, copy.progress, { size: 14, weight: 700, fill: palette.emerald700 }) +
        bar(412, progressY + 10, 266, 3 / 6, { fill: palette.emerald400, track: palette.white })
      : '',
    button(410, 398, 270, 40, copy.next + ' →'),
  ].join('');
}
