import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

/**
 * W3C WebDriver has no init scripts, request routing or request events: WebKit reaches nginx
 * through this proxy, which provides them. An HTML page gets one same-origin script first in its
 * <head> (the CSP allows 'self'), which runs the test's init scripts before any of the page's.
 * Nothing else in a response changes.
 */
export const initScriptPath = '/__e2e__/init.js';
export const logPath = '/__e2e__/log';

export interface ProxyRoute {
  request(): { url(): string };
  continue(): Promise<void>;
  abort(): Promise<void>;
  fulfill(answer: { status?: number; contentType?: string; body?: string }): Promise<void>;
}
type Handler = (route: ProxyRoute) => unknown;
export type UrlMatcher = string | RegExp | ((url: URL) => boolean);

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
      if (glob[i + 1] === '/') {
        i++;
        source += '(?:/|)';
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '.';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * A throwaway self-signed certificate (openssl), made once per process: the proxy answers the
 * https requests a test routes (another origin's page, opened by a link) with it, and the WebKit
 * session accepts it (`acceptInsecureCerts`), as Playwright's routes answer https in Chromium.
 */
let certificate: { key: Buffer; cert: Buffer } | undefined;
function throwawayCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'e2e-proxy-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=e2e-proxy'],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr?.toString()}`);
  certificate = { key: readFileSync(key), cert: readFileSync(cert) };
  return certificate;
}

export class TestProxy {
  initScripts: string[] = [];
  routes: { glob: UrlMatcher; matches: (url: URL) => boolean; handler: Handler }[] = [];
  requestListeners = new Set<(url: string) => void>();
  logListeners = new Set<(entry: { type: 'console' | 'pageerror'; text: string }) => void>();
  /** Refuses every request but the test's own (init scripts, logs), as a browser offline. */
  offline = false;
  inFlight = 0;
  lastActivity = Date.now();
  private server = createServer((request, response) => void this.handle(request, response));

  constructor(private readonly upstream: URL) {}

  /**
   * WebKit's proxy for other hosts (MiniBrowser's --proxy): a CONNECT is answered by this server,
   * over TLS, so the test's routes see the https URL. Nothing is forwarded to the real host.
   */
  private tunnel(socket: Socket) {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    const secure = new TLSSocket(socket, { isServer: true, ...throwawayCertificate() });
    secure.on('error', () => socket.destroy());
    this.server.emit('connection', secure);
  }

  async listen(port: number): Promise<string> {
    this.server.on('connect', (_request: IncomingMessage, socket: Socket) => this.tunnel(socket));
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    this.server.closeAllConnections();
    this.server.close();
  }

  /** Requests a route still holds: a test that ended while holding one must not stall the next. */
  private held = new Set<IncomingMessage>();

  reset() {
    for (const request of this.held) request.socket.destroy();
    this.held.clear();
    this.initScripts = [];
    this.routes = [];
    this.offline = false;
    this.requestListeners.clear();
    this.logListeners.clear();
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const secure = request.socket instanceof TLSSocket;
    const url = new URL(request.url!, `${secure ? 'https' : 'http'}://${request.headers.host}`);
    if (url.pathname === initScriptPath) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(
        this.initScripts
          .map((script) => `try { ${script} } catch (e) { console.error(e) }`)
          .join(';\n'),
      );
      return;
    }
    if (url.pathname === logPath) {
      let body = '';
      for await (const chunk of request) body += chunk;
      for (const listener of this.logListeners) listener(JSON.parse(body));
      response.writeHead(204).end();
      return;
    }
    if (this.offline) {
      request.socket.destroy();
      return;
    }
    this.inFlight++;
    this.lastActivity = Date.now();
    try {
      for (const listener of this.requestListeners) listener(url.href);
      const route = this.routes.findLast((candidate) => candidate.matches(url));
      if (route) {
        let decided: (() => Promise<void>) | undefined;
        this.held.add(request);
        await route.handler({
          request: () => ({ url: () => url.href }),
          continue: async () => void (decided = () => this.pass(request, response)),
          abort: async () =>
            void (decided = async () => {
              request.socket.destroy();
            }),
          fulfill: async ({ status = 200, contentType = 'text/plain', body = '' }) =>
            void (decided = async () => {
              response.writeHead(status, { 'content-type': contentType });
              response.end(body);
            }),
        });
        if (!this.held.delete(request)) return;
        await (decided ?? (() => this.pass(request, response)))();
      } else if (secure) {
        // Only what a test routes reaches another origin: the rest is refused, not fetched.
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`not routed: ${url.href}`);
      } else {
        await this.pass(request, response);
      }
    } finally {
      this.inFlight--;
      this.lastActivity = Date.now();
    }
  }

  private pass(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      // A response the browser stops reading (a navigation away, a cancelled fetch) never
      // finishes; closed, it is no longer in flight. Counted as in flight, it held a wait for an
      // idle network for twelve minutes (a WebKit CI run on 64002bd).
      response.on('close', resolve);
      const headers = { ...request.headers, host: this.upstream.host };
      // Uncompressed, so the page's HTML can take the init script.
      delete headers['accept-encoding'];
      const upstream = forward(
        {
          host: this.upstream.hostname,
          port: this.upstream.port,
          path: request.url,
          method: request.method,
          headers,
        },
        (answer) => {
          const outHeaders = { ...answer.headers };
          // The policy asks for https subresources. Chromium and Firefox leave loopback (the test
          // server) alone; WebKit upgrades it too, to an https port that does not exist. The rest
          // of the policy stays as served.
          const csp = outHeaders['content-security-policy'];
          if (typeof csp === 'string') {
            outHeaders['content-security-policy'] = csp.replace(
              /;?\s*upgrade-insecure-requests/,
              '',
            );
          }
          // As Playwright, which turns the cache off while requests are routed: a response from
          // the cache would never reach a route set by a later test.
          outHeaders['cache-control'] = 'no-store';
          delete outHeaders.etag;
          delete outHeaders['last-modified'];
          if (outHeaders.location) {
            outHeaders.location = outHeaders.location.replace(this.upstream.origin, '');
          }
          const isHtml = answer.headers['content-type']?.startsWith('text/html');
          if (!isHtml) {
            response.writeHead(answer.statusCode!, outHeaders);
            answer.pipe(response).on('finish', resolve);
            answer.on('error', resolve);
            return;
          }
          let html = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk) => (html += chunk));
          answer.on('end', () => {
            const tag = `<script src="${initScriptPath}"></script>`;
            const injected = /<head[^>]*>/i.test(html)
              ? html.replace(/<head[^>]*>/i, (head) => head + tag)
              : tag + html;
            delete outHeaders['content-length'];
            response.writeHead(answer.statusCode!, outHeaders);
            response.end(injected, resolve);
          });
        },
      );
      upstream.on('error', () => {
        request.socket.destroy();
        resolve();
      });
      request.pipe(upstream);
    });
  }

  /** As Playwright's: a glob, a regular expression or a predicate on the URL. */
  route(glob: UrlMatcher, handler: Handler) {
    let matches: (url: URL) => boolean;
    if (typeof glob === 'function') matches = glob;
    else {
      const pattern = glob instanceof RegExp ? glob : globToRegExp(glob);
      matches = (url) => pattern.test(url.href);
    }
    this.routes.push({ glob, matches, handler });
  }

  unroute(glob: UrlMatcher) {
    this.routes = this.routes.filter(
      (route) => route.glob !== glob && String(route.glob) !== String(glob),
    );
  }
}
