import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { appWindow, circle, palette, path, rect, text } from './svg';
import { avatar, cast, fitText, lines, lock, panelLabel, pill, textWidth, tick } from './ui';

type Copy = SceneCopy['quests'];

/** The new hire and her buddy, as their names say: a woman, a man. */
export const newHire = cast.newHire;
export const buddyLook = cast.buddy;

/**
 * Sample figures inside the UI, not results: the day she is on, of her first 30, her level, and
 * how long today's mission takes.
 */
export const questDay = 3;
export const questDays = 30;
export const questLevel = 2;
export const todayMinutes = 8;
/** Each mission's day and points, in the copy's order: the days before today's are done. */
export const missionPlan = [
  { day: 1, points: 100 },
  { day: 2, points: 50 },
  { day: 3, points: 80 },
  { day: 5, points: 120 },
  { day: 7, points: 150 },
] as const;

export type MissionState = 'done' | 'today' | 'locked';
const stateOf = (day: number): MissionState =>
  day < questDay ? 'done' : day === questDay ? 'today' : 'locked';

/** `{name}` slots filled with values. */
const filled = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/** The words with a figure in them, filled and formatted for the locale. */
export function questWords(copy: Copy, locale: Locale) {
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const missions = copy.missions.map((title, i) => {
    const { day, points } = missionPlan[i]!;
    const state = stateOf(day);
    const note =
      state === 'done'
        ? filled(copy.dayLabel, { day: n(day) })
        : state === 'today'
          ? filled(copy.today, { minutes: n(todayMinutes) })
          : filled(copy.unlocks, { day: n(day) });
    return { title, state, note, points: filled(copy.missionPoints, { points: n(points) }) };
  });
  const done = missionPlan.filter(({ day }) => stateOf(day) === 'done');
  return {
    level: filled(copy.level, { level: n(questLevel) }),
    levelNumber: n(questLevel),
    day: filled(copy.day, { day: n(questDay) }),
    points: filled(copy.points, { points: n(done.reduce((sum, { points }) => sum + points, 0)) }),
    done: filled(copy.missionsDone, { done: n(done.length), total: n(missionPlan.length) }),
    missions,
  };
}

/** A five-pointed star of radius `r`. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i * Math.PI) / 5 - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return path(`M${points.join('L')}z`, { fill });
}

/** Each badge's colours: its ribbon's two tails, the rim, the face and the star on it. */
export const badgeColours = [
  [palette.brand500, palette.brand400, palette.accent500, palette.accent300, palette.accent600],
  [palette.sky500, palette.sky400, palette.emerald500, palette.emerald100, palette.emerald600],
  [palette.rose400, palette.rose300, palette.brand500, palette.brand100, palette.brand600],
] as const;

/** A medal: a disc with a star, hung from two ribbon tails that cross above it. */
export function medal(cx: number, cy: number, r: number, index: number): string {
  const [left, right, rim, face, mark] = badgeColours[index % badgeColours.length]!;
  const tail = (side: 1 | -1, fill: string) =>
    path(
      `M${cx - side * r * 0.95} ${cy - r * 1.75}h${side * r * 0.55}l${side * r * 0.7} ${r * 1.2}h${-side * r * 0.55}z`,
      { fill },
    );
  return [
    tail(1, left),
    tail(-1, right),
    circle(cx, cy, r, { fill: rim }),
    circle(cx, cy, r * 0.72, { fill: face }),
    star(cx, cy, r * 0.5, mark),
  ].join('');
}

/** The level's shield, its number on it. */
export function shield(cx: number, cy: number, r: number, level: string, size: number): string {
  const w = r * 0.9;
  return (
    path(
      `M${cx} ${cy - r}L${cx + w} ${cy - r * 0.62}V${cy + r * 0.05}C${cx + w} ${cy + r * 0.6} ${cx + r * 0.45} ${cy + r * 0.9} ${cx} ${cy + r * 1.08}C${cx - r * 0.45} ${cy + r * 0.9} ${cx - w} ${cy + r * 0.6} ${cx - w} ${cy + r * 0.05}V${cy - r * 0.62}z`,
      { fill: palette.accent400 },
    ) +
    text(cx, cy + size * 0.36, level, {
      size,
      weight: 800,
      fill: palette.brand950,
      anchor: 'middle',
    })
  );
}

/** Her first 30 days as a strip of days: those played green, today's in the brand's colour. */
export function dayStrip(x: number, y: number, width: number, height: number): string {
  const gap = 2;
  const day = (width - gap * (questDays - 1)) / questDays;
  return Array.from({ length: questDays }, (_, i) =>
    rect(+(x + i * (day + gap)).toFixed(1), y, +day.toFixed(1), height, {
      rx: 2,
      fill:
        i + 1 < questDay
          ? palette.emerald400
          : i + 1 === questDay
            ? palette.brand500
            : palette.slate100,
    }),
  ).join('');
}

/** A mission's mark: a tick when done, a star today, a padlock until it opens. */
export function missionMark(state: MissionState, cx: number, cy: number, r: number): string {
  if (state === 'done')
    return circle(cx, cy, r, { fill: palette.emerald100 }) + tick(cx, cy, r * 0.75);
  if (state === 'today')
    return (
      circle(cx, cy, r, { fill: palette.brand600 }) + star(cx, cy, r * 0.55, palette.accent300)
    );
  return circle(cx, cy, r, { fill: palette.slate100 }) + lock(cx, cy + 1, palette.slate400);
}

