import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { avatar, bar, button, cast, fitText, lines, lock, tick } from './ui';

const stops: [number, number][] = [
  [76, 292],
  [188, 364],
  [300, 292],
  [412, 364],
  [524, 292],
  [616, 364],
];
export const current = 2;

export function drawJourney(copy: SceneCopy['journey']): string {
  const curve = (to: number) =>
    stops
      .slice(0, to + 1)
      .map(([x, y], i) => {
        const [px, py] = stops[i - 1] ?? [x, y];
        return i ? `C${(px + x) / 2} ${py} ${(px + x) / 2} ${y} ${x} ${y}` : `M${x} ${y}`;
      })
      .join('');
  // On to the flag: it marks where the route ends, not a mark of its own (twentieth design review).
  const route = `${curve(stops.length - 1)}H652`;
  const done = curve(current);
  const labels = copy.missions.map((mission, i) => {
    const [x, y] = stops[i] ?? [0, 0];
    if (i === current) return '';
    const top = i % 2 === 0;
    const title = lines(x, 0, mission, 104, 15, {
      size: 14,
      weight: 700,
      fill: i > current ? palette.slate500 : palette.slate900,
      anchor: 'middle',
    });
    const titleTop = top ? y - 40 - (title.count - 1) * 15 : y + 50;
    return [
      text(x, titleTop - 17, copy.days[i] ?? '', {
        size: 14,
        weight: 700,
        fill: palette.brand500,
        anchor: 'middle',
      }),
      el('g', { transform: `translate(0 ${titleTop})` }, title.svg),
    ].join('');
  });
  const marks = stops.map(([x, y], i) => {
    if (i < current) return circle(x, y, 24, { fill: palette.emerald100 }) + tick(x, y, 17);
    if (i === current)
      return (
        circle(x, y, 32, { fill: palette.brand200, opacity: 0.6 }) +
        circle(x, y, 24, { fill: palette.brand600 }) +
        path(`M${x} ${y - 10}l3 6.5 7 .8-5.2 4.8 1.5 7-6.3-3.6-6.3 3.6 1.5-7-5.2-4.8 7-.8z`, {
          fill: palette.accent300,
        })
      );
    return circle(x, y, 22, { fill: palette.slate200 }) + lock(x, y + 1, palette.slate400);
  });
  const [cx] = stops[current] ?? [0, 0];
  const cardTop = 130;
  const mission = lines(cx - 84, cardTop + 40, copy.missions[current] ?? '', 168, 17, {
    size: 14,
    weight: 800,
  });
  const cardHeight = 88 + mission.count * 17;
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    avatar('journey-me', 48, 92, 24, cast.guide, { ring: palette.brand300 }),
    text(84, 88, copy.hello, { size: 18, weight: 800 }),
    fitText(84, 108, copy.role, 300, { size: 14, fill: palette.slate500 }),
    fitText(694, 86, copy.progress, 200, {
      size: 14,
      weight: 700,
      fill: palette.brand700,
      anchor: 'end',
    }),
    bar(494, 96, 200, current / stops.length, { height: 10, fill: palette.emerald400 }),
    rect(22, 128, 676, 328, { rx: 14, fill: palette.brand50 }),
    path(route, {
      fill: 'none',
      stroke: palette.slate300,
      'stroke-width': 5,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
    path(done, {
      fill: 'none',
      stroke: palette.emerald400,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    // Finish flag, inside the map's panel (it ends at 698).
    path('M654 366v-46', { stroke: palette.slate500, 'stroke-width': 2.5 }),
    path('M655 321h22l-6 8 6 8h-22z', { fill: palette.accent400 }),
    ...labels,
    ...marks,
    // The current mission's card.
    rect(cx - 96, cardTop, 192, cardHeight, {
      rx: 14,
      fill: palette.white,
      filter: 'url(#shadow)',
    }),
    path(`M${cx - 8} ${cardTop + cardHeight}l8 10 8-10z`, { fill: palette.white }),
    text(cx - 84, cardTop + 20, `${copy.days[current] ?? ''}`, {
      size: 14,
      weight: 700,
      fill: palette.brand500,
    }),
    mission.svg,
    fitText(cx - 84, cardTop + 40 + mission.count * 17, copy.current, 168, {
      size: 14,
      fill: palette.slate500,
    }),
    button(cx - 84, cardTop + cardHeight - 38, 168, 28, copy.start, { size: 14, rx: 8 }),
  ].join('');
}
