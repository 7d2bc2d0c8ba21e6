// `npm run i18n:status [-- --markdown | --json] [--fail-on outdated] [--fetch-history]`: which page
// exists in which locale, which translation the Spanish source has left behind (from git
// history), and which UI strings each locale lacks. Exits 1 when anything is missing, so CI and
// pull requests can show it; `--fail-on outdated` also fails on outdated translations.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isPublishedLocale, localeCodes, type Locale } from '../src/i18n/locales';
import { readFrontmatter } from '../src/content/check/frontmatter';
import { pathsByLocale, type SluggedPage } from '../src/content/slugs';
import { publicPath, routeFromContentPath } from '../src/i18n/urls';
import {
  contentCommits,
  freshness,
  historyOf,
  skipTrailer,
  translatedLocales,
  unshallow,
  type History,
  type PageFreshness,
  type TranslationState,
} from './i18n/freshness';

/** Locales still being translated (`draft: true`): listed, and counted apart. */
const draftLocaleCodes = localeCodes.filter((l): boolean => !isPublishedLocale(l));

function mdxFiles(root: string, locale: Locale): string[] {
  try {
    return readdirSync(join(root, 'content', locale), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.split('\\').join('/'));
  } catch {
    return [];
  }
}

/**
 * Each page's URL in each locale that has its file, from the files' `slug` (read as the build
 * reads it, without validating the rest: a status is wanted most when content is unfinished).
 */
