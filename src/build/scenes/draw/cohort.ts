import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { filled } from './season';
import { appWindow, el, palette, path, rect, text } from './svg';
import { avatar, bar, cast, fitText, lines, pill, pillWidth, textWidth, type Look } from './ui';

type Copy = SceneCopy['cohort'];

/**
 * The five new hires' looks, in the copy's order: Nadia as on her own day 3 (`quests`), the new
 * hire of the shop stories, and Lucas, Amaia and Marco as the recruiter's shortlist and the
 * editor's story draw them.
 */
export const cohortLooks: readonly Look[] = [
  cast.newHire,
  cast.guide,
  cast.applicant,
  cast.player,
  cast.customer,
];

/**
 * Sample figures inside the UI, not results: each one's day of the journey and the stage they
 * are in (0 before the first day … 4 up to day 90; 5 when all five are done), and their status
 * (0 on track, 1 stopped, 2 completed).
 */
export const cohortDays = [3, 12, 27, 61, 90];
export const cohortStages = [2, 2, 3, 4, 5];
export const cohortStatus = [0, 1, 0, 0, 2] as const;
/** How long the stopped one has not moved, in days. */
export const stoppedFor = 2;
/** The mission where most stop: the stopped one's; who stopped there (she now, he before). */
export const stuck = cohortStatus.indexOf(1);
export const stuckAt = [stuck, 2];
/** Whose review comes next: his day-30 review with his manager. */
export const reviewed = 2;
export const reviewDay = 30;

/** A status's pill colours: on track, stopped, completed. */
export const statusColours = [
  { fill: palette.emerald50, color: palette.emerald700 },
  { fill: palette.amber100, color: palette.amber800 },
  { fill: palette.brand100, color: palette.brand700 },
] as const;

/** The words with a figure in them, filled and formatted for the locale. */
export function cohortWords(copy: Copy, locale: Locale) {
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  return {
    people: filled(copy.people, { count: n(copy.names.length) }),
    days: cohortDays.map((day) => filled(copy.day, { day: n(day) })),
    statuses: copy.statuses.map((status) => filled(status, { days: n(stoppedFor) })),
    stuckCount: filled(copy.stuckCount, {
      count: n(stuckAt.length),
      total: n(copy.names.length),
    }),
    reviewWhen: filled(copy.reviewWhen, { days: n(reviewDay - cohortDays[reviewed]!) }),
  };
}

/**
 * One person's journey as five segments, one a stage: those done green, the current one in the
 * brand's colour (amber when stopped), those to come grey.
 */
export function stageStrip(
  person: number,
  x: number,
  y: number,
  width: number,
  height: number,
  gap = 4,
): string {
  const stage = cohortStages[person] ?? 0;
  const stopped = cohortStatus[person] === 1;
  const segment = (width - gap * 4) / 5;
  return Array.from({ length: 5 }, (_, i) =>
    rect(+(x + i * (segment + gap)).toFixed(1), y, +segment.toFixed(1), height, {
      rx: height / 2,
      fill:
        i < stage
          ? palette.emerald400
          : i === stage
            ? stopped
              ? palette.amber400
              : palette.brand500
            : palette.slate200,
    }),
  ).join('');
}

/** A status pill; `right` is its right edge. */
export const statusPill = (right: number, y: number, label: string, status: number) =>
  pill(right - pillWidth(label), y, label, statusColours[status]!);

/**
 * A person's face, drawn once with an id (`face`) and shown again elsewhere at another size
 * (`faceAgain`): an avatar is most of a drawing's bytes, and the same person need not cost twice.
 */
export const face = (id: string, person: number, cx: number, cy: number, r: number) =>
  el(
    'g',
    { id: `${id}-${person}` },
    avatar(`${id}-clip-${person}`, cx, cy, r, cohortLooks[person] ?? cast.guide, {
      ring: palette.white,
    }),
  );

/** The face `face` drew at (fromX, fromY), radius `from`, again at (cx, cy), radius `r`. */
export const faceAgain = (
  id: string,
  person: number,
  [fromX, fromY, from]: readonly [number, number, number],
  cx: number,
  cy: number,
  r: number,
) =>
  el('use', {
    href: `#${id}-${person}`,
    transform: `translate(${cx} ${cy}) scale(${+(r / from).toFixed(4)}) translate(${-fromX} ${-fromY})`,
  });

/**
 * Overlapping faces of those who stopped at the mission, from (cx, cy) rightwards; `at` is where
 * `face` drew each one (x, y, radius).
 */
export const stuckFaces = (
  id: string,
  at: (person: number) => readonly [number, number, number],
  cx: number,
  cy: number,
  r: number,
) =>
  stuckAt.map((person, i) => faceAgain(id, person, at(person), cx + i * r * 1.45, cy, r)).join('');

/**
 * Onboarding, the side of HR and the store managers: March's new hires, where each one is on the
 * 90-day journey and who has stopped where, the mission where most get stuck and the next review.
 */
