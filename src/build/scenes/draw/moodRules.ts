import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, button, cast, fitText, lines, panelLabel, pill, textWidth, tick } from './ui';

type Copy = SceneCopy['moodRules'];

/**
 * Sample settings inside the editor, not results: each reply's step on the mood gauge, the gauge's
 * steps from angry to calm, and where the customer stands when she says her line.
 */
export const moodShifts = [2, -1, -3];
export const moodSteps = 6;
export const moodBefore = 2;
/** The reply the trainer has selected, whose effect the preview shows: the one that calms her. */
export const chosenReply = 0;

/** The gauge's segments, angry to calm. */
const segmentColours = [
  palette.rose400,
  palette.orange300,
  palette.amber400,
  palette.yellow400,
  palette.lime400,
  palette.emerald400,
];

/** A step's chip colours: calmer is green, a little worse amber, much worse rose. */
export const shiftColours = (shift: number) =>
  shift > 0
    ? { fill: palette.emerald50, stroke: palette.emerald200, color: palette.emerald700 }
    : shift > -2
      ? { fill: palette.amber50, stroke: palette.amber200, color: palette.amber800 }
      : { fill: palette.rose50, stroke: palette.rose200, color: palette.rose700 };

/** A signed step in the locale's figures, with a true minus sign ("+2", "−3"). */
export const signed = (shift: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
    .format(shift)
    .replace(/^-/, '\u2212');

/** A small chevron, as a drop-down shows: the setting can be changed. */
export const caret = (x: number, y: number, colour: string) =>
  path(`M${x - 4} ${y - 2}l4 4 4-4`, {
    fill: 'none',
    stroke: colour,
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** The chip of a reply's effect on the mood, as a drop-down: its step and what it does. */
export function effectChip(x: number, y: number, label: string, shift: number) {
  const colours = shiftColours(shift);
  const width = textWidth(label, 14, true) + 38;
  return {
    width,
    svg: [
      rect(x, y, width, 26, { rx: 13, fill: colours.fill, stroke: colours.stroke }),
      text(x + 12, y + 18, label, { size: 14, weight: 700, fill: colours.color }),
      caret(x + width - 15, y + 13, colours.color),
    ].join(''),
  };
}

/** Where a reply leads, as a sign: resolved (a tick), another team (arrows), a manager (!). */
export function leadIcon(cx: number, cy: number, lead: number): string {
  if (lead === 0) return tick(cx, cy, 9, palette.emerald500);
  const line = {
    fill: 'none',
    stroke: palette.white,
    'stroke-width': 2,
    'stroke-linecap': 'round',
  };
  if (lead === 1)
    return (
      circle(cx, cy, 9, { fill: palette.sky500 }) +
      path(`M${cx - 4} ${cy - 2}h7l-2.5-2.5M${cx + 4} ${cy + 2}h-7l2.5 2.5`, {
        ...line,
        'stroke-linejoin': 'round',
      })
    );
  return (
    circle(cx, cy, 9, { fill: palette.rose500 }) +
    path(`M${cx} ${cy - 4.5}v4.5`, line) +
    circle(cx, cy + 4, 1.3, { fill: palette.white })
  );
}

/** A point on the gauge's half circle, `share` of the way from angry (left) to calm (right). */
const onArc = (cx: number, cy: number, r: number, share: number) => {
  const angle = Math.PI * (1 - share);
  return [cx + r * Math.cos(angle), cy - r * Math.sin(angle), angle] as const;
};

const arc = (cx: number, cy: number, r: number, from: number, to: number) => {
  const [x1, y1] = onArc(cx, cy, r, from);
  const [x2, y2] = onArc(cx, cy, r, to);
  const f = (n: number) => Math.round(n * 10) / 10;
  return `M${f(x1)} ${f(y1)}A${r} ${r} 0 0 1 ${f(x2)} ${f(y2)}`;
};

/**
 * The customer's mood gauge, centred on (cx, cy), the middle of its base: a half circle of steps
 * from angry to calm, where she stood (faint) and where the chosen reply takes her, her face inside
 * at that mood.
 */
export function moodGauge(id: string, cx: number, cy: number, r: number): string {
  const before = moodBefore / moodSteps;
  const after = (moodBefore + (moodShifts[chosenReply] ?? 0)) / moodSteps;
  const gap = 0.012;
  const [bx, by] = onArc(cx, cy, r, before);
  const [ax, ay] = onArc(cx, cy, r, after);
  // The move, as a dotted arc outside the gauge, its head at the new mood.
  const outer = r + 17;
  const [hx, hy, angle] = onArc(cx, cy, outer, after - 0.04);
  const [dx, dy] = [Math.sin(angle), Math.cos(angle)];
  const head = `M${hx + dx * 6} ${hy + dy * 6}L${hx - dx * 2 - dy * 5} ${hy - dy * 2 + dx * 5}L${hx - dx * 2 + dy * 5} ${hy - dy * 2 - dx * 5}z`;
  return [
    ...segmentColours.map((colour, i) =>
      path(arc(cx, cy, r, i / moodSteps + (i ? gap : 0), (i + 1) / moodSteps - (i < 5 ? gap : 0)), {
        fill: 'none',
        stroke: colour,
        'stroke-width': 14,
      }),
    ),
    path(arc(cx, cy, outer, before + 0.04, after - 0.06), {
      fill: 'none',
      stroke: palette.slate400,
      'stroke-width': 2,
      'stroke-dasharray': '3 4',
      'stroke-linecap': 'round',
    }),
    path(head, { fill: palette.slate400 }),
    circle(bx, by, 8, {
      fill: palette.white,
      stroke: palette.orange300,
      'stroke-width': 3,
      opacity: 0.7,
    }),
    // Inside the arc with room to spare, so neither the segments nor the marker touch her face
    // (twentieth design review: the disc covered both).
    avatar(id, cx, cy - r * 0.34, r * 0.36, cast.dana, {
      mood: 'calm',
      bg: palette.emerald50,
      ring: palette.emerald400,
    }),
    circle(ax, ay, 11, { fill: palette.white, stroke: palette.lime600, 'stroke-width': 4 }),
  ].join('');
}

/** Customer service, the trainer's side: how the customer reacts to each reply, in the editor. */
export function drawMoodRules(copy: Copy, locale: Locale): string {
  const said = lines(98, 157, copy.line, 360, 20, { size: 15, weight: 600 });
  const bubbleBottom = 157 + (said.count - 1) * 20 + 12;
  const rowsTop = bubbleBottom + 38;
  const rowHeight = 68;
  const rowGap = (444 - rowsTop - 3 * rowHeight) / 2;
  const endingNote = lines(502, 0, copy.endingNote, 172, 18, { size: 14 }).count;
  const endingTop = 448 - 84 - endingNote * 18;
  const chosenMid = rowsTop + chosenReply * (rowHeight + rowGap) + rowHeight / 2;
  // The gauge, from its dotted move above its base to the pill below it, centred between the
  // card's heading and its foot.
  const gaugeRadius = 62;
  const [above, below] = [gaugeRadius + 19, 63];
  const gaugeBase = Math.round((144 + above + endingTop - 12 - below) / 2);
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The case and the step being edited.
    panelLabel(30, 78, copy.caseLabel, 400),
    fitText(30, 103, copy.title, 510, { size: 20, weight: 800 }),
    button(578, 66, 112, 36, '▶ ' + copy.playtest, { size: 15 }),
    // The customer's line at this step.
    avatar('mood-dana', 52, 144, 22, cast.dana, { mood: 'angry', bg: palette.rose50 }),
    rect(84, 116, 386, bubbleBottom - 116, {
      rx: 12,
      fill: palette.slate50,
      stroke: palette.slate200,
    }),
    text(98, 136, copy.customer, { size: 14, weight: 800, fill: palette.rose700 }),
    said.svg,
    // The replies, each with its effect on her mood and where it leads.
    panelLabel(30, rowsTop - 12, copy.repliesTitle, 430),
    ...copy.replies.map((reply, i) => {
      const top = rowsTop + i * (rowHeight + rowGap);
      const chosen = i === chosenReply;
      const shift = moodShifts[i] ?? 0;
      const chip = effectChip(72, top + 35, `${signed(shift, locale)} ${copy.effects[i]}`, shift);
      const leadX = 72 + chip.width + 30;
      return [
        rect(30, top, 440, rowHeight, {
          rx: 12,
          fill: chosen ? palette.brand50 : palette.white,
          stroke: chosen ? palette.brand500 : palette.slate200,
          'stroke-width': chosen ? 2 : 1.2,
        }),
        circle(51, top + 22, 11, { fill: chosen ? palette.brand600 : palette.brand100 }),
        text(51, top + 27, 'ABC'[i] ?? '', {
          size: 14,
          weight: 800,
          fill: chosen ? palette.white : palette.brand700,
          anchor: 'middle',
        }),
        fitText(72, top + 27, reply, 384, { size: 15, weight: 600 }),
        chip.svg,
        text(72 + chip.width + 6, top + 53, '→', { size: 14, weight: 700, fill: palette.slate400 }),
        leadIcon(leadX + 9, top + 48, i),
        fitText(leadX + 24, top + 53, copy.leads[i] ?? '', 456 - leadX - 24, {
          size: 14,
          weight: 600,
          fill: palette.slate700,
        }),
      ].join('');
    }),
    // The preview of the chosen reply: her mood after it, and the ending it leads to.
    path(`M470 ${chosenMid}h16`, { stroke: palette.brand500, 'stroke-width': 2 }),
    circle(486, chosenMid, 4, { fill: palette.brand500 }),
    rect(486, 116, 204, endingTop - 12 - 116, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    panelLabel(502, 144, copy.gaugeTitle, 172),
    moodGauge('mood-gauge', 588, gaugeBase, gaugeRadius),
    fitText(502, gaugeBase + 24, copy.moods[0], 84, {
      size: 14,
      weight: 700,
      fill: palette.rose600,
    }),
    fitText(674, gaugeBase + 24, copy.moods[1], 84, {
      size: 14,
      weight: 700,
      fill: palette.emerald700,
      anchor: 'end',
    }),
    pill(588, gaugeBase + 38, copy.previewNote, {
      anchor: 'middle',
      fill: palette.brand50,
      color: palette.brand700,
    }),
    rect(486, endingTop, 204, 448 - endingTop, {
      rx: 12,
      fill: palette.emerald50,
      stroke: palette.emerald200,
    }),
    panelLabel(502, endingTop + 26, copy.endingLabel, 172),
    tick(512, endingTop + 48, 10, palette.emerald500),
    fitText(530, endingTop + 54, copy.ending, 146, {
      size: 15,
      weight: 800,
      fill: palette.emerald800,
    }),
    lines(502, endingTop + 80, copy.endingNote, 172, 18, { size: 14, fill: palette.slate600 }).svg,
  ].join('');
}
