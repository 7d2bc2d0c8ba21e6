import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from '../draw/svg';
import { avatar, bar, cast, lock, tick } from '../draw/ui';
import { current } from '../draw/journey';
import { fit, phoneButton, phoneWindow, word, wrapped } from './kit';

/** The welcome journey on a phone: the missions down the screen, the next one opened. */
export function drawJourneyPhone(copy: SceneCopy['journey'], height: number): string {
  const top = 152;
  const mission = wrapped(92, 0, copy.missions[current] ?? '', 220, 20, { size: 17, weight: 800 });
  const cardHeight = 112 + mission.count * 20;
  // The rows share the window's height down to the flag, 22 units above its foot, so a short
  // mission name leaves no band under the flag.
  const windowBottom = 8 + height - 30;
  const rowHeight = Math.min(
    72,
    Math.max(58, (windowBottom - 22 - top - cardHeight - 86) / (copy.missions.length - 2)),
  );
  // Each mission's row; the current one opens into a card, pushing the later ones down.
  const yOf = (i: number) => top + i * rowHeight + (i > current ? cardHeight - rowHeight + 10 : 0);
  const lastY = yOf(copy.missions.length - 1);
  return [
    phoneWindow(height, copy.windowTitle),
    avatar('journey-phone-me', 46, 86, 24, cast.guide, { ring: palette.brand300 }),
    fit(82, 82, copy.hello, 256, { size: 19, weight: 800 }),
    fit(82, 103, copy.role, 256, { size: 14, fill: palette.slate500 }),
    fit(22, 134, copy.progress, 140, { size: 14, weight: 700, fill: palette.brand700 }),
    bar(170, 125, 168, current / copy.missions.length, { height: 10, fill: palette.emerald400 }),
    // The route down the left, done in green.
    path(`M46 ${yOf(0)}V${lastY}`, {
      stroke: palette.slate300,
      'stroke-width': 5,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
    path(`M46 ${yOf(0)}V${yOf(current)}`, { stroke: palette.emerald400, 'stroke-width': 5 }),
    ...copy.missions.map((name, i) => {
      const y = yOf(i);
      if (i === current) {
        return [
          rect(76, y - 4, 264, cardHeight, { rx: 14, fill: palette.white, filter: 'url(#shadow)' }),
          circle(46, y + 22, 26, { fill: palette.brand200, opacity: 0.6 }),
          circle(46, y + 22, 19, { fill: palette.brand600 }),
          path(`M46 ${y + 13}l3 6.5 7 .8-5.2 4.8 1.5 7-6.3-3.6-6.3 3.6 1.5-7-5.2-4.8 7-.8z`, {
            fill: palette.accent300,
          }),
          word(92, y + 22, copy.days[i] ?? '', { size: 14, weight: 700, fill: palette.brand600 }),
          el('g', { transform: `translate(0 ${y + 50})` }, mission.svg),
          fit(92, y + 50 + mission.count * 20, copy.current, 230, {
            size: 14,
            fill: palette.slate500,
          }),
          phoneButton(92, y + cardHeight - 50, 232, 38, copy.start, { size: 15, rx: 10 }),
        ].join('');
      }
      const done = i < current;
      return [
        done
          ? circle(46, y + 22, 19, { fill: palette.emerald100 }) + tick(46, y + 22, 14)
          : circle(46, y + 22, 18, { fill: palette.slate200 }) + lock(46, y + 23, palette.slate400),
        word(82, y + 16, copy.days[i] ?? '', { size: 14, weight: 700, fill: palette.brand600 }),
        fit(82, y + 37, name, 256, {
          size: 15,
          weight: 700,
          fill: done ? palette.slate900 : palette.slate500,
        }),
      ].join('');
    }),
    // Finish flag, under the last mission.
    path(`M40 ${lastY + 76}v-30`, { stroke: palette.slate500, 'stroke-width': 2.5 }),
    path(`M41 ${lastY + 47}h20l-5 7 5 7h-20z`, { fill: palette.accent400 }),
  ].join('');
}
