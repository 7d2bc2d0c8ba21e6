import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { drawnImages } from '../../assets/images';
import { auditSvg } from '../../build/publishing/auditHtml';
import { formatOfPath, imageSize } from './imageSize';
import { error, located, warning, type Place, type Problem } from './problems';

/**
 * A file a page shows: an image (a front-matter field such as `image`, or a body image), or a
 * front-matter field built as a `video` or its `captions` (src/content/schemas/fields.ts).
 */
export interface MediaRef {
  url: string;
  place: Place;
  /** An image when unset. */
  kind?: 'image' | 'video' | 'captions';
  /** Set for a front-matter field. */
  field?: string;
  /** A social card: PNG or JPEG, 1200×630. */
  socialCard?: boolean;
  /** A video: whether a captions field sits beside it. */
  captioned?: boolean;
}

/** Bytes every visitor downloads: a larger image is refused, one above `warning` is named. */
export const imageBudget = { error: 300 * 1024, warning: 150 * 1024 };

const socialCardSize = { width: 1200, height: 630 };
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * One file's images against `public/` and the images drawn from the palette: each exists, is the format its name says, has an
 * intrinsic size (an SVG with width and height or a viewBox), stays within the byte budget and,
 * for an SVG, holds nothing a browser would run (it is a document of the site when opened).
 */
export function checkMedia(publicDir: string, file: string, refs: MediaRef[]): Problem[] {
  const problems: Problem[] = [];
  for (const { url, place, field, socialCard, kind = 'image', captioned } of refs) {
    const at = (message: string, severity = error) =>
      problems.push(severity(located(file, place, field, `${kind} "${url}": ${message}`)));
    if (kind !== 'image') {
      const bytes = mediaFile(publicDir, url);
      if (!bytes) at(`no file public${url}: add it, or correct the path`);
      if (kind === 'video' && !captioned) {
        at('a video needs captions: add a "captions" field beside it, a WebVTT file below /media/');
      }
      const problem = bytes && (kind === 'video' ? videoProblem : captionsProblem)(url, bytes);
      if (problem) at(problem);
      continue;
    }
    const path = url.split(/[?#]/)[0]!;
    const drawn = drawnImages.get(path);
    const onDisk = join(publicDir, path);
    let size: number;
    try {
      const stat = drawn === undefined ? statSync(onDisk) : undefined;
      if (stat && !stat.isFile()) throw new Error('not a file');
      size = stat?.size ?? Buffer.byteLength(drawn!);
    } catch {
      at(`no file public${path}: add it, or correct the path`);
      continue;
    }
    const format = formatOfPath(path);
    if (!format) {
      at('expected an image file: .svg, .png, .jpg or .webp');
      continue;
    }
    if (size > imageBudget.error) {
      at(
        `${kb(size)}, above the ${kb(imageBudget.error)} an image may weigh: compress it or make it smaller`,
      );
    } else if (size > imageBudget.warning) {
      at(`${kb(size)}, above ${kb(imageBudget.warning)}: compress it if you can`, warning);
    }
    const bytes = drawn === undefined ? readFileSync(onDisk) : Buffer.from(drawn);
    const dimensions = imageSize(bytes, format);
    if (!dimensions) {
      at(
        format === 'svg'
          ? 'no intrinsic size: give its <svg> a width and a height, or a viewBox, so the page keeps its place while it loads'
          : `not a ${format.toUpperCase()} file, or its header holds no size: export it again`,
      );
    } else if (
      socialCard &&
      (format === 'svg' ||
        format === 'webp' ||
        dimensions.width !== socialCardSize.width ||
        dimensions.height !== socialCardSize.height)
    ) {
      at(
        `a social card is a PNG or JPEG of ${socialCardSize.width}×${socialCardSize.height}; this one is a ${format.toUpperCase()} of ${dimensions.width}×${dimensions.height}`,
      );
    }
    if (format === 'svg') {
      for (const finding of auditSvg(bytes.toString('utf8'))) {
        at(`${finding}; an SVG opened on its own is a page of the site: remove it`);
      }
    }
  }
  return problems;
}

/** A video or captions file below `public/media/`: the schema allows no other folder. */
function mediaFile(publicDir: string, url: string): Buffer | undefined {
  if (!url.startsWith('/media/')) return undefined;
  try {
    const path = join(publicDir, url);
    return statSync(path).isFile() ? readFileSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/** MP4's `ftyp` brands for ISO base media files a browser plays; QuickTime's `qt  ` is not one. */
const mp4Brands = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash']);

/**
 * The file's container, read from its first bytes (an ISO base media `ftyp` box with an MP4 brand,
 * or an EBML header whose DocType is `webm`), against its name; anything else is refused.
 */
function videoProblem(url: string, bytes: Buffer): string | undefined {
  const extension = /\.(mp4|webm)$/.exec(url)?.[1];
  if (!extension) return 'expected a video file: .mp4 or .webm';
  const mp4 =
    bytes.toString('latin1', 4, 8) === 'ftyp' && mp4Brands.has(bytes.toString('latin1', 8, 12));
  // EBML magic, then the DocType element (0x4282) of 4 bytes (0x84) within the header.
  const webm =
    bytes.length >= 4 &&
    bytes.readUInt32BE(0) === 0x1a45dfa3 &&
    bytes.subarray(4, 64).includes(Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]));
  if (extension === 'mp4' && !mp4) {
    return 'not an MP4 file (its first bytes hold no ftyp box of an MP4 brand): export it again as MP4 (H.264)';
  }
  if (extension === 'webm' && !webm) {
    return 'not a WebM file (its first bytes hold no EBML header of DocType webm): export it again as WebM';
  }
  return undefined;
}

/** A cue's timings, `00:01.000 --> 00:04.000`, hours optional (WebVTT's cue timings line). */
const cueTimings =
  /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}(?:[ \t]|$)/m;

/**
 * What a browser needs to read the file as captions: UTF-8, the `WEBVTT` signature alone or followed by a space or
 * a tab on the first line (the WebVTT parser drops a file without it), and at least one cue.
 */
function captionsProblem(_url: string, bytes: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not UTF-8: save it as UTF-8, as WebVTT requires';
  }
  // TextDecoder drops a leading byte-order mark, which WebVTT allows.
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) {
    return 'not a WebVTT file: its first line must be WEBVTT (a browser shows no captions from it)';
  }
  if (!cueTimings.test(text)) {
    return 'no cue: WebVTT captions need at least one "00:00.000 --> 00:02.000" line followed by its text';
  }
  return undefined;
}
