import type { SceneCopy } from '../copy/types';
import { circle, palette, path, rect } from '../draw/svg';
import { bar, tick } from '../draw/ui';
import { colours, discPlayer, discWheel, scores } from '../draw/disc';
import { fit, phoneButton, phoneWindow, tag, tagWidth, word, wrapped } from './kit';

/** The DISC result on a phone: the wheel and the scores, then the profile, one under the other. */
export function drawDiscPhone(copy: SceneCopy['disc']): string {
  const description = wrapped(22, 318, copy.description, 316, 21, {
    size: 15,
    fill: palette.slate700,
  });
  const listTop = 318 + description.count * 21 + 4;
  const box = (
    y: number,
    title: string,
    items: readonly string[],
    fill: string,
    ink: string,
    mark: (cy: number) => string,
  ) =>
    [
      rect(20, y, 320, 100, { rx: 12, fill }),
      word(36, y + 26, title, { size: 14, weight: 800, fill: ink }),
      ...items.map(
        (item, i) => mark(y + 52 + i * 28) + fit(62, y + 57 + i * 28, item, 262, { size: 15 }),
      ),
    ].join('');
  return [
    phoneWindow(720, copy.windowTitle),
    discPlayer(34, 72, 14, copy.player, 'disc-phone-you'),
    discWheel(104, 166, 74),
    // Scores beside the wheel.
    ...copy.dimensions.map((name, i) => {
      const y = 86 + i * 40;
      return [
        fit(198, y, name, 140, { size: 14, weight: i === 1 ? 800 : 500, fill: palette.slate700 }),
        bar(198, y + 9, 104, (scores[i] ?? 0) / 100, {
          height: 9,
          fill: colours[i] ?? palette.sky400,
        }),
        word(340, y + 18, String(scores[i] ?? 0), {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'end',
        }),
      ].join('');
    }),
    // The profile.
    word(22, 262, copy.heading, { size: 14, weight: 600, fill: palette.slate500 }),
    fit(22, 294, copy.profile, 180, { size: 26, weight: 800, fill: palette.brand800 }),
    tag(338 - tagWidth(copy.profileLabel), 274, copy.profileLabel, {
      fill: palette.accent300,
      color: palette.brand950,
    }),
    description.svg,
    box(listTop, copy.strengthsTitle, copy.strengths, palette.emerald50, palette.emerald700, (cy) =>
      tick(44, cy, 9),
    ),
    box(
      listTop + 110,
      copy.practiseTitle,
      copy.practise,
      palette.brand50,
      palette.brand700,
      (cy) =>
        circle(44, cy, 9, { fill: palette.brand500 }) +
        path(`M41 ${cy - 4}l4 4-4 4`, {
          fill: 'none',
          stroke: palette.white,
          'stroke-width': 2,
          'stroke-linecap': 'round',
        }),
    ),
    phoneButton(20, 638, 320, 46, copy.button),
  ].join('');
}
