/**
 * Every drawn line of every scene, desktop and phone, in every locale, set in the widths Inter
 * will draw it at: no two lines overlap, none leaves the picture or the shape it is written on.
 */
import { measureText } from './outline';

type Matrix = [number, number, number, number, number, number];
const identity: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + c * h,
  b * g + d * h,
  a * i + c * j,
  b * i + d * j,
  a * k + c * l + e,
  b * k + d * l + f,
];

/** An SVG transform list (translate, scale, rotate: what the drawings use) as one matrix. */
function parseTransform(value: string | undefined): Matrix {
  let matrix = identity;
  for (const [, name, args] of (value ?? '').matchAll(/(\w+)\(([^)]*)\)/g)) {
    const [p = 0, q, r] = args!.split(/[ ,]+/).filter(Boolean).map(Number);
    if (name === 'translate') matrix = multiply(matrix, [1, 0, 0, 1, p, q ?? 0]);
    else if (name === 'scale') matrix = multiply(matrix, [p, 0, 0, q ?? p, 0, 0]);
    else if (name === 'rotate') {
      const [cos, sin] = [Math.cos((p * Math.PI) / 180), Math.sin((p * Math.PI) / 180)];
      const [cx, cy] = [q ?? 0, r ?? 0];
      matrix = multiply(matrix, [1, 0, 0, 1, cx, cy]);
      matrix = multiply(matrix, [cos, sin, -sin, cos, 0, 0]);
      matrix = multiply(matrix, [1, 0, 0, 1, -cx, -cy]);
    } else throw new Error(`transform ${name} is not read by this test`);
  }
  return matrix;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box around a local box's corners once transformed (a rotated box's bounds). */
