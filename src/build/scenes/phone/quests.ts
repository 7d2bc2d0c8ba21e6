import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { palette, path, rect } from '../draw/svg';
import { avatar, textWidth } from '../draw/ui';
import {
  buddyLook,
  dayStrip,
  medal,
  missionMark,
  newHire,
  playButton,
  questWords,
  shield,
} from '../draw/quests';
import { fit, heading, phoneWindow, tag, word, wrapped } from './kit';

/**
 * The new hire's day 3 on a phone: who she is, her level and days, her missions one under
 * another with today's opened, her badges, and her buddy's line.
 */
export function drawQuestsPhone(copy: SceneCopy['quests'], locale: Locale, height: number): string {
  const words = questWords(copy, locale);
  let y = 272;
  const rows = words.missions.map((mission, i) => {
    const top = y;
    if (mission.state === 'today') {
      y += 104;
      const note = textWidth(mission.note, 14, true);
      // The button across the card, as a thumb would want it.
      const play = playButton(332, top + 64, 32, copy.play, 15, 304);
      return [
        rect(16, top + 4, 328, 96, { rx: 12, fill: palette.brand50, stroke: palette.brand300 }),
        missionMark('today', 40, top + 28, 15),
        fit(66, top + 28, mission.title, 266, { size: 16, weight: 800 }),
        word(66, top + 50, mission.note, { size: 14, weight: 700, fill: palette.brand700 }),
        tag(74 + note, top + 33, mission.points, {
          fill: palette.accent300,
          color: palette.brand950,
        }),
        play.svg,
      ].join('');
    }
    y += 48;
    const done = mission.state === 'done';
    const points = textWidth(mission.points, 14, true);
    // The title has the row's width; the note and the points share the line under it.
    return [
      i && words.missions[i - 1]?.state !== 'today'
        ? path(`M22 ${top}h316`, { stroke: palette.slate100 })
        : '',
      missionMark(mission.state, 40, top + 24, 14),
      fit(66, top + 21, mission.title, 272, {
        size: 15,
        weight: 700,
        fill: done ? palette.slate900 : palette.slate500,
      }),
      fit(66, top + 40, mission.note, 264 - points, { size: 14, fill: palette.slate500 }),
      word(338, top + 40, mission.points, {
        size: 14,
        weight: 800,
        fill: done ? palette.emerald700 : palette.slate400,
        anchor: 'end',
      }),
    ].join('');
  });
  const badgesTop = y + 26;
  const buddyTop = badgesTop + 82;
  const message = wrapped(30, buddyTop + 52, copy.message, 300, 19, {
    size: 15,
    fill: palette.slate700,
  });
  const buddyName = textWidth(copy.buddy, 15, true);
  const levelWidth = textWidth(words.level, 17, true);
  return [
    phoneWindow(height, copy.windowTitle),
    // Who she is.
    rect(16, 60, 328, 100, { rx: 14, fill: palette.brand600 }),
    avatar('quests-phone-me', 58, 110, 26, newHire, { ring: palette.white }),
    fit(100, 100, copy.name, 230, { size: 20, weight: 800, fill: palette.white }),
    fit(100, 121, copy.role, 230, { size: 14, weight: 600, fill: palette.brand100 }),
    fit(100, 140, copy.team, 230, { size: 14, fill: palette.brand200 }),
    // Her level, her points and her first 30 days.
    shield(38, 192, 17, words.levelNumber, 16),
    word(64, 190, words.level, { size: 17, weight: 800 }),
    fit(64, 209, copy.rank, 130, { size: 14, fill: palette.slate500 }),
    fit(340, 190, words.points, 260 - levelWidth, {
      size: 15,
      weight: 800,
      fill: palette.brand700,
      anchor: 'end',
    }),
    fit(340, 209, words.day, 130, {
      size: 14,
      weight: 600,
      fill: palette.slate600,
      anchor: 'end',
    }),
    dayStrip(20, 222, 320, 10),
    // Her missions.
    heading(22, 264, copy.missionsTitle, 220),
    word(338, 264, words.done, { size: 14, weight: 700, fill: palette.slate500, anchor: 'end' }),
    ...rows,
    // The badges she has earned.
    heading(22, badgesTop, copy.badgesTitle, 300),
    ...copy.badges.map((badge, i) => {
      const cx = 72 + i * 108;
      return (
        medal(cx, badgesTop + 36, 14, i) +
        fit(cx, badgesTop + 66, badge, 104, {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'middle',
        })
      );
    }),
    // A line from her buddy.
    rect(16, buddyTop, 328, 50 + message.count * 19, { rx: 12, fill: palette.brand50 }),
    avatar('quests-phone-buddy', 42, buddyTop + 24, 14, buddyLook, { ring: palette.white }),
    word(64, buddyTop + 29, copy.buddy, { size: 15, weight: 800 }),
    fit(72 + buddyName, buddyTop + 29, copy.buddyLabel, 260 - buddyName, {
      size: 14,
      fill: palette.slate500,
    }),
    message.svg,
  ].join('');
}
