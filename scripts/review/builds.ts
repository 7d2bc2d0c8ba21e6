import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  openSync,
  closeSync,
  cpSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

export interface Build {
  /** The commit built, or `work tree` for uncommitted changes. */
  label: string;
  /** The BUILD_OUT_DIR: `client/` and `assets.json` are inside. */
  dir: string;
  cached: boolean;
  seconds: number;
}

export const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

function runBuild(cwd: string, outDir: string, log: string): Promise<void> {
  const fd = openSync(log, 'w');
  const child = spawn('npm', ['run', 'build'], {
    cwd,
    // Relative: the build joins BUILD_OUT_DIR to its root.
    env: { ...process.env, BUILD_OUT_DIR: relative(cwd, resolve(cwd, outDir)) },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(fd);
      if (code === 0) resolve();
      else {
        const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`The build in ${cwd} failed (exit ${code}); see ${log}:\n${tail}`));
      }
    });
  });
}

// Files the build never reads: a commit that changes only these reuses its parent's build.
const notBuilt =
  /^(tests\/|docs\/|\.github\/|\.ci\/|README\.md$|scripts\/(review|i18n)\/|scripts\/i18n-status\.ts$)|\.test\.ts$/;

/** The cache key of a commit: a hash of the files at that commit that the build reads. */
export function buildKey(root: string, commit: string): string {
  const files = execFileSync('git', ['-C', root, 'ls-tree', '-r', commit], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((line) => line && !notBuilt.test(line.slice(line.indexOf('\t') + 1)));
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
}

/**
 * The site built at `commit`, from `cacheDir/<key>` when an earlier run built the same sources. Otherwise
 * built in a temporary `git worktree` sharing this checkout's node_modules (a symlink: a
 * second install would cost minutes), written to a side folder and renamed when complete, so
 * an interrupted build is never taken for a cached one.
 */
export async function buildAtCommit(
  root: string,
  commit: string,
  cacheDir: string,
): Promise<Build> {
  const dir = join(cacheDir, buildKey(root, commit));
  if (existsSync(join(dir, 'client/index.html'))) {
    return { label: commit, dir, cached: true, seconds: 0 };
  }
  const started = performance.now();
  const worktree = mkdtempSync(join(tmpdir(), `review-${commit.slice(0, 7)}-`));
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // Ctrl-C during the build: the temporary worktree goes too, not only the process.
  const interrupted = () => {
    git(root, 'worktree', 'remove', '--force', worktree);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    git(root, 'worktree', 'add', '--detach', '--force', worktree, commit);
    symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'), 'dir');
    // Built inside the worktree: Vike cannot pre-render into a folder outside its root. `dist` is
    // ignored by git in every commit, so Tailwind never scans it.
    await runBuild(worktree, 'dist', `${dir}.log`);
    cpSync(join(worktree, 'dist'), partial, { recursive: true });
    renameSync(partial, dir);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    git(root, 'worktree', 'remove', '--force', worktree);
    rmSync(worktree, { recursive: true, force: true });
  }
  return { label: commit, dir, cached: false, seconds: (performance.now() - started) / 1000 };
}

/**
 * HEAD as checked out: the cached build of its commit when the work tree is clean, else a
 * build of the work tree itself (uncommitted changes included), which is never cached.
 */
export async function buildHead(root: string, cacheDir: string): Promise<Build> {
  const commit = git(root, 'rev-parse', 'HEAD');
  // A node_modules symlink (as in the review's own worktrees) is no change to the site.
  const changes = git(root, 'status', '--porcelain', '--', '.', ':(exclude)node_modules');
  if (changes === '') return buildAtCommit(root, commit, cacheDir);
  const dir = join(cacheDir, 'work-tree');
  const started = performance.now();
  rmSync(dir, { recursive: true, force: true });
  await runBuild(root, dir, `${dir}.log`);
  writeFileSync(join(dir, 'built-from.txt'), `${commit} with uncommitted changes\n`);
  return {
    label: `${commit} + uncommitted changes`,
    dir,
    cached: false,
    seconds: (performance.now() - started) / 1000,
  };
}
