import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFileProblems, trackedFiles, untrackedPublicFiles } from './sourceFiles';

/** A throwaway repository: `files` committed, then `later` written and left untracked. */
function repository(files: Record<string, string>, later: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'source-files-'));
  const write = (all: Record<string, string>) => {
    for (const [path, body] of Object.entries(all)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), body);
    }
  };
  write(files);
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'fixture');
  write(later);
  return root;
}

/** The entries a list of problems names (each problem starts `path: `). */
const named = (problems: string[]) => problems.map((p) => p.slice(0, p.indexOf(': '))).sort();

describe('files that would leave the repository', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const fixture = (...args: Parameters<typeof repository>) => {
    const root = repository(...args);
    roots.push(root);
    return root;
  };

  it('refuses links out of the repository, to untracked files, nowhere or in a loop, naming each', () => {
    const root = fixture(
      {
        'content/es/index.mdx': '# Hola\n',
        'public/favicon.svg': '<svg/>',
        'docs/logo.svg': '<svg/>',
        'docs/guide/a.txt': 'a',
        '.gitignore': '.env\n',
      },
      { '.env': 'SECRET=1\n', 'outside-docs/x.txt': 'x' },
    );
    const link = (target: string, path: string) => symlinkSync(target, join(root, path));
    // Out of the repository.
    link('/etc/passwd', 'public/passwd');
    link('/etc', 'public/etc');
    link('/etc/hostname', 'content/es/secret.mdx');
    // Inside the folder, but not the repository's: ignored, untracked, git's own.
    link('../.env', 'public/env');
    link('../outside-docs', 'public/untracked-folder');
    link('../.git', 'public/git');
    // A folder of the repository whose files lead out again.
    mkdirSync(join(root, 'docs/nested'));
    symlinkSync('/etc/passwd', join(root, 'docs/nested/passwd'));
    link('../docs/nested', 'public/nested');
    // Nowhere, and in a loop.
    link('missing.svg', 'public/dangling.svg');
    link('loop-b', 'public/loop-a');
    link('loop-a', 'public/loop-b');
    // Allowed: the repository's own files and folders.
    link('../docs/logo.svg', 'public/logo.svg');
    link('../../docs/guide', 'content/es/guide');

    const problems = sourceFileProblems(root);
    expect(named(problems)).toEqual(
      [
        'content/es/secret.mdx',
        'public/dangling.svg',
        'public/env',
        'public/etc',
        'public/git',
        'public/loop-a',
        'public/loop-b',
        'public/nested',
        'public/passwd',
        'public/untracked-folder',
      ].sort(),
    );
    const about = (entry: string) => problems.find((p) => p.startsWith(`${entry}: `));
    expect(about('public/passwd')).toContain('/etc/passwd, outside the repository');
    expect(about('public/etc')).toContain('/etc, outside the repository');
    expect(about('public/env')).toContain('.env, a file git does not track');
    expect(about('public/nested')).toMatch(/reaches .*etc\/passwd, outside the repository/);
    expect(about('public/dangling.svg')).toContain('leads nowhere');
  });

  it('refuses what is neither a file nor a folder, and public names that are not URL-safe', () => {
    const root = fixture({
      'content/es/index.mdx': '# Hola\n',
      'public/images/ok-name_2.svg': '<svg/>',
      'public/.well-known/security.txt': 'Contact: mailto:x@example.com\n',
      'public/Logo.svg': '<svg/>',
      'public/a b.svg': '<svg/>',
      'public/café.svg': '<svg/>',
      'public/100%.svg': '<svg/>',
      'public/q?.svg': '<svg/>',
      'public/.env': 'SECRET=1\n',
      'public/_headers': '/*\n',
      'public/images/#frag.svg': '<svg/>',
    });
    execFileSync('mkfifo', [join(root, 'public/pipe'), join(root, 'content/es/pipe.mdx')]);
    expect(named(sourceFileProblems(root))).toEqual(
      [
        'content/es/pipe.mdx',
        'public/.env',
        'public/100%.svg',
        'public/Logo.svg',
        'public/_headers',
        'public/a b.svg',
        'public/café.svg',
        'public/images/#frag.svg',
        'public/pipe',
        'public/q?.svg',
      ].sort(),
    );
    // The pipe's name is fine: only its kind is refused, once.
    expect(sourceFileProblems(root).filter((p) => p.startsWith('public/pipe: '))).toEqual([
      'public/pipe: not a file or a folder (a pipe, a socket, a device)',
    ]);
  });

  it('content/ or public/ as a link is refused', () => {
    const root = fixture({ 'content/es/index.mdx': '# Hola\n' });
    symlinkSync('/etc', join(root, 'public'));
    expect(sourceFileProblems(root)).toEqual([
      'public: a symbolic link; it must be a folder of the repository',
    ]);
  });

  it('lists the files in public/ that git does not track, links included', () => {
    const root = fixture(
      { 'public/favicon.svg': '<svg/>', 'public/images/a.svg': '<svg/>' },
      { 'public/images/new.svg': '<svg/>', 'public/notes.txt': 'draft' },
    );
    symlinkSync('favicon.svg', join(root, 'public/copy.svg'));
    expect(named(untrackedPublicFiles(root))).toEqual([
      'public/copy.svg',
      'public/images/new.svg',
      'public/notes.txt',
    ]);
    expect(untrackedPublicFiles(root)[0]).toContain('`git add` it to publish it, or delete it');
  });

  it('outside a git checkout of its own, the folder is all there is; links are still checked', () => {
    const root = mkdtempSync(join(tmpdir(), 'source-files-plain-'));
    roots.push(root);
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public/a.svg'), '<svg/>');
    symlinkSync('/etc/passwd', join(root, 'public/passwd'));
    expect(trackedFiles(root)).toBeUndefined();
    expect(untrackedPublicFiles(root)).toEqual([]);
    expect(named(sourceFileProblems(root))).toEqual(['public/passwd']);
  });
});
