import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPages, htmlFileOf, readHtml } from '../support/site';

// Every internal link of every pre-rendered page lands on a pre-rendered page.
describe('internal links', () => {
  for (const page of allPages()) {
    it(`resolve on ${page.url}`, () => {
      const hrefs = readHtml(htmlFileOf(page.url))
        .querySelectorAll('a[href^="/"]')
        .map((a) => a.getAttribute('href')!.split('#')[0]!.split('?')[0]!)
        .filter((href) => !href.startsWith('//'));
      const broken = [...new Set(hrefs)].filter((href) => !existsSync(htmlFileOf(href)));
      expect(broken).toEqual([]);
    });
  }
});
