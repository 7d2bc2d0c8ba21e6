/**
 * `npm run scenes:preview [-- --png]`: every product scene in every locale on one contact sheet
 * (`.tmp/scenes/index.html`), and with `--png` a 2× screenshot of each, for looking at a drawing
 * without building the site. Open the sheet in a browser; the PNGs are for reviews.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { localeCodes } from '../src/i18n/locales';
import { drawnSceneIds, renderScene } from '../src/scenes/renderScene';
import { sceneSizes } from '../src/scenes/sceneIds';
import { chromiumArgs, chromiumPath } from './chromium';

const out = resolve('.tmp/scenes');
mkdirSync(out, { recursive: true });

const cells: string[] = [];
for (const id of drawnSceneIds()) {
  for (const locale of localeCodes) {
    const file = `${id}.${locale}.svg`;
    writeFileSync(join(out, file), renderScene(id, locale));
    const [width, height] = sceneSizes[id];
    cells.push(
      `<figure><img src="${file}" width="${width}" height="${height}" alt=""><figcaption>${id} · ${locale}</figcaption></figure>`,
    );
  }
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Scenes</title><style>body{font:14px system-ui;background:#fff;margin:24px;display:flex;flex-wrap:wrap;gap:24px}img{max-width:100%;height:auto;display:block}figure{margin:0;max-width:720px}</style>${cells.join('')}`,
);
console.log(`${cells.length} scenes → ${join(out, 'index.html')}`);

if (process.argv.includes('--png')) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  for (const id of drawnSceneIds()) {
    for (const locale of localeCodes) {
      const [width, height] = sceneSizes[id];
      await page.setViewportSize({ width, height });
      await page.goto(`file://${join(out, `${id}.${locale}.svg`)}`);
      await page.screenshot({ path: join(out, `${id}.${locale}.png`) });
    }
  }
  await browser.close();
  console.log(`PNGs in ${out}`);
}
