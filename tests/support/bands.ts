import type { Page } from '@playwright/test';
import { allPages, htmlFileOf, readHtml } from './site';

/**
 * Several pages' bands (the children of their <main>), as built, in one document with the site's
 * stylesheet, each page's in a wrapper that carries its URL, type and language: a band's layout
 * comes from its own classes and the window's width, not from the bands around it. Tests that
 * measure the same parts on many pages load this once instead of every page; without scripts, and
 * unless `pictures` is set without pictures, which change no band's layout (each reserves its box).
 * `headline`: only the band that holds the page's h1.
 */
export function bandsDocument(urls: readonly string[], which: 'headline' | 'all'): string {
  const head = readHtml(htmlFileOf(urls[0]!)).querySelector('head')!;
  const styles = head
    .querySelectorAll('link[rel="stylesheet"], style')
    .map((node) => node.toString())
    .join('');
  const types = new Map(allPages().map((page) => [page.url, page.type]));
  const wrappers = urls.map((url) => {
    const html = readHtml(htmlFileOf(url));
    const main = html.querySelector('main');
    if (!main) throw new Error(`${url}: no <main>`);
    for (const script of main.querySelectorAll('script')) script.remove();
    let bands = main.childNodes.map((node) => node.toString()).join('');
    if (which === 'headline') {
      let band = main.querySelector('h1');
      if (!band) throw new Error(`${url}: no h1 in <main>`);
      while (band.parentNode && band.parentNode !== main) band = band.parentNode;
      bands = band.toString();
    }
    const lang = html.querySelector('html')!.getAttribute('lang')!;
    return `<div data-url="${url}" data-type="${types.get(url) ?? ''}" lang="${lang}">${bands}</div>`;
  });
  return `<!doctype html><html lang="${urls.length ? 'es' : ''}"><head><meta charset="utf-8">${styles}</head><body><main>${wrappers.join('')}</main></body></html>`;
}

/** Opens the pages' bands (`bandsDocument`) on the site's origin, its stylesheet and font loaded. */
export async function openBands(
  page: Page,
  urls: readonly string[],
  which: 'headline' | 'all',
  { pictures = false } = {},
) {
  if (!pictures) await page.route(/\.(svg|png|webp|avif|jpe?g)$/, (route) => route.abort());
  await page.route('**/__bands/', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: bandsDocument(urls, which),
    }),
  );
  await page.goto('/__bands/');
  await page.evaluate(() => document.fonts.ready);
}
