/**
 * A small kit for drawing scenes as SVG text at build time: no React, no runtime, nothing shipped
 * to the browser but the finished file.
 */

import { palette } from '../../../styles/palette';

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

/**
 * Splits copy into lines of at most `maxChars` characters, at spaces. An Inter character averages
 * about 0.55 of the font size, so `maxChars ≈ width / (size × 0.55)` keeps a line inside its box.
 */
export function wrap(content: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Regular spaces only: a no-break space (French before ? and !, Spanish before %) holds.
  for (const word of content.split(/[ \t\n]+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Several lines from `wrap`, `lineHeight` apart. */
export function paragraph(
  x: number,
  y: number,
  content: string,
  maxChars: number,
  lineHeight: number,
  style: TextStyle = {},
): string {
  return wrap(content, maxChars)
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
