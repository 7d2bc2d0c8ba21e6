import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFresh, type BuildStep } from './freshBuild';

// The build's all-or-nothing rule, with steps that stand in for vike and the publish step: each
// writes into BUILD_OUT_DIR as they do. The real publish step failing is tests/build/failClosed.test.ts.
const writes = (name: string, ...files: string[]): BuildStep => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `const {mkdirSync, writeFileSync} = require('node:fs'); const {dirname, join} = require('node:path');
     for (const file of ${JSON.stringify(files)}) {
       const path = join(process.env.BUILD_OUT_DIR, file);
       mkdirSync(dirname(path), { recursive: true });
       writeFileSync(path, 'new');
     }`,
  ],
});
const fails: BuildStep = {
  name: 'publish',
  command: process.execPath,
  args: ['-e', 'process.exit(3)'],
};
const required = ['client/index.html', 'client/_headers'];

describe('a build is all or nothing', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'fresh-build-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  const target = join(cwd, 'dist');
  /** A previous, complete build. */
  const previousBuild = () => {
    mkdirSync(join(target, 'client'), { recursive: true });
    writeFileSync(join(target, 'client/index.html'), 'old');
    writeFileSync(join(target, 'client/old-page.html'), 'old');
  };

  it('puts the new build in place of the old one once every step succeeded', async () => {
    previousBuild();
    const steps = [writes('pages', 'client/index.html'), writes('publish', 'client/_headers')];
    expect(await buildFresh({ target, steps, required, cwd })).toEqual({ ok: true });
    expect(readFileSync(join(target, 'client/index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(target, 'client/_headers'))).toBe(true);
    expect(existsSync(join(target, 'client/old-page.html')), 'nothing of the old build').toBe(
      false,
    );
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('a failed step leaves nothing: neither the half-built pages nor the previous build', async () => {
    previousBuild();
    const result = await buildFresh({
      target,
      steps: [writes('pages', 'client/index.html'), fails],
      required,
      cwd,
    });
    expect(result).toEqual({ ok: false, reason: 'publish failed (exit 3)' });
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('steps that all succeed but leave out a host file fail too', async () => {
    previousBuild();
    const result = await buildFresh({
      target,
      steps: [writes('pages', 'client/index.html')],
      required,
      cwd,
    });
    expect(result).toEqual({ ok: false, reason: 'the build wrote no client/_headers' });
    expect(existsSync(target)).toBe(false);
  });

  it('problems found before building stop it before any step runs', async () => {
    previousBuild();
    const result = await buildFresh({
      target,
      steps: [writes('pages', 'client/index.html', 'client/_headers')],
      required,
      cwd,
      problems: ['public/passwd: a symbolic link to /etc/passwd'],
    });
    expect(result).toEqual({ ok: false, reason: 'public/passwd: a symbolic link to /etc/passwd' });
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('Ctrl-C during a step, run as npm run build runs it: nothing is left', async () => {
    previousBuild();
    // A build script as scripts/build.ts is one, whose step waits until it is stopped.
    // `.mts`: the scratch folder has no package.json saying the files are modules.
    const script = join(cwd, 'build.mts');
    const waits = `require('node:fs').mkdirSync(require('node:path').join(process.env.BUILD_OUT_DIR, 'client'), { recursive: true }); console.log('step started'); setInterval(() => {}, 1000);`;
    writeFileSync(
      script,
      `import { buildFresh } from ${JSON.stringify(join(import.meta.dirname, 'freshBuild.ts'))};
const result = await buildFresh({ target: ${JSON.stringify(target)}, required: [], steps: [{ name: 'vike build', command: process.execPath, args: ['-e', ${JSON.stringify(waits)}] }] });
console.log(JSON.stringify(result));
process.exit(result.ok ? 1 : 3);`,
    );
    // As package.json runs it: node with tsx's loader, no wrapper process between Ctrl-C and the
    // build. (The tsx command relays a signal and, when the child takes over 60 ms to answer it,
    // kills the child outright: under load, a build stopped mid-clean-up.)
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
      cwd,
      // Its own process group, as a terminal's foreground job: Ctrl-C signals every process in it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((done) => child.on('close', done));
    await new Promise<void>((started) =>
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('step started')) started();
      }),
    );
    process.kill(-child.pid!, 'SIGINT');
    expect(await exit, output).toBe(3);
    expect(output).toContain('{"ok":false,"reason":"vike build failed (stopped by SIGINT)"}');
    for (const left of [target, `${target}.partial`, `${target}.stale`])
      expect(existsSync(left), left).toBe(false);
  }, 30_000);

  it('a command that cannot start is a failure like any other', async () => {
    const result = await buildFresh({
      target,
      steps: [{ name: 'vike build', command: join(cwd, 'no-such-command'), args: [] }],
      required,
      cwd,
    });
    expect(result.ok).toBe(false);
    expect(existsSync(target)).toBe(false);
  });
});
