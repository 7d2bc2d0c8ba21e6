import type { Locale } from '../../../i18n/locales';
import type { SceneCopy } from '../copy/types';
import { appWindow, circle, el, palette, path, rect, text } from './svg';
import { bar, cast, character, fitText, lines, pill, pillWidth, textWidth } from './ui';

/** A campaign's cover is in its customer's colours, not Ludiqo's: the campaign is their story. */
export interface CampaignColours {
  primary: string;
  deep: string;
  light: string;
  tagline: string;
  accent: string;
  leaf: string;
  hill: string;
  sky: string;
}

/** A food brand's, for its public campaign. */
export const foodBrand: CampaignColours = {
  primary: palette.orange700,
  deep: palette.orange900,
  light: palette.orange300,
  tagline: palette.orange100,
  accent: palette.yellow400,
  leaf: palette.lime600,
  hill: palette.lime400,
  sky: palette.orange50,
};

/** A retail chain's, for a campaign to its own staff. */
export const staffBrand: CampaignColours = {
  primary: palette.sky700,
  deep: palette.sky900,
  light: palette.sky300,
  tagline: palette.sky100,
  accent: palette.amber300,
  leaf: palette.teal700,
  hill: palette.teal200,
  sky: palette.sky50,
};

/**
 * Sample counts inside the UI, not results: players who reached each chapter, and how the first
 * chapter's decision split (its three options add up to everyone who played it).
 */
export interface CampaignCounts {
  reached: readonly number[];
  chosen: readonly number[];
}

/**
 * A brand's public campaign. Not the analytics scene's player count: the same 1,248 in two
 * pictures read as one figure recycled (twenty-second design review).
 */
export const publicCounts: CampaignCounts = {
  reached: [2316, 1984, 1702, 1459],
  chosen: [1042, 741, 533],
};

const heading = (x: number, y: number, label: string) =>
  text(x, y, label, { size: 14, weight: 700, fill: palette.slate900 });

/** A map pin: a stop on the story's route. */
const pin = (x: number, y: number, fill: string) =>
  path(`M${x} ${y}c-6-7-9-11-9-15a9 9 0 0 1 18 0c0 4-3 8-9 15z`, { fill }) +
  circle(x, y - 15, 3.5, { fill: palette.white });

