// Serves the pre-rendered site the way a static host does: `/pricing` → `pricing/index.html`,
// one URL form (no trailing slash), and the host rules the build writes in `_headers` and
// `_redirects` (security headers, caching, aliases, each locale's 404 page), compressing text as they do.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
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

// `_headers`: a path line, then indented `Name: value` lines; `! Name` drops an earlier value.
const headerRules = [];
for (const line of readRules('_headers')) {
  if (!line.trim() || line.trim().startsWith('#')) continue;
  if (!/^\s/.test(line)) {
    headerRules.push({ pattern: patternOf(line.trim()), set: [] });
  } else if (line.trim().startsWith('!')) {
    headerRules.at(-1)?.set.push([line.trim().slice(1).trim().toLowerCase(), null]);
  } else {
    const at = line.indexOf(':');
    headerRules
      .at(-1)
      ?.set.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
  }
}

// `_redirects`: `from to status`, first match wins; a 404 rule only applies when no file exists.
const redirectRules = readRules('_redirects')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return { pattern: patternOf(from), to, status: Number(status ?? 301) };
  });

function headersFor(pathname) {
  const headers = new Map();
  for (const rule of headerRules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.set) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
  }
  return headers;
}

const assets = sirv(root, { extensions: ['html'], dev: false, etag: true });

// Static hosts and CDNs compress text on the fly; so does this server, or page weights would lie.
const compress = compression({ threshold: 0 });

const server = createServer((req, res) => compress(req, res, () => handle(req, res)));

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  for (const [name, value] of headersFor(url.pathname)) res.setHeader(name, value);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
    res.end();
    return;
  }
  const redirect = redirectRules.find(
    (rule) => rule.status >= 300 && rule.status < 400 && rule.pattern.test(url.pathname),
  );
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.to + url.search });
    res.end();
    return;
  }
  assets(req, res, () => {
    const notFound = redirectRules.find(
      (rule) => rule.status === 404 && rule.pattern.test(url.pathname),
    );
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    createReadStream(join(root, notFound?.to ?? '/404.html')).pipe(res);
  });
}

server.listen(Number(values.port), values.host, () => {
  console.log(`Ludiqo site served at http://${values.host}:${values.port}`);
});