/**
 * A rounded button with a play triangle before its label, both centred; `right` is its right
 * edge, and it is as wide as its label needs unless `width` is given.
 */
export function playButton(
  right: number,
  y: number,
  height: number,
  label: string,
  size: number,
  width = Math.round(textWidth(label, size, true) + height + 10),
) {
  const x = right - width;
  const cy = y + height / 2;
  const start = x + (width - textWidth(label, size, true) - 16) / 2;
  return {
    width,
    svg: [
      rect(x, y, width, height, { rx: height / 2, fill: palette.brand600 }),
      path(`M${start} ${cy - 6}v12l10-6z`, { fill: palette.white }),
      text(start + 16, cy + size * 0.36, label, { size, weight: 700, fill: palette.white }),
    ].join(''),
  };
}

/** Onboarding, the new hire's side on day 3: her level, her missions, her badges, her buddy. */
export function drawQuests(copy: Copy, locale: Locale): string {
  const words = questWords(copy, locale);
  const messageStyle = { size: 15, fill: palette.slate700 };
  // The buddy's name and line, centred in their card however many lines the line takes.
  const buddyTop =
    350 + (106 - 38 - lines(0, 0, copy.message, 228, 18, messageStyle).count * 18) / 2;
  const message = lines(42, buddyTop + 50, copy.message, 228, 18, messageStyle);
  const buddyName = textWidth(copy.buddy, 15, true);
  let y = 98;
  const rows = words.missions.map((mission, i) => {
    const top = y;
    if (mission.state === 'today') {
      y += 72;
      const note = textWidth(mission.note, 14, true);
      const play = playButton(676, top + 18, 36, copy.play, 15);
      return [
        rect(306, top + 4, 380, 64, {
          rx: 12,
          fill: palette.brand50,
          stroke: palette.brand300,
        }),
        missionMark('today', 328, top + 36, 15),
        fitText(352, top + 31, mission.title, 676 - play.width - 362, {
          size: 16,
          weight: 800,
        }),
        text(352, top + 55, mission.note, { size: 14, weight: 700, fill: palette.brand700 }),
        pill(360 + note, top + 38, mission.points, {
          fill: palette.accent300,
          color: palette.brand950,
        }),
        play.svg,
      ].join('');
    }
    y += 42;
    const done = mission.state === 'done';
    const points = textWidth(mission.points, 14, true);
    return [
      i && words.missions[i - 1]?.state !== 'today'
        ? path(`M314 ${top}h364`, { stroke: palette.slate100 })
        : '',
      missionMark(mission.state, 328, top + 21, 14),
      fitText(352, top + 18, mission.title, 316 - points, {
        size: 15,
        weight: 700,
        fill: done ? palette.slate900 : palette.slate500,
      }),
      text(352, top + 36, mission.note, { size: 14, fill: palette.slate500 }),
      text(678, top + 26, mission.points, {
        size: 14,
        weight: 800,
        fill: done ? palette.emerald700 : palette.slate400,
        anchor: 'end',
      }),
    ].join('');
  });
  const levelWidth = textWidth(words.level, 17, true);
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // Who she is.
    rect(26, 64, 260, 146, { rx: 14, fill: palette.brand600 }),
    avatar('quests-me', 156, 100, 26, newHire, { ring: palette.white }),
    fitText(156, 152, copy.name, 228, {
      size: 20,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
    fitText(156, 174, copy.role, 228, {
      size: 14,
      weight: 600,
      fill: palette.brand100,
      anchor: 'middle',
    }),
    fitText(156, 193, copy.team, 228, { size: 14, fill: palette.brand200, anchor: 'middle' }),
    // Her level, her points and her first 30 days.
    rect(26, 222, 260, 116, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    shield(60, 260, 20, words.levelNumber, 18),
    text(92, 256, words.level, { size: 17, weight: 800 }),
    fitText(92, 276, copy.rank, 110, { size: 14, fill: palette.slate500 }),
    fitText(270, 256, words.points, 160 - levelWidth, {
      size: 15,
      weight: 800,
      fill: palette.brand700,
      anchor: 'end',
    }),
    fitText(42, 306, words.day, 228, { size: 14, weight: 600, fill: palette.slate600 }),
    dayStrip(42, 316, 228, 10),
    // A line from her buddy.
    rect(26, 350, 260, 106, { rx: 12, fill: palette.brand50 }),
    avatar('quests-buddy', 54, buddyTop + 15, 15, buddyLook, { ring: palette.white }),
    text(78, buddyTop + 20, copy.buddy, { size: 15, weight: 800 }),
    fitText(86 + buddyName, buddyTop + 20, copy.buddyLabel, 184 - buddyName, {
      size: 14,
      fill: palette.slate500,
    }),
    message.svg,
    // Her missions.
    rect(298, 64, 396, 274, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    panelLabel(314, 88, copy.missionsTitle, 260),
    text(678, 88, words.done, { size: 14, weight: 700, fill: palette.slate500, anchor: 'end' }),
    ...rows,
    // The badges she has earned.
    rect(298, 350, 396, 106, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    panelLabel(314, 374, copy.badgesTitle, 200),
    ...copy.badges.map((badge, i) => {
      const cx = 375 + i * 121;
      return (
        medal(cx, 410, 14, i) +
        fitText(cx, 443, badge, 118, {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'middle',
        })
      );
    }),
  ].join('');
}
