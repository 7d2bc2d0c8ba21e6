import { readAssetsManifest, staticFirstLoad } from '../bench/firstLoadFiles';
import { readBundleReport, type FirstLoad } from '../bench/firstLoad';
import { sitePages } from '../bench/sitePages';
import { gzipTransferOf } from '../bench/transfer';

export interface FirstLoadChange {
  path: string;
  before: { html: number; css: number; js: number };
  after: { html: number; css: number; js: number };
}

/** Each page's first-load gzip bytes, from the static model the byte budgets use. */
function firstLoads(distDir: string): Map<string, FirstLoad> {
  const manifest = readAssetsManifest(distDir);
  const report = readBundleReport(distDir);
  const sizes = { transfers: new Map(), compress: gzipTransferOf };
  return new Map(
    sitePages(distDir).map((page) => [
      page.path,
      staticFirstLoad(distDir, page, report, manifest, sizes),
    ]),
  );
}

const bytes = (load: FirstLoad) => ({ html: load.html.gzip, css: load.css.gzip, js: load.js.gzip });

/** Pages in both builds whose first-load HTML, CSS or JS (gzip) changed. */
export function firstLoadChanges(baseDir: string, headDir: string): FirstLoadChange[] {
  const before = firstLoads(baseDir);
  const after = firstLoads(headDir);
  const changes: FirstLoadChange[] = [];
  for (const [path, load] of after) {
    const old = before.get(path);
    if (!old) continue;
    const a = bytes(old);
    const b = bytes(load);
    if (a.html !== b.html || a.css !== b.css || a.js !== b.js) {
      changes.push({ path, before: a, after: b });
    }
  }
  return changes;
}
