import { circle, el, palette, path, rect } from './svg';
import { cast, character, deskArms } from './ui';

export const stageSettings = ['office', 'meeting'] as const;
export const stageMoods = ['calm', 'happy', 'angry'] as const;
export type StageSetting = (typeof stageSettings)[number];
export type StageMood = (typeof stageMoods)[number];

/** The playable demo's stage, 720×360: a room and the client in a mood. It has no words. */
export const stageSize = [720, 360] as const;

/** The square around the client's head and shoulders (x, y, side), for the phone's portrait. */
export const stagePortrait = [290, 56, 140] as const;

/**
 * A desk or table seen from across it: a top in perspective (back edge narrower than the front),
 * its front edge, legs, and the chair the client sits on, behind him.
 */
function desk({ top, edge, legs, chair }: Record<'top' | 'edge' | 'legs' | 'chair', string>) {
  return {
    chair: [
      rect(270, 150, 180, 140, { rx: 26, fill: chair }),
      rect(284, 164, 152, 120, { rx: 20, fill: palette.slate900, opacity: 0.12 }),
    ].join(''),
    top: [
      el('ellipse', { cx: 360, cy: 350, rx: 250, ry: 10, fill: palette.slate900, opacity: 0.1 }),
      rect(150, 300, 16, 60, { fill: legs }),
      rect(554, 300, 16, 60, { fill: legs }),
      path('M176 248h368l56 38H120z', { fill: top }),
      rect(120, 286, 480, 14, { rx: 3, fill: edge }),
    ].join(''),
  };
}

/** A monitor on its stand, turned towards the client so its lit face shows. */
const monitor = [
  path('M448 150l104 16v70l-104-6z', { fill: palette.slate800 }),
  path('M455 159l90 13v56l-90-5z', { fill: palette.sky100 }),
  path('M462 172l40 5v6l-40-5zM462 186l62 8v5l-62-7z', { fill: palette.brand300 }),
  path('M466 214l0-12 10 1v12zM482 216v-18l10 1v18zM498 218v-24l10 1v24z', {
    fill: palette.brand500,
  }),
  rect(496, 232, 12, 26, { fill: palette.slate600 }),
  el('ellipse', { cx: 502, cy: 262, rx: 26, ry: 6, fill: palette.slate700 }),
].join('');

/** An open laptop on the table, its screen turned towards the viewer's left. */
const laptop = [
  path('M190 262l68-6 14 18-70 8z', { fill: palette.slate400 }),
  path('M190 262l-6-56 66-10 8 60z', { fill: palette.slate700 }),
  path('M195 256l-5-46 56-8 7 50z', { fill: palette.sky100 }),
  path('M200 232l40-5v6l-40 5zM201 245l26-3v5l-26 3z', { fill: palette.brand300 }),
].join('');

/** Each room's wall (behind the client) and furniture (in front of the client). */
const rooms: Record<StageSetting, { back: string; front: string }> = {
  office: (() => {
    const furniture = desk({
      top: palette.wood200,
      edge: palette.wood500,
      legs: palette.wood600,
      chair: palette.slate600,
    });
    return {
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
        furniture.chair,
      ].join(''),
      front: [
        furniture.top,
        monitor,
        // A notebook and a mug beside him.
        path('M206 262l52-4 8 18-54 5z', { fill: palette.white }),
        path('M216 266l34-3M218 272l30-3', { stroke: palette.slate300, 'stroke-width': 2 }),
      ].join(''),
    };
  })(),
  meeting: (() => {
    const furniture = desk({
      top: palette.slate600,
      edge: palette.slate800,
      legs: palette.slate700,
      chair: palette.brand800,
    });
    return {
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
        furniture.chair,
      ].join(''),
      front: [
        furniture.top,
        laptop,
        // Papers and a cup.
        path('M448 262l58-3 6 20-60 4z', { fill: palette.white }),
        path('M458 267l38-2M459 273l30-2', { stroke: palette.slate300, 'stroke-width': 2 }),
        el('ellipse', { cx: 540, cy: 266, rx: 12, ry: 5, fill: palette.accent300 }),
        path('M528 250v16a12 5 0 0 0 24 0v-16z', { fill: palette.white }),
        el('ellipse', { cx: 540, cy: 250, rx: 12, ry: 4, fill: palette.accent400 }),
      ].join(''),
    };
  })(),
};

export function drawStage(setting: StageSetting, mood: StageMood): string {
  const room = rooms[setting];
  return (
    room.back +
    character(360, 262, 1.1, cast.carlos, mood) +
    room.front +
    deskArms(360, 262, 1.1, cast.carlos)
  );
}
