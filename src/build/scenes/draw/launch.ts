import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect, text, wrap } from './svg';
import { button, card, fitText, lines, pill, pillWidth, textWidth } from './ui';

type Copy = SceneCopy['launch'];

/**
 * A fictitious juice brand's colours, not Ludiqo's: its game, its post, its newsletter and its
 * poster all wear them.
 */
export const juiceBrand = {
  primary: palette.rose600,
  deep: palette.rose900,
  shade: palette.rose800,
  flesh: palette.rose300,
  light: palette.rose100,
  sky: palette.rose50,
  accent: palette.yellow400,
  leaf: palette.lime600,
};

/** Sample counts inside the UI, not results: the link's first week (visits, players, finished). */
export const launchCounts = [3412, 2186, 1530] as const;

/** The brand's mark: half a grapefruit, its peel and its segments. */
export function grapefruit(cx: number, cy: number, r: number): string {
  const inner = r * 0.78;
  const d = inner * 0.707;
  return [
    circle(cx, cy, r, { fill: juiceBrand.primary }),
    circle(cx, cy, inner, { fill: juiceBrand.flesh }),
    path(
      `M${cx - inner} ${cy}h${2 * inner}M${cx} ${cy - inner}v${2 * inner}M${cx - d} ${cy - d}l${2 * d} ${2 * d}M${cx - d} ${cy + d}l${2 * d}-${2 * d}`,
      { stroke: palette.white, 'stroke-width': Math.max(1.2, r / 13), 'stroke-linecap': 'round' },
    ),
    circle(cx, cy, r * 0.16, { fill: palette.white }),
  ].join('');
}

/** The new juice: a bottle `height` tall standing on (x, bottom), its label showing the mark. */
export function bottle(
  x: number,
  bottom: number,
  height: number,
  fill: string = juiceBrand.primary,
): string {
  return el(
    'g',
    { transform: `translate(${x} ${bottom}) scale(${height / 122})` },
    [
      rect(-11, -122, 22, 13, { rx: 3, fill: juiceBrand.accent }),
      path('M-22-80q0-14 13-18v-12h18v12q13 4 13 18v70q0 10-10 10h-24q-10 0-10-10z', { fill }),
      rect(-22, -72, 44, 40, { fill: palette.white }),
      grapefruit(0, -52, 13),
      rect(13, -90, 4, 14, { rx: 2, fill: palette.white, opacity: 0.4 }),
    ].join(''),
  );
}

/** A leaf, pointing right from (x, y). */
export const leaf = (x: number, y: number, fill: string = juiceBrand.leaf) =>
  path(`M${x} ${y}q10-16 28-12q-8 16-28 12z`, { fill });

/** A link: two chain links across a circle. */
export function linkIcon(cx: number, cy: number, color: string = palette.brand600): string {
  const link = (dx: number) =>
    rect(cx + dx - 6, cy - 3.5, 12, 7, {
      rx: 3.5,
      fill: 'none',
      stroke: color,
      'stroke-width': 2,
    });
  return el('g', { transform: `rotate(-45 ${cx} ${cy})` }, link(-4) + link(4));
}

/**
 * A QR code drawn as a grid of squares (not a code anything can read): three corner markers and
 * a fixed scatter of cells, `size` wide on a white card.
 */
export function qrGrid(x: number, y: number, size: number, ink: string): string {
  const cell = size / 11;
  const at = (col: number, row: number) => [x + cell * (col + 1), y + cell * (row + 1)] as const;
  const marker = (col: number, row: number) => {
    const [mx, my] = at(col, row);
    return (
      rect(mx, my, cell * 3, cell * 3, { fill: ink }) +
      rect(mx + cell * 0.5, my + cell * 0.5, cell * 2, cell * 2, { fill: palette.white }) +
      rect(mx + cell, my + cell, cell, cell, { fill: ink })
    );
  };
  const cells = [
    [4, 0],
    [5, 1],
    [4, 2],
    [6, 2],
    [5, 3],
    [0, 4],
    [2, 4],
    [3, 4],
    [5, 4],
    [7, 4],
    [8, 4],
    [1, 5],
    [4, 5],
    [6, 5],
    [0, 6],
    [3, 6],
    [5, 6],
    [7, 6],
    [8, 6],
    [4, 7],
    [6, 7],
    [8, 7],
    [5, 8],
    [7, 8],
    [4, 8],
  ];
  const c = cell.toFixed(2);
  return [
    rect(x, y, size, size, { rx: size / 12, fill: palette.white }),
    marker(0, 0),
    marker(6, 0),
    marker(0, 6),
    path(
      cells
        .map(([col, row]) => {
          const [cx, cy] = at(col!, row!);
          return `M${cx.toFixed(1)} ${cy.toFixed(1)}h${c}v${c}h-${c}z`;
        })
        .join(''),
      { fill: ink },
    ),
  ].join('');
}

