import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { avatar, card, cast, pill, tick } from '../draw/ui';
import { fit, heading, minSize, word, wrapped } from './kit';

type Copy = SceneCopy['objection'];

/**
 * Sales on a phone: the exchange top to bottom, the client's words first, then the feedback. The
 * card ends under the feedback, never lower than the picture's `height` allows.
 */
export function drawObjectionPhone(copy: Copy, height: number): string {
  const said = wrapped(32, 138, copy.objection, 296, 21, { size: 15, weight: 600 });
  const bubbleBottom = 112 + 26 + said.count * 21;
  const choicesTop = bubbleBottom + 40;
  // Each choice wraps rather than shrinks: its words keep a phone's size.
  let top = choicesTop;
  const choices = copy.choices.map((label, i) => {
    const words = wrapped(62, top + 26, label, 262, 19, {
      size: 14,
      weight: 600,
      fill: i === 0 ? palette.white : palette.slate900,
    });
    const rowHeight = 20 + words.count * 19;
    const svg = [
      rect(16, top, 328, rowHeight, {
        rx: 14,
        fill: i === 0 ? palette.brand600 : palette.white,
        stroke: i === 0 ? palette.brand600 : palette.brand200,
        'stroke-width': 1.5,
      }),
      circle(38, top + rowHeight / 2, 12, { fill: i === 0 ? palette.white : palette.brand100 }),
      word(38, top + rowHeight / 2 + 4.5, 'ABC'[i] ?? '', {
        size: minSize,
        weight: 800,
        fill: palette.brand700,
        anchor: 'middle',
      }),
      words.svg,
    ].join('');
    top += rowHeight + 8;
    return svg;
  });
  const feedbackTop = top + 6;
  const feedback = wrapped(62, feedbackTop + 52, copy.feedback, 266, 19, {
    size: 14,
    fill: palette.slate700,
  });
  const feedbackBottom = feedbackTop + 54 + feedback.count * 19;
  return [
    card(4, 4, 352, Math.min(height - 20, feedbackBottom + 12)),
    avatar('objection-phone-who', 48, 54, 30, cast.carlos, { ring: palette.white }),
    word(92, 46, copy.client, { size: 17, weight: 800, fill: palette.slate900 }),
    fit(92, 66, copy.clientRole, 250, { size: minSize, fill: palette.slate500 }),
    pill(92, 76, copy.profile, { fill: palette.rose100, color: palette.rose800, size: minSize }),
    rect(16, 112, 328, bubbleBottom - 112, { rx: 14, fill: palette.brand50 }),
    said.svg,
    heading(18, choicesTop - 12, copy.choiceLabel),
    ...choices,
    rect(16, feedbackTop, 328, 54 + feedback.count * 19, { rx: 14, fill: palette.emerald50 }),
    tick(42, feedbackTop + 26, 12),
    fit(62, feedbackTop + 31, copy.feedbackTitle, 268, {
      size: 15,
      weight: 800,
      fill: palette.emerald700,
    }),
    feedback.svg,
  ].join('');
}
