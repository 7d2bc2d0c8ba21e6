import type { SceneCopy } from '../copy/types';
import { circle, el, palette, path, rect, text } from './svg';
import { staffBrand } from './campaign';
import { bar, cast, character, choiceColumn, fitText, lines, nameTag, pane, type Look } from './ui';

/** Where a story is set: each its own room behind the speaker, so no two stories look recoloured. */
type Room = 'office' | 'workshop' | 'shop' | 'store';

/** Who the player talks to, where, and the room's colours: one phone, several stories. */
export interface PhoneStory {
  look: Look;
  room: Room;
  mood?: 'happy' | 'angry' | 'calm';
  wall: readonly [top: string, bottom: string];
  floor: string;
  /** The floor's front edge. */
  edge: string;
}

const salesStory: PhoneStory = {
  look: cast.colleague,
  room: 'office',
  wall: [palette.brand100, palette.brand200],
  floor: palette.brand300,
  edge: palette.brand400,
};

/** Training: a trainer's lesson on planning the day, played as a scene with the manager. */
export const lessonStory: PhoneStory = {
  look: cast.manager,
  room: 'workshop',
  mood: 'calm',
  wall: [palette.sky50, palette.sky100],
  floor: palette.sky200,
  edge: palette.sky300,
};

/** Recruitment: the job preview a candidate plays, a customer in a hurry at a shoe shop. */
export const trialStory: PhoneStory = {
  look: cast.rush,
  room: 'shop',
  mood: 'calm',
  wall: [palette.teal50, palette.teal100],
  floor: palette.teal200,
  edge: palette.teal700,
};

/**
 * Engagement: a retail chain's campaign for its own staff, played on the shop floor: a customer
 * looking for a present, in the chain's colours (the season's and the campaign's).
 */
export const shiftStory: PhoneStory = {
  look: cast.gifter,
  room: 'store',
  mood: 'calm',
  wall: [staffBrand.sky, staffBrand.tagline],
  floor: staffBrand.light,
  edge: staffBrand.primary,
};

/** The room behind the speaker, above the floor (y 340). */
const rooms: Record<Room, () => string> = {
  // An office: window, shelf.
  office: () =>
    [
      // Its frame starts well below the chapter's progress bar, so the two whites do not meet.
      pane(200, 128, 120, 120, 8, 6),
      path('M260 128v120M200 188h120', { stroke: palette.white, 'stroke-width': 5 }),
      rect(36, 150, 110, 8, { rx: 3, fill: palette.brand400 }),
      rect(44, 120, 18, 30, { rx: 2, fill: palette.rose400 }),
      rect(66, 126, 14, 24, { rx: 2, fill: palette.sky400 }),
      rect(84, 116, 20, 34, { rx: 2, fill: palette.accent400 }),
      circle(128, 138, 12, { fill: palette.emerald400 }),
    ].join(''),
  // A training room: a whiteboard with the urgent/important grid and its sticky notes.
  workshop: () =>
    [
      rect(34, 118, 292, 170, {
        rx: 8,
        fill: palette.white,
        stroke: palette.slate300,
        'stroke-width': 4,
      }),
      path('M180 132v142M48 203h264', { stroke: palette.slate300, 'stroke-width': 3 }),
      ...(
        [
          [58, 138, palette.accent300],
          [98, 150, palette.rose200],
          [268, 140, palette.sky300],
          [58, 222, palette.emerald200],
          [270, 226, palette.accent300],
          [228, 246, palette.brand200],
        ] as const
      ).map(([x, y, fill]) => rect(x, y, 30, 30, { rx: 3, fill })),
      rect(120, 288, 120, 8, { rx: 3, fill: palette.slate400 }),
    ].join(''),
  // A clothes shop: a rail of shirts on hangers, and a tall mirror.
  store: () =>
    [
      rect(32, 128, 196, 6, { rx: 3, fill: palette.slate500 }),
      path('M38 134v150M222 134v150', { stroke: palette.slate500, 'stroke-width': 5 }),
      ...[
        palette.rose300,
        palette.accent300,
        palette.white,
        palette.emerald200,
        palette.brand200,
      ].map((fill, i) => {
        const x = 46 + i * 36;
        return (
          path(`M${x + 14} 134v8l-14 10h28z`, {
            fill: 'none',
            stroke: palette.slate500,
            'stroke-width': 2,
          }) + rect(x, 150, 28, 70, { rx: 6, fill })
        );
      }),
      pane(252, 118, 68, 190, 34, 6),
      path('M272 150l24-18M270 176l34-26', { stroke: palette.white, 'stroke-width': 4 }),
    ].join(''),
  // A shoe shop: shelves of boxes, one slot sold out.
  shop: () =>
    [
      ...[170, 236, 302].map((y) => rect(24, y, 312, 8, { rx: 2, fill: palette.wood400 })),
      ...[170, 236, 302].flatMap((y, row) =>
        [36, 84, 132, 196, 244, 288].map((x, i) =>
          row === 0 && i === 5
            ? rect(x + 4, y - 22, 26, 14, { rx: 2, fill: palette.white })
            : rect(x, y - 34, 38, 34, {
                rx: 3,
                fill: [palette.accent400, palette.rose300, palette.sky400, palette.wood100][
                  (i + row) % 4
                ],
              }),
        ),
      ),
    ].join(''),
};

