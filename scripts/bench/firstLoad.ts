import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bundleReportFile, type BundleReport } from '../../src/build/bundleReportPlugin';
import { budgets } from './targets';
import { addTransfer, kb, noTransfer, transferOf, type Transfer } from './transfer';

/** What a first visit (empty cache, no stored consent) downloads before the page is interactive. */
export interface FirstLoad {
  path: string;
  html: Transfer;
  css: Transfer;
  js: Transfer;
  /** gzip bytes of the site's own code, i.e. of JS that is not the framework (see frameworkModules). */
  ownJsGzip: number;
  /** Every JS and CSS file, relative to the site root: in request order when measured. */
  files: string[];
}

export function readBundleReport(distDir: string): BundleReport {
  const file = join(distDir, bundleReportFile);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first`);
  return JSON.parse(readFileSync(file, 'utf8')) as BundleReport;
}

/**
 * Loads `path` in a fresh browser context and sums the HTML, CSS and JS it fetched until it
 * hydrated and the network went idle. Sizes come from the built files, compressed here, so the
 * figures don't depend on how the local server compresses.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
  distDir: string,
  report: BundleReport,
  locale: string,
  sizes?: SizeOptions,
): Promise<FirstLoad> {
  // A visitor whose browser speaks the page's language: no language suggestion to load.
  const context = await browser.newContext({ locale });
  try {
    return await measureFirstLoadIn(await context.newPage(), baseUrl, path, distDir, report, sizes);
  } finally {
    await context.close();
  }
}

/**
 * measureFirstLoad in a page the caller provides, whose context has an empty cache and speaks
 * the page's language.
 */
export async function measureFirstLoadIn(
  page: Page,
  baseUrl: string,
  path: string,
  distDir: string,
  report: BundleReport,
  sizes?: SizeOptions,
): Promise<FirstLoad> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseUrl).origin) requested.push(url.pathname);
  });
  const response = await page.goto(baseUrl + path);
  if (!response) throw new Error(`No response for ${path}`);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return firstLoadOf(path, await response.body(), new Set(requested), distDir, report, sizes);
}

/** How firstLoadOf reads sizes: `transfers` keeps each file's across pages. */
export interface SizeOptions {
  transfers?: Map<string, Transfer>;
  /** transferOf by default; a budget check that reads only gzip can pass gzipTransferOf. */
  compress?: (body: Buffer) => Transfer;
}

/** Sums the HTML and every JS and CSS file among `requested` (site paths), read from the build. */
export function firstLoadOf(
  path: string,
  html: Buffer,
  requested: Iterable<string>,
  distDir: string,
  report: BundleReport,
  { transfers = new Map(), compress = transferOf }: SizeOptions = {},
): FirstLoad {
  const load: FirstLoad = {
    path,
    html: compress(html),
    css: noTransfer(),
    js: noTransfer(),
    ownJsGzip: 0,
    files: [],
  };
  for (const file of requested) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const transfer = transfers.get(file) ?? compress(readFileSync(join(distDir, 'client', file)));
    transfers.set(file, transfer);
    addTransfer(load[kind], transfer);
    load.files.push(file);
    if (kind === 'js') load.ownJsGzip += transfer.gzip * ownShare(report, file);
  }
  load.ownJsGzip = Math.round(load.ownJsGzip);
  return load;
}

/** What exceeds `budgets` in a first load, one readable line each. */
export function overBudgets(load: FirstLoad): string[] {
  const measured: [string, number, number][] = [
    ['JS', load.js.gzip, budgets.jsGzipKb],
    ["site's own JS", load.ownJsGzip, budgets.ownJsGzipKb],
    ['CSS', load.css.gzip, budgets.cssGzipKb],
    ['HTML', load.html.gzip, budgets.htmlGzipKb],
  ];
  return measured
    .filter(([, bytes, budget]) => bytes > budget * 1024)
    .map(([name, bytes, budget]) => `${name}: ${kb(bytes)} KB > ${budget} KB`);
}

/** The share of a chunk's code that is the site's own, by rendered length before minifying. */
function ownShare(report: BundleReport, file: string): number {
  const chunk = report.chunks[file.replace(/^\//, '')];
  if (!chunk) throw new Error(`${file} is not in the bundle report: rebuild the site`);
  const total = chunk.framework + chunk.own;
  return total ? chunk.own / total : 0;
}
