/** Pieces shared by several scenes: characters, buttons, pills, ticks, so the scenes match. */
import {
  circle,
  el,
  minTextSize,
  palette,
  path,
  rect,
  text,
  textWidth as measured,
  wrap,
  type TextStyle,
} from './svg';

/** A line's width as drawn (Inter, shaped), regular or bold (700). */
export const textWidth = (content: string, size: number, bold = false) =>
  measured(content, { size, weight: bold ? 700 : 400 });

/** One line that shrinks (down to `min`) rather than run past `maxWidth`. */
export function fitText(
  x: number,
  y: number,
  content: string,
  maxWidth: number,
  style: TextStyle = {},
  min = minTextSize,
): string {
  const size = style.size ?? 14;
  const fitted = Math.max(min, Math.min(size, (maxWidth / measured(content, style)) * size));
  return text(x, y, content, { ...style, size: Math.round(fitted * 10) / 10 });
}

/**
 * A panel's small heading in capitals ("STORY", "YOUR CHOICE"), the same in every scene; with
 * `maxWidth` it shrinks rather than run past it.
 */
export function panelLabel(x: number, y: number, label: string, maxWidth?: number): string {
  const style = {
    size: 14,
    weight: 700,
    fill: palette.slate500,
    attrs: { 'letter-spacing': 0.6 },
  };
  const words = label.toUpperCase();
  return maxWidth === undefined ? text(x, y, words, style) : fitText(x, y, words, maxWidth, style);
}

/** Lines that wrap to `width`, with the number of lines drawn, so callers can size boxes. */
export function lines(
  x: number,
  y: number,
  content: string,
  width: number,
  lineHeight: number,
  style: TextStyle = {},
): { svg: string; count: number } {
  const rows = wrap(content, width, style);
  const svg = rows.map((row, i) => text(x, y + i * lineHeight, row, style)).join('');
  return { svg, count: rows.length };
}

export const card = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string = palette.white,
) => rect(x, y, width, height, { rx: 14, fill, filter: 'url(#shadow)' });

/** A rounded label sized to its words; `x` is its left edge unless `anchor` is middle. */
export function pill(
  x: number,
  y: number,
  label: string,
  {
    fill = palette.brand50,
    color = palette.brand700,
    stroke,
    size = 14,
    anchor = 'start',
  }: {
    fill?: string;
    color?: string;
    stroke?: string;
    size?: number;
    anchor?: 'start' | 'middle';
  } = {},
): string {
  const width = textWidth(label, size, true) + 20;
  const left = anchor === 'middle' ? x - width / 2 : x;
  const height = size + 11;
  return (
    rect(left, y, width, height, { rx: height / 2, fill, stroke }) +
    text(left + width / 2, y + height / 2 + size * 0.36, label, {
      size,
      weight: 700,
      fill: color,
      anchor: 'middle',
    })
  );
}

export const pillWidth = (label: string, size = 14) => textWidth(label, size, true) + 20;

/** A button: filled (primary) or outlined, label centred and fitted. */
export function button(
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
  {
    primary = true,
    fill = palette.brand600,
    color,
    size = 14,
    rx = 10,
    min = minTextSize,
  }: {
    primary?: boolean;
    fill?: string;
    color?: string;
    size?: number;
    rx?: number;
    /** The smallest size the label may shrink to. */
    min?: number;
  } = {},
): string {
  return (
    rect(x, y, width, height, {
      rx,
      fill: primary ? fill : palette.white,
      stroke: primary ? undefined : palette.slate200,
      'stroke-width': 1.5,
    }) +
    fitText(
      x + width / 2,
      y + height / 2 + size * 0.36,
      label,
      width - 20,
      {
        size,
        weight: 700,
        fill: color ?? (primary ? palette.white : palette.slate700),
        anchor: 'middle',
      },
      min,
    )
  );
}

