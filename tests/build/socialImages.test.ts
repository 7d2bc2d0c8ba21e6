import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { allPages, distClient, htmlFileOf, readHtml } from '../support/site';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('social cards', () => {
  const seen = new Set<string>();
  for (const page of allPages()) {
    it(`${page.url} has its own 1200×630 card as og:image and twitter:image`, () => {
      const head = readHtml(htmlFileOf(page.url)).querySelector('head')!;
      const og = head.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(head.querySelector('meta[name="twitter:image"]')!.getAttribute('content')).toBe(og);
      // Named as the page's URL in its locale: `/fr/tarifs/` → `/og/fr/tarifs.png`.
      const path = page.url.replace(new RegExp(`^/${page.locale}(?=/)`), '').replace(/\/$/, '');
      expect(og).toBe(`${site.siteUrl}/og/${page.locale}${path || '/index'}.png`);
      const file = join(distClient, og.slice(site.siteUrl.length));
      expect(existsSync(file)).toBe(true);
      expect(pngSize(file)).toEqual([1200, 630]);
      if (!page.url.includes('privacy-policy')) {
        expect(seen.has(og)).toBe(false);
        seen.add(og);
      }
    });
  }
});
