import { circle, palette, path, rect } from './svg';
import { cast, character } from './ui';

export const stageSettings = ['office', 'meeting'] as const;
export const stageMoods = ['calm', 'happy', 'angry'] as const;
export type StageSetting = (typeof stageSettings)[number];
export type StageMood = (typeof stageMoods)[number];

/** The playable demo's stage, 720×360: a room and the client in a mood. It has no words. */
export const stageSize = [720, 360] as const;

/** The square around the client's head and shoulders (x, y, side), for the phone's portrait. */
export const stagePortrait = [290, 56, 140] as const;

/** Each room's wall (behind the client) and furniture (in front of the client). */
const rooms: Record<StageSetting, { back: string; front: string }> = {
  office: {
    back: [
      rect(0, 0, 720, 360, { fill: palette.indigo50 }),
      // A window onto the city, a shelf, a plant.
      rect(450, 36, 220, 150, {
        rx: 8,
        fill: palette.blue100,
        stroke: palette.white,
        'stroke-width': 8,
      }),
      rect(470, 116, 30, 66, { fill: palette.blue200 }),
      rect(506, 92, 40, 90, { fill: palette.indigo200 }),
      rect(552, 126, 28, 56, { fill: palette.blue200 }),
      rect(586, 104, 44, 78, { fill: palette.indigo200 }),
      path('M560 36v150M450 111h220', { stroke: palette.white, 'stroke-width': 6 }),
      rect(60, 86, 170, 8, { rx: 3, fill: palette.brand300 }),
      rect(72, 50, 20, 36, { rx: 2, fill: palette.rose400 }),
      rect(96, 58, 16, 28, { rx: 2, fill: palette.sky400 }),
      rect(116, 46, 22, 40, { rx: 2, fill: palette.accent400 }),
      circle(190, 70, 14, { fill: palette.emerald400 }),
      rect(0, 268, 720, 92, { fill: palette.indigo200 }),
    ].join(''),
    front: [
      rect(150, 250, 420, 24, { rx: 6, fill: palette.wood600 }),
      rect(170, 274, 380, 86, { fill: palette.wood500 }),
      rect(440, 224, 84, 26, { rx: 4, fill: palette.slate700 }),
    ].join(''),
  },
  meeting: {
    back: [
      rect(0, 0, 720, 360, { fill: palette.violet50 }),
      // A screen with a rising chart, a plant.
      rect(60, 40, 200, 120, { rx: 10, fill: palette.slate900 }),
      rect(76, 56, 168, 88, { rx: 4, fill: palette.brand600 }),
      path('M96 124l30-30 24 18 40-40', {
        fill: 'none',
        stroke: palette.emerald400,
        'stroke-width': 6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      rect(600, 176, 40, 56, { rx: 6, fill: palette.brand500 }),
      circle(610, 160, 22, { fill: palette.leaf }),
      circle(634, 150, 18, { fill: palette.emerald400 }),
      rect(0, 262, 720, 98, { fill: palette.violet200 }),
    ].join(''),
    front: [
      rect(120, 244, 480, 26, { rx: 8, fill: palette.slate700 }),
      rect(140, 270, 440, 90, { fill: palette.slate600 }),
      rect(200, 226, 90, 18, { rx: 3, fill: palette.white }),
      circle(470, 234, 10, { fill: palette.accent300 }),
    ].join(''),
  },
};

export function drawStage(setting: StageSetting, mood: StageMood): string {
  const room = rooms[setting];
  return room.back + character(360, 262, 1.1, cast.carlos, mood) + room.front;
}
