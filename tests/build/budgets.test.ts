import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overBudgets, readBundleReport } from '../../scripts/bench/firstLoad';
import { readAssetsManifest, staticFirstLoad } from '../../scripts/bench/firstLoadFiles';
import { sitePages } from '../../scripts/bench/sitePages';
import { gzipTransferOf } from '../../scripts/bench/transfer';
import { defaultLocale, publishedLocaleCodes } from '../../src/i18n/locales';
import { projectRoot } from '../support/site';

// Bytes are deterministic, so every page's budget is checked from the build; budgets.spec.ts
// proves on a sample that Chromium downloads exactly the files counted here.
const dist = join(projectRoot, 'dist');
const report = readBundleReport(dist);
const manifest = readAssetsManifest(dist);
const sizes = { transfers: new Map(), compress: gzipTransferOf };

describe.each(sitePages(dist))('first load of $path', (page) => {
  it('stays within its byte budgets', () => {
    const load = staticFirstLoad(dist, page, report, manifest, sizes);
    expect(load.files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(overBudgets(load)).toEqual([]);
  });
});

describe('the playable demo', () => {
  // Every page that holds it: the sales simulator's and the home page, in every locale.
  const pages = sitePages(dist).filter((page) =>
    readFileSync(join(dist, 'client', page.file), 'utf8').includes('data-island="demo"'),
  );
  const entry = manifest['src/render/components/demo/DemoPlayer.tsx'];

  it('has its player in a chunk of its own', () => {
    expect(entry?.isDynamicEntry).toBe(true);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        ...publishedLocaleCodes.map((l) => (l === defaultLocale ? '/' : `/${l}/`)),
        '/games/simulador-ventas/',
      ]),
    );
  });

  describe.each(pages)('on $path', (page) => {
    const load = staticFirstLoad(dist, page, report, manifest, sizes);
    // The player's files: its chunk and whatever it imports that the first load did not fetch.
    const playerFiles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || load.files.includes(`/${chunk.file}`) || playerFiles.has(chunk.file)) return;
      playerFiles.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('src/render/components/demo/DemoPlayer.tsx');

    it('loads no byte of the player before "Play"', () => {
      expect(load.files).not.toContain(`/${entry!.file}`);
    });

    it('loads a player of at most 15 KB gzip on "Play"', () => {
      const gzip = [...playerFiles].reduce(
        (sum, file) => sum + gzipTransferOf(readFileSync(join(dist, 'client', file))).gzip,
        0,
      );
      expect(playerFiles.size).toBeGreaterThan(0);
      expect(gzip).toBeLessThanOrEqual(15 * 1024);
    });
  });
});
