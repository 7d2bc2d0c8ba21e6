import { measureFirstLoad, readBundleReport } from '../../scripts/bench/firstLoad';
import { sitePages } from '../../scripts/bench/sitePages';
import { budgets } from '../../scripts/bench/targets';
import { kb } from '../../scripts/bench/transfer';
import { expect, test } from '../support/fixtures';

// Bytes are deterministic, so they are tested here; timings live in `npm run bench`.
const report = readBundleReport('dist');

for (const page of sitePages('dist')) {
  test(`first load of ${page.path} stays within its byte budgets`, async ({ browser, baseURL }) => {
    const load = await measureFirstLoad(browser, baseURL!, page.path, 'dist', report, page.locale);
    expect(load.files.some((file) => file.endsWith('.js'))).toBe(true);
    const over = [
      ['JS', load.js.gzip, budgets.jsGzipKb],
      ["site's own JS", load.ownJsGzip, budgets.ownJsGzipKb],
      ['CSS', load.css.gzip, budgets.cssGzipKb],
      ['HTML', load.html.gzip, budgets.htmlGzipKb],
    ]
      .filter(([, bytes, budget]) => (bytes as number) > (budget as number) * 1024)
      .map(([name, bytes, budget]) => `${name}: ${kb(bytes as number)} KB > ${budget} KB`);
    expect(over).toEqual([]);
  });
}