export function drawPhone(copy: SceneCopy['phone'], story: PhoneStory = salesStory): string {
  const id = `phone-${story.look.top.slice(1)}`;
  const lineStyle = { size: 15, weight: 500 };
  const count = lines(0, 0, copy.line, 272, 21, lineStyle).count;
  const boxHeight = 30 + count * 21;
  // The choices end just above the screen's edge; a longer line moves the dialogue up.
  const boxTop = Math.min(390, 612 - 3 * 46 + 8 - 12 - boxHeight);
  const choicesTop = boxTop + boxHeight + 12;
  const line = lines(40, boxTop + 30, copy.line, 272, 21, lineStyle);
  return [
    el('clipPath', { id: `${id}-screen` }, rect(16, 16, 328, 608, { rx: 36 })),
    el(
      'linearGradient',
      { id: `${id}-wall`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': story.wall[0] }) +
        el('stop', { offset: 1, 'stop-color': story.wall[1] }),
    ),
    // No shadow here: the body reaches the picture's edge, which would cut it square; the page
    // casts it (Scene), outside the image's box.
    rect(6, 6, 348, 628, { rx: 46, fill: palette.slate900 }),
    el(
      'g',
      { 'clip-path': `url(#${id}-screen)` },
      [
        rect(16, 16, 328, 608, { fill: `url(#${id}-wall)` }),
        rooms[story.room](),
        rect(16, 340, 328, 284, { fill: story.floor }),
        rect(16, 330, 328, 14, { fill: story.edge }),
        character(180, 390, 1.25, story.look, story.mood),
        // Status bar and chapter.
        text(44, 46, '9:41', { size: 14, weight: 700, fill: palette.slate900 }),
        rect(128, 28, 104, 26, { rx: 13, fill: palette.slate900 }),
        rect(284, 36, 26, 12, {
          rx: 3,
          fill: 'none',
          stroke: palette.slate900,
          'stroke-width': 1.5,
        }),
        rect(287, 39, 17, 6, { rx: 1.5, fill: palette.slate900 }),
        ...[0, 1, 2, 3].map((i) =>
          rect(254 + i * 5, 44 - i * 3, 3, 4 + i * 3, { rx: 1, fill: palette.slate900 }),
        ),
        rect(28, 66, 304, 30, { rx: 15, fill: palette.white, opacity: 0.85 }),
        fitText(44, 86, copy.chapter, 280, { size: 14, weight: 700, fill: palette.brand800 }),
        bar(28, 102, 304, 0.55, { height: 5, fill: palette.brand600, track: palette.white }),
        // Dialogue and choices.
        rect(28, boxTop, 304, boxHeight, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
        nameTag(40, boxTop - 14, copy.speaker, {
          size: 14,
          height: 26,
          rx: 9,
          fill: palette.accent400,
          color: palette.brand950,
        }).svg,
        line.svg,
        choiceColumn(28, choicesTop, 304, copy.choices, {
          gap: 46,
          height: 38,
          size: 14,
          min: 14,
        }),
      ].join(''),
    ),
  ].join('');
}
