// `npm start`'s zero-install preview: serves the pre-rendered site as Cloudflare Pages does.
// `/pricing/` → `pricing/index.html`, `/pricing` → 301 to `/pricing/`, the aliases of `_redirects`,
// the headers of `_headers` on every answer (errors included), the nearest `404.html` for unknown
// paths, text compressed. GET and HEAD only; a malformed, traversing or oversized request target
// gets a 400 or 414 and the server keeps serving.
// The test suite runs the browser tests against real nginx (scripts/serve-nginx.mjs), and the
// hosting tests against both.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? 'localhost' },
    dir: { type: 'string', default: 'dist/client' },
  },
});

const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
// The publish step writes `_headers` last of the host rules: without it, the build did not finish,
// and its pages would go out with no security headers.
if (!existsSync(join(root, '_headers'))) {
  console.error(
    `${root} has no _headers: its build did not finish, and its pages would be served without their security headers. Run "npm run build".`,
  );
  process.exit(1);
}

/** Answers only these; anything else is a 405 that names them. */
const allowedMethods = ['GET', 'HEAD'];
/** nginx's default request-line buffer: a longer target is a 414 there too. */
const maxTargetLength = 8192;
/** The site is a few folders deep; a deeper path is refused before it costs a lookup per level. */
const maxDepth = 32;
const revalidate = 'public, max-age=0, must-revalidate';

/** `/assets/*` → a RegExp; `*` matches anything, as on Netlify and Cloudflare Pages. */
function patternOf(path) {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function readRules(name) {
  const file = join(root, name);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
}

// `_headers`: a path line, then indented `Name: value` lines; every matching rule applies.
const headerRules = [];
for (const line of readRules('_headers')) {
  if (!line.trim() || line.trim().startsWith('#')) continue;
  if (!/^\s/.test(line)) {
    headerRules.push({ pattern: patternOf(line.trim()), set: [] });
  } else {
    const at = line.indexOf(':');
    headerRules.at(-1)?.set.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
}

/** The headers `_headers` gives a path; Cache-Control only where the answer is the file itself. */
function rulesFor(pathname) {
  return headerRules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.set);
}

// `_redirects`: `from to status`, first match wins, before any file (as on Cloudflare Pages).
const redirectRules = readRules('_redirects')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return { pattern: patternOf(from), to, status: Number.parseInt(status ?? '302', 10) };
  });

const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();

// What a browser may send raw in a path (RFC 3986 pchar, plus `|^[]`, which browsers leave as
// they are); anything else, a backslash among them, only comes from a crafted request.
const pathCharacters = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/|^[\]]*$/;
// Decoded, a segment may not hold a separator, a NUL or any control character.
// eslint-disable-next-line no-control-regex
const unsafeDecoded = /[/\\\u0000-\u001f\u007f]/;

/**
 * The request target, checked: `{ segments, path, search }` with every segment decoded, or the
 * status that refuses it. Dot segments and empty ones (`//`) are refused rather than resolved:
 * browsers never send them, and resolving them is how paths escape the site root.
 */
function parseTarget(target) {
  if (target.length > maxTargetLength) return { status: 414 };
  if (!target.startsWith('/')) return { status: 400 };
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? '' : target.slice(query);
  if (!pathCharacters.test(path) || /[^\x21-\x7e]/.test(search)) return { status: 400 };
  const raw = path.slice(1).split('/');
  if (raw.length > maxDepth) return { status: 414 };
  const segments = [];
  for (const [index, segment] of raw.entries()) {
    if (segment === '' && index < raw.length - 1) return { status: 400 };
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { status: 400 };
    }
    if (decoded === '.' || decoded === '..' || unsafeDecoded.test(decoded)) return { status: 400 };
    segments.push(decoded);
  }
  return { segments, path, search };
}

/** The closest `404.html` above a path, looking only through folders that exist. */
function notFoundPage(segments) {
  let dir = root;
  let page = existsSync(join(root, '404.html')) ? join(root, '404.html') : null;
  for (const segment of segments.slice(0, -1)) {
    dir = join(dir, segment);
    if (!isDirectory(dir)) break;
    if (existsSync(join(dir, '404.html'))) page = join(dir, '404.html');
  }
  return page;
}

/** An answer the server writes itself (an error, a redirect), with the document headers. */
function answer(res, status, extra = {}) {
  for (const [name, value] of rulesFor('/')) res.setHeader(name, value);
  res.setHeader('Cache-Control', revalidate);
  const body = status >= 400 ? `${STATUS_CODES[status]}\n` : '';
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(body);
}

/** A Range the file server reads right (one `bytes=a-b` or `bytes=a-`); others get the whole file. */
function keepValidRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

const assets = sirv(root, { dev: false, etag: true });
// Static hosts and CDNs compress text on the fly; so does this server, or page weights would lie.
// A byte range is of the file as stored, so it is never compressed.
const compress = compression({
  threshold: 0,
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

function handle(req, res) {
  if (!allowedMethods.includes(req.method ?? '')) {
    answer(res, 405, { Allow: allowedMethods.join(', ') });
    return;
  }
  const target = parseTarget(req.url ?? '');
  if ('status' in target) {
    answer(res, target.status);
    return;
  }
  const { segments, path, search } = target;
  const pathname = `/${segments.join('/')}`;
  const redirect = redirectRules.find(
    (rule) => rule.status >= 300 && rule.status < 400 && rule.pattern.test(pathname),
  );
  if (redirect) {
    answer(res, redirect.status, { Location: redirect.to + search });
    return;
  }
  if (!path.endsWith('/') && isDirectory(join(root, ...segments))) {
    answer(res, 301, { Location: `${path}/${search}` });
    return;
  }
  for (const [name, value] of rulesFor(pathname)) res.setHeader(name, value);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', revalidate);
  keepValidRange(req);
  req.url = path + search;
  assets(req, res, () => {
    // A missing file is never cached as the file would be (a year, under /assets/).
    res.setHeader('Cache-Control', revalidate);
    // A site without a 404.html (the benchmark's peer) gets the bare status, as hosts answer.
    const page = notFoundPage(segments);
    res.writeHead(404, { 'Content-Type': `text/${page ? 'html' : 'plain'}; charset=utf-8` });
    if (page) createReadStream(page).pipe(res);
    else res.end('Not found');
  });
}

const server = createServer((req, res) =>
  compress(req, res, () => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) answer(res, 500);
      else res.destroy();
    }
  }),
);

// Requests Node's parser refuses (a space or control character in the target, headers over its
// limit) get the same headers as any other answer, instead of Node's bare reply.
const rawHeaders = () =>
  [...rulesFor('/'), ['Cache-Control', revalidate]]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = `${STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawHeaders()}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Ludiqo site served at http://${values.host}:${values.port}`);
});