/** The story's first screen, as a player sees it: the brand's colours, a route, a title. */
export function cover(
  copy: SceneCopy['campaign'],
  pillSize = 14,
  brand: CampaignColours = foodBrand,
): string {
  const titleStyle = { size: 24, weight: 800, fill: palette.white };
  const taglineStyle = { size: 14, weight: 500, fill: brand.tagline };
  // The words sit on the panel from the bottom up: a longer tagline pushes the title up, not out.
  const playY = 402;
  const taglineY = playY - 20 - (lines(0, 0, copy.tagline, 268, 18, taglineStyle).count - 1) * 18;
  const titleY = taglineY - 28;
  const playWidth = Math.max(96, 52 + textWidth(copy.play, 14, true));
  return el(
    'g',
    { 'clip-path': 'url(#campaign-cover)' },
    [
      el('clipPath', { id: 'campaign-cover' }, rect(26, 62, 304, 394, { rx: 16 })),
      rect(26, 62, 304, 394, { fill: brand.sky }),
      circle(150, 136, 20, { fill: brand.accent }),
      // Hills, and the route winding over them from stop to stop.
      path('M26 222c60-40 120-44 170-18s90 18 134-8v150H26z', { fill: brand.hill }),
      path('M26 256c70-26 140-18 200 4s80 10 104 0v120H26z', { fill: brand.leaf }),
      path('M74 300c40-16 60-40 104-44s70-22 66-52 28-44 58-50', {
        fill: 'none',
        stroke: palette.amber100,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      path('M74 300c40-16 60-40 104-44s70-22 66-52 28-44 58-50', {
        fill: 'none',
        stroke: brand.primary,
        'stroke-width': 2,
        'stroke-dasharray': '5 6',
        'stroke-linecap': 'round',
      }),
      pin(178, 256, brand.primary),
      pin(244, 206, brand.primary),
      pin(302, 152, palette.slate400),
      character(98, 302, 0.62, cast.customer),
      // The title panel.
      path(`M26 ${titleY - 46}c80-18 200-18 304 0V456H26z`, { fill: brand.deep }),
      fitText(44, titleY, copy.story, 268, titleStyle),
      lines(44, taglineY, copy.tagline, 268, 18, taglineStyle).svg,
      rect(44, playY, playWidth, 38, { rx: 19, fill: brand.accent }),
      path(`M${62} ${playY + 12}v14l12-7z`, { fill: brand.deep }),
      text(82, playY + 24, copy.play, { size: 14, weight: 800, fill: brand.deep }),
      // Public, and how long the story is.
      pill(40, 76, copy.visibility, { fill: palette.white, color: brand.deep, size: pillSize }),
      pill(316 - pillWidth(copy.length, pillSize), 76, copy.length, {
        fill: brand.deep,
        color: palette.white,
        size: pillSize,
      }),
    ].join(''),
  );
}

export function drawCampaign(
  copy: SceneCopy['campaign'],
  locale: Locale,
  brand: CampaignColours = foodBrand,
  { reached, chosen }: CampaignCounts = publicCounts,
): string {
  const n = new Intl.NumberFormat(locale);
  const started = reached[0] ?? 0;
  const finished = reached[reached.length - 1] ?? 0;
  const tile = (x: number, label: string, value: number, dot: string) =>
    [
      rect(x, 98, 166, 66, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
      circle(x + 18, 117, 4, { fill: dot }),
      fitText(x + 28, 121, label, 126, { size: 14, weight: 600, fill: palette.slate500 }),
      text(x + 14, 152, n.format(value), { size: 24, weight: 800, fill: palette.slate900 }),
    ].join('');
  return [
    // No backdrop: the window floats on whatever band the page puts it on.
    appWindow(10, 14, 700, 452, copy.windowTitle),
    cover(copy, 14, brand),
    // Results.
    text(348, 86, copy.resultsTitle, { size: 17, weight: 800 }),
    tile(348, copy.tiles[0], started, palette.brand500),
    tile(528, copy.tiles[1], finished, palette.emerald400),
    // How far players got, chapter by chapter.
    rect(348, 176, 346, 124, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    heading(362, 199, copy.funnelTitle),
    ...copy.chapters.map((chapter, i) => {
      const y = 214 + i * 21;
      const value = reached[i] ?? 0;
      return [
        circle(370, y + 4, 8, { fill: i === 3 ? palette.emerald100 : palette.brand50 }),
        text(370, y + 8, String(i + 1), {
          size: 14,
          weight: 800,
          fill: i === 3 ? palette.emerald700 : palette.brand700,
          anchor: 'middle',
        }),
        fitText(386, y + 8, chapter, 100, { size: 14, fill: palette.slate600 }),
        bar(494, y, 142, value / started, {
          height: 9,
          fill: i === 3 ? palette.emerald400 : palette.brand400,
        }),
        text(680, y + 8, n.format(value), {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'end',
        }),
      ].join('');
    }),
    // The first chapter's decision: which option players took.
    rect(348, 312, 346, 144, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    heading(362, 335, copy.decisionsTitle),
    pill(680 - pillWidth(copy.chapters[0], 14), 321, copy.chapters[0], {
      size: 14,
      fill: palette.brand50,
      color: palette.brand700,
    }),
    ...copy.decisions.map((decision, i) => {
      const y = 356 + i * 33;
      const value = chosen[i] ?? 0;
      return [
        fitText(362, y + 10, decision, 250, {
          size: 14,
          weight: 600,
          fill: palette.slate900,
        }),
        text(680, y + 10, n.format(value), {
          size: 14,
          weight: 700,
          fill: palette.slate700,
          anchor: 'end',
        }),
        bar(362, y + 17, 318, value / started, {
          height: 8,
          fill: i === 0 ? brand.primary : brand.light,
          track: palette.slate100,
        }),
      ].join('');
    }),
  ].join('');
}
