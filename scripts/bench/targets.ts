/** The performance targets of the site (issues 8 and 21), in the units the bench reports. */
export const targets = {
  performanceScore: 98,
  otherScores: 100,
  cls: 0,
  tbtMs: 100,
  // Issue 21: the same pages at Lighthouse's 8× CPU slowdown, a low-end phone.
  tbtMsAtEightTimesCpu: 200,
  // Issue 21: less site JavaScript than any peer.
  jsGzipKb: 120,
  ownJsGzipKb: 12,
  cssGzipKb: 20,
  htmlGzipKb: 40,
  buildSeconds: 30,
  // Issue 21: 3,000 pages in 90 s within 2 GB on the 2-core machine, growing linearly.
  scaledBuild: { pages: 3000, seconds: 90, peakMemoryMb: 2048 },
  navigationMs: 100,
  // Issue 21: the largest paint at first paint, 2.5x better than the client-rendered build.
  lcpRatioVersusClientRendered: 2.5,
} as const;

/**
 * What the budget test enforces on every page's first load (gzip KB). CSS and HTML meet their
 * targets. JavaScript does not yet (docs/benchmarks.md says by how much and why): its budgets hold
 * today's heaviest page plus about 1 KB, so any growth fails while the gap is being closed.
 */
export const budgets = {
  // 130 since issue 21's islands: a pre-rendered page hydrates only its interactive parts, so a
  // first visit no longer downloads its layout's code (and islands further down load when
  // scrolled to). 125.5 since the footer and the mobile menu's links keep their pre-rendered HTML
  // (src/render/islands/staticPart.tsx), pricing's switches became radio buttons shown through CSS, the UI
  // strings split into the shell's and the pages' parts, and the article's contents hydrate when
  // scrolled to.
  jsGzipKb: 125.5,
  // 19 since islands (it was 23), 14.5 since the same changes.
  ownJsGzipKb: 14.5,
  cssGzipKb: targets.cssGzipKb,
  htmlGzipKb: targets.htmlGzipKb,
} as const;
