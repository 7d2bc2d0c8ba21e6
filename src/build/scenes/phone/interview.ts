import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { avatar, bar, cast, textWidth } from '../draw/ui';
import { wave } from '../draw/interview';
import { fit, phoneButton, phoneWindow, word, wrapped } from './kit';

/** The asynchronous interview on a phone: the recruiter's question, then the answer recording. */
export function drawInterviewPhone(copy: SceneCopy['interview']): string {
  const question = wrapped(36, 184, copy.question, 288, 27, { size: 20, weight: 800 });
  const answerTop = 184 + question.count * 27 + 12;
  const restartWidth = Math.max(96, Math.ceil(textWidth(copy.restart, 14, true)) + 40);
  // Measured at the size it is drawn (14), so the dot keeps its gap before the word.
  const recordingLeft = 338 - Math.min(130, textWidth(copy.recording, 14, true));
  return [
    phoneWindow(600, copy.windowTitle),
    word(22, 80, copy.step, { size: 14, weight: 800, fill: palette.brand700 }),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(200 + i * 28, 72, 22, 8, {
        rx: 4,
        fill: i < 1 ? palette.emerald400 : i === 1 ? palette.brand500 : palette.slate200,
      }),
    ),
    rect(20, 94, 320, answerTop - 94 - 6, { rx: 14, fill: palette.brand50 }),
    avatar('interview-phone-rec', 54, 126, 20, cast.colleague, { ring: palette.white }),
    word(84, 122, copy.recruiter, { size: 15, weight: 800 }),
    fit(84, 141, copy.recruiterRole, 240, { size: 14, fill: palette.slate500 }),
    question.svg,
    // The answer, recording.
    fit(22, answerTop + 22, copy.answerTitle, recordingLeft - 50, { size: 16, weight: 800 }),
    circle(recordingLeft - 12, answerTop + 17, 5, { fill: palette.rose400 }),
    fit(338, answerTop + 22, copy.recording, 130, {
      size: 14,
      weight: 700,
      fill: palette.rose700,
      anchor: 'end',
    }),
    rect(20, answerTop + 36, 320, 96, { rx: 14, fill: palette.white, stroke: palette.slate200 }),
    ...wave.map((h, i) =>
      rect(36 + i * 12, answerTop + 84 - h / 2, 6, h, {
        rx: 3,
        fill: i < 15 ? palette.brand500 : palette.brand200,
      }),
    ),
    word(180, answerTop + 162, '01:24 / 02:00', { size: 20, weight: 800, anchor: 'middle' }),
    bar(20, answerTop + 174, 320, 84 / 120, { height: 6, fill: palette.rose400 }),
    // The secondary button as wide as its words, so the main one keeps room around its own.
    phoneButton(20, answerTop + 194, restartWidth, 44, copy.restart, { primary: false, size: 14 }),
    phoneButton(32 + restartWidth, answerTop + 194, 308 - restartWidth, 44, copy.next + ' →', {
      size: 14,
    }),
  ].join('');
}