/** A dashed line from the link to a place it is shared, dotted at both ends. */
export function connector(x0: number, y0: number, x1: number, y1: number, bend: number): string {
  return [
    path(`M${x0} ${y0}C${x0 + bend} ${y0} ${x1 - bend} ${y1} ${x1} ${y1}`, {
      fill: 'none',
      stroke: palette.brand300,
      'stroke-width': 2,
      'stroke-dasharray': '5 5',
      'stroke-linecap': 'round',
    }),
    circle(x1, y1, 4.5, { fill: palette.brand500 }),
  ].join('');
}

/** A channel's name on a tab over its card's top edge. */
export const channelTab = (x: number, y: number, label: string, size = 14) =>
  pill(x, y, label, {
    fill: palette.white,
    color: palette.slate700,
    stroke: palette.slate200,
    size,
  });

/** The brand's mark and name, as the game, the post and the poster show it. */
export const wordmark = (
  x: number,
  y: number,
  brand: string,
  {
    r = 10,
    size = 15,
    color = juiceBrand.deep,
  }: { r?: number; size?: number; color?: string } = {},
) =>
  grapefruit(x + r, y - size * 0.36, r) +
  text(x + 2 * r + 6, y, brand, { size, weight: 800, fill: color });

/** The play button of the game's page: a triangle and the word, on the brand's accent. */
export function playButton(x: number, y: number, label: string, height = 36, size = 15): string {
  const width = Math.max(96, textWidth(label, size, true) + 56);
  return [
    rect(x, y, width, height, { rx: height / 2, fill: juiceBrand.accent }),
    path(`M${x + 18} ${y + height / 2 - 7}v14l12-7z`, { fill: juiceBrand.deep }),
    text(x + 38, y + height / 2 + size * 0.36, label, {
      size,
      weight: 800,
      fill: juiceBrand.deep,
    }),
  ].join('');
}

/** The game's public page: the brand's mark, the new bottle, the title and its button. */
function publicPage(copy: Copy, x: number, y: number, width: number, height: number): string {
  const titleStyle = { size: 20, weight: 800, fill: palette.white };
  const titleLines = wrap(copy.story, width - 36, titleStyle).length;
  // The words sit on the panel from the bottom up: a title on two lines pushes the panel up.
  const playY = y + height - 54;
  const titleY = playY - 18 - (titleLines - 1) * 24;
  const panelTop = titleY - 40;
  return el(
    'g',
    { 'clip-path': 'url(#launch-page)' },
    [
      el('clipPath', { id: 'launch-page' }, rect(x, y, width, height, { rx: 16 })),
      rect(x, y, width, height, { fill: juiceBrand.sky }),
      wordmark(x + 12, y + 34, copy.brand),
      pill(x + width - 10 - pillWidth(copy.visibility), y + 16, copy.visibility, {
        fill: palette.white,
        color: juiceBrand.deep,
      }),
      // The new juice, before half a grapefruit.
      circle(x + width - 62, panelTop - 56, 46, { fill: juiceBrand.light }),
      grapefruit(x + width - 62, panelTop - 56, 34),
      leaf(x + 30, panelTop - 6),
      leaf(x + width - 40, panelTop - 4),
      bottle(x + 78, panelTop + 14, Math.min(132, panelTop - y - 50)),
      path(
        `M${x} ${panelTop}c${width / 3}-18 ${(2 * width) / 3}-18 ${width} 0V${y + height}H${x}z`,
        {
          fill: juiceBrand.deep,
        },
      ),
      lines(x + 18, titleY, copy.story, width - 36, 24, titleStyle).svg,
      playButton(x + 18, playY, copy.play),
    ].join(''),
  );
}

