import type { SceneCopy } from '../copy/types';
import { palette, path, rect } from '../draw/svg';
import { avatar, bar, cast, textWidth, tick, type Look } from '../draw/ui';
import { fit, heading, phoneButton, phoneWindow, tag, tagWidth, word, wrapped } from './kit';

/**
 * A scenario's choice and its feedback on a phone: the situation, the three options with the
 * chosen one, then why it was right and the optional AI tip, and where the player is in the
 * scenario above the next step. `look` draws who speaks.
 */
export function drawFeedbackPhone(
  copy: SceneCopy['feedback'],
  height: number,
  look: Look = cast.shopper,
): string {
  const said = wrapped(96, 106, copy.situation, 228, 20, { size: 15, weight: 600 });
  const bubbleHeight = Math.max(64, 24 + said.count * 20);
  const optionsTop = 84 + bubbleHeight + 40;
  const verdictTop = optionsTop + 3 * 54 + 8;
  const why = wrapped(36, verdictTop + 66, copy.why, 288, 20, { size: 15, fill: palette.slate700 });
  const aiTop = verdictTop + 66 + why.count * 20 + 4;
  const aiLabel = '✦ ' + copy.aiTag;
  // "Optional" beside the AI label when both fit on one row, under it otherwise.
  const besideAi = 44 + tagWidth(aiLabel) + tagWidth(copy.optional) <= 324;
  const hintTop = aiTop + (besideAi ? 52 : 86);
  const ai = wrapped(36, hintTop, copy.aiHint, 288, 19, { size: 14, fill: palette.slate700 });
  const feedbackBottom = hintTop + ai.count * 19 + 6;
  const progressY = feedbackBottom + 32;
  const progressLeft = 22 + textWidth(copy.progress, 14, true) + 12;
  return [
    phoneWindow(height, copy.title),
    heading(22, 76, copy.situationLabel),
    avatar('feedback-phone-who', 48, 120, 28, look, { bg: palette.accent300 }),
    word(48, 166, copy.speaker, {
      size: 14,
      weight: 700,
      fill: palette.slate700,
      anchor: 'middle',
    }),
    rect(84, 84, 256, bubbleHeight, { rx: 14, fill: palette.brand50 }),
    path('M84 108l-8 8 10 2z', { fill: palette.brand50 }),
    said.svg,
    heading(22, optionsTop - 12, copy.choiceLabel),
    ...copy.options.map((option, i) => {
      const y = optionsTop + i * 54;
      const chosen = i === 1;
      return [
        rect(20, y, 320, 46, {
          rx: 12,
          fill: chosen ? palette.brand600 : palette.white,
          stroke: chosen ? undefined : palette.slate200,
          'stroke-width': 1.2,
        }),
        word(38, y + 28, 'ABC'[i] ?? '', {
          size: 14,
          weight: 800,
          fill: chosen ? palette.brand100 : palette.slate500,
        }),
        fit(58, y + 28, option, 244, {
          size: 15,
          weight: chosen ? 700 : 500,
          fill: chosen ? palette.white : palette.slate700,
        }),
        chosen ? tick(318, y + 23, 11, palette.emerald400) : '',
      ].join('');
    }),
    rect(20, verdictTop, 320, feedbackBottom - verdictTop, { rx: 14, fill: palette.emerald50 }),
    tick(46, verdictTop + 30, 15),
    fit(70, verdictTop + 38, copy.verdict, 250, {
      size: 21,
      weight: 800,
      fill: palette.emerald700,
    }),
    why.svg,
    rect(28, aiTop, 304, feedbackBottom - aiTop - 8, { rx: 12, fill: palette.white }),
    tag(36, aiTop + 10, aiLabel, { fill: palette.brand100, color: palette.brand700 }),
    tag(besideAi ? 44 + tagWidth(aiLabel) : 36, besideAi ? aiTop + 10 : aiTop + 44, copy.optional, {
      fill: palette.white,
      color: palette.slate600,
      stroke: palette.slate300,
    }),
    ai.svg,
    word(22, progressY, copy.progress, { size: 14, weight: 700, fill: palette.emerald700 }),
    bar(progressLeft, progressY - 8, 338 - progressLeft, 3 / 6, { fill: palette.emerald400 }),
    phoneButton(20, progressY + 18, 320, 46, copy.next + ' →'),
  ].join('');
}
