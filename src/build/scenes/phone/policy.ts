import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { cross, rose } from '../draw/policy';
import { avatar, card, cast, tick } from '../draw/ui';
import { fit, minSize, word, wrapped } from './kit';

type Copy = SceneCopy['policy'];

/** A numbered step heading, at a phone's size. */
function stepHeading(y: number, n: number, label: string): string {
  return [
    circle(27, y - 4, 11, { fill: palette.brand600 }),
    word(27, y + 0.5, String(n), {
      size: minSize,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
    fit(46, y + 0.5, label.toUpperCase(), 290, {
      size: minSize,
      weight: 800,
      fill: palette.brand700,
      attrs: { 'letter-spacing': 0.5 },
    }),
  ].join('');
}

/** Compliance on a phone: the four steps stacked, each readable at the column's width. */
export function drawPolicyPhone(copy: Copy, height: number): string {
  const policy = wrapped(20, 68, copy.policy, 316, 20, { size: 15, fill: palette.slate700 });
  const caseTop = 68 + policy.count * 20 + 26;
  const said = wrapped(90, caseTop + 36, copy.caseText, 240, 20, { size: 15, weight: 600 });
  const bubble = 22 + said.count * 20;
  const whyTop = caseTop + Math.max(bubble + 20, 70) + 24;
  const why = wrapped(30, whyTop + 110, copy.why, 296, 20, { size: 14, fill: palette.slate700 });
  const betterTop = whyTop + 110 + why.count * 20 + 14;
  const better = wrapped(56, betterTop, copy.better, 272, 19, {
    size: 14,
    weight: 700,
    fill: palette.emerald700,
  });
  const whyHeight = 110 + why.count * 20 + 14 + better.count * 19;
  const recordTop = whyTop + whyHeight + 40;
  return [
    card(4, 4, 352, height - 20),
    stepHeading(40, 1, copy.steps[0]),
    policy.svg,
    stepHeading(caseTop, 2, copy.steps[1]),
    avatar('policy-phone-who', 46, caseTop + 40, 24, cast.customer, { ring: palette.white }),
    word(46, caseTop + 82, copy.caller, {
      size: minSize,
      weight: 700,
      fill: palette.slate700,
      anchor: 'middle',
    }),
    rect(76, caseTop + 12, 268, bubble, { rx: 12, fill: palette.brand50 }),
    said.svg,
    stepHeading(whyTop, 3, copy.steps[2]),
    rect(16, whyTop + 12, 328, whyHeight, { rx: 14, fill: rose.bg }),
    rect(28, whyTop + 24, 304, 38, { rx: 10, fill: palette.white, stroke: rose.line }),
    cross(46, whyTop + 43),
    fit(64, whyTop + 48, copy.chosen, 260, { size: 14, weight: 700, fill: palette.slate900 }),
    fit(30, whyTop + 86, copy.verdict, 300, { size: 16, weight: 800, fill: rose.ink }),
    why.svg,
    tick(40, betterTop - 4.5, 9),
    better.svg,
    stepHeading(recordTop, 4, copy.steps[3]),
    tick(30, recordTop + 26, 11),
    fit(48, recordTop + 31, copy.recordTitle, 290, {
      size: 15,
      weight: 800,
      fill: palette.slate900,
    }),
    ...copy.recordItems.map((item, i) =>
      fit(48, recordTop + 56 + i * 24, '· ' + item, 290, { size: 14, fill: palette.slate600 }),
    ),
  ].join('');
}
