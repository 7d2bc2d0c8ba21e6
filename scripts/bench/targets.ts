/** The performance targets of the site (issue 8), in the units the bench reports. */
export const targets = {
  performanceScore: 98,
  otherScores: 100,
  cls: 0,
  tbtMs: 100,
  jsGzipKb: 125,
  ownJsGzipKb: 15,
  cssGzipKb: 20,
  htmlGzipKb: 40,
  buildSeconds: 30,
  scaledBuildSeconds: 180,
  navigationMs: 100,
  lcpRatioVersusClientRendered: 2,
} as const;

/**
 * What the budget test enforces on every page's first load (gzip KB). CSS and HTML meet their
 * targets. JavaScript does not yet (docs/benchmarks.md says by how much and why): its budgets hold
 * today's heaviest page plus about 1 KB, so any growth fails while the gap is being closed.
 */
export const budgets = {
  // 133 since issue 16: product scenes (the <Scene> image, the showcase block) and a consent bar
  // that gives the page its height cost landing pages about 0.4 KB; moving the MDX component map
  // out of the first load (it comes with a body on client navigation) won part of it back. The
  // heaviest page is 132.2 KB.
  jsGzipKb: 133,
  // 22 since issues 16 and 17: withdrawing consent from every page's footer (GDPR art. 7(3): as
  // easy as giving it) costs about 0.2 KB on every page, the "illustrative example" labels and
  // the sector wordmarks of honest proof about 0.3 KB; /fr/ is now 21.7 KB. Issue 21 (own code
  // ≤ 12 KB, platform widgets instead of hand-written ones) takes it down.
  // 23 since issue 16's phone crops: each scene's key part below 640 px, so its words can be read
  // on a phone (the crop table and a <picture> per scene, about 0.15 KB); heaviest 22.1 KB.
  ownJsGzipKb: 23,
  cssGzipKb: targets.cssGzipKb,
  htmlGzipKb: targets.htmlGzipKb,
} as const;
