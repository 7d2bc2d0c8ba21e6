// Draws a 1200×630 social card per page and locale from its title and description, in the brand
// design, and the site's default card (the home page's, in the default locale). Cards are cached
// by a hash of everything the drawing reads, so a rebuild only draws what changed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { drawnImages } from '../src/assets/images';
import { defaultSocialImage, site } from '../src/config/site';
import type { ContentEntry } from '../src/content/collect';
import { defaultLocale, localeInfo, publishedLocaleCodes, type Locale } from '../src/i18n/locales';
import { socialCardFont } from '../src/build/publishing/socialCardFonts';
import { socialImagePath } from '../src/build/publishing/socialImagePath';
import { typeset } from '../src/i18n/typography';
import { palette as sitePalette, type Palette } from '../src/styles/palette';

const fonts = ([500, 800] as const).map((weight) => ({ file: socialCardFont(weight), weight }));
const size = { width: 1200, height: 630 };
const logoMark = `data:image/svg+xml;base64,${Buffer.from(drawnImages.get('/favicon.svg')!).toString('base64')}`;
const cacheDir = join('node_modules', '.cache', 'ludiqo-og');

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card's drawing: its tree holds every colour, word and image the card shows. */
export function card(
  title: string,
  description: string,
  locale: Locale,
  palette: Palette = sitePalette,
): Node {
  const host = new URL(site.siteUrl).host;
  const inner = 1200 - 2 * 72;
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      backgroundColor: palette.brand950,
      backgroundImage: `linear-gradient(135deg, ${palette.brand800} 0%, ${palette.brand950} 65%)`,
      fontFamily: 'Inter',
      color: palette.white,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: inner,
        height: 630 - 2 * 64,
        margin: '64px 72px',
      },
      [
        h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
          { type: 'img', props: { src: logoMark, width: 60, height: 60, style: {} } },
          h('div', { fontSize: 38, fontWeight: 800 }, site.brand),
        ]),
        h('div', { display: 'flex', flexDirection: 'column', gap: 20, width: inner }, [
          h(
            'div',
            { fontSize: title.length > 40 ? 54 : 64, fontWeight: 800, lineHeight: 1.12 },
            title,
          ),
          h(
            'div',
            { fontSize: 26, fontWeight: 500, color: palette.brand200, lineHeight: 1.45 },
            description,
          ),
        ]),
        h(
          'div',
          { display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: inner },
          [
            h('div', { fontSize: 24, color: palette.brand300 }, host),
            h(
              'div',
              {
                fontSize: 22,
                backgroundColor: palette.accent400,
                color: palette.brand950,
                borderRadius: 999,
                padding: '6px 18px',
                fontWeight: 800,
              },
              localeInfo(locale).abbreviation,
            ),
          ],
        ),
      ],
    ),
  );
}

const plainTitle = (title: string) => title.replace(/\s*\|\s*Ludiqo$/, '');

/**
 * The card's font (Inter's Latin subset) has no narrow no-break space: French marks get a
 * no-break space it can draw, so the card never shows a gap or breaks a line before a colon.
 */
const cardSpace = '\u00A0';

const require = createRequire(import.meta.url);
const workerFile = new URL('./socialCardWorker.mjs', import.meta.url);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version;
let drawer: string | undefined;

/**
 * What turns a tree into pixels, as a hash: the fonts' bytes, the worker's code (satori's and
 * resvg's options) and their versions. With the tree, that is every input of a card.
 */
function drawerHash(): string {
  drawer ??= createHash('sha256')
    .update(JSON.stringify({ size, weights: fonts.map((font) => font.weight) }))
    .update(readFileSync(workerFile))
    .update(versionOf('satori'))
    .update(versionOf('@resvg/resvg-js'))
    .update(Buffer.concat(fonts.map((font) => readFileSync(font.file))))
    .digest('hex');
  return drawer;
}

/** A card's cache key: its tree (colours, text, logo, layout) and how it is drawn. */
export function cardKey(node: Node): string {
  return createHash('sha256')
    .update(drawerHash())
    .update(JSON.stringify(node))
    .digest('hex')
    .slice(0, 24);
}

interface Job {
  node: Node;
  targets: string[];
}

/**
 * Draws `jobs` on one worker thread per core (scripts/socialCardWorker.mjs): each card is CPU
 * work, one per page and locale, so one core alone would be the build's slowest step.
 */
async function drawAll(jobs: Job[]): Promise<void> {
  if (!jobs.length) return;
  const count = Math.min(availableParallelism(), jobs.length);
  const workers = Array.from(
    { length: count },
    () => new Worker(workerFile, { workerData: { fonts } }),
  );
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= jobs.length) return resolve();
              const id = next++;
              worker.postMessage({ id, node: jobs[id]!.node, ...size });
            };
            worker.on(
              'message',
              ({ id, png, error }: { id: number; png?: Uint8Array; error?: string }) => {
                if (error || !png) return reject(new Error(`Social card failed: ${error}`));
                for (const target of jobs[id]!.targets) writeFileSync(target, png);
                send();
              },
            );
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** Writes every page's card into `outDir/og/…`; returns how many were drawn and reused. */
export async function writeSocialImages(entries: ContentEntry[], outDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  const jobs: Job[] = [];
  let reused = 0;
  for (const entry of entries) {
    for (const locale of publishedLocaleCodes) {
      const meta = entry.byLocale[locale];
      // The site's default card is the home page's own drawing, even where the page names another.
      const isDefault = entry.route === '/' && locale === defaultLocale;
      if (meta.socialImage && !isDefault) continue;
      const title = typeset(locale, plainTitle(meta.title), cardSpace);
      const description = typeset(locale, meta.description, cardSpace);
      const node = card(title, description, locale);
      const cached = join(cacheDir, `${cardKey(node)}.png`);
      const targets = meta.socialImage ? [] : [socialImagePath(entry.route, locale)];
      if (isDefault) targets.push(defaultSocialImage);
      const paths = targets.map((target) => join(outDir, target));
      for (const path of paths) mkdirSync(dirname(path), { recursive: true });
      if (existsSync(cached)) {
        for (const path of paths) copyFileSync(cached, path);
        reused++;
        continue;
      }
      jobs.push({ node, targets: [cached, ...paths] });
    }
  }
  await drawAll(jobs);
  return { drawn: jobs.length, reused };
}
