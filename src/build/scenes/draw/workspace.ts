import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect } from './svg';
import { avatar, button, cast, character, fitText, lines, panelLabel, type Look } from './ui';

const label = (x: number, y: number, words: string) => panelLabel(x, y, words, 130);

/** Each experience's player on its cover, and the cover's colour: one per use, as the pages show them. */
export const workspaceCovers: readonly { look: Look; bg: string }[] = [
  { look: cast.guide, bg: palette.wall50 },
  { look: cast.applicant, bg: palette.sky100 },
  { look: cast.supplier, bg: palette.brand100 },
  { look: cast.carlos, bg: palette.teal100 },
  { look: cast.dana, bg: palette.rose50 },
];

/** Each experience's status: public, private, draft (indexes into `statuses`). */
export const workspaceStatus = [0, 1, 2, 0, 0] as const;

/** A status's dot: published and shared, published and private, not published. */
export const statusColours = [palette.emerald500, palette.brand500, palette.slate400] as const;

/**
 * The platform as a team sees it: one workspace holding experiences for several uses, each with
 * its status, and the way to start the next one from a brief.
 */
export function drawWorkspace(copy: SceneCopy['workspace']): string {
  const columns = [200, 370, 540];
  const rows = [110, 288];
  const cardWidth = 156;
  const cardHeight = 166;
  const cover = 68;
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    // The sidebar: where a team finds its experiences, characters, analytics and brand.
    rect(22, 62, 160, 392, { rx: 12, fill: palette.slate50 }),
    ...copy.nav.map((label, i) => {
      const y = 92 + i * 42;
      const chosen = i === 0;
      return [
        chosen
          ? rect(30, y - 22, 144, 36, { rx: 9, fill: palette.white, filter: 'url(#shadow)' })
          : '',
        rect(44, y - 10, 12, 12, {
          rx: 3,
          fill: [palette.brand500, palette.accent400, palette.sky400, palette.emerald400][i] ?? '',
        }),
        fitText(66, y, label, 100, {
          size: 15,
          weight: chosen ? 700 : 500,
          fill: chosen ? palette.slate900 : palette.slate600,
        }),
      ].join('');
    }),
    // The brand every experience is published in, and the team that edits them.
    label(40, 300, copy.brandTitle),
    ...[palette.brand600, palette.accent400, palette.brand950].map((fill, i) =>
      circle(52 + i * 30, 328, 11, { fill, stroke: palette.white, 'stroke-width': 3 }),
    ),
    label(40, 384, copy.teamTitle),
    ...[cast.guide, cast.buddy, cast.colleague].map((look, i) =>
      avatar(`workspace-team${i}`, 56 + i * 30, 414, 15, look, { ring: palette.white }),
    ),
    // The list.
    fitText(200, 90, copy.title, 300, { size: 21, weight: 800 }),
    button(526, 66, 170, 34, copy.create, { size: 14, rx: 10 }),
    ...copy.experiences.map((name, i) => {
      const x = columns[i % 3]!;
      const y = rows[Math.floor(i / 3)]!;
      const look = workspaceCovers[i]!;
      const status = workspaceStatus[i]!;
      const clip = `workspace-cover${i}`;
      const use = copy.uses[i] ?? '';
      return [
        rect(x, y, cardWidth, cardHeight, {
          rx: 12,
          fill: palette.white,
          stroke: palette.slate200,
        }),
        el('clipPath', { id: clip }, rect(x, y, cardWidth, cover, { rx: 12 })),
        el(
          'g',
          { 'clip-path': `url(#${clip})` },
          [
            rect(x, y, cardWidth, cover, { fill: look.bg }),
            character(x + cardWidth / 2, y + 104, 0.52, look.look),
          ].join(''),
        ),
        path(`M${x} ${y + cover}h${cardWidth}`, { stroke: palette.slate200 }),
        fitText(x + 12, y + 92, use.toUpperCase(), cardWidth - 24, {
          size: 14,
          weight: 700,
          fill: palette.brand600,
          attrs: { 'letter-spacing': 0.4 },
        }),
        lines(x + 12, y + 114, name, cardWidth - 24, 19, { size: 15, weight: 700 }).svg,
        circle(x + 17, y + 151, 4.5, { fill: statusColours[status] }),
        fitText(x + 28, y + 156, copy.statuses[status] ?? '', cardWidth - 40, {
          size: 14,
          fill: palette.slate600,
        }),
      ].join('');
    }),
    // The sixth slot starts the next experience from a brief, as the tour shows.
    rect(columns[2]!, rows[1]!, cardWidth, cardHeight, {
      rx: 12,
      fill: palette.brand50,
      stroke: palette.brand300,
      'stroke-width': 1.5,
      'stroke-dasharray': '6 5',
    }),
    circle(columns[2]! + 78, rows[1]! + 44, 20, { fill: palette.brand600 }),
    path(`M${columns[2]! + 78} ${rows[1]! + 35}v18M${columns[2]! + 69} ${rows[1]! + 44}h18`, {
      stroke: palette.white,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    fitText(columns[2]! + 78, rows[1]! + 92, copy.newTitle, 132, {
      size: 15,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    lines(columns[2]! + 78, rows[1]! + 116, copy.newNote, 132, 18, {
      size: 14,
      fill: palette.slate600,
      anchor: 'middle',
    }).svg,
  ].join('');
}
