import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** Every value of each header, in order. */
  values: Record<string, string[]>;
  body: Buffer;
}

/** A chunked body, joined. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends `head` (request line and headers, `\r\n` added) byte for byte on a new connection and
 * reads the answer until the server closes it. HTTP clients refuse to send, or normalise, the
 * malformed targets a server must survive (`/../`, a raw backslash, a space, bad escapes).
 */
export function rawRequest(port: number, head: string[]): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      if (split === -1) {
        reject(new Error(`No complete answer to ${head[0]?.slice(0, 80)}: "${data}"`));
        return;
      }
      const [statusLine = '', ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const values: Record<string, string[]> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim().toLowerCase();
        (values[name] ??= []).push(line.slice(at + 1).trim());
      }
      const headers = Object.fromEntries(
        Object.entries(values).map(([name, list]) => [name, list.join(', ')]),
      );
      const body = data.subarray(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        values,
        body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body,
      });
    });
    socket.write(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

/** `GET path` (or another method), sent as written, with a Host header. */
export function rawGet(
  port: number,
  path: string,
  { method = 'GET', headers = [] as string[] } = {},
): Promise<RawResponse> {
  return rawRequest(port, [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...headers]);
}
