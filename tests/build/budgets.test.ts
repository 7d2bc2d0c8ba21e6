import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overBudgets, readBundleReport } from '../../scripts/bench/firstLoad';
import { readAssetsManifest, staticFirstLoad } from '../../scripts/bench/firstLoadFiles';
import { sitePages } from '../../scripts/bench/sitePages';
import { gzipTransferOf } from '../../scripts/bench/transfer';
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