/** A choice as a player sees it: a white rounded button with a letter key. */
export function choice(
  x: number,
  y: number,
  width: number,
  label: string,
  key: string,
  { selected = false, size = 14, height = 40, min = minTextSize } = {},
): string {
  return [
    rect(x, y, width, height, {
      rx: height / 2,
      fill: selected ? palette.brand600 : palette.white,
      stroke: selected ? palette.brand600 : palette.brand200,
      'stroke-width': 1.5,
    }),
    circle(x + height / 2, y + height / 2, height / 2 - 8, {
      fill: selected ? palette.white : palette.brand100,
    }),
    text(x + height / 2, y + height / 2 + 4, key, {
      size: Math.max(minTextSize, size - 1),
      weight: 800,
      fill: palette.brand700,
      anchor: 'middle',
    }),
    fitText(
      x + height + 2,
      y + height / 2 + size * 0.36,
      label,
      width - height - 14,
      { size, weight: 600, fill: selected ? palette.white : palette.slate900 },
      min,
    ),
  ].join('');
}

/** Choices stacked as the player sees them, the first one chosen; `shadow` lifts each off a scene. */
export function choiceColumn(
  x: number,
  top: number,
  width: number,
  labels: readonly string[],
  {
    gap,
    height,
    size,
    shadow = false,
    min,
  }: { gap: number; height: number; size: number; shadow?: boolean; min?: number },
): string {
  return labels
    .map((label, i) => {
      const button = choice(x, top + i * gap, width, label, 'ABC'[i] ?? '', {
        height,
        size,
        selected: i === 0,
        min,
      });
      return shadow ? el('g', { filter: 'url(#shadow)' }, button) : button;
    })
    .join('');
}

/** The speaker's name on the top edge of a dialogue box, with its width for what follows it. */
export function nameTag(
  x: number,
  y: number,
  name: string,
  {
    size,
    height,
    rx,
    fill,
    color = palette.white,
  }: {
    size: number;
    height: number;
    rx: number;
    fill: string;
    color?: string;
  },
): { svg: string; width: number } {
  const width = pillWidth(name, size);
  return {
    width,
    svg:
      rect(x, y, width, height, { rx, fill }) +
      text(x + width / 2, y + Math.round((height + size) / 2) - 2, name, {
        size,
        weight: 800,
        fill: color,
        anchor: 'middle',
      }),
  };
}

