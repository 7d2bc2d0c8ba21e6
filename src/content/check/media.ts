import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { drawnImages } from '../../assets/images';
import { auditSvg } from '../../build/publishing/auditHtml';
import { formatOfPath, imageSize } from './imageSize';
import { error, located, warning, type Place, type Problem } from './problems';

/** An image a page shows: a front-matter field (`image`, `socialImage`) or a body image. */
export interface MediaRef {
  url: string;
  place: Place;
  /** Set for a front-matter field. */
  field?: string;
  /** A social card: PNG or JPEG, 1200×630. */
  socialCard?: boolean;
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
  for (const { url, place, field, socialCard } of refs) {
    const at = (message: string, severity = error) =>
      problems.push(severity(located(file, place, field, `image "${url}": ${message}`)));
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
