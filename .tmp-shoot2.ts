import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium';
const base = 'http://127.0.0.1:4250';
const shots: [string, string, string][] = JSON.parse(process.argv[2]!);
const widths = JSON.parse(process.argv[3] ?? '[390,1440]') as number[];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width >= 1000 ? 900 : 844 } });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary'));
  const page = await context.newPage();
  for (const [path, selector, name] of shots) {
    await page.goto(base + path, { waitUntil: 'load' });
    if (selector === 'viewport') await page.screenshot({ path: `/tmp/i33-shots/${name}-${width}.png` });
    else await page.locator(selector).first().screenshot({ path: `/tmp/i33-shots/${name}-${width}.png` });
  }
  await context.close();
}
await browser.close();
