import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatOfPath, imageSize } from './imageSize';

const svg = (attributes: string) => Buffer.from(`<?xml version="1.0"?>\n<svg ${attributes}></svg>`);

/** A JPEG's first segments: start of image, an APP0 segment, then a baseline frame header. */
function jpeg(width: number, height: number, frame = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frame, 0x00, 0x11, 8];
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...size, ...Array(9).fill(0)]);
}

function webp(chunk: string, body: number[]): Buffer {
  const data = Buffer.from([...Buffer.from(chunk), 0, 0, 0, 0, ...body, ...Array(16).fill(0)]);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), data]);
}

describe('intrinsic image sizes, from the file header', () => {
  it('reads PNG', () => {
    const png = readFileSync('tests/fixtures/content/files-site/public/images/ok.png');
    expect(imageSize(png, 'png')).toEqual({ width: 4, height: 3 });
    expect(imageSize(Buffer.from('not a png at all, really'), 'png')).toBeUndefined();
  });

  it('reads JPEG frames, skipping other segments', () => {
    expect(imageSize(jpeg(1200, 630), 'jpeg')).toEqual({ width: 1200, height: 630 });
    expect(imageSize(jpeg(800, 600, 0xc2), 'jpeg')).toEqual({ width: 800, height: 600 });
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]), 'jpeg')).toBeUndefined();
  });

  it('reads the three kinds of WebP', () => {
    // VP8X: 24-bit width and height minus one.
    expect(imageSize(webp('VP8X', [0, 0, 0, 0, 0xaf, 0x04, 0, 0x75, 0x02, 0]), 'webp')).toEqual({
      width: 1200,
      height: 630,
    });
    // VP8L: 14-bit fields after the 0x2f signature.
    const w = 1199;
    const h = 629;
    const bits = w | (h << 14);
    expect(
      imageSize(
        webp('VP8L', [
          0x2f,
          bits & 0xff,
          (bits >> 8) & 0xff,
          (bits >> 16) & 0xff,
          (bits >> 24) & 0xff,
        ]),
        'webp',
      ),
    ).toEqual({ width: 1200, height: 630 });
    // VP8: the frame size after the start code.
    expect(
      imageSize(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xb0, 0x04, 0x76, 0x02]), 'webp'),
    ).toEqual({ width: 1200, height: 630 });
  });

  it('reads an SVG’s width and height, or its viewBox', () => {
    expect(imageSize(svg('width="1200" height="675"'), 'svg')).toEqual({
      width: 1200,
      height: 675,
    });
    expect(imageSize(svg('width="40px" height="30px"'), 'svg')).toEqual({ width: 40, height: 30 });
    expect(imageSize(svg("viewBox='0 0 1200 675'"), 'svg')).toEqual({ width: 1200, height: 675 });
    expect(imageSize(svg('width="600" viewBox="0,0,1200,675"'), 'svg')).toEqual({
      width: 600,
      height: 337.5,
    });
  });

  it('finds no intrinsic size in an SVG without one', () => {
    expect(imageSize(svg(''), 'svg')).toBeUndefined();
    expect(imageSize(svg('width="100%" height="100%"'), 'svg')).toBeUndefined();
    expect(imageSize(svg('width="10em" height="5em"'), 'svg')).toBeUndefined();
    expect(imageSize(svg('viewBox="0 0 0 0"'), 'svg')).toBeUndefined();
    expect(imageSize(Buffer.from('<html></html>'), 'svg')).toBeUndefined();
  });

  it('names the format a file name promises', () => {
    expect(['a.png', 'a.JPG', 'a.jpeg', 'a.webp', 'a.svg', 'a.gif', 'a'].map(formatOfPath)).toEqual(
      ['png', 'jpeg', 'jpeg', 'webp', 'svg', undefined, undefined],
    );
  });
});
