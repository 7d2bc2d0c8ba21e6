/**
 * A small kit for drawing scenes as SVG text at build time: no React, no runtime, nothing shipped
 * to the browser but the finished file.
 */

import { palette } from '../../../styles/palette';
import { measureText } from '../outline';

// An SVG image cannot read the page's CSS: scenes write the palette's colours into the file.
export { palette };

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeText(String(value))}"`)
    .join('');
}

/** One element; `children` is markup already drawn. */
export function el(tag: string, attrs: Attributes = {}, children = ''): string {
  return children
    ? `<${tag}${attributes(attrs)}>${children}</${tag}>`
    : `<${tag}${attributes(attrs)}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attributes = {}) =>
  el('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attributes = {}) =>
  el('circle', { cx, cy, r, ...attrs });

export const path = (d: string, attrs: Attributes = {}) => el('path', { d, ...attrs });

export interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra attributes, e.g. letter-spacing. */
  attrs?: Attributes;
}

/**
 * The smallest font size a drawing may use, in drawing units. A desktop scene (720 units wide) is
 * shown at least 620 px wide from 1280 px up and below the text under that (`sceneColumns`), and a
 * phone composition or the upright phone player (360 units) at least 310 px wide on a 390 px
 * phone: no word is under 12 CSS px (tests/e2e/pictureText.spec.ts measures it in a browser at
 * 390, 1024 and 1440 px).
 */
export const minTextSize = 14;

/** One line of text; the caller keeps it short enough for the space it has. */
export function text(x: number, y: number, content: string, style: TextStyle = {}): string {
  // Fail closed: a smaller size would be unreadable where the pages show the picture.
  if ((style.size ?? 14) < minTextSize)
    throw new Error(`"${content}" is drawn at ${style.size} units, under ${minTextSize}`);
  return el(
    'text',
    {
      x,
      y,
      'font-size': style.size ?? 14,
      'font-weight': style.weight ?? 400,
      fill: style.fill ?? palette.slate900,
      'text-anchor': style.anchor,
      ...style.attrs,
    },
    escapeText(content),
  );
}

/** A line's width in drawing units as it will be drawn: Inter, shaped (`measureText`). */
export const textWidth = (content: string, style: TextStyle = {}) =>
  measureText(content, style.size ?? 14, {
    weight: style.weight ?? 400,
    letterSpacing: Number(style.attrs?.['letter-spacing'] ?? 0),
  });

/**
 * Splits copy into lines no wider than `width` in `style`, at regular spaces (a no-break space,
 * French before ? and !, Spanish before %, holds). Of the splits with the fewest lines it keeps
 * the most even one, so no line is left with a lone short word ("lo" before "esencial").
 */
export function wrap(content: string, width: number, style: TextStyle = {}): string[] {
  const words = content.split(/[ \t\n]+/).filter(Boolean);
  // Words are measured once each and summed: Inter kerns nothing across a space.
  const widths = words.map((word) => textWidth(word, style));
  const space = textWidth(' ', style) + Number(style.attrs?.['letter-spacing'] ?? 0);
  const lineWidth = (from: number, to: number) =>
    widths.slice(from, to).reduce((sum, each) => sum + each, 0) + (to - from - 1) * space;
  const fits = (from: number, to: number) => lineWidth(from, to) <= width;
  // Greedy first: its line count is the fewest possible.
  const greedy: string[] = [];
  let start = 0;
  for (let end = 1; end <= words.length; end++) {
    if (end - start > 1 && !fits(start, end)) {
      greedy.push(words.slice(start, end - 1).join(' '));
      start = end - 1;
    }
  }
  if (start < words.length) greedy.push(words.slice(start).join(' '));
  if (greedy.length < 2 || words.length > 40) return greedy;
  // Then the same number of lines, each break placed to leave the shortest line longest.
  const count = greedy.length;
  let best: { lines: string[]; shortest: number } | null = null;
  const search = (from: number, left: number, taken: string[], bounds: number[] = []) => {
    if (left === 1) {
      if (!fits(from, words.length) && words.length - from > 1) return;
      const lines = [...taken, words.slice(from).join(' ')];
      const shortest = Math.min(...bounds, lineWidth(from, words.length));
      if (!best || shortest > best.shortest) best = { lines, shortest };
      return;
    }
    for (let end = from + 1; end <= words.length - left + 1; end++) {
      if (end - from > 1 && !fits(from, end)) break;
      search(
        end,
        left - 1,
        [...taken, words.slice(from, end).join(' ')],
        [...bounds, lineWidth(from, end)],
      );
    }
  };
  search(0, count, []);
  return (best as { lines: string[] } | null)?.lines ?? greedy;
}

/** Several lines from `wrap`, `lineHeight` apart. */
export function paragraph(
  x: number,
  y: number,
  content: string,
  width: number,
  lineHeight: number,
  style: TextStyle = {},
): string {
  return wrap(content, width, style)
    .map((line, index) => text(x, y + index * lineHeight, line, style))
    .join('');
}

/**
 * The finished document: sized, shapes set. It names no font: an image cannot load the page's web
 * font, so `outlineText` (src/build/scenes/outline.ts) draws every word in Inter's outlines.
 */
export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

/**
 * A soft drop shadow used by every window and card, so the scenes share one light. The region is
 * wide because a blur cut by its filter region shows as a hard-edged box, most on short buttons.
 */
export const shadowFilter = (id: string) =>
  el(
    'filter',
    { id, x: '-30%', y: '-60%', width: '160%', height: '240%' },
    el('feDropShadow', {
      dx: 0,
      dy: 6,
      stdDeviation: 8,
      'flood-color': palette.brand950,
      'flood-opacity': 0.16,
    }),
  );

/** An app window: white card, title bar with three dots and a title. */
export function appWindow(
  x: number,
  y: number,
  width: number,
  height: number,
  title: string,
): string {
  return [
    rect(x, y, width, height, { rx: 16, fill: palette.white, filter: 'url(#shadow)' }),
    path(`M${x} ${y + 16}a16 16 0 0 1 16-16h${width - 32}a16 16 0 0 1 16 16v22h-${width}z`, {
      fill: palette.brand50,
    }),
    circle(x + 20, y + 19, 5, { fill: palette.red300 }),
    circle(x + 37, y + 19, 5, { fill: palette.accent300 }),
    circle(x + 54, y + 19, 5, { fill: palette.green300 }),
    text(x + width / 2, y + 24, title, {
      size: 14,
      weight: 600,
      fill: palette.slate600,
      anchor: 'middle',
    }),
  ].join('');
}
