import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/projectCopy';

/**
 * The writer's preview (`npm run dev`) on a copy of the project, so no real file is ever edited:
 * an edit shows on the next load, a broken front-matter shows an error page naming the file, the
 * field and the line, and fixing it brings the page back without a restart.
 */

const file = 'content/es/politica-cookies.mdx';
let copy = '';
let server: ChildProcess | undefined;
let output = '';
let origin = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${output}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

const load = async () => {
  const response = await fetch(`${origin}/politica-cookies/`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  copy = copyProject('ludiqo-dev-');
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(
    process.execPath,
    [join(copy, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)],
    {
      cwd: copy,
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await until(
    'the dev server',
    async () => ((await load()).status === 200 ? true : undefined),
    // Waits for Vite's first compile, which a busy machine (npm test runs steps side by side) slows.
    120_000,
  );
}, 150_000);

afterAll(() => {
  server?.kill();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('listens on localhost only, even where Vike would open every interface (CI set)', () => {
    // eslint-disable-next-line no-control-regex
    const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toMatch(new RegExp(`Local:\\s+${origin}/`));
    expect(plain).not.toMatch(/Network:\s+http/);
  });

  it('shows an edit, shows a content error naming file, field and line, and recovers', async () => {
    const path = join(copy, file);
    const original = readFileSync(path, 'utf8');
    expect((await load()).text).toContain('Política de cookies');

    writeFileSync(path, original.replace('# Política de cookies', '# Política de cookies editada'));
    await until('the edited body', async () =>
      (await load()).text.includes('Política de cookies editada') ? true : undefined,
    );

    // A misspelt field, and a prop the component would throw on: both named, neither rendered.
    writeFileSync(
      path,
      readFileSync(path, 'utf8')
        .replace('description:', 'descripton:')
        .replace('<SiteValue name="brand" />', '<SiteValue name="brnad" />'),
    );
    const broken = await until('the error page', async () => {
      const page = await load();
      return page.status === 500 ? page.text : undefined;
    });
    expect(broken).toContain(
      `${file}:4:1: field &quot;descripton&quot;: unknown field; did you mean &quot;description&quot;? Rename it`,
    );
    expect(broken).toContain(
      `${file}:11:73: prop name=&quot;brnad&quot; on &lt;SiteValue&gt;: expected one of legalName,`,
    );

    writeFileSync(path, original);
    const fixed = await until('the page again', async () => {
      const page = await load();
      return page.status === 200 ? page.text : undefined;
    });
    expect(fixed).toContain('Política de cookies');
    expect(fixed).not.toContain('editada');
  }, 120_000);

  it("follows a changed slug: the page moves to its new URL, and its old one is the earlier URL's alias", async () => {
    const french = join(copy, 'content/fr/politica-cookies.mdx');
    const original = readFileSync(french, 'utf8');
    const slug = /^slug: (.+)$/m.exec(original)![1]!;
    const status = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } })).status;
    expect(await status(`/fr/${slug}/`)).toBe(200);

    writeFileSync(french, original.replace(`slug: ${slug}`, 'slug: cookies-du-site'));
    await until('the new URL', async () =>
      (await status('/fr/cookies-du-site/')) === 200 ? true : undefined,
    );
    expect(await status(`/fr/${slug}/`)).toBe(404);
    // The route under the prefix stays an alias: it leads to the new URL.
    const alias = await (
      await fetch(`${origin}/fr/politica-cookies/`, { headers: { accept: 'text/html' } })
    ).text();
    expect(alias).toMatch(/<link rel="canonical" href="[^"]*\/fr\/cookies-du-site\/"\/>/);

    // A slug fixed after a content error moves the page too.
    writeFileSync(french, original.replace(`slug: ${slug}`, 'slug: Cookies'));
    await until('the error page', async () =>
      (await status('/fr/cookies-du-site/')) === 500 ? true : undefined,
    );
    writeFileSync(french, original);
    await until('the URL again', async () =>
      (await status(`/fr/${slug}/`)) === 200 ? true : undefined,
    );
    expect(await status('/fr/cookies-du-site/')).toBe(404);
  }, 120_000);
});
