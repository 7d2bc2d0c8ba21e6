import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes on the wire for a file, as a host that compresses on the fly would send it. */
export interface Transfer {
  raw: number;
  gzip: number;
  brotli: number;
}

export const noTransfer = (): Transfer => ({ raw: 0, gzip: 0, brotli: 0 });

/** gzip at zlib's default level 6, brotli at quality 11 (what precompressing hosts use). */
export function transferOf(body: Buffer): Transfer {
  return {
    raw: body.length,
    gzip: gzipSync(body).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/** gzip only, for checks that read nothing else: brotli at level 11 is slow, page after page. */
export function gzipTransferOf(body: Buffer): Transfer {
  return { raw: body.length, gzip: gzipSync(body).length, brotli: Number.NaN };
}

export function addTransfer(into: Transfer, more: Transfer): Transfer {
  into.raw += more.raw;
  into.gzip += more.gzip;
  into.brotli += more.brotli;
  return into;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
