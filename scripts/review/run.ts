// `npm run review [-- --base <ref>] [--max-pages N] [--out review]`: builds the site at the base
// (default: the merge base with main) and at HEAD, and writes review/index.md (the pull-request
// comment) and review/index.html (with before/after screenshots) of what the change does.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { linkChecker } from '../../src/build/publishing/linkCheck';
import { routeFromContentPath } from '../../src/i18n/urls';
import { contentCommits, contentFilesAt, freshness, historyOf } from '../i18n/freshness';
import { buildAtCommit, buildHead, git } from './builds';
import { firstLoadChanges, type FirstLoadChange } from './firstLoadChanges';
import { changedPages, htmlFiles, urlOfFile } from './pageDiff';
import { reviewHtml, reviewMarkdown, type OutdatedTranslation } from './report';
import { screenshotChanges } from './screenshots';

const started = performance.now();
// The checkout it runs in (npm runs scripts from the package root).
const root = git(process.cwd(), 'rev-parse', '--show-toplevel');
const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'review' },
    cache: { type: 'string', default: '.review-cache' },
    'max-pages': { type: 'string', default: '12' },
  },
});

/** The merge base with main, or with origin/main in a clone that has no local main. */
function defaultBase(): { name: string; commit: string } {
  for (const main of ['main', 'origin/main']) {
    try {
      return { name: `merge base with ${main}`, commit: git(root, 'merge-base', 'HEAD', main) };
    } catch {
      // Try the next name.
    }
  }
  throw new Error('No "main" or "origin/main" to find the merge base with: pass --base <ref>');
}

const log = (message: string) => process.stderr.write(`review: ${message}\n`);
const seconds = () => (performance.now() - started) / 1000;

const baseRef = args.base ? { name: args.base, commit: args.base } : defaultBase();
const baseCommit = git(root, 'rev-parse', `${baseRef.commit}^{commit}`);
const headCommit = git(root, 'rev-parse', 'HEAD');
const cacheDir = resolve(root, args.cache);
const outDir = resolve(root, args.out);
mkdirSync(cacheDir, { recursive: true });
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'shots'), { recursive: true });

// One build at a time: two at once would only share the same cores.
log(`building the base ${baseCommit.slice(0, 7)}…`);
const base = await buildAtCommit(root, baseCommit, cacheDir);
log(`base ${base.cached ? 'cached' : `built in ${base.seconds.toFixed(0)} s`}; building HEAD…`);
const head = await buildHead(root, cacheDir);
log(`HEAD ${head.cached ? 'cached' : `built in ${head.seconds.toFixed(0)} s`}; comparing…`);
const baseClient = join(base.dir, 'client');
const headClient = join(head.dir, 'client');

// Pages whose words or head tags changed come before markup-only changes in the screenshots.
const changes = changedPages(baseClient, headClient).sort(
  (a, b) => Number(a.markupOnly) - Number(b.markupOnly),
);
const maxPages = Number(args['max-pages']);
log(`${changes.length} changed pages; screenshots of ${Math.min(changes.length, maxPages)}…`);
const shots = await screenshotChanges(changes.slice(0, maxPages), baseClient, headClient, outDir);

// Translations outdated at HEAD, and whether they were already at the base.
const history = historyOf(root);
const outdatedAt = (commit: string): OutdatedTranslation[] =>
  freshness(contentFilesAt(root, commit), contentCommits(root, commit), history).flatMap((page) =>
    Object.entries(page.translations)
      .filter(([, state]) => state.status === 'outdated')
      .map(([locale, state]) => ({
        route: routeFromContentPath(page.file),
        file: page.file,
        locale,
        sourceCommits: state.sourceCommits ?? [],
        new: true,
      })),
  );
const atBase = new Set(outdatedAt(baseCommit).map((t) => `${t.file}:${t.locale}`));
const outdated = outdatedAt(headCommit).map((t) => ({
  ...t,
  new: !atBase.has(`${t.file}:${t.locale}`),
}));
const historyNote = history.shallow
  ? 'This is a shallow clone: translations whose last change predates the fetched history are not listed. Fetch the whole history (`fetch-depth: 0`).'
  : undefined;

let firstLoad: FirstLoadChange[] = [];
try {
  firstLoad = firstLoadChanges(base.dir, head.dir);
} catch (error) {
  // The static model reads this checkout's layout map, which a base far behind may not match.
  log(`first-load bytes not compared: ${(error as Error).message}`);
}

const headLinks = linkChecker(headClient);
const baseLinks = linkChecker(baseClient);
const problems = (checker: typeof headLinks, client: string) =>
  htmlFiles(client).flatMap((file) =>
    checker.problemsOf(urlOfFile(file)).map((problem) => ({ page: urlOfFile(file), problem })),
  );
const baseProblems = new Set(problems(baseLinks, baseClient).map((p) => `${p.page} ${p.problem}`));
const brokenLinks = problems(headLinks, headClient).map((p) => ({
  ...p,
  new: !baseProblems.has(`${p.page} ${p.problem}`),
}));

const data = {
  base: { ref: baseRef.name, ...base },
  head: { ref: 'HEAD', ...head },
  changes,
  unshot: changes.slice(maxPages).map((change) => change.url),
  shots,
  outdated,
  historyNote,
  firstLoad,
  brokenLinks,
  linkTotals: headLinks.totals,
  seconds: seconds(),
};
const markdown = reviewMarkdown(data);
writeFileSync(join(outDir, 'index.md'), markdown);
writeFileSync(join(outDir, 'index.html'), reviewHtml(data, markdown));
log(`wrote ${join(args.out, 'index.md')} and index.html in ${seconds().toFixed(0)} s`);
