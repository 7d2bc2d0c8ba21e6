import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, palette, rect } from '../draw/svg';
import { avatar, cast, textWidth, tick } from '../draw/ui';
import {
  chosenReply,
  effectChip,
  leadIcon,
  moodGauge,
  moodShifts,
  signed,
} from '../draw/moodRules';
import { fit, heading, phoneButton, phoneWindow, word, wrapped } from './kit';

type Copy = SceneCopy['moodRules'];

/** A reply's rule on a phone, as tall as its three lines: its words, its effect, where it leads. */
const ruleHeight = 92;

function rule(copy: Copy, locale: Locale, i: number, top: number): string {
  const chosen = i === chosenReply;
  const shift = moodShifts[i] ?? 0;
  const chip = effectChip(56, top + 34, `${signed(shift, locale)} ${copy.effects[i]}`, shift);
  const leadY = top + 79;
  return [
    rect(20, top, 320, ruleHeight, {
      rx: 12,
      fill: chosen ? palette.brand50 : palette.white,
      stroke: chosen ? palette.brand500 : palette.slate200,
      'stroke-width': chosen ? 2 : 1.2,
    }),
    circle(38, top + 21, 10, { fill: chosen ? palette.brand600 : palette.brand100 }),
    word(38, top + 26, 'ABC'[i] ?? '', {
      size: 14,
      weight: 800,
      fill: chosen ? palette.white : palette.brand700,
      anchor: 'middle',
    }),
    fit(56, top + 26, copy.replies[i] ?? '', 272, { size: 15, weight: 600 }),
    chip.svg,
    word(56, leadY, '→', { size: 14, weight: 700, fill: palette.slate400 }),
    leadIcon(86, leadY - 5, i),
    fit(102, leadY, copy.leads[i] ?? '', 228, { size: 14, weight: 600, fill: palette.slate700 }),
  ].join('');
}

/**
 * The mood rules on a phone: the case and the customer's line, the three replies one under the
 * other, then the chosen reply's preview: her mood gauge and the ending it leads to.
 */
export function drawMoodRulesPhone(copy: Copy, locale: Locale, height: number): string {
  const windowBottom = 8 + height - 30;
  const title = wrapped(22, 118, copy.title, 316, 23, { size: 18, weight: 800 });
  const bubbleTop = 118 + (title.count - 1) * 23 + 18;
  const said = wrapped(80, bubbleTop + 42, copy.line, 246, 20, { size: 15, weight: 600 });
  const bubbleBottom = bubbleTop + 42 + (said.count - 1) * 20 + 14;
  // The ending's label is set in capitals, 0.5 apart (`heading`).
  const endingLabel = copy.endingLabel.toUpperCase();
  const endingLabelWidth = textWidth(endingLabel, 14, true) + 0.5 * endingLabel.length;
  const previewHeight = 190;
  // The room the words leave goes, in equal parts, between the blocks, not in a band at the foot.
  const needed = bubbleBottom + 42 + 3 * ruleHeight + 2 * 8 + 20 + previewHeight;
  const extra = Math.max(0, windowBottom - 16 - needed) / 5;
  const rulesTop = bubbleBottom + 42 + extra;
  const gap = 8 + extra / 2;
  const previewTop = rulesTop + 3 * ruleHeight + 2 * gap + 20 + 2 * extra;
  const gaugeBase = previewTop + 120;
  return [
    phoneWindow(height, copy.windowTitle),
    heading(22, 84, copy.caseLabel, 196),
    phoneButton(232, 62, 108, 34, '▶ ' + copy.playtest, { size: 14, rx: 10 }),
    title.svg,
    // The customer's line at this step.
    avatar('mood-phone-dana', 40, bubbleTop + 24, 20, cast.dana, {
      mood: 'angry',
      bg: palette.rose50,
    }),
    rect(68, bubbleTop, 272, bubbleBottom - bubbleTop, {
      rx: 12,
      fill: palette.slate50,
      stroke: palette.slate200,
    }),
    word(80, bubbleTop + 22, copy.customer, { size: 14, weight: 800, fill: palette.rose700 }),
    said.svg,
    // The replies, each with its effect on her mood and where it leads.
    heading(22, rulesTop - 14, copy.repliesTitle, 316),
    ...[0, 1, 2].map((i) => rule(copy, locale, i, rulesTop + i * (ruleHeight + gap))),
    // The chosen reply's preview, its key in the corner: her mood after it, and its ending.
    rect(20, previewTop, 320, previewHeight, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    heading(34, previewTop + 28, copy.gaugeTitle, 260),
    circle(316, previewTop + 23, 10, { fill: palette.brand600 }),
    word(316, previewTop + 28, 'ABC'[chosenReply] ?? '', {
      size: 14,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
    moodGauge('mood-phone-gauge', 180, gaugeBase, 58),
    fit(106, gaugeBase, copy.moods[0], 76, {
      size: 14,
      weight: 700,
      fill: palette.rose600,
      anchor: 'end',
    }),
    fit(254, gaugeBase, copy.moods[1], 76, { size: 14, weight: 700, fill: palette.emerald700 }),
    rect(32, gaugeBase + 16, 296, 44, {
      rx: 10,
      fill: palette.emerald50,
      stroke: palette.emerald200,
    }),
    tick(52, gaugeBase + 38, 9, palette.emerald500),
    heading(70, gaugeBase + 43, copy.endingLabel, 80),
    fit(78 + endingLabelWidth, gaugeBase + 43, copy.ending, 240 - endingLabelWidth, {
      size: 15,
      weight: 800,
      fill: palette.emerald800,
    }),
  ].join('');
}
