// `npm start`'s zero-install preview: serves the pre-rendered site as Cloudflare Pages does.
// `/pricing/` → `pricing/index.html`, `/pricing` → 301 to `/pricing/`, the aliases of `_redirects`,
// the headers of `_headers`, the nearest `404.html` for unknown paths, text compressed.
// The test suite runs against real nginx instead (scripts/serve-nginx.mjs).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
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

// `_redirects`: `from to status`, first match wins, before any file (as on Cloudflare Pages).
const redirectRules = readRules('_redirects')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return { pattern: patternOf(from), to, status: Number.parseInt(status ?? '302', 10) };
  });

const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();

/** The closest `404.html` above a path: `/en/x/y` → `en/404.html`, else none. */
function notFoundPage(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth--) {
    const file = join(root, ...parts.slice(0, depth), '404.html');
    if (existsSync(file)) return file;
  }
  return null;
}

const assets = sirv(root, { dev: false, etag: true });
// Static hosts and CDNs compress text on the fly; so does this server, or page weights would lie.
const compress = compression({ threshold: 0 });

const server = createServer((req, res) => compress(req, res, () => handle(req, res)));

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const rule of headerRules)
    if (rule.pattern.test(url.pathname))
      for (const [name, value] of rule.set) res.setHeader(name, value);
  if (!res.hasHeader('Cache-Control'))
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');

  const redirect = redirectRules.find(
    (rule) => rule.status >= 300 && rule.status < 400 && rule.pattern.test(url.pathname),
  );
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.to + url.search });
    res.end();
    return;
  }
  const local = join(root, decodeURIComponent(url.pathname));
  if (!url.pathname.endsWith('/') && local.startsWith(root) && isDirectory(local)) {
    res.writeHead(301, { Location: `${url.pathname}/${url.search}` });
    res.end();
    return;
  }
  assets(req, res, () => {
    // A site without a 404.html (the benchmark's peer) gets the bare status, as hosts answer.
    const page = notFoundPage(url.pathname);
    res.writeHead(404, { 'Content-Type': `text/${page ? 'html' : 'plain'}; charset=utf-8` });
    if (page) createReadStream(page).pipe(res);
    else res.end('Not found');
  });
}

server.listen(Number(values.port), values.host, () => {
  console.log(`Ludiqo site served at http://${values.host}:${values.port}`);
});
