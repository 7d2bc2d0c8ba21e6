/**
 * The playbooks' covers: each shows what its prompt gives a writer, in a few words large enough
 * to read on a phone's card (28 units or more: 12 CSS px where the card is narrowest).
 */
import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect } from './svg';
import { cast, character, fitText, pill, pillWidth, tick } from './ui';

/** The covers' one size: the cards' 16:9. */
export const coverSize = [720, 405] as const;

/** Words on a cover are never smaller than this, in drawing units. */
const minCoverText = 28;

/**
 * The band every cover is drawn on. No sun in a corner: cut by the card's rounded corner, it read
 * as a stray shape (twelfth and thirteenth design reviews).
 */
function backdrop(id: string): string {
  return [
    el(
      'linearGradient',
      { id: `${id}-bg`, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.brand600 }) +
        el('stop', { offset: 1, 'stop-color': palette.brand900 }),
    ),
    rect(0, 0, coverSize[0], coverSize[1], { fill: `url(#${id}-bg)` }),
  ].join('');
}

const big = (x: number, y: number, words: string, maxWidth: number, weight = 700) =>
  fitText(x, y, words, maxWidth, { size: 30, weight }, minCoverText);

/** Pitch Play: an idea in, a pitch out, its parts ticked. */
export function drawPitchCover(copy: SceneCopy['pitchCover']): string {
  return [
    backdrop('pitch'),
    rect(70, 56, 500, 293, { rx: 24, fill: palette.white, filter: 'url(#shadow)' }),
    fitText(106, 118, copy.title, 300, { size: 36, weight: 800 }, minCoverText),
    pill(534 - pillWidth(copy.badge, 28), 88, copy.badge, { size: 28 }),
    ...copy.parts.map((part, i) => {
      const y = 176 + i * 58;
      return tick(122, y - 10, 16, palette.emerald500) + big(152, y, part, 390, 600);
    }),
  ].join('');
}

/** Story Spine Play: the spine's beats, read down a line. */
export function drawSpineCover(copy: SceneCopy['spineCover']): string {
  const top = 96;
  const step = 66;
  return [
    backdrop('spine'),
    rect(70, 44, 540, 317, { rx: 24, fill: palette.white, filter: 'url(#shadow)' }),
    path(`M118 ${top - 10}v${step * (copy.beats.length - 1)}`, {
      stroke: palette.brand200,
      'stroke-width': 4,
    }),
    ...copy.beats.map((beat, i) => {
      const y = top + i * step;
      const last = i === copy.beats.length - 1;
      return [
        circle(118, y - 10, 13, {
          fill: last ? palette.accent400 : palette.brand600,
          stroke: palette.white,
          'stroke-width': 4,
        }),
        big(150, y, beat, 430, i === 0 ? 800 : 600),
      ].join('');
    }),
  ].join('');
}

/** Chapter Map Play: three chapters in a row, the last branching to two endings. */
export function drawChaptersCover(copy: SceneCopy['chaptersCover']): string {
  const cards = [40, 240, 440];
  return [
    backdrop('chapters'),
    path('M220 150h20M420 150h20', { stroke: palette.accent300, 'stroke-width': 5 }),
    ...cards.map((x, i) =>
      [
        rect(x, 86, 180, 128, { rx: 20, fill: palette.white, filter: 'url(#shadow)' }),
        fitText(
          x + 100,
          142,
          copy.chapter,
          170,
          {
            size: 30,
            weight: 800,
            fill: palette.brand700,
            anchor: 'middle',
          },
          minCoverText,
        ),
        fitText(
          x + 100,
          186,
          String(i + 1),
          170,
          {
            size: 34,
            weight: 800,
            anchor: 'middle',
          },
          minCoverText,
        ),
      ].join(''),
    ),
    // The last chapter's two endings, as the map branches: each line ends at its ending's middle.
    ...copy.endings.map((ending, i) => {
      const width = pillWidth(ending, 28);
      const left = Math.min((i === 0 ? 440 : 620) - width / 2, 704 - width);
      const centre = left + width / 2;
      return [
        path(`M530 214v34H${centre}v44`, {
          fill: 'none',
          stroke: palette.accent300,
          'stroke-width': 5,
          'stroke-linejoin': 'round',
        }),
        pill(left, 292, ending, {
          size: 28,
          fill: i === 0 ? palette.emerald400 : palette.white,
          color: palette.brand950,
        }),
      ].join('');
    }),
  ].join('');
}

/** Scene Script Play: a scene as the player meets it: who speaks, the line, two answers. */
export function drawScriptCover(copy: SceneCopy['scriptCover']): string {
  return [
    backdrop('script'),
    // The scene's room, the new hire in it.
    el('clipPath', { id: 'script-room' }, rect(30, 30, 250, 345, { rx: 22 })),
    el(
      'g',
      { 'clip-path': 'url(#script-room)' },
      [
        rect(30, 30, 250, 345, { fill: palette.wall50 }),
        rect(70, 70, 150, 104, {
          rx: 8,
          fill: palette.sky100,
          stroke: palette.white,
          'stroke-width': 8,
        }),
        rect(30, 300, 250, 75, { fill: palette.wall100 }),
        character(155, 400, 1.2, cast.guide),
      ].join(''),
    ),
    rect(270, 96, 420, 128, { rx: 22, fill: palette.white, filter: 'url(#shadow)' }),
    pill(290, 76, copy.speaker, { size: 28, fill: palette.brand600, color: palette.white }),
    big(296, 176, copy.line, 370),
    ...copy.answers.map((answer, i) => {
      const y = 244 + i * 66;
      return [
        rect(270, y, 420, 54, {
          rx: 27,
          fill: i === 0 ? palette.accent400 : palette.white,
          filter: 'url(#shadow)',
        }),
        fitText(
          298,
          y + 37,
          `${'AB'[i]}  ${answer}`,
          370,
          {
            size: 28,
            weight: 700,
            fill: palette.brand950,
          },
          minCoverText,
        ),
      ].join('');
    }),
  ].join('');
}

/** A five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * The training article: points and badges, faded, lead to what it argues for instead: a role,
 * real decisions, consequences.
 */
export function drawArticleCover(copy: SceneCopy['articleCover']): string {
  return [
    backdrop('article'),
    // Points and a badge, the gamification the article says is not the point: in the band's own
    // violets, behind what it argues for.
    circle(128, 150, 58, { fill: palette.brand400 }),
    circle(128, 150, 44, { fill: 'none', stroke: palette.brand300, 'stroke-width': 4 }),
    path(star(128, 152, 30, 13), { fill: palette.brand200 }),
    pill(96, 230, '+10', { size: 28, fill: palette.brand400, color: palette.brand100 }),
    path('M206 202h26', {
      stroke: palette.accent300,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
    path('M224 190l14 12-14 12', {
      fill: 'none',
      stroke: palette.accent300,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    rect(262, 52, 420, 300, { rx: 24, fill: palette.white, filter: 'url(#shadow)' }),
    pill(294, 76, copy.badge, { size: 28 }),
    fitText(294, 156, copy.title, 356, { size: 36, weight: 800 }, minCoverText),
    ...copy.points.map((point, i) => {
      const y = 216 + i * 52;
      return tick(310, y - 10, 16, palette.emerald500) + big(340, y, point, 316, 600);
    }),
  ].join('');
}
