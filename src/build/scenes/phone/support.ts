import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from '../draw/svg';
import { avatar, cast } from '../draw/ui';
import { fit, heading, phoneWindow, tag, word, wrapped } from './kit';

const tagColours = [palette.brand500, palette.emerald700, palette.sky700];

/** The service call on a phone: the customer and her words, how she feels, the replies. */
export function drawSupportPhone(copy: SceneCopy['support'], height: number): string {
  const windowBottom = 8 + height - 30;
  const said = wrapped(38, 218, copy.line, 284, 20, { size: 15, weight: 600 });
  const callBottom = 218 + said.count * 20 + 14;
  const replyLines = copy.replies.map(
    (reply) => wrapped(0, 0, reply, 290, 19, { size: 15, weight: 600 }).count,
  );
  const repliesHeight = replyLines.reduce((sum, count) => sum + 56 + count * 19, 0) - 10;
  // Words of any length fill the window down to its foot: the room they leave goes, in equal
  // parts, between the call, the mood, the replies and each reply, not in a band at the bottom.
  const room = windowBottom - 16 - (callBottom + 34 + 82 + 4 + repliesHeight);
  const extra = Math.max(0, room) / (copy.replies.length + 1);
  const moodTop = callBottom + 34 + extra;
  const repliesTop = moodTop + 82 + extra;
  return [
    phoneWindow(height, copy.title),
    el(
      'linearGradient',
      { id: 'support-phone-bg', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.brand800 }) +
        el('stop', { offset: 1, 'stop-color': palette.brand950 }),
    ),
    el(
      'linearGradient',
      { id: 'support-phone-mood', x1: 0, y1: 0, x2: 1, y2: 0 },
      el('stop', { offset: 0, 'stop-color': palette.rose400 }) +
        el('stop', { offset: 0.5, 'stop-color': palette.accent400 }) +
        el('stop', { offset: 1, 'stop-color': palette.emerald400 }),
    ),
    // The call: who is on the line, and what she says.
    rect(20, 56, 320, callBottom - 56, { rx: 14, fill: 'url(#support-phone-bg)' }),
    circle(40, 80, 5, { fill: palette.emerald400 }),
    fit(52, 85, copy.call, 200, { size: 14, weight: 700, fill: palette.white }),
    word(322, 85, '02:13', { size: 14, weight: 700, fill: palette.brand200, anchor: 'end' }),
    avatar('support-phone-caller', 72, 142, 38, cast.caller, {
      bg: palette.brand600,
      mood: 'angry',
    }),
    path('M116 112l8-11M122 126l13-5', {
      stroke: palette.rose400,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
    tag(146, 130, copy.customer, { fill: palette.rose700, color: palette.white }),
    rect(28, 192, 304, callBottom - 192 - 8, { rx: 12, fill: palette.white }),
    said.svg,
    // Mood.
    heading(22, callBottom + 24, copy.mood),
    rect(22, moodTop, 316, 12, { rx: 6, fill: 'url(#support-phone-mood)' }),
    circle(120, moodTop + 6, 11, {
      fill: palette.white,
      stroke: palette.accent500,
      'stroke-width': 4,
    }),
    ...copy.moods.map((mood, i) =>
      fit([22, 180, 338][i] ?? 22, moodTop + 36, mood, 100, {
        size: 14,
        weight: 700,
        fill: palette.slate500,
        anchor: (['start', 'middle', 'end'] as const)[i],
      }),
    ),
    // Replies.
    heading(22, repliesTop - 8, copy.repliesTitle),
    ...(() => {
      let y = repliesTop + 4;
      return copy.replies.map((reply, i) => {
        const chosen = i === 0;
        const words = wrapped(36, y + 58, reply, 290, 19, { size: 15, weight: 600 });
        const height = 46 + words.count * 19;
        const svg = [
          rect(20, y, 320, height, {
            rx: 12,
            fill: chosen ? palette.brand50 : palette.white,
            stroke: chosen ? palette.brand500 : palette.slate200,
            'stroke-width': chosen ? 2 : 1.2,
          }),
          tag(34, y + 12, copy.tags[i] ?? '', {
            fill: tagColours[i] ?? palette.sky400,
            color: palette.white,
          }),
          words.svg,
        ].join('');
        y += height + 10 + extra;
        return svg;
      });
    })(),
  ].join('');
}