/** The link: one line, under the page, where every connector leaves from. */
export function linkPill(cx: number, y: number, link: string, size = 14) {
  const width = textWidth(link, size, false) + 58;
  const left = cx - width / 2;
  const height = 36;
  return {
    left,
    right: left + width,
    cy: y + height / 2,
    svg: [
      rect(left, y, width, height, {
        rx: height / 2,
        fill: palette.white,
        stroke: palette.brand300,
        'stroke-width': 1.5,
        filter: 'url(#shadow)',
      }),
      circle(left + 20, y + height / 2, 12, { fill: palette.brand50 }),
      linkIcon(left + 20, y + height / 2),
      text(left + 40, y + height / 2 + size * 0.36, link, {
        size,
        weight: 600,
        fill: palette.slate700,
      }),
    ].join(''),
  };
}

/** The post, as the brand's followers see it: its mark, a line, the game's cover and link. */
function socialPost(copy: Copy, x: number, y: number, width: number, height: number): string {
  const body = lines(x + 12, y + 62, copy.post, width - 24, 18, {
    size: 14,
    fill: palette.slate800,
  });
  const thumbTop = y + height - 12 - 62;
  const thumbStyle = { size: 14, weight: 800, fill: palette.white };
  const thumbLines = wrap(copy.story, width - 112, thumbStyle).length;
  const thumbTitleY = thumbTop + 31 + 5 - ((thumbLines - 1) * 17) / 2;
  return [
    card(x, y, width, height),
    grapefruit(x + 26, y + 32, 14),
    text(x + 48, y + 37, copy.brand, { size: 15, weight: 800 }),
    ...[0, 1, 2].map((i) => circle(x + width - 30 + i * 7, y + 32, 2, { fill: palette.slate400 })),
    body.svg,
    // The game's cover, as the post shows it.
    el('clipPath', { id: 'launch-thumb' }, rect(x + 12, thumbTop, width - 24, 62, { rx: 10 })),
    el(
      'g',
      { 'clip-path': 'url(#launch-thumb)' },
      [
        rect(x + 12, thumbTop, width - 24, 62, { fill: juiceBrand.deep }),
        circle(x + 34, thumbTop + 31, 24, { fill: juiceBrand.shade }),
        bottle(x + 34, thumbTop + 56, 48),
      ].join(''),
    ),
    lines(x + 60, thumbTitleY, copy.story, width - 112, 17, thumbStyle).svg,
    circle(x + width - 32, thumbTop + 31, 13, { fill: juiceBrand.accent }),
    path(`M${x + width - 36} ${thumbTop + 25}v12l10-6z`, { fill: juiceBrand.deep }),
  ].join('');
}

/** The newsletter's block: the brand's band, a subject, one line and the button to the game. */
function newsletter(copy: Copy, x: number, y: number, width: number, height: number): string {
  const body = lines(x + 14, y + 76, copy.newsletter, width - 28, 18, {
    size: 14,
    fill: palette.slate600,
  });
  return [
    card(x, y, width, height),
    path(`M${x} ${y + 14}a14 14 0 0 1 14-14h${width - 28}a14 14 0 0 1 14 14v18h-${width}z`, {
      fill: juiceBrand.primary,
    }),
    fitText(x + width - 14, y + 22, copy.brand, 80, {
      size: 14,
      weight: 800,
      fill: palette.white,
      anchor: 'end',
    }),
    fitText(x + 14, y + 56, copy.subject, width - 28, { size: 15, weight: 800 }),
    body.svg,
    button(x + 14, y + height - 46, width - 28, 34, copy.playStory, {
      fill: juiceBrand.primary,
      rx: 17,
    }),
  ].join('');
}

