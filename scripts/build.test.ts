import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run build` and `npm run check:content` on a repository whose public/ holds links out of it
// and a file git does not track: both refuse, naming each, before reading or copying anything.
// What counts as leaving the repository is src/build/publishing/sourceFiles.test.ts.
const projectRoot = resolve(import.meta.dirname, '..');
const tsx = join(projectRoot, 'node_modules/.bin/tsx');

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'leaks-'));
  const files: Record<string, string> = {
    'content/es/index.mdx': '---\ntype: page\n---\n# Hola\n',
    'public/favicon.svg': '<svg/>',
    'docs/logo.svg': '<svg/>',
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'fixture');
  symlinkSync('/etc/passwd', join(root, 'public/passwd'));
  symlinkSync('/etc', join(root, 'public/etc'));
  symlinkSync('../docs/logo.svg', join(root, 'public/logo.svg'));
  git('add', 'public/logo.svg');
  writeFileSync(join(root, 'public/draft.svg'), '<svg/>');
  // A previous build, which a refused build must not leave behind.
  mkdirSync(join(root, 'dist/client'), { recursive: true });
  writeFileSync(join(root, 'dist/client/index.html'), 'old');
  return root;
}

const run = (root: string, script: string) =>
  spawnSync(tsx, [join(projectRoot, script)], { cwd: root, encoding: 'utf8' });

describe(
  'files that would leave the repository stop the check and the build',
  { timeout: 60_000 },
  () => {
    const root = fixture();
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('npm run check:content names the links out of the repository', () => {
      const { status, stderr } = run(root, 'scripts/check-content.ts');
      expect(status).toBe(1);
      expect(stderr).toContain(
        'public/passwd: a symbolic link to /etc/passwd, outside the repository',
      );
      expect(stderr).toContain('public/etc: a symbolic link to /etc, outside the repository');
      expect(stderr, 'a link inside the repository is fine').not.toContain('public/logo.svg');
      // Not yet committed is normal while writing; only the build refuses it.
      expect(stderr).not.toContain('public/draft.svg');
    });

    it('npm run build names them and the untracked file, and leaves no dist/', () => {
      const { status, stderr } = run(root, 'scripts/build.ts');
      expect(status).toBe(1);
      expect(stderr).toContain('✗ The build failed; dist/ is removed');
      expect(stderr).toContain(
        'public/passwd: a symbolic link to /etc/passwd, outside the repository',
      );
      expect(stderr).toContain('public/etc: a symbolic link to /etc, outside the repository');
      expect(stderr).toContain('public/draft.svg: not tracked by git');
      expect(stderr).not.toContain('public/logo.svg');
      expect(existsSync(join(root, 'dist'))).toBe(false);
    });
  },
);
