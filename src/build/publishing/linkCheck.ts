import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { site } from '../../config/site';
import { defaultLocale, publishedLocaleCodes } from '../../i18n/locales';

/** Outbound addresses the site may link to (src/config/site.ts). */
export const outboundAddresses: string[] = [
  site.appAccessUrl,
  site.salesMeetingUrl,
  site.calendarBookingUrl,
  site.affiliatePortalUrl,
  site.customAssistantUrl,
  site.dataProtectionAuthorityUrl,
].map((address) => new URL(address).origin + new URL(address).pathname);

const prefixes = publishedLocaleCodes.filter((l) => l !== defaultLocale).join('|');
const notFoundPath = new RegExp(`^(/(${prefixes}))?/404/?$`);

/** The pre-rendered file of a site path in a `client/` folder. */
export function builtFileOf(clientDir: string, path: string): string {
  // The not-found pages are files, not folders: /404.html, /en/404.html, /fr/404.html.
  if (notFoundPath.test(path)) return join(clientDir, `${path.slice(1).replace(/\/$/, '')}.html`);
  return join(clientDir, path === '/' ? '' : path.slice(1), 'index.html');
}

export interface LinkTotals {
  internal: number;
  anchors: number;
  external: number;
  alternates: number;
}

/**
 * Checks the links of pre-rendered pages in one `client/` folder: internal links reach a page
 * and its `#anchor`, outbound links are configured addresses opened safely, canonicals and
 * alternates are pages of the site. Parsed pages are kept across calls.
 */
export function linkChecker(
  clientDir: string,
  { siteUrl = site.siteUrl, outbound = outboundAddresses } = {},
) {
  const pages = new Map<string, HTMLElement | null>();
  const totals: LinkTotals = { internal: 0, anchors: 0, external: 0, alternates: 0 };

  function page(path: string): HTMLElement | null {
    if (!pages.has(path)) {
      const file = builtFileOf(clientDir, path);
      pages.set(path, existsSync(file) ? parse(readFileSync(file, 'utf8')) : null);
    }
    return pages.get(path)!;
  }

  /** Problems of one page's links, each naming the link. */
  function problemsOf(url: string): string[] {
    const html = page(url);
    if (!html) return [`${url}: no pre-rendered page`];
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
        if (!outbound.includes(origin + pathname) && origin !== siteUrl) {
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
      if (!href.startsWith(siteUrl) || !page(href.slice(siteUrl.length) || '/')) {
        problems.push(`${href}: canonical or alternate target is not a pre-rendered page`);
      }
    }
    return problems;
  }

  return { problemsOf, totals };
}
