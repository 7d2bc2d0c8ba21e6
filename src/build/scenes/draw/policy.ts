import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, cast, fitText, lines, tick } from './ui';

type Copy = SceneCopy['policy'];

export const rose = { bg: palette.rose50, line: palette.rose200, ink: palette.rose700 };

/** A numbered step heading: the four steps of the flow, each in its own colour once reached. */
function stepHeading(x: number, y: number, n: number, label: string, width: number): string {
  return [
    circle(x + 11, y - 4, 11, { fill: palette.brand600 }),
    text(x + 11, y + 0.5, String(n), {
      size: 14,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
    fitText(x + 30, y + 0.5, label.toUpperCase(), width - 30, {
      size: 14,
      weight: 800,
      fill: palette.brand700,
      attrs: { 'letter-spacing': 0.5 },
    }),
  ].join('');
}

export function cross(cx: number, cy: number, r = 10): string {
  return (
    circle(cx, cy, r, { fill: rose.ink }) +
    path(`M${cx - 4} ${cy - 4}l8 8M${cx + 4} ${cy - 4}l-8 8`, {
      stroke: palette.white,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    })
  );
}

export function drawPolicy(copy: Copy): string {
  const said = lines(112, 0, copy.caseText, 200, 18, { size: 14, weight: 600 });
  // The case panel holds the caller's words, then the answer chosen right under them; the policy
  // panel above takes the rest of the column, so neither leaves a hole above the window's foot.
  const saidHeight = 20 + said.count * 18;
  const chosenTop = 14 + Math.max(saidHeight, 80) + 30;
  const caseHeight = chosenTop + 44 + 14;
  const caseTop = 452 - caseHeight;
  // The policy as a document's excerpt: its name, then the rule under a rule line, centred in
  // the panel together (the rule alone floated in the panel, twentieth design review).
  const policyWords = lines(0, 0, copy.policy, 268, 19, { size: 14 }).count;
  const policyHeight = caseTop - 12 - 31 - 96;
  const excerptTop = 96 + Math.round((policyHeight - (26 + policyWords * 19)) / 2);
  const policy = lines(56, excerptTop + 40, copy.policy, 268, 19, {
    size: 14,
    fill: palette.slate700,
  });
  const saidLines = lines(112, caseTop + 34, copy.caseText, 200, 18, { size: 14, weight: 600 });
  const why = lines(374, 186, copy.why, 300, 18, { size: 14, fill: palette.slate700 });
  const betterY = 186 + why.count * 18 + 12;
  const better = lines(398, betterY + 4.5, copy.better, 284, 18, {
    size: 14,
    weight: 700,
    fill: palette.emerald700,
  });
  // The record's panel starts under the better answer, however many lines it takes.
  const recordY = betterY + (better.count - 1) * 18;
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Left: the policy and the case.
    stepHeading(26, 84, 1, copy.steps[0], 300),
    rect(26, 96, 314, policyHeight, { rx: 12, fill: palette.slate50 }),
    fitText(42, excerptTop + 14, copy.policyTitle, 282, {
      size: 14,
      weight: 700,
      fill: palette.slate900,
    }),
    rect(42, excerptTop + 26, 3, policyWords * 19 + 2, { rx: 1.5, fill: palette.brand300 }),
    policy.svg,
    stepHeading(26, caseTop - 12, 2, copy.steps[1], 300),
    rect(26, caseTop, 314, caseHeight, { rx: 12, fill: palette.slate50 }),
    avatar('policy-who', 62, caseTop + 40, 24, cast.customer, { ring: palette.white }),
    text(62, caseTop + 80, copy.caller, {
      size: 14,
      weight: 700,
      fill: palette.slate700,
      anchor: 'middle',
    }),
    rect(98, caseTop + 14, 230, saidHeight, { rx: 12, fill: palette.brand50 }),
    saidLines.svg,
    fitText(40, caseTop + chosenTop - 10, copy.chosenLabel.toUpperCase(), 280, {
      size: 14,
      weight: 700,
      fill: palette.slate500,
      attrs: { 'letter-spacing': 0.5 },
    }),
    rect(38, caseTop + chosenTop, 290, 44, {
      rx: 12,
      fill: palette.white,
      stroke: rose.line,
      'stroke-width': 1.5,
    }),
    cross(60, caseTop + chosenTop + 22),
    fitText(80, caseTop + chosenTop + 27, copy.chosen, 240, {
      size: 14,
      weight: 700,
      fill: palette.slate900,
    }),
    // Right: the mistake explained, then the record it leaves.
    stepHeading(358, 84, 3, copy.steps[2], 320),
    rect(358, 96, 336, recordY + 30 - 96, { rx: 14, fill: rose.bg }),
    fitText(374, 158, copy.verdict, 300, { size: 17, weight: 800, fill: rose.ink }),
    cross(384, 124, 11),
    why.svg,
    tick(382, betterY, 9),
    better.svg,
    stepHeading(358, recordY + 58, 4, copy.steps[3], 320),
    rect(358, recordY + 70, 336, 452 - recordY - 70, { rx: 14, fill: palette.emerald50 }),
    tick(384, recordY + 94, 11),
    fitText(402, recordY + 99, copy.recordTitle, 270, {
      size: 15,
      weight: 800,
      fill: palette.slate900,
    }),
    ...copy.recordItems.map((item, i) =>
      fitText(402, recordY + 118 + i * 17, '· ' + item, 270, { size: 14, fill: palette.slate600 }),
    ),
  ].join('');
}
