import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { destinations } from '../../src/config/destinations';
import { localizePath } from '../../src/i18n/urls';
import { allPages, distClient, htmlFileOf, notFoundFiles, readHtml } from '../support/site';

/**
 * The last band of a page's main content: the last child of <main>, and inside it the last child
 * again while an element only wraps one (an island's `display: contents` wrapper, a layout's div).
 */
export function lastBand(main: HTMLElement): HTMLElement | undefined {
  let band = main.children.at(-1);
  while (band && band.children.length === 1 && band.tagName !== 'SECTION') band = band.children[0];
  return band;
}

/** The outbound places a call to action opens: sign-up, sales, booking, the affiliate portal. */
const ctaHrefs = new Set<string>(Object.values(destinations));

/** The hrefs of a band's links that are calls to action (a sign-up, a meeting…). */
function callsToAction(band: HTMLElement | undefined): string[] {
  return (band?.querySelectorAll('a[href]') ?? [])
    .map((link) => link.getAttribute('href')!)
    .filter((href) => ctaHrefs.has(href));
}

// Every page ends with a next step: its last band holds a call to action. The legal texts, which
// the spec ends with a way back home, end with that link; the alias stub only redirects.
describe.each(allPages().filter((page) => page.type !== 'redirect'))('$url', (page) => {
  it('ends with a call to action', () => {
    const band = lastBand(readHtml(htmlFileOf(page.url)).querySelector('main')!);
    if (page.type === 'legal') {
      const home = localizePath('/', page.locale);
      expect(band?.querySelectorAll('a').map((link) => link.getAttribute('href'))).toContain(home);
    } else {
      expect(callsToAction(band)).not.toEqual([]);
    }
  });
});

describe.each(notFoundFiles())('the not-found page ($locale)', ({ file }) => {
  it('ends with a call to action', () => {
    const band = lastBand(readHtml(join(distClient, file)).querySelector('main')!);
    expect(callsToAction(band)).not.toEqual([]);
  });
});
