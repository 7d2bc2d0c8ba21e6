/** An image's intrinsic size in CSS pixels, read from the first bytes of its file. */
export interface ImageSize {
  width: number;
  height: number;
}

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'svg';

/** The format a file's extension promises. */
export function formatOfPath(path: string): ImageFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return extension === 'png' || extension === 'webp' || extension === 'svg' ? extension : undefined;
}

function png(bytes: Buffer): ImageSize | undefined {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpeg(bytes: Buffer): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start of frame (baseline, progressive…); C4, C8 and CC are other segments.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webp(bytes: Buffer): ImageSize | undefined {
  if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF') return undefined;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP' || bytes.length < 30) return undefined;
  const chunk = bytes.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return {
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  return undefined;
}

/** A length in user units: a plain number or pixels (percentages and em have no intrinsic size). */
function svgLength(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  const length = match ? Number(match[1]) : NaN;
  return length > 0 ? length : undefined;
}

function svg(bytes: Buffer): ImageSize | undefined {
  const root = /<svg\b([^>]*)>/i.exec(bytes.toString('utf8'))?.[1];
  if (root === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(root)?.slice(1).find(Boolean);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) {
    // A viewBox gives the ratio; one given side scales it.
    if (width) return { width, height: (width * box[3]!) / box[2]! };
    if (height) return { width: (height * box[2]!) / box[3]!, height };
    return { width: box[2]!, height: box[3]! };
  }
  return undefined;
}

const readers: Record<ImageFormat, (bytes: Buffer) => ImageSize | undefined> = {
  png,
  jpeg,
  webp,
  svg,
};

/** The intrinsic size of an image file of `format`, or undefined when its header has none. */
export function imageSize(bytes: Buffer, format: ImageFormat): ImageSize | undefined {
  try {
    return readers[format](bytes);
  } catch {
    // A header cut short: no size to read.
    return undefined;
  }
}