/** The poster in the shop, on its easel: the brand, a headline, the juice, a QR code, what to do. */
function poster(copy: Copy, x: number, y: number, width: number, height: number): string {
  const headline = lines(x + 16, y + 120, copy.posterTitle, width - 32, 24, {
    size: 20,
    weight: 800,
    fill: palette.white,
  });
  const qrSize = 116;
  const qrTop = y + height - 58 - qrSize;
  return [
    // The easel's legs, behind the board.
    path(`M${x + 34} ${y + height - 10}l-10 32M${x + width - 34} ${y + height - 10}l10 32`, {
      stroke: palette.slate400,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    rect(x, y, width, height, { rx: 12, fill: juiceBrand.primary, filter: 'url(#shadow)' }),
    rect(x + 8, y + 8, width - 16, height - 16, {
      rx: 8,
      fill: 'none',
      stroke: juiceBrand.flesh,
      'stroke-width': 1.5,
    }),
    wordmark(x + 16, y + 48, copy.brand, { color: palette.white }),
    pill(x + 16, y + 66, copy.badge, { fill: juiceBrand.accent, color: juiceBrand.deep }),
    headline.svg,
    // The juice beside the code that leads to its game.
    bottle(x + 42, qrTop + qrSize, 104, juiceBrand.deep),
    qrGrid(x + width - 16 - qrSize, qrTop, qrSize, juiceBrand.deep),
    fitText(x + width / 2, y + height - 24, copy.scan, width - 36, {
      size: 15,
      weight: 800,
      fill: palette.white,
      anchor: 'middle',
    }),
  ].join('');
}

/** The link's first week, in counts: visits, players, players who reached the end. */
function weekStrip(copy: Copy, locale: Locale, x: number, y: number, width: number): string {
  const n = new Intl.NumberFormat(locale);
  const dots = [palette.brand300, palette.brand500, palette.emerald400];
  const statsLeft = x + 254;
  const step = (x + width - statsLeft) / 3;
  return [
    card(x, y, width, 58),
    circle(x + 28, y + 29, 15, { fill: palette.brand50 }),
    linkIcon(x + 28, y + 29),
    fitText(x + 54, y + 25, copy.statsTitle, 200, { size: 15, weight: 800 }),
    fitText(x + 54, y + 45, copy.link, 200, { size: 14, fill: palette.slate500 }),
    path(`M${statsLeft - 16} ${y + 12}v34`, { stroke: palette.slate200, 'stroke-width': 1.5 }),
    ...copy.stats.map((label, i) => {
      const left = statsLeft + i * step;
      return [
        circle(left + 4, y + 20, 4, { fill: dots[i] }),
        fitText(left + 14, y + 25, label, step - 22, {
          size: 14,
          weight: 600,
          fill: palette.slate500,
        }),
        text(left, y + 48, n.format(launchCounts[i] ?? 0), {
          size: 19,
          weight: 800,
          fill: i === 2 ? palette.emerald700 : palette.slate900,
        }),
      ].join('');
    }),
  ].join('');
}

/**
 * Marketing: one public brand game in the middle, and its one link pasted where the audience is
 * (a social post, a newsletter, a poster in the shop), with that link's first week in counts.
 */
export function drawLaunch(copy: Copy, locale: Locale): string {
  const link = linkPill(360, 348, copy.link);
  const [post, mail, board] = [
    { x: 16, y: 32, width: 200, height: 176 },
    { x: 16, y: 234, width: 200, height: 150 },
    { x: 504, y: 32, width: 200, height: 336 },
  ] as const;
  return [
    // No backdrop: the cards float on whatever band the page puts them on.
    connector(link.left, link.cy, post.x + post.width, post.y + 110, -34),
    connector(link.left, link.cy, mail.x + mail.width, mail.y + 96, -20),
    connector(link.right, link.cy, board.x, board.y + 220, 26),
    card(256, 24, 208, 312),
    publicPage(copy, 256, 24, 208, 312),
    link.svg,
    circle(link.left, link.cy, 4.5, { fill: palette.brand500 }),
    circle(link.right, link.cy, 4.5, { fill: palette.brand500 }),
    socialPost(copy, post.x, post.y, post.width, post.height),
    channelTab(post.x + 12, post.y - 12, copy.channels[0]),
    newsletter(copy, mail.x, mail.y, mail.width, mail.height),
    channelTab(mail.x + 12, mail.y - 12, copy.channels[1]),
    poster(copy, board.x, board.y, board.width, board.height),
    channelTab(board.x + 12, board.y - 12, copy.channels[2]),
    weekStrip(copy, locale, 16, 402, 688),
  ].join('');
}
