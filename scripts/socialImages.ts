// Draws a 1200×630 social card per page and locale from its title and description, in the brand
// design. Cards are cached by content hash, so a rebuild only draws what changed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { site } from '../src/config/site';
import type { ContentEntry } from '../src/content/collect';
import { publishedLocaleCodes, localeInfo, type Locale } from '../src/i18n/locales';
import { socialCardFont } from '../src/publishing/socialCardFonts';
import { socialImagePath } from '../src/publishing/socialImagePath';
import { typeset } from '../src/lib/typography';

const fonts = ([500, 800] as const).map((weight) => ({ file: socialCardFont(weight), weight }));
const size = { width: 1200, height: 630 };
/** Bump when the card design changes, so cached cards are redrawn. */
const designVersion = 3;
const logoMark = `data:image/svg+xml;base64,${readFileSync('public/favicon.svg').toString('base64')}`;
const cacheDir = join('node_modules', '.cache', 'ludiqo-og');

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function card(title: string, description: string, locale: Locale): Node {
  const host = new URL(site.siteUrl).host;
  const inner = 1200 - 2 * 72;
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      backgroundColor: '#1b0f4a',
      backgroundImage: 'linear-gradient(135deg, #3f1ca9 0%, #1b0f4a 65%)',
      fontFamily: 'Inter',
      color: '#ffffff',
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
            { fontSize: 26, fontWeight: 500, color: '#d4ccff', lineHeight: 1.45 },
            description,
          ),
        ]),
        h(
          'div',
          { display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: inner },
          [
            h('div', { fontSize: 24, color: '#b3a3ff' }, host),
            h(
              'div',
              {
                fontSize: 22,
                backgroundColor: '#fbbf24',
                color: '#1b0f4a',
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

interface Job {
  node: Node;
  targets: string[];
}

/**
 * Draws `jobs` on one worker thread per core (scripts/socialCardWorker.mjs): each card takes about
 * 0.1 s of CPU, so a site's worth takes minutes on one core.
 */
async function drawAll(jobs: Job[]): Promise<void> {
  if (!jobs.length) return;
  const count = Math.min(availableParallelism(), jobs.length);
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./socialCardWorker.mjs', import.meta.url), { workerData: { fonts } }),
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
      if (meta.socialImage) continue;
      const title = typeset(locale, plainTitle(meta.title), cardSpace);
      const description = typeset(locale, meta.description, cardSpace);
      const key = createHash('sha256')
        .update(
          JSON.stringify({
            designVersion,
            title,
            description,
            locale,
            url: site.siteUrl,
          }),
        )
        .digest('hex')
        .slice(0, 24);
      const cached = join(cacheDir, `${key}.png`);
      const target = join(outDir, socialImagePath(entry.route, locale));
      mkdirSync(dirname(target), { recursive: true });
      if (existsSync(cached)) {
        copyFileSync(cached, target);
        reused++;
        continue;
      }
      jobs.push({ node: card(title, description, locale), targets: [cached, target] });
    }
  }
  await drawAll(jobs);
  return { drawn: jobs.length, reused };
}
