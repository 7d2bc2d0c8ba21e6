import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { destinations, type Destination } from '../../src/config/destinations';
import { ctaLabelKeys, specNamedButtons } from '../../src/content/check/consistency';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import {
  allPages,
  distClient,
  frontmatterOf,
  htmlFileOf,
  normalizeText,
  notFoundFiles,
  readHtml,
  ui,
  visibleText,
} from '../support/site';

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

/**
 * The labels a button to `to` may carry on a page (DECISIONS.md "Calls to action"): the UI string
 * the content check holds that destination to, and a button the spec names on that page.
 */
function allowedLabels(locale: Locale, route: string | undefined, to: Destination): string[] {
  const key = ctaLabelKeys[to];
  if (!key) return [];
  return [
    ...[
      key,
      ...specNamedButtons
        .filter((button) => button.route === route && button.to === to)
        .map((button) => button.key),
    ].map((label) => ui(locale, label)),
    // A plan with no free trial does not promise a free start (PlanCard): its button chooses it.
    ...(route === '/pricing' && to === 'register'
      ? [frontmatterOf('/pricing', locale, 'pricing').labels.choosePlan]
      : []),
  ].map(normalizeText);
}

/** Every link to a destination whose label is fixed, with its label where it is not allowed. */
function strayLabels(file: string, locale: Locale, route?: string): string[] {
  const stray: string[] = [];
  for (const link of readHtml(file).querySelectorAll('a[href]')) {
    const to = (Object.keys(destinations) as Destination[]).find(
      (name) => destinations[name] === link.getAttribute('href'),
    );
    if (!to) continue;
    const allowed = allowedLabels(locale, route, to);
    const label = visibleText(link);
    if (allowed.length && !allowed.includes(label))
      stray.push(`"${label}" to ${to} (allowed: ${allowed.join(', ')})`);
  }
  return stray;
}

// One label per call to action across the site, in the page, the header, the menu and the
// footer alike: a sign-up or sales link saying anything else is a drift from the UI strings.
describe('every call to action carries its one label', () => {
  it.each(allPages().filter((page) => page.type !== 'redirect'))('$url', (page) => {
    expect(strayLabels(htmlFileOf(page.url), page.locale, page.route)).toEqual([]);
  });
  it.each(notFoundFiles())('the not-found page ($locale)', ({ locale, file }) => {
    expect(strayLabels(join(distClient, file), locale)).toEqual([]);
  });
});
