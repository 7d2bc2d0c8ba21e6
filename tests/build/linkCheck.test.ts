import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { defaultLocale, localeCodes } from '../../src/i18n/locales';
import { allPages, distClient, htmlFileOf, readHtml } from '../support/site';

/** Outbound addresses the site may link to (src/config/site.ts). */
const outbound: string[] = [
  site.appAccessUrl,
  site.salesMeetingUrl,
  site.calendarBookingUrl,
  site.affiliatePortalUrl,
  site.customAssistantUrl,
  site.dataProtectionAuthorityUrl,
].map((address) => new URL(address).origin + new URL(address).pathname);

const pages = new Map<string, HTMLElement>();
const prefixes = localeCodes.filter((l) => l !== defaultLocale).join('|');
const notFoundPath = new RegExp(`^(/(${prefixes}))?/404/?$`);
function fileOf(path: string): string {
  // The not-found pages are files, not folders: /404.html, /en/404.html, /fr/404.html.
  return notFoundPath.test(path)
    ? join(distClient, `${path.slice(1).replace(/\/$/, '')}.html`)
    : htmlFileOf(path);
}

function page(path: string): HTMLElement | null {
  if (!existsSync(fileOf(path))) return null;
  if (!pages.has(path)) pages.set(path, readHtml(fileOf(path)));
  return pages.get(path)!;
}

const totals = { internal: 0, anchors: 0, external: 0, alternates: 0 };
afterAll(() => console.log(`Link check: ${JSON.stringify(totals)}`));

/** Problems of one pre-rendered page's links, each naming the link. */
function problemsOf(url: string): string[] {
  const html = page(url)!;
  const problems: string[] = [];
  for (const anchor of html.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href')!;
    if (
      anchor.getAttribute('target') === '_blank' &&
      anchor.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      problems.push(`${href}: target="_blank" without rel="noopener noreferrer"`);
    }
    if (href.startsWith('mailto:')) continue;
    if (/^https?:/.test(href)) {
      totals.external++;
      const { origin, pathname } = new URL(href);
      if (!outbound.includes(origin + pathname) && origin !== site.siteUrl) {
        problems.push(`${href}: not one of the configured outbound addresses`);
      }
      continue;
    }
    const [path = '', fragment] = href.split('#');
    const target = path === '' ? html : page(path.split('?')[0]!);
    if (path) totals.internal++;
    if (!target) {
      problems.push(`${href}: no pre-rendered page`);
      continue;
    }
    if (fragment) {
      totals.anchors++;
      if (!target.querySelector(`[id="${decodeURIComponent(fragment)}"]`)) {
        problems.push(`${href}: no element with id "${fragment}"`);
      }
    }
  }
  for (const link of html.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    totals.alternates++;
    const href = link.getAttribute('href')!;
    if (!href.startsWith(site.siteUrl) || !page(href.slice(site.siteUrl.length) || '/')) {
      problems.push(`${href}: canonical or alternate target is not a pre-rendered page`);
    }
  }
  return problems;
}

describe('link check over the built HTML', () => {
  for (const { url } of allPages()) {
    it(`every link on ${url} resolves`, () => {
      expect(problemsOf(url).map((problem) => `${url} → ${problem}`)).toEqual([]);
    });
  }
  for (const url of ['/404', '/en/404', '/fr/404']) {
    it(`every link on ${url} resolves`, () => {
      expect(problemsOf(url).map((problem) => `${url} → ${problem}`)).toEqual([]);
    });
  }
});
