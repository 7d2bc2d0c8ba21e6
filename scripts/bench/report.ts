import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { PeerBytes } from './astroPeer';
import type { CommandCost } from './measureCommand';
import type { FirstLoad } from './firstLoad';
import type { LighthouseFigures } from './lighthouse';
import type { machine } from './machine';
import type { NavigationTiming } from './navigation';
import type { SitePage } from './sitePages';
import { targets } from './targets';
import { kb } from './transfer';

export interface BenchResults {
  date: string;
  quick: boolean;
  machine: ReturnType<typeof machine>;
  build: CommandCost & { pages: number };
  pages: SitePage[];
  firstLoads: FirstLoad[];
  lighthouse: Record<string, LighthouseFigures>;
  navigation: NavigationTiming[];
  clientRendered: Record<string, LighthouseFigures>;
  scaling: (CommandCost & { target: number; pages: number; pagesPerSecond: number })[];
  /** Sizes whose build did not finish, and why. */
  scalingFailures?: { target: number; reason: string }[];
  /** The compared pages at an 8× CPU slowdown (absent before issue 21's last session). */
  lighthouseSlowCpu?: Record<string, LighthouseFigures>;
  /** Another framework's build of three of the same pages. */
  peer?: {
    name: string;
    version: string;
    build: CommandCost;
    lighthouse: Record<string, LighthouseFigures>;
    bytes: PeerBytes[];
  };
}

const mdFile = 'docs/benchmarks.md';
const jsonFile = 'docs/benchmarks.json';
const analysisStart = '<!-- analysis:start -->';
const analysisEnd = '<!-- analysis:end -->';

const ms = (value: number) => `${Math.round(value)} ms`;
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const verdict = (met: boolean, miss: string) => (met ? '✅ met' : `❌ missed by ${miss}`);

function headline(r: BenchResults) {
  const indexable = new Set(
    r.pages.filter((p) => p.indexable && p.kind === 'page').map((p) => p.path),
  );
  const audited = Object.entries(r.lighthouse)
    .filter(([path]) => indexable.has(path))
    .map(([, f]) => f);
  const max = (values: number[]) => Math.max(...values);
  const min = (values: number[]) => Math.min(...values);
  const home = r.lighthouse['/'];
  const homeCsr = r.clientRendered['/'];
  const biggest = r.scaling.at(-1);
  const previousSize = r.scaling.at(-2);
  const scaled = r.scaling.find((s) => s.target === targets.scaledBuild.pages);
  const slowCpu = Object.values(r.lighthouseSlowCpu ?? {});
  return {
    minPerformance: min(audited.map((f) => f.performance)),
    minAccessibility: min(audited.map((f) => f.accessibility)),
    minBestPractices: min(audited.map((f) => f.bestPractices)),
    minSeo: min(audited.map((f) => f.seo)),
    maxCls: max(audited.map((f) => f.cls)),
    maxTbtMs: max(audited.map((f) => f.tbtMs)),
    maxTbtMsSlowCpu: slowCpu.length ? max(slowCpu.map((f) => f.tbtMs)) : null,
    minPerformanceSlowCpu: slowCpu.length ? min(slowCpu.map((f) => f.performance)) : null,
    maxLcpMs: max(audited.map((f) => f.lcpMs)),
    maxJsGzip: max(r.firstLoads.map((l) => l.js.gzip)),
    maxOwnJsGzip: max(r.firstLoads.map((l) => l.ownJsGzip)),
    maxCssGzip: max(r.firstLoads.map((l) => l.css.gzip)),
    maxHtmlGzip: max(r.firstLoads.map((l) => l.html.gzip)),
    buildSeconds: r.build.seconds,
    largestBuild: biggest
      ? { pages: biggest.pages, seconds: biggest.seconds, peakMemoryMb: biggest.peakMemoryMb }
      : null,
    scaledBuild: scaled
      ? { pages: scaled.pages, seconds: scaled.seconds, peakMemoryMb: scaled.peakMemoryMb }
      : null,
    /** Seconds per page at the largest size over the size before it: ≤ 1 means linear or better. */
    growth:
      biggest && previousSize
        ? biggest.seconds / biggest.pages / (previousSize.seconds / previousSize.pages)
        : null,
    /** The same for peak memory per page. */
    memoryGrowth:
      biggest && previousSize
        ? biggest.peakMemoryMb / biggest.pages / (previousSize.peakMemoryMb / previousSize.pages)
        : null,
    maxPrefetchedNavigationMs: max(r.navigation.map((n) => n.prefetchedMs)),
    homeLcpRatio: home && homeCsr ? homeCsr.lcpMs / home.lcpMs : null,
  };
}

