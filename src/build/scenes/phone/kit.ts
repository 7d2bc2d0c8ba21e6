/**
 * Pieces of the phone compositions: each scene laid out anew for a 390 px phone, where the
 * picture is shown 310–358 px wide. At `minSize` units, no word is under 12 CSS px there
 * (tests/e2e/pictureText.spec.ts measures it in a browser).
 */
import { circle, minTextSize, palette, path, rect, text, type TextStyle } from '../draw/svg';
import { button, fitText, lines, pill, pillWidth, textWidth } from '../draw/ui';

/** The width every phone composition is drawn at. */
export const phoneWidth = 360;

/** The smallest font size a phone composition uses, in drawing units: the drawings' own. */
export const minSize = minTextSize;

/** One line that shrinks, but never below `minSize`, rather than run past `maxWidth`. */
export const fit = (x: number, y: number, content: string, maxWidth: number, style: TextStyle) =>
  fitText(x, y, content, maxWidth, style, minSize);

/** Wrapped lines; their size is never below `minSize`. */
export const wrapped = (
  x: number,
  y: number,
  content: string,
  width: number,
  lineHeight: number,
  style: TextStyle,
) =>
  lines(x, y, content, width, lineHeight, { ...style, size: Math.max(minSize, style.size ?? 14) });

/**
 * An app window across the phone's width, `height` tall, titled. A title too long to fit whole
 * keeps what comes before its " · " (the app's part, not the document's).
 */
export function phoneWindow(height: number, title: string): string {
  const room = phoneWidth - 110;
  const shown =
    textWidth(title, 14, true) <= room || !title.includes(' · ') ? title : title.split(' · ')[0]!;
  return [
    // It ends 22 units short of the bottom: its shadow fades out before the picture's edge.
    rect(6, 8, phoneWidth - 12, height - 30, {
      rx: 18,
      fill: palette.white,
      filter: 'url(#shadow)',
    }),
    path(`M6 26a18 18 0 0 1 18-18h${phoneWidth - 48}a18 18 0 0 1 18 18v22h-${phoneWidth - 12}z`, {
      fill: palette.brand50,
    }),
    circle(26, 28, 5, { fill: palette.red300 }),
    circle(42, 28, 5, { fill: palette.accent300 }),
    circle(58, 28, 5, { fill: palette.green300 }),
    fit(phoneWidth / 2 + 24, 33, shown, room, {
      size: 14,
      weight: 600,
      fill: palette.slate600,
      anchor: 'middle',
    }),
  ].join('');
}

/** A small heading in capitals, as the desktop scenes' panel labels, at a phone's size. */
export const heading = (x: number, y: number, label: string, maxWidth = 300) =>
  fit(x, y, label.toUpperCase(), maxWidth, {
    size: 14,
    weight: 700,
    fill: palette.slate500,
    attrs: { 'letter-spacing': 0.5 },
  });

/** Words on one line; a bare `text` whose size is checked, for figures and short labels. */
export const word = (x: number, y: number, content: string, style: TextStyle) =>
  text(x, y, content, { ...style, size: Math.max(minSize, style.size ?? 14) });

/** A rounded label sized to its words, at a phone's size (`pill` from the desktop kit). */
export const tag = (
  x: number,
  y: number,
  label: string,
  options: Parameters<typeof pill>[3] = {},
) => pill(x, y, label, { size: minSize, ...options });

export const tagWidth = (label: string) => pillWidth(label, minSize);

/** A button, filled or outlined, its label fitted but never below `minSize`. */
export function phoneButton(
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
  options: { primary?: boolean; fill?: string; color?: string; size?: number; rx?: number } = {},
): string {
  return button(x, y, width, height, label, { size: 15, rx: 12, ...options, min: minSize });
}

/** A player's choice, with its letter key; the chosen one is filled. */
export function phoneChoice(
  x: number,
  y: number,
  width: number,
  label: string,
  key: string,
  { selected = false, height = 44, size = 15 } = {},
): string {
  return [
    rect(x, y, width, height, {
      rx: height / 2,
      fill: selected ? palette.brand600 : palette.white,
      stroke: selected ? palette.brand600 : palette.brand200,
      'stroke-width': 1.5,
    }),
    circle(x + height / 2, y + height / 2, height / 2 - 9, {
      fill: selected ? palette.white : palette.brand100,
    }),
    word(x + height / 2, y + height / 2 + 5, key, {
      size: minSize,
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    fit(x + height + 2, y + height / 2 + size * 0.36, label, width - height - 14, {
      size,
      weight: 600,
      fill: selected ? palette.white : palette.slate900,
    }),
  ].join('');
}
