import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { site } from '../../src/config/site';
import { aliasesOf, notFoundPages } from '../../src/build/publishing/hostRules';
import { publishedLocaleCodes, localizePath } from '../support/e2e';
import { allPages, contentEntries, distClient, earlierUrls } from '../support/site';

// HTTP only, no browser: every URL against real nginx running the server block the build wrote
// (scripts/serve-nginx.mjs), so the configuration a user deploys is the one proved here.

const securityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];
const revalidate = 'public, max-age=0, must-revalidate';

function expectSecurityHeaders(response: APIResponse, url: string) {
  const headers = response.headers();
  for (const name of securityHeaders) expect(headers[name], `${name} on ${url}`).toBeTruthy();
}

test('every page answers 200 at its canonical URL, with no redirect, compressed and revalidated', async ({
  request,
}) => {
  // The alias pages are host redirects here; their own test follows.
  const pages = allPages().filter((page) => page.type !== 'redirect');
  expect(pages.length).toBeGreaterThan(80);
  for (const { url } of pages) {
    const response = await request.get(url, {
      maxRedirects: 0,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['cache-control'], url).toBe(revalidate);
    expectSecurityHeaders(response, url);
    expect(await response.text(), url).toContain(
      `<link rel="canonical" href="${site.siteUrl}${url}"/>`,
    );
  }
});

test('the slashless form of a page is one 301 to its canonical URL', async ({ request }) => {
  for (const { url } of allPages().filter((p) => p.url !== '/' && p.type !== 'redirect')) {
    const response = await request.get(url.replace(/\/$/, ''), { maxRedirects: 0 });
    expect(response.status(), url).toBe(301);
    expect(response.headers()['location'], url).toBe(url);
  }
});

test('each alias is a 301 in both spellings, in every locale', async ({ request }) => {
  const aliases = aliasesOf(contentEntries());
  const aliasPages = allPages().filter((page) => page.type === 'redirect');
  expect(aliases).toHaveLength(aliasPages.length + earlierUrls().length);
  for (const alias of aliases) {
    for (const from of [alias.from, alias.from.replace(/\/$/, '')]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(alias.to);
    }
  }
});

test("every page's earlier URL, before its slug, is one 301 to its URL in both spellings", async ({
  request,
}) => {
  const earlier = earlierUrls();
  expect(earlier.length).toBeGreaterThan(0);
  for (const { from, to } of earlier) {
    for (const url of [from, from.replace(/\/$/, '')]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers()['location'], url).toBe(to);
    }
    // One hop: the new URL is the page itself.
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
  }
});

test('unknown paths get status 404 and their locale’s not-found page', async ({ request }) => {
  for (const locale of publishedLocaleCodes) {
    for (const path of ['/no-existe', '/no-existe/', '/blog/no-existe/']) {
      const url = localizePath(path, locale);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expectSecurityHeaders(response, url);
      expect(await response.text(), url).toContain(`<html lang="${locale}"`);
    }
  }
  expect(notFoundPages()).toHaveLength(publishedLocaleCodes.length);
});

test('hashed assets are compressed and cached for a year; feeds and the sitemap revalidate', async ({
  request,
}) => {
  const assets = readdirSync(join(distClient, 'assets'), { recursive: true, encoding: 'utf8' });
  // The largest of each kind: nginx leaves files under its gzip_min_length (256 bytes) as they are.
  const largest = (extension: string) =>
    assets
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ name, size: statSync(join(distClient, 'assets', name)).size }))
      .sort((a, b) => b.size - a.size)[0]!.name;
  const css = largest('.css');
  const js = largest('.js');
  for (const name of [css, js]) {
    const response = await request.get(`/assets/${name}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status(), name).toBe(200);
    expect(response.headers()['cache-control'], name).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], name).toBe('gzip');
  }
  for (const path of ['/sitemap.xml', '/rss.xml', localizePath('/rss.xml', 'en')]) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(revalidate);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});