function urlsOf(root: string, files: Record<Locale, Set<string>>) {
  const byRoute = new Map<string, SluggedPage>();
  for (const locale of localeCodes) {
    for (const file of files[locale]) {
      const route = routeFromContentPath(file);
      const path = join('content', locale, file);
      const data = readFrontmatter(path, readFileSync(join(root, path), 'utf8')).data;
      const slug = (data as { slug?: unknown } | undefined)?.slug;
      const page = byRoute.get(route) ?? { route, slugs: {} };
      if (typeof slug === 'string') page.slugs[locale] = slug;
      byRoute.set(route, page);
    }
  }
  const paths = pathsByLocale([...byRoute.values()]);
  return (file: string): Partial<Record<Locale, string>> => {
    const route = routeFromContentPath(file);
    return Object.fromEntries(
      localeCodes
        .filter((locale) => files[locale].has(file))
        .map((locale) => [locale, publicPath(paths.get(route)![locale], locale)]),
    );
  };
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

export interface StatusOptions {
  format?: 'table' | 'markdown' | 'json';
  failOnOutdated?: boolean;
  /** Run `git fetch --unshallow` first when the clone is shallow. */
  fetchHistory?: boolean;
}

export interface StatusReport {
  /** Each page by its files' path (the route), with its URL in each locale where it exists. */
  pages: (PageFreshness & { route: string; urls: Partial<Record<Locale, string>> })[];
  uiStrings: { keys: number; missing: Record<Locale, string[]> };
  history: History;
  counts: { missing: number; outdated: number; unknown: number; missingStrings: number };
}

/** The status of the work tree's content against the history of HEAD. */
export function statusReport(root: string, { fetchHistory = false } = {}): StatusReport {
  const files = Object.fromEntries(
    localeCodes.map((l) => [l, new Set(mdxFiles(root, l))]),
  ) as Record<Locale, Set<string>>;
  let history = historyOf(root);
  if (history.shallow && fetchHistory) {
    unshallow(root);
    history = historyOf(root);
  }
  const commits = history.available ? contentCommits(root) : [];
  const urls = urlsOf(root, files);
  const pages = freshness(files, commits, history).map((page) => ({
    ...page,
    route: routeFromContentPath(page.file),
    urls: urls(page.file),
  }));

  const keys = Object.fromEntries(
    localeCodes.map((l) => [
      l,
      new Set(keysOf(JSON.parse(readFileSync(join(root, `src/i18n/messages/${l}.json`), 'utf8')))),
    ]),
  ) as Record<Locale, Set<string>>;
  const allKeys = [...new Set(localeCodes.flatMap((l) => [...keys[l]]))].sort();
  const missing = Object.fromEntries(
    localeCodes.map((l) => [l, allKeys.filter((k) => !keys[l].has(k))]),
  ) as Record<Locale, string[]>;

  // A draft locale is translated a page at a time: what it lacks is listed, and fails nothing.
  const states = pages.flatMap((page) =>
    Object.entries(page.translations)
      .filter(([locale]) => isPublishedLocale(locale))
      .map(([, state]) => state),
  );
  const count = (status: TranslationState['status']) =>
    states.filter((state) => state.status === status).length;
  return {
    pages,
    uiStrings: { keys: allKeys.length, missing },
    history,
    counts: {
      missing: count('missing') + pages.filter((page) => !page.source).length,
      outdated: count('outdated'),
      unknown: count('unknown'),
      missingStrings: localeCodes
        .filter(isPublishedLocale)
        .reduce((sum, l) => sum + missing[l].length, 0),
    },
  };
}

function mark(state: TranslationState, markdown: boolean): string {
  const code = (text: string) => (markdown ? `\`${text}\`` : text);
  switch (state.status) {
    case 'missing':
      return '✗ missing';
    case 'outdated':
      return `⚠ outdated (${state.sourceCommits!.map(code).join(', ')})`;
    case 'unknown':
      return '? unknown';
    case 'complete':
      return '✓';
  }
}

/** Why some states are `unknown`, and what to do about it. */
function historyNote(report: StatusReport): string | undefined {
  if (!report.history.available) {
    return 'No git history here: translations can only be checked for presence (run it inside the repository).';
  }
  if (report.history.shallow) {
    return report.counts.unknown
      ? `Shallow clone: ${report.counts.unknown} translations predate the fetched history and are "unknown". Fetch the history (\`git fetch --unshallow\`, or run with \`--fetch-history\`; in GitHub Actions \`fetch-depth: 0\`).`
      : 'Shallow clone: the fetched history was enough to decide every translation.';
  }
  return undefined;
}

/** The report as a terminal table, a pull-request comment or JSON. */
export function formatStatus(report: StatusReport, format: StatusOptions['format'] = 'table') {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  const { pages, uiStrings, counts } = report;
  const lines: string[] = [];
  const row = (page: (typeof pages)[number], markdown: boolean) => [
    page.source ? '✓' : '✗ missing',
    ...translatedLocales.map((l) => mark(page.translations[l], markdown)),
  ];
  // The translations' URLs, from their slugs (the Spanish one is the route).
  const urls = (page: (typeof pages)[number], markdown: boolean) =>
    translatedLocales
      .flatMap((l) => page.urls[l] ?? [])
      .map((url) => (markdown ? `\`${url}\`` : url))
      .join(' ');
  const note = historyNote(report);
  if (format === 'markdown') {
    lines.push(
      `### Translation status\n\n| Page | ${localeCodes.join(' | ')} | URLs |\n|---|${localeCodes.map(() => '---').join('|')}|---|`,
    );
    for (const page of pages)
      lines.push(`| \`${page.route}\` | ${row(page, true).join(' | ')} | ${urls(page, true)} |`);
    if (note) lines.push(`\n> ${note}`);
    lines.push(`\n**UI strings:** ${uiStrings.keys} keys.`);
    for (const l of localeCodes) {
      const missing = uiStrings.missing[l];
      lines.push(
        `- \`${l}\`: ${missing.length ? `missing ${missing.map((k) => `\`${k}\``).join(', ')}` : 'complete'}`,
      );
    }
  } else {
    const width = Math.max(...pages.map((page) => page.route.length), 4);
    const cells = pages.map((page) => [...row(page, false), urls(page, false)]);
    const widths = [...localeCodes, 'URLs'].map((_, i) =>
      Math.max(10, ...cells.map((c) => c[i]!.length + 2)),
    );
    const line = (first: string, rest: string[]) =>
      `${first.padEnd(width)}  ${rest.map((cell, i) => cell.padEnd(widths[i]!)).join('')}`.trimEnd();
    lines.push(line('Page', [...localeCodes, 'URLs']));
    pages.forEach((page, i) => lines.push(line(page.route, cells[i]!)));
    if (note) lines.push(`\n${note}`);
    lines.push(`\nUI strings: ${uiStrings.keys} keys`);
    for (const l of localeCodes) {
      const missing = uiStrings.missing[l];
      lines.push(`  ${l}: ${missing.length ? `missing ${missing.join(', ')}` : 'complete'}`);
    }
  }
  lines.push(
    `\n${pages.length} pages × ${localeCodes.length} locales: ${counts.missing} page files missing, ${counts.outdated} translations outdated, ${counts.missingStrings} UI strings missing` +
      (counts.unknown ? `, ${counts.unknown} unknown` : '') +
      (draftLocaleCodes.length
        ? ` (not counting ${draftLocaleCodes.join(', ')}: a draft, listed above and published once complete)`
        : ''),
  );
  if (counts.outdated && format !== 'markdown') {
    lines.push(
      `A source change that needs no translation (a typo fix) takes the trailer "${skipTrailer.key}: ${skipTrailer.value}" in its commit message.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The formatted status and the exit code: 1 when a page file or a UI string is missing. */
export function i18nStatus(
  root: string,
  { format = 'table', failOnOutdated = false, fetchHistory = false }: StatusOptions = {},
): { code: number; output: string; report: StatusReport } {
  const report = statusReport(root, { fetchHistory });
  const { missing, missingStrings, outdated } = report.counts;
  // With --fail-on outdated, a translation the history cannot decide fails too: no guessing.
  const failed =
    missing > 0 || missingStrings > 0 || (failOnOutdated && outdated + report.counts.unknown > 0);
  return { code: failed ? 1 : 0, output: formatStatus(report, format), report };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const failOn = args.includes('--fail-on') ? args[args.indexOf('--fail-on') + 1] : undefined;
  if (failOn !== undefined && failOn !== 'outdated') {
    process.stderr.write(`--fail-on takes "outdated", got "${failOn}"\n`);
    process.exit(2);
  }
  const { code, output } = i18nStatus(process.cwd(), {
    format: args.includes('--json') ? 'json' : args.includes('--markdown') ? 'markdown' : 'table',
    failOnOutdated: failOn === 'outdated',
    fetchHistory: args.includes('--fetch-history'),
  });
  process.stdout.write(output);
  process.exit(code);
}