/** A byte target's row: goal in KB gzip, measured bytes. */
function bytesRow(label: string, goalKb: number, bytes: number) {
  return [
    label,
    `≤ ${goalKb} KB gzip`,
    `${kb(bytes)} KB`,
    verdict(bytes <= goalKb * 1024, `${kb(bytes - goalKb * 1024)} KB`),
  ];
}

function targetRows(
  h: ReturnType<typeof headline>,
  r: BenchResults,
  previous: BenchResults | null,
) {
  const t = targets;
  // The issue asks for the score in two runs made at different times: this one and the last.
  const before = previous ? headline(previous).minPerformance : null;
  const lowest = Math.min(h.minPerformance, before ?? h.minPerformance);
  return [
    [
      'Lighthouse performance (mobile, lowest indexable page), this run and the last',
      `≥ ${t.performanceScore} in both`,
      before === null
        ? `${h.minPerformance} (no earlier run)`
        : `${h.minPerformance}; ${before} on ${previous!.date.slice(0, 10)}${previous!.quick ? ' (quick)' : ''}`,
      verdict(lowest >= t.performanceScore, `${t.performanceScore - lowest} points`),
    ],
    [
      'Accessibility / best practices / SEO (lowest)',
      '100',
      `${h.minAccessibility} / ${h.minBestPractices} / ${h.minSeo}`,
      verdict(
        Math.min(h.minAccessibility, h.minBestPractices, h.minSeo) === 100,
        `${100 - Math.min(h.minAccessibility, h.minBestPractices, h.minSeo)} points`,
      ),
    ],
    ['CLS (highest)', '0.00', h.maxCls.toFixed(3), verdict(h.maxCls <= 0.005, h.maxCls.toFixed(3))],
    [
      'TBT (highest)',
      `≤ ${t.tbtMs} ms`,
      ms(h.maxTbtMs),
      verdict(h.maxTbtMs <= t.tbtMs, ms(h.maxTbtMs - t.tbtMs)),
    ],
    ...(h.maxTbtMsSlowCpu !== null
      ? [
          [
            'TBT at 8× CPU (highest of the compared pages)',
            `≤ ${t.tbtMsAtEightTimesCpu} ms`,
            `${ms(h.maxTbtMsSlowCpu)} (performance ≥ ${h.minPerformanceSlowCpu})`,
            verdict(
              h.maxTbtMsSlowCpu <= t.tbtMsAtEightTimesCpu,
              ms(h.maxTbtMsSlowCpu - t.tbtMsAtEightTimesCpu),
            ),
          ],
        ]
      : []),
    bytesRow('First-load JS (heaviest page)', t.jsGzipKb, h.maxJsGzip),
    bytesRow("Site's own JS (heaviest page)", t.ownJsGzipKb, h.maxOwnJsGzip),
    bytesRow('CSS (heaviest page)', t.cssGzipKb, h.maxCssGzip),
    bytesRow('HTML (heaviest page)', t.htmlGzipKb, h.maxHtmlGzip),
    [
      'Build, all pages',
      `≤ ${t.buildSeconds} s`,
      `${h.buildSeconds.toFixed(1)} s`,
      verdict(
        h.buildSeconds <= t.buildSeconds,
        `${(h.buildSeconds - t.buildSeconds).toFixed(1)} s`,
      ),
    ],
    ...(h.scaledBuild
      ? [
          [
            `Build, ${h.scaledBuild.pages} pages: time`,
            `≤ ${t.scaledBuild.seconds} s`,
            `${h.scaledBuild.seconds.toFixed(1)} s`,
            verdict(
              h.scaledBuild.seconds <= t.scaledBuild.seconds,
              `${(h.scaledBuild.seconds - t.scaledBuild.seconds).toFixed(1)} s`,
            ),
          ],
          [
            `Build, ${h.scaledBuild.pages} pages: peak memory`,
            `≤ ${t.scaledBuild.peakMemoryMb} MB`,
            `${h.scaledBuild.peakMemoryMb.toFixed(0)} MB`,
            verdict(
              h.scaledBuild.peakMemoryMb <= t.scaledBuild.peakMemoryMb,
              `${(h.scaledBuild.peakMemoryMb - t.scaledBuild.peakMemoryMb).toFixed(0)} MB`,
            ),
          ],
        ]
      : []),
    ...(h.largestBuild
      ? [
          [
            `Growth up to ${h.largestBuild.pages} pages (per page, against the size before)`,
            'linear: ≤ ×1.10',
            `time ×${h.growth?.toFixed(2)}, memory ×${h.memoryGrowth?.toFixed(2)}`,
            verdict((h.growth ?? 0) <= 1.1 && (h.memoryGrowth ?? 0) <= 1.1, 'super-linear growth'),
          ],
        ]
      : []),
    ...(r.scalingFailures ?? []).map(({ target, reason }) => [
      `Build, ${target} pages`,
      'finishes',
      `stopped: ${reason}`,
      '❌ missed: the build did not finish',
    ]),
    [
      'Client navigation after prefetch (slowest pair, median)',
      `≤ ${t.navigationMs} ms`,
      ms(h.maxPrefetchedNavigationMs),
      verdict(
        h.maxPrefetchedNavigationMs <= t.navigationMs,
        ms(h.maxPrefetchedNavigationMs - t.navigationMs),
      ),
    ],
    ...(h.homeLcpRatio
      ? [
          [
            'Home LCP vs client-rendered build',
            `≥ ${t.lcpRatioVersusClientRendered}× better`,
            `${h.homeLcpRatio.toFixed(2)}×`,
            verdict(
              h.homeLcpRatio >= t.lcpRatioVersusClientRendered,
              `${(t.lcpRatioVersusClientRendered - h.homeLcpRatio).toFixed(2)}×`,
            ),
          ],
        ]
      : []),
  ];
}

