import type { SceneCopy } from '../copy/types';
import { el, palette, path, rect } from '../draw/svg';
import { cast, character, pane } from '../draw/ui';
import { shelves } from '../draw/novel';
import { phoneChoice, tag, tagWidth, wrapped } from './kit';

/** The visual-novel scene on a phone: Lucía in the shop, her line, and the three choices. */
export function drawNovelPhone(copy: SceneCopy['novel']): string {
  const line = wrapped(26, 0, copy.line, 300, 22, { size: 16, weight: 500 });
  const height = 540;
  const boxHeight = 34 + line.count * 22;
  // The choices end at the bottom edge; a longer line moves the dialogue, and Lucía, up.
  const choicesTop = height - 8 - 3 * 52;
  const boxTop = choicesTop - 14 - boxHeight;
  return [
    el('clipPath', { id: 'novel-phone-clip' }, rect(0, 0, 360, height, { rx: 18 })),
    el(
      'linearGradient',
      { id: 'novel-phone-wall', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.wall50 }) +
        el('stop', { offset: 1, 'stop-color': palette.wall100 }),
    ),
    el(
      'g',
      { 'clip-path': 'url(#novel-phone-clip)' },
      [
        rect(0, 0, 360, height, { fill: 'url(#novel-phone-wall)' }),
        pane(224, 60, 112, 100, 8, 6),
        path('M280 60v100M224 110h112', { stroke: palette.white, 'stroke-width': 5 }),
        rect(0, boxTop - 14, 360, height, { fill: palette.wood100 }),
        shelves(12, 82, 120, 2, 0),
        character(196, boxTop + 14, 1.05, cast.guide),
        tag(12, 14, copy.chapter, { fill: palette.brand950, color: palette.white }),
        rect(12, boxTop, 336, boxHeight, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
        tag(24, boxTop - 14, copy.speaker, { fill: palette.brand600, color: palette.white }),
        tag(32 + tagWidth(copy.speaker), boxTop - 14, copy.role, {
          fill: palette.accent300,
          color: palette.brand950,
        }),
        el('g', { transform: `translate(0 ${boxTop + 40})` }, line.svg),
        ...copy.choices.map((choice, i) =>
          el(
            'g',
            { filter: 'url(#shadow)' },
            phoneChoice(12, choicesTop + i * 52, 336, choice, 'ABC'[i] ?? '', {
              selected: i === 0,
            }),
          ),
        ),
      ].join(''),
    ),
  ].join('');
}
