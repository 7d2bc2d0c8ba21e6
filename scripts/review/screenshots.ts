import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { consentStorageKey } from '../../src/browser/consent';
import { serveStatic } from '../bench/staticServer';
import type { PageChange } from './pageDiff';

export const widths = [390, 1440] as const;
// tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper that
// functions sent to the browser would not find.
const nameHelper = 'globalThis.__name = (fn) => fn';

const heights: Record<(typeof widths)[number], number> = { 390: 844, 1440: 900 };

export interface Shot {
  url: string;
  width: number;
  /** Paths relative to the report folder; absent for the side where the page does not exist. */
  before?: string;
  after?: string;
  diff?: string;
  /** Share of pixels that differ, 0–1. */
  changed?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A full-page screenshot as a visitor who already answered the cookie banner, with every
 * accordion open.
 */
async function shoot(browser: Browser, url: string, width: 390 | 1440, locale: string) {
  const context = await browser.newContext({
    viewport: { width, height: heights[width] },
    locale: locale || 'es',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(nameHelper);
  // The banner and the language bar would cover the page in every shot.
  await context.addInitScript(
    ([key, lang]) => {
      localStorage.setItem(key, 'necessary');
      if (lang) localStorage.setItem('i18nextLng', lang);
    },
    [consentStorageKey, locale] as const,
  );
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Opened after hydration, which would otherwise render the panels closed again.
    await page
      .waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    await page.evaluate(async () => {
      // Full-page shots include what is below the fold, which lazy images would leave blank.
      for (const image of document.querySelectorAll('img')) image.loading = 'eager';
      // A changed FAQ answer or client story sits in a closed panel (src/styles/global.css);
      // `<details name>` would let only one stay open.
      for (const panel of document.querySelectorAll('[data-disclosure-panel]')) {
        panel.setAttribute('data-open', '');
      }
      for (const details of document.querySelectorAll('details')) {
        details.removeAttribute('name');
        details.open = true;
      }
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
    return await page.screenshot({ fullPage: true, animations: 'disabled' });
  } finally {
    await context.close();
  }
}

/** Paints changed pixels red over a faded copy of `after`; images of unequal size are padded. */
async function pixelDiff(page: Page, before: Buffer, after: Buffer) {
  return page.evaluate(
    async ([a, b]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = `data:image/png;base64,${src}`;
        });
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const width = Math.max(ia.width, ib.width);
      const height = Math.max(ia.height, ib.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const pa = pixels(ia);
      const pb = pixels(ib);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const out = context.createImageData(width, height);
      let changed = 0;
      for (let p = 0; p < pa.length; p += 4) {
        const distance =
          Math.abs(pa[p]! - pb[p]!) +
          Math.abs(pa[p + 1]! - pb[p + 1]!) +
          Math.abs(pa[p + 2]! - pb[p + 2]!) +
          Math.abs(pa[p + 3]! - pb[p + 3]!);
        // Below this, anti-aliasing noise rather than a change a reader would see.
        if (distance > 24) {
          changed++;
          out.data.set([230, 0, 60, 255], p);
        } else {
          const grey = 0.299 * pb[p]! + 0.587 * pb[p + 1]! + 0.114 * pb[p + 2]!;
          const faded = 255 - (255 - grey) * 0.3;
          out.data.set([faded, faded, faded, 255], p);
        }
      }
      context.putImageData(out, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL(blob);
      });
      return { changed: changed / (width * height), png: url.slice(url.indexOf(',') + 1) };
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

const slug = (url: string) => url.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';

/** Before, after and pixel-diff screenshots of each changed page, written to `outDir/shots`. */
export async function screenshotChanges(
  changes: PageChange[],
  baseClient: string,
  headClient: string,
  outDir: string,
): Promise<Shot[]> {
  const [basePort, headPort] = [await freePort(), await freePort()];
  const servers = [
    await serveStatic(baseClient, basePort),
    await serveStatic(headClient, headPort),
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const shots: Shot[] = [];
  try {
    const canvasPage = await browser.newPage();
    await canvasPage.evaluate(nameHelper);
    for (const change of changes) {
      for (const width of widths) {
        const name = `${slug(change.url)}-${width}`;
        const shot: Shot = { url: change.url, width };
        const take = async (server: number, side: 'before' | 'after') => {
          // A page that moved (its slug changed) is shot at its URL in each build.
          const url = server === 0 ? (change.movedFrom ?? change.url) : change.url;
          const png = await shoot(browser, servers[server]!.url + url, width, change.locale);
          writeFileSync(join(outDir, 'shots', `${name}-${side}.png`), png);
          shot[side] = `shots/${name}-${side}.png`;
          return png;
        };
        const before = change.kind === 'added' ? undefined : await take(0, 'before');
        const after = change.kind === 'removed' ? undefined : await take(1, 'after');
        if (before && after) {
          const { changed, png } = await pixelDiff(canvasPage, before, after);
          writeFileSync(join(outDir, 'shots', `${name}-diff.png`), Buffer.from(png, 'base64'));
          shot.diff = `shots/${name}-diff.png`;
          shot.changed = changed;
        }
        shots.push(shot);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
  return shots;
}
