import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run serve` on a build whose publish step did not finish. Its answers to requests are
// proved against the real build in tests/e2e/hostingAnswers.spec.ts.
const serve = resolve(import.meta.dirname, 'serve.mjs');

/** Runs the server on `dir` until it prints or exits; stops it if it started. */
function start(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [
      serve,
      '--dir',
      dir,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ]);
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('served at')) child.kill();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('npm run serve', () => {
  const site = mkdtempSync(join(tmpdir(), 'serve-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>x</title>');

  it('refuses a build without _headers, saying why, with a non-zero exit', async () => {
    const { code, output } = await start(site);
    expect(code).toBe(1);
    expect(output).toContain(`${site} has no _headers`);
    expect(output).toContain('npm run build');
  });

  it('serves the same build once it has its _headers', async () => {
    writeFileSync(join(site, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    const { output } = await start(site);
    expect(output).toContain('served at');
  });
});
