// Serves a built site with real nginx and the server block the build wrote
// (`dist/nginx/ludiqo.conf`), changing only its `listen` and `root`: the browser tests prove the
// configuration a user deploys, not an emulation of it. Needs Debian's nginx (`.ci/run` installs it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist/client' },
  },
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginxBinary) {
  console.error('nginx is not installed: apt-get install -y nginx (.ci/run does this).');
  process.exit(1);
}

const root = resolve(values.dir);
const serverBlockFile = join(dirname(root), 'nginx/ludiqo.conf');
if (!existsSync(serverBlockFile)) {
  console.error(`No ${serverBlockFile}. Run "npm run build" first.`);
  process.exit(1);
}

const serverBlock = readFileSync(serverBlockFile, 'utf8')
  .replace(/^(\s*)listen .*;$/m, `$1listen ${values.host}:${values.port};`)
  .replace(/^(\s*)root .*;$/m, `$1root ${root};`);

const work = mkdtempSync(join(tmpdir(), 'ludiqo-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir));
writeFileSync(join(work, 'ludiqo.conf'), serverBlock);
const isRoot = process.getuid?.() === 0;
writeFileSync(
  join(work, 'nginx.conf'),
  `${isRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    include ${work}/ludiqo.conf;
}
`,
);

const args = ['-p', work, '-c', join(work, 'nginx.conf')];
const test = spawnSync(nginxBinary, [...args, '-t', '-q'], { encoding: 'utf8' });
if (test.status !== 0) {
  console.error(test.stderr);
  process.exit(1);
}

const nginx = spawn(nginxBinary, args, { stdio: 'inherit' });
console.log(`nginx serves ${root} at http://${values.host}:${values.port}`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
