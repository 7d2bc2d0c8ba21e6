import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, disableFeatures } from '../chromium';
import { median } from './stats';

/** One page's Lighthouse figures (mobile preset, simulated throttling), the median of its runs. */
export interface LighthouseFigures {
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** chrome-launcher's own `--disable-features` list, which ours must repeat (see disableFeatures). */
const launcherDisabledFeatures = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith('--disable-features='))
  .flatMap((flag) => flag.slice('--disable-features='.length).split(','));

/** The flags the issue names; the project's own keep Chromium off this closed network. */
const chromeFlags = ['--headless=new', ...chromiumFlags, disableFeatures(launcherDisabledFeatures)];

function figuresOf(lhr: Lhr) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as {
      items?: { resourceType: string; transferSize: number }[];
    }
  )?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
}

export interface LighthouseSession {
  /** `cpuSlowdown` replaces the mobile preset's 4× (8× stands for a low-end phone). */
  audit: (url: string, runs: number, cpuSlowdown?: number) => Promise<LighthouseFigures>;
  close: () => Promise<void>;
}

/** One Chromium for many audits; Lighthouse clears the cache and storage before each run. */
export async function startLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  return {
    async audit(url, runs, cpuSlowdown) {
      const all: ReturnType<typeof figuresOf>[] = [];
      const failures: string[] = [];
      const maxFailures = 2;
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // As `--throttling.cpuSlowdownMultiplier=8`: flags merge into the preset's throttling.
          ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        });
        const applied = result?.lhr.configSettings.throttling.cpuSlowdownMultiplier;
        if (cpuSlowdown && applied !== cpuSlowdown) {
          throw new Error(`Lighthouse ran at ${applied}× CPU slowdown, not ${cpuSlowdown}×`);
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) {
          // Now and then the trace misses the navigation (NO_NAVSTART): that
          // run is made again, twice at most, and the figures keep only complete runs.
          failures.push(result.lhr.runtimeError.code);
          if (failures.length > maxFailures) {
            throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
          }
          console.warn(`Lighthouse run on ${url} failed (${result.lhr.runtimeError.code}); again`);
          run--;
          continue;
        }
        all.push(figuresOf(result.lhr));
      }
      const medianOf = (key: keyof ReturnType<typeof figuresOf>) => median(all.map((f) => f[key]));
      return {
        runs,
        performance: medianOf('performance'),
        accessibility: medianOf('accessibility'),
        bestPractices: medianOf('bestPractices'),
        seo: medianOf('seo'),
        lcpMs: medianOf('lcpMs'),
        fcpMs: medianOf('fcpMs'),
        tbtMs: medianOf('tbtMs'),
        cls: medianOf('cls'),
        totalBytes: medianOf('totalBytes'),
        jsBytes: medianOf('jsBytes'),
      };
    },
    close: async () => chrome.kill(),
  };
}
