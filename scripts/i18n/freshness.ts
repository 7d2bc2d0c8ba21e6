import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { defaultLocale, localeCodes, type Locale } from '../../src/i18n/locales';

/** The trailer that marks a Spanish source change as not needing translation (a typo fix). */
export const skipTrailer = { key: 'i18n', value: 'no-translation-needed' } as const;

export type TranslationStatus = 'missing' | 'outdated' | 'complete' | 'unknown';

export interface TranslationState {
  status: TranslationStatus;
  /** The translation's last commit (short hash), when it has one. */
  commit?: string;
  /** For `outdated`: the source's commits since the translation's last change, newest first. */
  sourceCommits?: string[];
}

export interface PageFreshness {
  /** Path below `content/<locale>/`, e.g. `pricing.mdx`. */
  file: string;
  /** Whether the Spanish source exists; a page without one has nothing to be fresh against. */
  source: boolean;
  /** One state per translated locale (every locale but the default). */
  translations: Record<Locale, TranslationState>;
}

export interface History {
  /** False outside a git repository: every translation that exists is then `unknown`. */
  available: boolean;
  shallow: boolean;
  /** Shallow boundary commits: history before them is missing. */
  boundary: string[];
}

interface Commit {
  hash: string;
  /** Carries `i18n: no-translation-needed`. */
  skip: boolean;
  files: string[];
}

export const translatedLocales = localeCodes.filter((l) => l !== defaultLocale);

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether `root` is inside a git work tree, and whether its clone is shallow. */
export function historyOf(root: string): History {
  try {
    git(root, ['rev-parse', '--git-dir']);
  } catch {
    return { available: false, shallow: false, boundary: [] };
  }
  const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  if (!shallow) return { available: true, shallow, boundary: [] };
  const shallowFile = git(root, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']);
  const boundary = existsSync(shallowFile.trim())
    ? readFileSync(shallowFile.trim(), 'utf8').split('\n').filter(Boolean)
    : [];
  return { available: true, shallow, boundary };
}

/** Fetches the history a shallow clone lacks (needs the remote, so only when asked to). */
export function unshallow(root: string): void {
  git(root, ['fetch', '--unshallow', '--quiet']);
}

/**
 * Every commit reachable from `rev` that touched content/, newest first, from one `git log`.
 * Topological order, so "after" means "descends from" on a linear history and on merged branches
 * alike (a date order would trust committers' clocks).
 */
export function contentCommits(root: string, rev = 'HEAD'): Commit[] {
  const out = git(root, [
    'log',
    '--topo-order',
    '--no-renames',
    '--name-only',
    `--format=%x1e%H%x1f%(trailers:key=${skipTrailer.key},valueonly,separator=%x1d)`,
    rev,
    '--',
    'content/',
  ]);
  return out
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      const [header = '', ...files] = record.split('\n');
      const [hash = '', trailers = ''] = header.split('\x1f');
      return {
        hash,
        skip: trailers
          .split('\x1d')
          .some((value) => value.trim().toLowerCase() === skipTrailer.value),
        files: files.filter(Boolean),
      };
    });
}

/** The `.mdx` files below `content/<locale>/` in commit `rev`. */
export function contentFilesAt(root: string, rev: string): Record<Locale, Set<string>> {
  const listed = git(root, ['ls-tree', '-r', '--name-only', rev, '--', 'content/']).split('\n');
  return Object.fromEntries(
    localeCodes.map((locale) => {
      const prefix = `content/${locale}/`;
      return [
        locale,
        new Set(
          listed
            .filter((path) => path.startsWith(prefix) && path.endsWith('.mdx'))
            .map((path) => path.slice(prefix.length)),
        ),
      ];
    }),
  ) as Record<Locale, Set<string>>;
}

const short = (hash: string) => hash.slice(0, 7);

/**
 * Each page's translations: `missing` (no file), `outdated` (the Spanish source changed in a
 * commit that descends from the translation's last change and lacks the skip trailer),
 * `complete`, or `unknown` (a shallow clone cut the history that would tell).
 */
export function freshness(
  files: Record<Locale, Set<string>>,
  commits: Commit[],
  history: History,
): PageFreshness[] {
  // Position in the newest-first log of each file's last change (and, for sources, last change
  // that needs translating).
  const lastChange = new Map<string, number>();
  const lastSourceChange = new Map<string, number>();
  const sourcePrefix = `content/${defaultLocale}/`;
  commits.forEach((commit, index) => {
    for (const path of commit.files) {
      if (!lastChange.has(path)) lastChange.set(path, index);
      if (path.startsWith(sourcePrefix) && !commit.skip && !lastSourceChange.has(path)) {
        lastSourceChange.set(path, index);
      }
    }
  });
  const boundary = new Set(history.boundary);
  const all = [...new Set(localeCodes.flatMap((l) => [...files[l]]))].sort();

  return all.map((file) => {
    const source = files[defaultLocale].has(file);
    const sourceIndex = lastSourceChange.get(`${sourcePrefix}${file}`);
    const translations = Object.fromEntries(
      translatedLocales.map((locale): [Locale, TranslationState] => {
        if (!files[locale].has(file)) return [locale, { status: 'missing' }];
        if (!history.available || !source)
          return [locale, { status: source ? 'unknown' : 'complete' }];
        const index = lastChange.get(`content/${locale}/${file}`);
        const commit = index === undefined ? undefined : commits[index]!.hash;
        // In a shallow clone the boundary commit seems to add every file: when the source's last
        // change that needs translating is at or beyond it, and the translation's last change is
        // at it, the real order lies beyond the cut.
        const cut = (i: number | undefined) => i !== undefined && boundary.has(commits[i]!.hash);
        if (history.shallow && (sourceIndex === undefined || cut(sourceIndex)) && cut(index)) {
          return [locale, { status: 'unknown', commit: short(commit!) }];
        }
        // Not committed yet: it is the newest version there is.
        if (index === undefined || sourceIndex === undefined || sourceIndex >= index) {
          return [locale, { status: 'complete', commit: commit && short(commit) }];
        }
        const sourceCommits = commits
          .slice(sourceIndex, index)
          .filter((c) => !c.skip && c.files.includes(`${sourcePrefix}${file}`))
          .map((c) => short(c.hash));
        return [locale, { status: 'outdated', commit: short(commit!), sourceCommits }];
      }),
    ) as Record<Locale, TranslationState>;
    return { file, source, translations };
  });
}
