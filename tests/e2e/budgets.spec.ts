import { measureFirstLoadIn, readBundleReport } from '../../scripts/bench/firstLoad';
import { readAssetsManifest, staticFirstLoad } from '../../scripts/bench/firstLoadFiles';
import { sitePages } from '../../scripts/bench/sitePages';
import { gzipTransferOf } from '../../scripts/bench/transfer';
import { expect, test } from '../support/fixtures';
import { paintWaitAfterLoad } from '../../src/build/publishing/deferScripts';
import { untilTrue, waitForHydration } from '../support/e2e';
import { allPages } from '../support/site';

// tests/build/budgets.test.ts checks every page's byte budgets from the files the build says a
// first load fetches; this proves that list against Chromium on one page of each type.
const report = readBundleReport('dist');
const manifest = readAssetsManifest('dist');
const sizes = { transfers: new Map(), compress: gzipTransferOf };

const typeOf = new Map(allPages().map((page) => [page.url, page.type]));
const sampled = new Set<string>();
const samples = sitePages('dist').filter((page) => {
  if (page.locale !== 'es') return false;
  if (page.kind === 'notFound') return true;
  // nginx answers the alias's URL with a redirect, so no browser ever loads its HTML.
  const type = typeOf.get(page.path);
  if (!type || type === 'redirect' || sampled.has(type)) return false;
  sampled.add(type);
  return true;
});

test.describe.configure({ mode: 'parallel' });
// A first visit: nothing answered yet, so the cookie banner's code is part of the load.
test.use({ consent: null });

for (const page of samples) {
  // The test's page starts with an empty cache (Playwright resets a reused context's cache) and
  // speaks Spanish, the samples' language.
  test(`${page.path} downloads exactly the files its byte budget counts`, async ({
    page: browserPage,
    baseURL,
  }) => {
    const measured = await measureFirstLoadIn(
      browserPage,
      baseURL!,
      page.path,
      'dist',
      report,
      sizes,
    );
    const computed = staticFirstLoad('dist', page, report, manifest, sizes);
    expect({ ...measured, files: measured.files.sort() }).toEqual({
      ...computed,
      files: computed.files.sort(),
    });
  });
}

// src/build/publishing/deferScripts.ts: on a fast connection `load` comes before the first frame is on
// screen, so the page's JavaScript waits for the paint itself.
test('a first load fetches its JavaScript only once its first contentful paint is on screen', async ({
  page,
}) => {
  await page.goto('/');
  await untilTrue(page, () =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.js')),
  );
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThan(paint!);
});

// Firefox ESR 153 supports paint timing yet reports no paint on the home page below 640 px: its
// JavaScript never started there. Here the browser's observer never reports one either.
test('a browser that never reports the paint still gets the page’s JavaScript after load', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Observer = window.PerformanceObserver;
    window.PerformanceObserver = class extends Observer {
      constructor() {
        super(() => {});
      }
    };
  });
  await page.clock.install();
  await page.goto('/');
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint'))).toEqual(
    [],
  );
  await page.clock.runFor(paintWaitAfterLoad);
  await waitForHydration(page);
});
