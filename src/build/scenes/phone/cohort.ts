import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { palette, path, rect } from '../draw/svg';
import { bar, pillWidth } from '../draw/ui';
import {
  cohortStages,
  cohortStatus,
  cohortWords,
  face,
  stageStrip,
  statusPill,
  stuck,
  stuckAt,
  stuckFaces,
} from '../draw/cohort';
import { fit, phoneWindow, word, wrapped } from './kit';

/** A funnel: the table's filter, as a phone shows it, beside the title. */
const filterButton = (x: number, y: number) =>
  rect(x, y, 36, 36, { rx: 10, fill: palette.white, stroke: palette.slate200 }) +
  path(`M${x + 10} ${y + 12}h16l-6 7.5v6.5l-4 2v-8.5z`, {
    fill: 'none',
    stroke: palette.slate600,
    'stroke-width': 1.8,
    'stroke-linejoin': 'round',
  });

/**
 * March's new hires on a phone: one card each (face, name, store and day, status, a strip of the
 * five stages), then the mission where most of them get stuck.
 */
export function drawCohortPhone(copy: SceneCopy['cohort'], locale: Locale, height: number): string {
  const words = cohortWords(copy, locale);
  const cardsTop = 128;
  const cardHeight = 74;
  const gap = 8;
  /** Where each one's face is drawn on their card, so the box below shows the same face again. */
  const cardFace = (person: number) =>
    [42, cardsTop + person * (cardHeight + gap) + 33, 18] as const;
  const boxTop = cardsTop + copy.names.length * (cardHeight + gap) + 6;
  const missionTop = boxTop + 46;
  const mission = wrapped(42, missionTop + 26, copy.missions[stuck] ?? '', 276, 19, {
    size: 15,
    weight: 700,
    fill: palette.amber900,
  });
  const stageY = missionTop + 26 + (mission.count - 1) * 19 + 22;
  const missionHeight = stageY + 14 - missionTop;
  const count = wrapped(0, 0, words.stuckCount, 246, 18, { size: 14 });
  // The faces beside the count, centred on its lines.
  const facesY = missionTop + missionHeight + 28 + (count.count - 1) * 9;
  const countY = facesY + 5 - (count.count - 1) * 9;
  const barTop = facesY + 14 + (count.count - 1) * 9 + 14;
  const boxBottom = barTop + 8 + 18;
  return [
    phoneWindow(height, copy.windowTitle),
    fit(22, 88, copy.title, 266, { size: 20, weight: 800 }),
    filterButton(302, 64),
    fit(22, 112, words.people, 316, { size: 14, fill: palette.slate500 }),
    ...copy.names.map((name, i) => {
      const top = cardsTop + i * (cardHeight + gap);
      const status = cohortStatus[i]!;
      const label = words.statuses[status] ?? '';
      const stopped = status === 1;
      return [
        rect(16, top, 328, cardHeight, {
          rx: 12,
          fill: stopped ? palette.amber50 : palette.white,
          stroke: stopped ? palette.amber300 : palette.slate200,
        }),
        face('cohort-phone', i, 42, top + 33, 18),
        fit(70, top + 27, name, 252 - pillWidth(label), { size: 15, weight: 700 }),
        statusPill(332, top + 10, label, status),
        fit(70, top + 48, `${copy.stores[i]} · ${words.days[i]}`, 262, {
          size: 14,
          fill: palette.slate500,
        }),
        stageStrip(i, 70, top + 58, 262, 6, 4),
      ].join('');
    }),
    // Where they get stuck: the mission, who stopped there, how many of the cohort.
    rect(16, boxTop, 328, boxBottom - boxTop, {
      rx: 12,
      fill: palette.white,
      stroke: palette.slate200,
    }),
    fit(30, boxTop + 30, copy.stuckTitle, 300, { size: 16, weight: 800 }),
    rect(30, missionTop, 300, missionHeight, { rx: 10, fill: palette.amber50 }),
    mission.svg,
    word(42, stageY, copy.stages[cohortStages[stuck]!] ?? '', {
      size: 14,
      fill: palette.amber800,
    }),
    stuckFaces('cohort-phone', cardFace, 44, facesY, 14),
    wrapped(84, countY, words.stuckCount, 246, 18, {
      size: 14,
      weight: 600,
      fill: palette.slate700,
    }).svg,
    bar(30, barTop, 300, stuckAt.length / copy.names.length, {
      height: 8,
      fill: palette.amber400,
    }),
  ].join('');
}
