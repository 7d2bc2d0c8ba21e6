import { execFileSync, spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { distClient, listFiles } from '../support/site';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('the Nu Html Checker', () => {
  it('reports 0 errors on every page', { timeout: 180_000 }, () => {
    const java = spawnSync('java', ['-version']);
    if (java.error) throw new Error('No Java runtime: apt-get install -y default-jre-headless');
    const files = listFiles(distClient, '.html');
    expect(files.length).toBeGreaterThan(80);
    // vnu exits 1 when it reports errors; the JSON on stderr says which.
    let report = '';
    try {
      // One short run: the JVM's quick compiler alone (TieredStopAtLevel=1) checks every page
      // in less CPU time than the optimizing one, and npm test's other steps share the cores.
      // Its deeper stack frames need more than the default 512 KB stack.
      const jvm = ['-XX:TieredStopAtLevel=1', '-Xss8m'];
      execFileSync(
        'java',
        [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      report = (error as { stderr: string }).stderr;
    }
    const messages: VnuMessage[] = report ? JSON.parse(report).messages : [];
    const errors = messages
      .filter((m) => m.type !== 'info')
      .map(
        (m) =>
          `${relative(distClient, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`,
      );
    expect(errors).toEqual([]);
  });
});
