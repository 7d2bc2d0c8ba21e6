/**
 * Every colour of the site, and the only place one is written: the page CSS (Tailwind's `@theme`,
 * generated from this by src/build/palettePlugin.ts), the drawn scenes, the social cards, the
 * favicon and logo, `theme-color` and the illustrations all read it. A test
 * (src/styles/palette.test.ts) refuses a colour written anywhere else.
 *
 * Families follow Tailwind's names: a page's emerald 700 utility class and `palette.emerald700` in
 * a scene are the same colour. Only these colours exist: the generated theme drops Tailwind's own.
 */

const amber = {
  50: '#fffbeb',
  100: '#fef3c7',
  200: '#fde68a',
  300: '#fcd34d',
  400: '#fbbf24',
  500: '#f59e0b',
  600: '#d97706',
  700: '#b45309',
  800: '#92400e',
  900: '#78350f',
  950: '#451a03',
};

export const colors = {
  white: '#ffffff',
  /** The brand: primary actions, links, the logo; 950 is the dark bands' ground. */
  brand: {
    50: '#f3f1ff',
    100: '#e9e5ff',
    200: '#d4ccff',
    300: '#b3a3ff',
    400: '#8d6fff',
    500: '#6d43fa',
    600: '#5b2bef',
    700: '#4c1fd0',
    800: '#3f1ca9',
    900: '#2f1a7a',
    950: '#1b0f4a',
  },
  /** The warm accent: badges, highlights, the logo's dot. */
  accent: { 300: amber[300], 400: amber[400], 500: amber[500], 600: amber[600] },
  /** Text and lines. */
  slate: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
    950: '#020617',
  },
  amber,
  /** Success: a right answer, a finished step. */
  emerald: {
    50: '#ecfdf5',
    100: '#d1fae5',
    200: '#a7f3d0',
    300: '#6ee7b7',
    400: '#34d399',
    500: '#10b981',
    600: '#059669',
    700: '#047857',
    800: '#065f46',
    900: '#064e3b',
    950: '#022c22',
  },
  /** Errors, a wrong answer, a recording light. */
  rose: {
    50: '#fff1f2',
    100: '#ffe4e6',
    200: '#fecdd3',
    300: '#fda4af',
    400: '#fb7185',
    500: '#f43f5e',
    600: '#e11d48',
    700: '#be123c',
    800: '#9f1239',
    900: '#881337',
    950: '#4c0519',
  },
  sky: {
    50: '#f0f9ff',
    100: '#e0f2fe',
    200: '#bae6fd',
    300: '#7dd3fc',
    400: '#38bdf8',
    500: '#0ea5e9',
    600: '#0284c7',
    700: '#0369a1',
    800: '#075985',
    900: '#0c4a6e',
    950: '#082f49',
  },
  violet: {
    50: '#f5f3ff',
    100: '#ede9fe',
    200: '#ddd6fe',
    300: '#c4b5fd',
    400: '#a78bfa',
    500: '#8b5cf6',
    600: '#7c3aed',
    700: '#6d28d9',
    800: '#5b21b6',
    900: '#4c1d95',
    950: '#2e1065',
  },
  // Below: colours only the scenes draw with (windows, rooms, people, and the sample customers'
  // own brands, which must not follow Ludiqo's).
  /** A window's close and zoom dots. */
  red: { 300: '#fca5a5' },
  green: { 300: '#86efac' },
  blue: { 100: '#dbeafe', 200: '#bfdbfe' },
  indigo: { 50: '#eef2ff', 200: '#c7d2fe' },
  /** The branding scene's sample customer. */
  teal: { 50: '#f0fdfa', 100: '#ccfbf1', 200: '#99f6e4', 700: '#0f766e' },
  /** The campaign scene's sample customer, and a hair colour. */
  orange: {
    50: '#fff7ed',
    100: '#ffedd5',
    300: '#fdba74',
    500: '#f97316',
    700: '#c2410c',
    800: '#9a3412',
    900: '#7c2d12',
  },
  yellow: { 400: '#facc15' },
  lime: { 400: '#a3e635', 600: '#65a30d' },
  gray: { 500: '#6b7280', 800: '#1f2937' },
  stone: { 600: '#57534e' },
  /** Skin tones of the scenes' people, lightest first. */
  skin: {
    100: '#f3d2b8',
    200: '#f1c7a3',
    300: '#e8b48f',
    400: '#e0a77f',
    500: '#d9a27c',
    600: '#c68863',
    700: '#9c6644',
    800: '#8d5a3b',
  },
  hair: { 500: '#6b3e26', 700: '#3b2418', 800: '#2a1a12', 900: '#1f1410' },
  /** Rooms: a warm wall, floors, shelves and desks. */
  wall: { 50: '#fdf2e4', 100: '#f8dcc4' },
  wood: { 100: '#e7c9a9', 200: '#d9b690', 400: '#b08968', 500: '#a47e5f', 600: '#8c6a4f' },
  /** A certificate's paper. */
  paper: '#fffdf7',
  /** A plant on the office stage. */
  leaf: '#34a673',
} as const satisfies Record<string, string | Readonly<Record<number, string>>>;

type Colors = typeof colors;
type Flat<K extends keyof Colors> = Colors[K] extends string
  ? { [P in K]: string }
  : { [S in keyof Colors[K] as `${K}${S & number}`]: string };
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The same colours with flat names, for code (`palette.brand600`, `palette.white`). */
export type Palette = UnionToIntersection<{ [K in keyof Colors]: Flat<K> }[keyof Colors]>;

/** Flattens a colour table as `palette` does; the cards' tests draw with altered tables. */
export function flatten(table: Record<string, string | Readonly<Record<number, string>>>) {
  return Object.fromEntries(
    Object.entries(table).flatMap(([family, value]) =>
      typeof value === 'string'
        ? [[family, value]]
        : Object.entries(value).map(([shade, hex]) => [`${family}${shade}`, hex]),
    ),
  );
}

export const palette = flatten(colors) as Palette;

/** The CSS custom properties Tailwind reads (`--color-brand-600`), in the palette's order. */
export function themeProperties(table: typeof colors = colors): [string, string][] {
  return Object.entries(table).flatMap(([family, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`--color-${family}`, value]]
      : Object.entries(value).map(([shade, hex]) => [`--color-${family}-${shade}`, hex]),
  );
}

/** The hex as `rgb(r, g, b)`, as the browser reports a computed colour. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
