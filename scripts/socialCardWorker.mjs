// A worker thread of scripts/socialImages.ts: draws the cards it is sent (satori, then resvg), so
// the cards of a build are drawn on every core at once.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const fonts = workerData.fonts.map(({ file, weight }) => ({
  name: 'Inter',
  data: readFileSync(file),
  weight,
  style: 'normal',
}));

parentPort.on('message', async ({ id, node, width, height }) => {
  try {
    const svg = await satori(node, { width, height, fonts });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
