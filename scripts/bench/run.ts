// `npm run bench`: builds, serves and measures the site, then writes docs/benchmarks.md and
// docs/benchmarks.json. `--quick` audits six pages once and skips the 3,000- and 10,000-page builds.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildAstroPeer, peerBytes, peerPages } from './astroPeer';
import { copyProject } from './projectCopy';
import { defaultLocale } from '../../src/i18n/locales';
import { measureFirstLoad, readBundleReport, type FirstLoad } from './firstLoad';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startLighthouse, type LighthouseFigures } from './lighthouse';
import { measureCommand, type CommandCost } from './measureCommand';
import { machine } from './machine';
import { timeNavigation, type NavigationTiming } from './navigation';
import { writeReport, type BenchResults } from './report';
import { sitePages, type SitePage } from './sitePages';
import { serveStatic } from './staticServer';
import { writeSyntheticArticles } from './syntheticArticles';

const { values: options } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = options.quick;
const workDir = '.bench';
const comparedPaths = ['/', '/pricing/', '/blog/gamificacion-en-la-formacion-corporativa/'];

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function buildSite(): Promise<CommandCost & { pages: number }> {
  log('building the site');
  const cost = await measureCommand('npm', ['run', 'build'], { quiet: true });
  return { ...cost, pages: sitePages('dist').length };
}

async function measurePages(baseUrl: string, pages: SitePage[]) {
  const report = readBundleReport('dist');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  // Bytes don't depend on timing, so pages load three at a time.
  const firstLoads: FirstLoad[] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < pages.length; i = next++) {
      const page = pages[i]!;
      firstLoads[i] = await measureFirstLoad(
        browser,
        baseUrl,
        page.path,
        'dist',
        report,
        page.locale,
      );
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  log(`first-load transfer measured on ${firstLoads.length} pages`);
  const runs = quick ? 3 : 20;
  const navigation: NavigationTiming[] = [
    await timeNavigation(browser, baseUrl, '/', '/pricing/', runs),
    await timeNavigation(
      browser,
      baseUrl,
      '/blog/',
      '/blog/gamificacion-en-la-formacion-corporativa/',
      runs,
    ),
  ];
  log('client navigation timed');
  await browser.close();
  return { firstLoads, navigation };
}

const peerPaths = peerPages.map((page) => page.path);
/** The compared pages run three times, or once in quick mode; so do the peer's. */
const comparedRuns = quick ? 1 : 3;

async function auditPages(baseUrl: string, pages: SitePage[]) {
  const audited = pages.filter(
    (page) =>
      page.kind === 'page' &&
      (!quick || comparedPaths.includes(page.path) || peerPaths.includes(page.path)),
  );
  const lighthouse = await startLighthouse();
  const results: Record<string, LighthouseFigures> = {};
  const slowCpu: Record<string, LighthouseFigures> = {};
  try {
    for (const page of audited) {
      const runs = quick ? 1 : page.locale === defaultLocale ? 3 : 1;
      results[page.path] = await lighthouse.audit(baseUrl + page.path, runs);
      log(`lighthouse ${page.path}: performance ${results[page.path]!.performance}`);
    }
    // In the same run, as the issue asks: a low-end phone's CPU.
    for (const path of comparedPaths) {
      slowCpu[path] = await lighthouse.audit(baseUrl + path, comparedRuns, 8);
      log(`lighthouse ${path} at 8x CPU: TBT ${Math.round(slowCpu[path]!.tbtMs)} ms`);
    }
  } finally {
    await lighthouse.close();
  }
  return { results, slowCpu };
}

/** Serves another build of the pages and audits `paths` in it, as many runs as the compared pages. */
async function auditBuilt(dir: string, port: number, paths: string[]) {
  const server = await serveStatic(dir, port);
  const lighthouse = await startLighthouse();
  const results: Record<string, LighthouseFigures> = {};
  try {
    for (const path of paths)
      results[path] = await lighthouse.audit(server.url + path, comparedRuns);
  } finally {
    await lighthouse.close();
    server.stop();
  }
  return results;
}

/** A minimal Astro build of three of the same pages (scripts/bench/astroPeer.ts). */
async function astroPeer() {
  const dir = join(workDir, 'astro');
  log('building the Astro peer');
  const build = await buildAstroPeer(dir, 'dist');
  const results = await auditBuilt(join(dir, 'dist'), 4312, peerPaths);
  const version = (
    JSON.parse(readFileSync(join(dir, 'node_modules', 'astro', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return { name: 'Astro', version, build, lighthouse: results, bytes: peerBytes(dir) };
}

/** The same site rendered in the browser only (Vike `ssr: false`), as the old site was built. */
async function clientRenderedComparison() {
  const dir = copyProject(join(workDir, 'csr'));
  const config = join(dir, 'pages', '+config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace('  prerender:', '  ssr: false,\n  prerender:'),
  );
  log('building the client-rendered variant');
  await measureCommand('npm', ['run', 'build'], { cwd: dir, quiet: true });
  return auditBuilt(join(dir, 'dist', 'client'), 4311, comparedPaths);
}

async function scaling() {
  const targets = quick ? [100, 1000] : [100, 1000, 3000, 10000];
  const basePages = sitePages('dist').length;
  const results: BenchResults['scaling'] = [];
  const failed: NonNullable<BenchResults['scalingFailures']> = [];
  for (const target of targets) {
    const dir = copyProject(join(workDir, `scale-${target}`));
    const added = writeSyntheticArticles(dir, Math.max(1, Math.round((target - basePages) / 3)));
    log(`building ${target} pages (${added} synthetic articles)`);
    try {
      const cost = await measureCommand('npm', ['run', 'build'], { cwd: dir, quiet: true });
      const pages = sitePages(join(dir, 'dist')).length;
      results.push({ target, pages, ...cost, pagesPerSecond: pages / cost.seconds });
      log(
        `${pages} pages in ${cost.seconds.toFixed(1)} s, peak ${cost.peakMemoryMb.toFixed(0)} MB`,
      );
    } catch (error) {
      // A size the build cannot reach is a result too: the report says where and why it stopped.
      const message = error instanceof Error ? error.message : String(error);
      const reason =
        /heap out of memory|Ineffective mark-compacts/.exec(message)?.[0] ??
        message.split('\n')[0]!;
      failed.push({ target, reason });
      log(`${target} pages failed: ${reason}`);
    }
  }
  return { results, failed };
}

const started = Date.now();
const previousFile = join('docs', 'benchmarks.json');
const previous = existsSync(previousFile)
  ? (JSON.parse(readFileSync(previousFile, 'utf8')) as BenchResults)
  : null;
const build = await buildSite();
const pages = sitePages('dist');
const server = await serveStatic('dist/client', 4310);
let results: BenchResults;
try {
  const { firstLoads, navigation } = await measurePages(server.url, pages);
  const { results: lighthouse, slowCpu } = await auditPages(server.url, pages);
  server.stop();
  const clientRendered = await clientRenderedComparison();
  const peer = await astroPeer();
  const scale = await scaling();
  results = {
    date: new Date().toISOString(),
    quick,
    machine: machine(),
    build,
    pages,
    firstLoads,
    lighthouse,
    lighthouseSlowCpu: slowCpu,
    navigation,
    clientRendered,
    peer,
    scaling: scale.results,
    scalingFailures: scale.failed,
  };
} finally {
  server.stop();
}
writeReport(results, previous);
log(
  `done in ${((Date.now() - started) / 60000).toFixed(1)} min: docs/benchmarks.md, docs/benchmarks.json`,
);