export function tick(cx: number, cy: number, r = 10, fill: string = palette.emerald400): string {
  const s = r / 10;
  return (
    circle(cx, cy, r, { fill }) +
    path(`M${cx - 4.5 * s} ${cy}l${3 * s} ${3 * s} ${6 * s}-${6.5 * s}`, {
      fill: 'none',
      stroke: palette.white,
      'stroke-width': 2.2 * s,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

export function lock(cx: number, cy: number, color: string = palette.slate400): string {
  return (
    path(`M${cx - 4} ${cy - 2}v-3a4 4 0 0 1 8 0v3`, {
      fill: 'none',
      stroke: color,
      'stroke-width': 2,
    }) + rect(cx - 6, cy - 2, 12, 9, { rx: 2, fill: color })
  );
}

/** A count at the end of a bar or a row, right-aligned on `x`. */
export const count = (x: number, y: number, value: string) =>
  text(x, y, value, { size: 14, weight: 700, fill: palette.slate700, anchor: 'end' });

/** A pane of glass in a white frame (a window, a mirror): sky behind it, `frame` units wide. */
export const pane = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  frame: number,
) =>
  rect(x, y, width, height, {
    rx,
    fill: palette.sky100,
    stroke: palette.white,
    'stroke-width': frame,
  });

/** A progress bar; `value` from 0 to 1. */
export function bar(
  x: number,
  y: number,
  width: number,
  value: number,
  {
    height = 8,
    fill = palette.brand500,
    track = palette.slate100,
  }: { height?: number; fill?: string; track?: string } = {},
): string {
  return (
    rect(x, y, width, height, { rx: height / 2, fill: track }) +
    rect(x, y, Math.max(height, width * value), height, { rx: height / 2, fill })
  );
}

export interface Look {
  skin: string;
  hair: string;
  top: string;
  style: 'short' | 'long' | 'bun' | 'curly';
}

/**
 * The recurring cast, so one person looks the same in every scene, and looks like their name:
 * the women (Lucía, Sam, Léa; Dana; Carmen, Priya, Chloé; Marta; Nerea, Maya, Zoé; Nadia; Amaia) have long
 * or curly hair, Rosa and Rose a bun, the men (Marco, Hugo; Carlos; Álex; Óscar, Tom, Marc; Lucas; Andrés,
 * Andrew, André) short hair; Elena, Ellen and
 * Hélène long hair.
 */
export const cast = {
  /** Lucía (es), Sam (en), Léa (fr): the new hire of the shop stories, the DISC player. */
  guide: { skin: palette.skin200, hair: palette.hair700, top: palette.brand500, style: 'long' },
  colleague: { skin: palette.skin800, hair: palette.hair900, top: palette.sky400, style: 'curly' },
  /** Marco, Hugo: a man; Marco in every locale among the onboarding cohort's new hires. */
  customer: {
    skin: palette.skin400,
    hair: palette.hair500,
    top: palette.accent500,
    style: 'short',
  },
  /** Jorge, Tom, Marc: the supplier of the compliance case, in a suit. */
  supplier: { skin: palette.skin200, hair: palette.gray800, top: palette.slate700, style: 'short' },
  /** Dana: the customer of the service call in the trainer's editor. */
  dana: { skin: palette.skin400, hair: palette.hair500, top: palette.accent500, style: 'long' },
  /** Andrés (es), Andrew (en), André (fr): the customer charged twice, on the agent's call. */
  caller: { skin: palette.skin700, hair: palette.hair900, top: palette.rose400, style: 'short' },
  /** Irene, Lena, Inès: a player in the analytics; Amaia on the shortlist and in the cohort. */
  player: { skin: palette.skin600, hair: palette.hair800, top: palette.emerald400, style: 'long' },
  shopper: { skin: palette.skin100, hair: palette.orange800, top: palette.rose400, style: 'long' },
  buddy: { skin: palette.skin700, hair: palette.slate900, top: palette.accent400, style: 'short' },
  carlos: { skin: palette.skin500, hair: palette.gray500, top: palette.slate700, style: 'short' },
  client: { skin: palette.skin300, hair: palette.stone600, top: palette.brand300, style: 'long' },
  /** Lucas: the last candidate on the recruiter's shortlist, a man, then a new hire in the cohort. */
  applicant: {
    skin: palette.skin500,
    hair: palette.hair900,
    top: palette.emerald400,
    style: 'short',
  },
  /** Óscar (es), Tom (en), Marc (fr): the manager in a trainer's lesson on planning the day. */
  manager: { skin: palette.skin300, hair: palette.hair800, top: palette.sky700, style: 'short' },
  /** Elena (es), Ellen (en), Hélène (fr): the customer in a hurry in a recruitment's job preview. */
  rush: { skin: palette.skin400, hair: palette.hair700, top: palette.violet500, style: 'long' },
  /** Rosa (es), Rose (en, fr): the customer looking for a present in a staff campaign's first scene. */
  gifter: { skin: palette.skin600, hair: palette.gray500, top: palette.teal700, style: 'bun' },
  /** Nadia: the new hire whose own missions, level and badges an onboarding shows on her day 3. */
  newHire: { skin: palette.skin500, hair: palette.hair900, top: palette.sky400, style: 'long' },
} as const satisfies Record<string, Look>;

/**
 * A flat, friendly character from the waist up, drawn around (0, 0) = the middle of the base of
 * the torso, 170 px tall at scale 1.
 */
export function character(
  x: number,
  y: number,
  scale: number,
  look: Look,
  mood: 'happy' | 'angry' | 'calm' = 'happy',
): string {
  const hairBack =
    look.style === 'long'
      ? path('M-38-150c-6 40-4 80 4 104h68c8-24 10-64 4-104z', { fill: look.hair })
      : look.style === 'curly'
        ? [-32, -16, 0, 16, 32]
            .map((cx, i) => circle(cx, -160 - (i % 2) * 6, 18, { fill: look.hair }))
            .join('') +
          circle(0, -172, 20, { fill: look.hair }) +
          circle(-34, -140, 13, { fill: look.hair }) +
          circle(34, -140, 13, { fill: look.hair })
        : look.style === 'bun'
          ? circle(0, -178, 15, { fill: look.hair })
          : '';
  const hairFront =
    look.style === 'curly'
      ? ''
      : path('M-34-128c-4-30 14-46 34-46s38 16 34 46c-10-14-30-20-48-18-8 1-14 6-20 18z', {
          fill: look.hair,
        });
  const brows =
    mood === 'angry'
      ? path('M-19-140l12 5M19-140l-12 5', {
          stroke: look.hair,
          'stroke-width': 3.5,
          'stroke-linecap': 'round',
        })
      : path('M-19-139q6-4 12 0M7-139q6-4 12 0', {
          fill: 'none',
          stroke: look.hair,
          'stroke-width': 3,
          'stroke-linecap': 'round',
        });
  const mouth =
    mood === 'angry'
      ? path('M-9-106q9-7 18 0', {
          fill: 'none',
          stroke: palette.orange900,
          'stroke-width': 3,
          'stroke-linecap': 'round',
        })
      : mood === 'calm'
        ? path('M-7-108q7 4 14 0', {
            fill: 'none',
            stroke: palette.orange900,
            'stroke-width': 3,
            'stroke-linecap': 'round',
          })
        : path('M-10-111q10 12 20 0z', { fill: palette.orange900 });
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${scale})` },
    [
      hairBack,
      path('M-62 0v-36c0-30 26-52 62-52s62 22 62 52v36z', { fill: look.top }),
      // The arms, a shade darker than the chest, so the torso has shoulders and sleeves.
      path('M-62 0v-36c0-18 8-32 20-40c-6 24-7 52-4 76zM62 0v-36c0-18-8-32-20-40c6 24 7 52 4 76z', {
        fill: palette.slate900,
        opacity: 0.14,
      }),
      path('M-16-88h32l-16 22z', { fill: palette.white, opacity: 0.9 }),
      rect(-10, -100, 20, 18, { fill: look.skin }),
      circle(0, -130, 34, { fill: look.skin }),
      circle(-34, -128, 6, { fill: look.skin }),
      circle(34, -128, 6, { fill: look.skin }),
      hairFront,
      brows,
      circle(-13, -127, 3.6, { fill: palette.slate900 }),
      circle(13, -127, 3.6, { fill: palette.slate900 }),
      circle(-20, -114, 5, { fill: palette.rose400, opacity: mood === 'angry' ? 0.6 : 0.3 }),
      circle(20, -114, 5, { fill: palette.rose400, opacity: mood === 'angry' ? 0.6 : 0.3 }),
      mouth,
    ].join(''),
  );
}

/** A round avatar: the character's head and shoulders in a circle; `id` names its clip path. */
export function avatar(
  id: string,
  cx: number,
  cy: number,
  r: number,
  look: Look,
  {
    ring,
    bg = palette.brand100,
    mood,
  }: { ring?: string; bg?: string; mood?: 'happy' | 'angry' | 'calm' } = {},
): string {
  return [
    el('clipPath', { id }, circle(cx, cy, r)),
    circle(cx, cy, r, { fill: bg }),
    el('g', { 'clip-path': `url(#${id})` }, character(cx, cy + r * 1.25, r / 75, look, mood)),
    ring ? circle(cx, cy, r, { fill: 'none', stroke: ring, 'stroke-width': 2.5 }) : '',
  ].join('');
}

/**
 * The forearms and hands of a `character` drawn at the same (x, y, scale), resting on a desk:
 * drawn after the desk, so the desk's top sits between the chest and the hands.
 */
export function deskArms(x: number, y: number, scale: number, look: Look): string {
  const arm = (d: string) =>
    path(d, {
      fill: 'none',
      stroke: look.top,
      'stroke-width': 24,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    path(d, {
      fill: 'none',
      stroke: palette.slate900,
      'stroke-opacity': 0.14,
      'stroke-width': 24,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${scale})` },
    [
      arm('M-50-58L-58-16L-26 8'),
      arm('M50-58L58-16L26 8'),
      // Cuffs, then the hands, one over the other.
      path('M-30 1l-4 13M30 1l4 13', {
        stroke: palette.white,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
      el('ellipse', { cx: -14, cy: 10, rx: 14, ry: 9, fill: look.skin }),
      el('ellipse', { cx: 12, cy: 8, rx: 14, ry: 9, fill: look.skin }),
      path('M4 4q8 3 18 1', {
        fill: 'none',
        stroke: palette.slate900,
        'stroke-opacity': 0.18,
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  );
}
