import type { SceneCopy } from '../copy/types';
import { phoneDrawingHeights } from '../sceneIds';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, card, cast, fitText, lines, tick } from './ui';

type Copy = SceneCopy['policy'];

const rose = { bg: '#fff1f2', line: '#fecdd3', ink: '#be123c' };

/** A numbered step heading: the four steps of the flow, each in its own colour once reached. */
function stepHeading(x: number, y: number, n: number, label: string, width: number): string {
  return [
    circle(x + 11, y - 4, 11, { fill: palette.brand600 }),
    text(x + 11, y + 0.5, String(n), {
      size: 12,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
    fitText(x + 30, y + 0.5, label.toUpperCase(), width - 30, {
      size: 12,
      weight: 800,
      fill: palette.brand700,
      attrs: { 'letter-spacing': 0.5 },
    }),
  ].join('');
}

function cross(cx: number, cy: number, r = 10): string {
  return (
    circle(cx, cy, r, { fill: rose.ink }) +
    path(`M${cx - 4} ${cy - 4}l8 8M${cx + 4} ${cy - 4}l-8 8`, {
      stroke: palette.white,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    })
  );
}

/** Phones: the four steps stacked, each readable at the column's width. */
function drawPhoneFlow(copy: Copy): string {
  const policy = lines(20, 68, copy.policy, 316, 19, { size: 14, fill: palette.slate700 });
  let y = 68 + policy.count * 19 + 26;
  const caseTop = y;
  const said = lines(84, caseTop + 28, copy.caseText, 250, 19, { size: 14, weight: 600 });
  const bubble = 18 + said.count * 19;
  y = caseTop + Math.max(bubble + 20, 66) + 24;
  const whyTop = y;
  const why = lines(30, whyTop + 110, copy.why, 296, 19, { size: 13, fill: palette.slate700 });
  const better = lines(56, whyTop + 110 + why.count * 19 + 14, copy.better, 272, 18, {
    size: 13,
    weight: 700,
    fill: '#047857',
  });
  const whyHeight = 110 + why.count * 19 + 14 + better.count * 18;
  y = whyTop + whyHeight + 30;
  const recordTop = y;
  return [
    card(4, 4, 352, phoneDrawingHeights.policy - 8),
    stepHeading(16, 40, 1, copy.steps[0], 320),
    policy.svg,
    stepHeading(16, caseTop, 2, copy.steps[1], 320),
    avatar('policy-phone-who', 46, caseTop + 40, 24, cast.customer, { ring: palette.white }),
    text(46, caseTop + 80, copy.caller, {
      size: 12,
      weight: 700,
      fill: palette.slate700,
      anchor: 'middle',
    }),
    rect(76, caseTop + 12, 268, bubble, { rx: 12, fill: palette.brand50 }),
    said.svg,
    stepHeading(16, whyTop, 3, copy.steps[2], 320),
    rect(16, whyTop + 12, 328, whyHeight, { rx: 14, fill: rose.bg }),
    rect(28, whyTop + 24, 304, 38, { rx: 10, fill: palette.white, stroke: rose.line }),
    cross(46, whyTop + 43),
    fitText(64, whyTop + 48, copy.chosen, 260, { size: 13, weight: 700, fill: palette.slate900 }),
    fitText(30, whyTop + 86, copy.verdict, 300, { size: 15, weight: 800, fill: rose.ink }),
    why.svg,
    tick(40, whyTop + 110 + why.count * 19 + 9.5, 9),
    better.svg,
    stepHeading(16, recordTop, 4, copy.steps[3], 320),
    tick(30, recordTop + 26, 11),
    fitText(48, recordTop + 31, copy.recordTitle, 290, {
      size: 15,
      weight: 800,
      fill: palette.slate900,
    }),
    ...copy.recordItems.map((item, i) =>
      fitText(48, recordTop + 56 + i * 24, '· ' + item, 290, { size: 13, fill: palette.slate600 }),
    ),
  ].join('');
}

export function drawPolicy(copy: Copy, phone: boolean): string {
  if (phone) return drawPhoneFlow(copy);
  const policy = lines(42, 116, copy.policy, 280, 19, { size: 13, fill: palette.slate700 });
  const said = lines(104, 246, copy.caseText, 210, 18, { size: 13, weight: 600 });
  const why = lines(374, 186, copy.why, 300, 19, { size: 13, fill: palette.slate700 });
  const betterY = 186 + why.count * 19 + 12;
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Left: the policy and the case.
    stepHeading(26, 84, 1, copy.steps[0], 300),
    rect(26, 96, 314, 28 + policy.count * 19, { rx: 12, fill: palette.slate50 }),
    policy.svg,
    stepHeading(26, 212, 2, copy.steps[1], 300),
    avatar('policy-who', 54, 252, 24, cast.customer, { ring: palette.white }),
    text(54, 292, copy.caller, { size: 12, weight: 700, fill: palette.slate700, anchor: 'middle' }),
    rect(90, 226, 250, 20 + said.count * 18, { rx: 12, fill: palette.brand50 }),
    said.svg,
    rect(26, 322, 314, 44, { rx: 12, fill: palette.white, stroke: rose.line, 'stroke-width': 1.5 }),
    cross(48, 344),
    fitText(68, 349, copy.chosen, 260, { size: 13, weight: 700, fill: palette.slate900 }),
    // Right: the mistake explained, then the record it leaves.
    stepHeading(358, 84, 3, copy.steps[2], 320),
    rect(358, 96, 336, betterY + 30 - 96, { rx: 14, fill: rose.bg }),
    fitText(374, 158, copy.verdict, 300, { size: 17, weight: 800, fill: rose.ink }),
    cross(384, 124, 11),
    why.svg,
    tick(382, betterY, 9),
    fitText(398, betterY + 4.5, copy.better, 284, { size: 13, weight: 700, fill: '#047857' }),
    stepHeading(358, betterY + 62, 4, copy.steps[3], 320),
    rect(358, betterY + 74, 336, 452 - betterY - 74, { rx: 14, fill: '#ecfdf5' }),
    tick(384, betterY + 100, 11),
    fitText(402, betterY + 105, copy.recordTitle, 270, {
      size: 15,
      weight: 800,
      fill: palette.slate900,
    }),
    ...copy.recordItems.map((item, i) =>
      fitText(402, betterY + 128 + i * 19, '· ' + item, 270, { size: 12, fill: palette.slate600 }),
    ),
  ].join('');
}
