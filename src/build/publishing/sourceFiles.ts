import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * What may leave the repository: the files under `content/` (compiled into pages) and `public/`
 * (copied as they are) come from the repository and nowhere else. `npm run check:content` and
 * the build refuse a symbolic link that leads out of it; the build also refuses a file in
 * `public/` that git does not track, since a fresh clone (what CI and hosts build) would not have
 * it. Vite copies `public/` following links, so a link would otherwise publish its target.
 */
export const sourceFolders = ['content', 'public'] as const;

/** A folder name in `public/` that hosts serve on purpose though it starts with a dot. */
const wellKnown = '.well-known';
// Names become URLs: spaces, `%`, `#`, `?` and non-ASCII letters are escaped differently by
// browsers and hosts, capitals break links between case-insensitive and case-sensitive disks,
// and a leading dot or `_` marks files that hosts hide or read as their own (`_headers`).
const publicName = /^[a-z0-9][a-z0-9._-]*$/;

const posix = (path: string) => path.split(sep).join('/');
/** A path relative to the repository that climbs out of it, or an absolute one. */
const leavesRepository = (path: string) => /^\.\.(\/|$)/.test(path) || isAbsolute(path);

/** The files git tracks in `root`, or `undefined` when `root` is not the top of a git checkout. */
export function trackedFiles(root: string): Set<string> | undefined {
  let top: string;
  try {
    top = execFileSync('git', ['-C', root, 'rev-parse', '--show-toplevel'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
  if (realpathSync(top) !== realpathSync(root)) return undefined;
  const listed = execFileSync('git', ['-C', root, 'ls-files', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(listed.split('\0').filter(Boolean));
}

/**
 * Every entry under `dir` (relative to `root`), links not followed (Node's recursive `readdir`
 * descends into linked folders).
 */
function entriesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? [path, ...entriesUnder(root, path)] : [path];
  });
}

/** Regular files under `path` (a file or a folder inside `root`), following links, once each. */
function* filesReachedFrom(
  root: string,
  path: string,
  seen = new Set<string>(),
): Generator<string> {
  const real = realpathSync(join(root, path));
  if (seen.has(real)) return;
  seen.add(real);
  const inside = posix(relative(root, real));
  if (leavesRepository(inside) || !statSync(real).isDirectory()) {
    yield inside;
    return;
  }
  for (const name of readdirSync(real)) yield* filesReachedFrom(root, join(inside, name), seen);
}

/**
 * Symbolic links under `content/` and `public/` that lead out of the repository (outside its
 * folder, to a file git does not track, nowhere, or in a loop), entries that are neither files
 * nor folders, and names in `public/` that are not URL-safe. One line per entry, naming it.
 */
export function sourceFileProblems(root: string, tracked = trackedFiles(root)): string[] {
  const top = realpathSync(root);
  const problems: string[] = [];
  for (const folder of sourceFolders) {
    if (lstatSync(join(root, folder), { throwIfNoEntry: false })?.isSymbolicLink()) {
      problems.push(`${folder}: a symbolic link; it must be a folder of the repository`);
      continue;
    }
    for (const entry of entriesUnder(root, folder)) {
      const stats = lstatSync(join(root, entry));
      if (stats.isSymbolicLink()) {
        const problem = linkProblem(root, top, entry, tracked);
        if (problem) problems.push(`${entry}: ${problem}`);
      } else if (!stats.isFile() && !stats.isDirectory()) {
        problems.push(`${entry}: not a file or a folder (a pipe, a socket, a device)`);
      }
      const name = entry.slice(entry.lastIndexOf('/') + 1);
      if (folder === 'public' && !publicName.test(name) && name !== wellKnown)
        problems.push(
          `${entry}: a published file name is lowercase letters, digits, ".", "-" and "_", starting with a letter or digit: it becomes a URL`,
        );
    }
  }
  return problems;
}

function linkProblem(
  root: string,
  top: string,
  entry: string,
  tracked: Set<string> | undefined,
): string | undefined {
  const written = readlinkSync(join(root, entry));
  try {
    const target = realpathSync(join(root, entry));
    if (leavesRepository(relative(top, target)))
      return `a symbolic link to ${target}, outside the repository: the build would publish that file of the build machine; put the file itself in the repository`;
    // The first file reached that is not the repository's is enough to refuse the link.
    for (const file of filesReachedFrom(top, relative(top, target))) {
      if (leavesRepository(file))
        return `a symbolic link to "${written}", which reaches ${file}, outside the repository: the build would publish it`;
      if (tracked && !tracked.has(file))
        return `a symbolic link to "${written}", which reaches ${file}, a file git does not track: only the repository's files are published`;
    }
  } catch {
    return `a symbolic link to "${written}", which leads nowhere (missing, or a loop)`;
  }
  return undefined;
}

/**
 * Files in `public/` that git does not track: refused by the build, since a fresh clone would
 * publish the site without them. Empty outside a git checkout of its own (a copy of the
 * project), where the folder is all there is.
 */
export function untrackedPublicFiles(root: string, tracked = trackedFiles(root)): string[] {
  if (!tracked) return [];
  return entriesUnder(root, 'public')
    .filter((entry) => {
      const stats = lstatSync(join(root, entry));
      return (stats.isFile() || stats.isSymbolicLink()) && !tracked.has(entry);
    })
    .map(
      (entry) =>
        `${entry}: not tracked by git, so a fresh clone would publish the site without it: \`git add\` it to publish it, or delete it`,
    );
}