function comparison(r: BenchResults, previous: BenchResults | null): string {
  if (!previous) return 'No earlier `docs/benchmarks.json` to compare with.';
  const now = headline(r);
  const before = headline(previous);
  const rows = (Object.keys(now) as (keyof typeof now)[])
    .filter((key) => typeof now[key] === 'number' && typeof before[key] === 'number')
    .map((key) => [key, (before[key] as number).toFixed(2), (now[key] as number).toFixed(2)]);
  return `Against the run of ${previous.date.slice(0, 10)}:\n\n${table(['Figure', 'Before', 'Now'], rows)}`;
}

function keptAnalysis(): string {
  if (!existsSync(mdFile)) return '_Nothing written yet._';
  const text = readFileSync(mdFile, 'utf8');
  const start = text.indexOf(analysisStart);
  const end = text.indexOf(analysisEnd);
  return start >= 0 && end > start
    ? text.slice(start + analysisStart.length, end).trim()
    : '_Nothing written yet._';
}

export function writeReport(r: BenchResults, previous: BenchResults | null) {
  const h = headline(r);
  const m = r.machine;
  const lighthouseRows = Object.entries(r.lighthouse).map(([path, f]) => [
    `\`${path}\``,
    f.runs,
    f.performance,
    f.accessibility,
    f.bestPractices,
    f.seo,
    ms(f.fcpMs),
    ms(f.lcpMs),
    ms(f.tbtMs),
    f.cls.toFixed(3),
    kb(f.totalBytes),
    kb(f.jsBytes),
  ]);
  const loadRows = r.firstLoads.map((l) => [
    `\`${l.path}\``,
    `${kb(l.html.gzip)} / ${kb(l.html.brotli)}`,
    `${kb(l.css.gzip)} / ${kb(l.css.brotli)}`,
    `${kb(l.js.gzip)} / ${kb(l.js.brotli)}`,
    kb(l.ownJsGzip),
    l.files.length,
  ]);
  const compareRows = Object.entries(r.clientRendered).map(([path, csr]) => {
    const ssr = r.lighthouse[path];
    if (!ssr) return [`\`${path}\``, '–', '–', '–', '–', '–', '–'];
    return [
      `\`${path}\``,
      `${ssr.performance} / ${csr.performance}`,
      `${ms(ssr.fcpMs)} / ${ms(csr.fcpMs)}`,
      `${ms(ssr.lcpMs)} / ${ms(csr.lcpMs)}`,
      `${(csr.lcpMs / ssr.lcpMs).toFixed(2)}×`,
      `${ms(ssr.tbtMs)} / ${ms(csr.tbtMs)}`,
      `${kb(ssr.totalBytes)} / ${kb(csr.totalBytes)}`,
    ];
  });
  const peer = r.peer;
  const figures = (f: LighthouseFigures | undefined) =>
    f ? `${f.performance} / ${ms(f.lcpMs)} / ${ms(f.tbtMs)} / ${kb(f.jsBytes)}` : '–';
  const peerRows = peer
    ? peer.bytes.map((b) => [
        `\`${b.path}\``,
        figures(r.lighthouse[b.path]),
        figures(r.clientRendered[b.path]),
        figures(peer.lighthouse[b.path]),
        `${kb(r.firstLoads.find((l) => l.path === b.path)?.js.gzip ?? NaN)} / ${kb(b.js.gzip)}`,
      ])
    : [];
  const slowCpuRows = Object.entries(r.lighthouseSlowCpu ?? {}).map(([path, f]) => [
    `\`${path}\``,
    f.runs,
    f.performance,
    ms(f.fcpMs),
    ms(f.lcpMs),
    ms(f.tbtMs),
  ]);
  const md = `# Performance benchmarks

Written by \`npm run bench\` on ${r.date.slice(0, 10)} (${r.date.slice(11, 16)} UTC)${r.quick ? ', **quick mode**: fewer runs and pages, not for comparison' : ''}. Do not edit by hand, except between the analysis markers, which later runs keep.

## Machine

${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; ${m.chromium}.

## Method

- **Build**: \`npm run build\` (\`vike build\`, then \`vike prerender\` in a process of its own, then sitemap, feeds, host rules and social cards), timed from start to end; peak memory is the highest combined resident memory of the build's processes, sampled every 100 ms.
- **Serving**: \`scripts/serve.mjs\` on 127.0.0.1 serves \`dist/client\` like a static host: host rules from \`_headers\` and \`_redirects\`, brotli or gzip on the fly.
- **Lighthouse** ${'(npm `lighthouse`, Debian Chromium, `--headless=new --no-sandbox --disable-gpu`, default mobile preset: simulated slow 4G and 4× CPU slowdown)'}: ${r.quick ? 'once per page' : 'three runs per Spanish page and one per English and French page'}; each figure is the median of its runs. Aliases and not-found pages are left out. The compared pages run again, in the same Lighthouse session, with \`--throttling.cpuSlowdownMultiplier=8\` (a low-end phone).
- **First-load transfer**: each page opened in a fresh Chromium context whose language is the page's, with no stored consent (so a first visit, cookie banner included), until it has hydrated and the network is idle. Every HTML, CSS and JS file it fetched is compressed here (gzip level 6, brotli quality 11). The site's own share of each chunk is its share of the rendered characters of modules outside react, react-dom, scheduler, vike, vike-react, @brillout/*, i18next and react-i18next (\`src/build/frameworkModules.ts\`), applied to the chunk's gzip size.
- **Client navigation**: desktop Chromium, consent stored; from a fresh load, click a link and wait until a frame shows the new page's h1. *Prefetched*: the link was hovered first and the network went idle (Vike prefetches on hover). *Cold*: a click with no hover. Median of ${r.navigation[0]?.runs ?? 0} runs each.
- **Scaling**: the project is copied to \`.bench/\`, the real blog article (about 1,900 words) is written out again under new slugs in all three locales, and the copy is built cold (social cards included): about 100 and 1,000 pages, and in a full run 3,000 and 10,000.
- **Client-rendered build**: the same copy with \`ssr: false\` in \`pages/+config.ts\`, which is how the site this one replaces was built, audited the same way.
- **Peer**: a minimal Astro site of three of the same pages (see Peers), served by the same server with the same \`_headers\`, audited the same way.

## Targets

${table(['Target', 'Goal', 'Measured', 'Result'], targetRows(h, r, previous))}

## Analysis

${analysisStart}
${keptAnalysis()}
${analysisEnd}

## Pre-rendered against client-rendered

Pre-rendered / client-rendered, Lighthouse medians.

${table(['Page', 'Performance', 'FCP', 'LCP', 'LCP ratio', 'TBT', 'Total KB'], compareRows)}

## Peers

${
  peer
    ? `The same three pages built by a minimal ${peer.name} ${peer.version} site (\`scripts/bench/astroPeer.ts\`: the same MDX files, stylesheet, font and \`_headers\`, a static header and footer, no client code) in ${peer.build.seconds.toFixed(1)} s, peak ${peer.build.peakMemoryMb.toFixed(0)} MB. Lighthouse medians of ${Object.values(peer.lighthouse)[0]?.runs ?? 0} runs, as performance / LCP / TBT / JS KB transferred; the client-rendered build was audited on the compared pages only.

${table(['Page', 'Ludiqo (Vike, pre-rendered)', 'Client-rendered', peer.name, 'First-load JS, KB gzip (Ludiqo / ' + peer.name + ')'], peerRows)}`
    : '_Not measured in this run._'
}

## Lighthouse at 8× CPU slowdown

${slowCpuRows.length ? table(['Page', 'Runs', 'Perf', 'FCP', 'LCP', 'TBT'], slowCpuRows) : '_Not measured in this run._'}

## Lighthouse, every page

${table(['Page', 'Runs', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Total KB', 'JS KB'], lighthouseRows)}

## First-load transfer, every page

KB, gzip / brotli.

${table(['Page', 'HTML', 'CSS', 'JS', 'Own JS (gzip)', 'Files'], loadRows)}

## Client navigation

${table(
  ['From', 'To', 'Prefetched', 'Cold', 'Runs'],
  r.navigation.map((n) => [
    `\`${n.from}\``,
    `\`${n.to}\``,
    ms(n.prefetchedMs),
    ms(n.coldMs),
    n.runs,
  ]),
)}

## Build and scaling

${table(
  ['Pages', 'Time', 'Pages per second', 'Seconds per 1,000 pages', 'Peak memory'],
  [
    [
      r.build.pages,
      `${r.build.seconds.toFixed(1)} s`,
      (r.build.pages / r.build.seconds).toFixed(1),
      ((r.build.seconds / r.build.pages) * 1000).toFixed(1),
      `${r.build.peakMemoryMb.toFixed(0)} MB`,
    ],
    ...r.scaling.map((s) => [
      s.pages,
      `${s.seconds.toFixed(1)} s`,
      s.pagesPerSecond.toFixed(1),
      ((s.seconds / s.pages) * 1000).toFixed(1),
      `${s.peakMemoryMb.toFixed(0)} MB`,
    ]),
  ],
)}

The first row is the real site with social cards cached; the others are cold builds of the copies.

## Since the last run

${comparison(r, previous)}
`;
  mkdirSync('docs', { recursive: true });
  writeFileSync(mdFile, md);
  writeFileSync(jsonFile, JSON.stringify(r, null, 1) + '\n');
}
