import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildKey } from './builds';

describe('the review build cache key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'review-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  const commit = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    git('add', '-A');
    git('-c', 'commit.gpgsign=false', 'commit', '-q', '-m', `Change ${path}`);
    return buildKey(dir, git('rev-parse', 'HEAD'));
  };

  it('is kept by a commit the build does not read, and changed by one it does', () => {
    git('init', '-q');
    const first = commit('content/es/pricing.mdx', 'a');
    expect(commit('tests/build/x.test.ts', 'b')).toBe(first);
    expect(commit('README.md', 'c')).toBe(first);
    expect(commit('src/lib/x.test.ts', 'd')).toBe(first);
    expect(commit('content/es/pricing.mdx', 'e')).not.toBe(first);
    const second = commit('src/lib/x.ts', 'f');
    expect(commit('scripts/review/run.ts', 'g')).toBe(second);
  });
});