function place([a, b, c, d, e, f]: Matrix, box: Box): Box {
  const corners = [
    [box.left, box.top],
    [box.right, box.top],
    [box.left, box.bottom],
    [box.right, box.bottom],
  ].map(([x, y]) => [a * x! + c * y! + e, b * x! + d * y! + f] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}

const attributesOf = (text: string) =>
  new Map([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

// Inter's capitals stand 0.73 em above the baseline, its descenders reach 0.2 em below.
const [capHeight, descender] = [0.73, 0.2];

interface Line {
  words: string;
  box: Box;
  /** The box in the line's own frame, and that frame: lines on one rotated card compare there. */
  local: Box;
  matrix: Matrix;
  /** The smallest filled shape drawn before the line whose area holds the line's start. */
  ground?: { box: Box; shape: string };
}

/**
 * The curves drawn before each label (a pill holding a line), sampled: a branch's connector, the
 * labels drawn over it after it.
 */
const connectors: {
  points: (readonly [number, number])[];
  label: { box: Box; words: string }[];
}[] = [];

/** Each line of a drawing (before outlining) with the box its ink takes, in the picture's units. */
export function lineBoxes(svg: string): Line[] {
  const stack: Matrix[] = [identity];
  const shapes: { box: Box; shape: string; pill: boolean }[] = [];
  const lines: Line[] = [];
  connectors.length = 0;
  for (const [tag, closing, name, attributeText, selfClosing, words] of svg.matchAll(
    /<(\/?)(\w+)([^>]*?)(\/?)>(?:([^<]*)<\/text>)?/g,
  )) {
    const attrs = attributesOf(attributeText!);
    const matrix = multiply(stack.at(-1)!, parseTransform(attrs.get('transform')));
    if (name === 'g' || name === 'svg') {
      if (closing) stack.pop();
      else if (!selfClosing) stack.push(matrix);
      continue;
    }
    if (name === 'rect' && attrs.get('fill') && attrs.get('fill') !== 'none') {
      const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((key) =>
        Number(attrs.get(key) ?? 0),
      ) as [number, number, number, number];
      shapes.push({
        box: place(matrix, { left: x, top: y, right: x + width, bottom: y + height }),
        shape: tag!.slice(0, 80),
        pill: Number(attrs.get('rx')) * 2 >= height,
      });
    }
    const d = attrs.get('d');
    if (
      name === 'path' &&
      attrs.get('fill') === 'none' &&
      d &&
      /^M[^A-Za-z]+C[^A-Za-z]+$/.test(d)
    ) {
      const [x0, y0, x1, y1, x2, y2, x3, y3] = d.match(/-?[\d.]+/g)!.map(Number) as number[];
      const points = Array.from({ length: 65 }, (_, i) => {
        const t = i / 64;
        const [a, b, c, e] = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3];
        const [x, y] = [
          a * x0! + b * x1! + c * x2! + e * x3!,
          a * y0! + b * y1! + c * y2! + e * y3!,
        ];
        const at = place(matrix, { left: x, top: y, right: x, bottom: y });
        return [at.left, at.top] as const;
      });
      connectors.push({ points, label: [] });
    }
    if (name !== 'text') continue;
    const content = decode(words ?? '');
    if (!/\S/.test(content.replace(/[\u00a0\u202f\u2060]/g, ' '))) continue;
    const size = Number(attrs.get('font-size'));
    const width = measureText(content, size, {
      weight: Number(attrs.get('font-weight') ?? 400),
      italic: attrs.get('font-style') === 'italic',
      letterSpacing: Number(attrs.get('letter-spacing') ?? 0),
    });
    const anchor = attrs.get('text-anchor') ?? 'start';
    const x =
      Number(attrs.get('x')) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
    const y = Number(attrs.get('y'));
    const local = {
      left: x,
      top: y - capHeight * size,
      right: x + width,
      bottom: y + descender * size,
    };
    const box = place(matrix, local);
    const start = place(matrix, { left: x, top: y, right: x, bottom: y });
    const ground = shapes
      .filter(
        ({ box: shape }) =>
          shape.left <= start.left &&
          start.left <= shape.right &&
          shape.top <= start.top &&
          start.top <= shape.bottom,
      )
      .sort(
        (p, q) =>
          (p.box.right - p.box.left) * (p.box.bottom - p.box.top) -
          (q.box.right - q.box.left) * (q.box.bottom - q.box.top),
      )[0];
    lines.push({ words: content, box, local, matrix, ground });
    if (ground?.pill)
      for (const connector of connectors) connector.label.push({ ...ground, words: content });
  }
  return lines;
}

/** Half a unit of slack: a line's box is drawn from its font's metrics, not its ink. */
const slack = 0.5;
const overlaps = (p: Box, q: Box) =>
  p.left < q.right - slack &&
  q.left < p.right - slack &&
  p.top < q.bottom - slack &&
  q.top < p.bottom - slack;
const outside = (inner: Box, outer: Box) =>
  inner.left < outer.left - slack ||
  inner.right > outer.right + slack ||
  inner.top < outer.top - slack ||
  inner.bottom > outer.bottom + slack;

/** What is wrong with a drawing's lines, in words, so a failure names them. */
export function textProblems(svg: string): string[] {
  const [, , width, height] = svg
    .match(/viewBox="([^"]+)"/)![1]!
    .split(' ')
    .map(Number);
  const picture = { left: 0, top: 0, right: width!, bottom: height! };
  const lines = lineBoxes(svg);
  const problems: string[] = [];
  lines.forEach((line, index) => {
    if (outside(line.box, picture)) problems.push(`"${line.words}" runs outside the picture`);
    if (line.ground && outside(line.box, line.ground.box))
      problems.push(`"${line.words}" runs outside ${line.ground.shape}`);
    for (const other of lines.slice(index + 1))
      if (
        line.matrix.join() === other.matrix.join()
          ? overlaps(line.local, other.local)
          : overlaps(line.box, other.box)
      )
        problems.push(`"${line.words}" overlaps "${other.words}"`);
  });
  // A label sits on the connector it names, or on a fork: the connectors it covers all leave (or
  // reach) one point. One that covers another branch hides where that branch goes.
  const labels = new Map<Box, { words: string; covered: (readonly [number, number])[][] }>();
  for (const { points, label } of connectors)
    for (const { box, words } of label) {
      if (!points.some(([x, y]) => x > box.left && x < box.right && y > box.top && y < box.bottom))
        continue;
      const entry = labels.get(box) ?? { words, covered: [] };
      if (!entry.covered.includes(points)) entry.covered.push(points);
      labels.set(box, entry);
    }
  const same = (p: readonly [number, number], q: readonly [number, number]) =>
    Math.abs(p[0] - q[0]) < 0.5 && Math.abs(p[1] - q[1]) < 0.5;
  for (const { words, covered } of labels.values()) {
    const [first, ...rest] = covered;
    const ends = [first![0]!, first!.at(-1)!];
    const shared = ends.some((end) =>
      rest.every((points) => same(points[0]!, end) || same(points.at(-1)!, end)),
    );
    if (!shared) problems.push(`the label "${words}" covers a branch it does not name`);
  }
  return problems;
}

/**
 * The room a drop shadow (`shadowFilter`: 6 units down, blurred 8) needs under its shape: a picture
 * that ends sooner cuts it into a hard-edged grey band.
 */
export const shadowRoom = 12;

/** Shadowed shapes whose shadow the picture's bottom edge cuts. */
export function cutShadows(svg: string): string[] {
  const [, , , height] = svg
    .match(/viewBox="([^"]+)"/)![1]!
    .split(' ')
    .map(Number);
  return [...svg.matchAll(/<rect([^>]*filter="url\(#shadow\)"[^>]*)>/g)]
    .map(([tag, attributeText]) => {
      const attrs = attributesOf(attributeText!);
      return { tag, bottom: Number(attrs.get('y')) + Number(attrs.get('height')) };
    })
    .filter(({ bottom }) => bottom > height! - shadowRoom)
    .map(({ tag }) => `${tag} ends under ${shadowRoom} units above the picture's bottom`);
}
