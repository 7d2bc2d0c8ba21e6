// Serves the pre-rendered site in dist/client the way a static host does:
// `/pricing` → `pricing/index.html`, one URL form (no trailing slash), and each locale's 404.html.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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

const assets = sirv(root, { extensions: ['html'], dev: false, etag: true });

function notFoundPage(pathname) {
  const locale = pathname.match(/^\/(en|fr)(\/|$)/)?.[1];
  return join(root, locale ? `${locale}/404.html` : '404.html');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
    res.end();
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    createReadStream(notFoundPage(url.pathname)).pipe(res);
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Ludiqo site served at http://${values.host}:${values.port}`);
});