export function drawCohort(copy: Copy, locale: Locale): string {
  const words = cohortWords(copy, locale);
  const tableRight = 486;
  const pillRight = tableRight - 16;
  const rowsTop = 140;
  const rowHeight = 56;
  /** Where each one's face is drawn in the table, so the panel shows the same face again. */
  const rowFace = (person: number) =>
    [56, rowsTop + person * rowHeight + rowHeight / 2, 17] as const;
  const stripX = 204;
  // The strips as long as the widest status leaves room for, and no longer.
  const widestPill = Math.max(...words.statuses.map((status) => pillWidth(status)));
  const stripWidth = Math.min(130, pillRight - widestPill - 18 - stripX);
  const filterWidth = pillWidth(copy.filter);
  const titleWidth = Math.min(300, textWidth(copy.title, 21, true));
  // The side panel: where they get stuck above, the next review below it, to the table's foot.
  const panelX = 498;
  const inner = 164;
  const stuckTitle = lines(514, 130, copy.stuckTitle, inner, 19, { size: 15, weight: 800 });
  const missionTop = 130 + stuckTitle.count * 19 - 7;
  const mission = lines(526, missionTop + 25, copy.missions[stuck] ?? '', inner - 24, 19, {
    size: 15,
    weight: 700,
    fill: palette.amber900,
  });
  const missionHeight = 40 + mission.count * 19;
  const count = lines(564, 0, words.stuckCount, inner - 50, 18, {
    size: 14,
    weight: 600,
    fill: palette.slate700,
  });
  // The faces beside the count, centred on its lines.
  const facesY = missionTop + missionHeight + 25 + (count.count - 1) * 9;
  const countY = facesY + 5 - (count.count - 1) * 9;
  const barY = facesY + 14 + (count.count - 1) * 9 + 12;
  const stuckBottom = barY + 8 + 14;
  const reviewTop = stuckBottom + 12;
  const review = lines(514, reviewTop + 97, copy.review, inner, 18, {
    size: 14,
    fill: palette.slate700,
  });
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The cohort, how many, and the filter.
    fitText(30, 90, copy.title, 300, { size: 21, weight: 800 }),
    fitText(30 + titleWidth + 12, 90, words.people, 660 - titleWidth - 12 - filterWidth - 30, {
      size: 15,
      fill: palette.slate500,
    }),
    pill(690 - filterWidth, 71, copy.filter, {
      fill: palette.white,
      color: palette.slate700,
      stroke: palette.slate200,
    }),
    // The table: one new hire a row.
    rect(26, 104, tableRight - 26, 350, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    ...copy.columns.map((label, i) =>
      fitText([42, stripX, pillRight][i]!, 127, label, [140, 200, 100][i]!, {
        size: 14,
        weight: 700,
        fill: palette.slate500,
        anchor: i === 2 ? 'end' : 'start',
      }),
    ),
    path(`M26 ${rowsTop}h${tableRight - 26}`, { stroke: palette.slate200 }),
    ...copy.names.map((name, i) => {
      const top = rowsTop + i * rowHeight;
      const status = cohortStatus[i]!;
      const day = words.days[i] ?? '';
      const dayWidth = textWidth(`${day} · `, 14, true);
      return [
        status === 1 ? rect(27, top, tableRight - 28, rowHeight, { fill: palette.amber50 }) : '',
        i ? path(`M42 ${top}h${tableRight - 58}`, { stroke: palette.slate100 }) : '',
        face('cohort', i, 56, top + rowHeight / 2, 17),
        fitText(82, top + 24, name, 108, { size: 15, weight: 700 }),
        fitText(82, top + 43, copy.stores[i] ?? '', 110, { size: 14, fill: palette.slate500 }),
        stageStrip(i, stripX, top + 13, stripWidth, 9),
        text(stripX, top + 43, `${day} ·`, {
          size: 14,
          weight: 700,
          fill: status === 1 ? palette.amber800 : palette.brand700,
        }),
        fitText(
          stripX + dayWidth,
          top + 43,
          copy.missions[i] ?? '',
          pillRight - stripX - dayWidth,
          {
            size: 14,
            fill: palette.slate600,
          },
        ),
        statusPill(pillRight, top + 5, words.statuses[status] ?? '', status),
      ].join('');
    }),
    // Under the table, the five stages the strips stand for, in order.
    path(`M26 ${rowsTop + 5 * rowHeight}h${tableRight - 26}`, { stroke: palette.slate100 }),
    fitText(42, rowsTop + 5 * rowHeight + 23, copy.stages.join(' → '), tableRight - 58, {
      size: 14,
      fill: palette.slate500,
    }),
    // Where they get stuck: the mission, who stopped there, how many of the cohort.
    rect(panelX, 104, 196, stuckBottom - 104, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    stuckTitle.svg,
    rect(514, missionTop, inner, missionHeight, { rx: 10, fill: palette.amber50 }),
    mission.svg,
    text(526, missionTop + 30 + mission.count * 19, copy.stages[cohortStages[stuck]!] ?? '', {
      size: 14,
      fill: palette.amber800,
    }),
    stuckFaces('cohort', rowFace, 528, facesY, 14),
    lines(564, countY, words.stuckCount, inner - 50, 18, {
      size: 14,
      weight: 600,
      fill: palette.slate700,
    }).svg,
    bar(514, barY, inner, stuckAt.length / copy.names.length, {
      height: 8,
      fill: palette.amber400,
    }),
    // The next review: whose, when, what.
    rect(panelX, reviewTop, 196, 454 - reviewTop, {
      rx: 12,
      fill: palette.brand50,
      stroke: palette.brand200,
    }),
    text(514, reviewTop + 28, copy.reviewTitle, { size: 15, weight: 800 }),
    faceAgain('cohort', reviewed, rowFace(reviewed), 531, reviewTop + 59, 17),
    fitText(556, reviewTop + 55, copy.names[reviewed] ?? '', inner - 42, {
      size: 15,
      weight: 800,
      fill: palette.slate900,
    }),
    fitText(556, reviewTop + 74, words.reviewWhen, inner - 42, {
      size: 14,
      weight: 700,
      fill: palette.brand700,
    }),
    review.svg,
  ].join('');
}
