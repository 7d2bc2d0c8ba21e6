/**
 * `npm run scenes:preview [-- --png]`: every product scene in every locale on one contact sheet
 * (`.tmp/scenes/index.html`), and with `--png` a 2× screenshot of each, for looking at a drawing
 * without building the site. Open the sheet in a browser; the PNGs are for reviews.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { localeCodes } from '../src/i18n/locales';
import { drawnSceneIds, renderScene, renderScenePhone } from '../src/build/scenes/renderScene';
import { palette } from '../src/styles/palette';
import { chromiumArgs, chromiumPath } from './chromium';

const out = resolve('.tmp/scenes');
mkdirSync(out, { recursive: true });

const cells: string[] = [];
/** Each drawing by file name, desktop and phone, with its size. */
const drawn: { file: string; width: number; height: number }[] = [];
const sizeOf = (svg: string) => {
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg)!;
  return [Number(width), Number(height)] as const;
};
for (const id of drawnSceneIds()) {
  for (const locale of localeCodes) {
    for (const [suffix, svg] of [
      ['', renderScene(id, locale)],
      ['.phone', renderScenePhone(id, locale)],
    ] as const) {
      if (!svg) continue;
      const file = `${id}${suffix}.${locale}.svg`;
      writeFileSync(join(out, file), svg);
      const [width, height] = sizeOf(svg);
      drawn.push({ file, width, height });
      cells.push(
        `<figure><img src="${file}" width="${width}" height="${height}" alt=""><figcaption>${id}${suffix} · ${locale}</figcaption></figure>`,
      );
    }
  }
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Scenes</title><style>body{font:14px system-ui;background:${palette.white};margin:24px;display:flex;flex-wrap:wrap;gap:24px}img{max-width:100%;height:auto;display:block}figure{margin:0;max-width:720px}</style>${cells.join('')}`,
);
console.log(`${cells.length} scenes → ${join(out, 'index.html')}`);

if (process.argv.includes('--png')) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  for (const { file, width, height } of drawn) {
    await page.setViewportSize({ width, height });
    await page.goto(`file://${join(out, file)}`);
    await page.screenshot({ path: join(out, file.replace(/\.svg$/, '.png')) });
  }
  await browser.close();
  console.log(`PNGs in ${out}`);
}
