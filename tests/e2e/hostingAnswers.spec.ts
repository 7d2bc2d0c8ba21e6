import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePort, previewPort } from '../../playwright.config';
import { siteScriptHashes } from '../../src/build/publishing/csp';
import {
  documentHeaders,
  immutableCache,
  revalidateCache,
} from '../../src/build/publishing/headers';
import { aliasesOf, allowedMethods } from '../../src/build/publishing/hostRules';
import { rawGet, rawRequest, type RawResponse } from '../support/rawHttp';
import { allPages, contentEntries, distClient } from '../support/site';

// Every kind of answer, from real nginx running the server block the build wrote and from
// `npm start`'s preview server (scripts/serve.mjs), each with every security header at its exact
// value: pages, assets, 206, 304, 301, 404, and the refusals (400, 405, 414, 431) that attacks get.
// Requests are sent byte for byte (tests/support/rawHttp.ts): HTTP clients would normalise them.

const servers = [
  { name: 'nginx', port: e2ePort },
  { name: 'serve.mjs', port: previewPort },
] as const;
type Server = (typeof servers)[number]['name'];

const security = documentHeaders(siteScriptHashes());
const allow = allowedMethods.join(', ');

// nginx sends each `add_header` twice on a 416 (its range filter answers through the header
// filters a second time); a repeated header with the same value means the same.
function expectHeaders(response: RawResponse, what: string, cache = revalidateCache) {
  for (const [name, value] of [...security, ['Cache-Control', cache] as const])
    expect(new Set(response.values[name.toLowerCase()]), `${name} on ${what}`).toEqual(
      new Set([value]),
    );
}

/** Never anything from outside the site root, never a redirect to another host. */
function expectContained(response: RawResponse, what: string) {
  expect(response.body.toString('latin1'), what).not.toMatch(/root:.*:0:0:/);
  const location = response.headers['location'];
  if (location !== undefined) expect(location, `Location of ${what}`).toMatch(/^\/(?![/\\])/);
}

const assetNames = readdirSync(join(distClient, 'assets'), { recursive: true, encoding: 'utf8' });
const largestJs = assetNames
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: statSync(join(distClient, 'assets', name)).size }))
  .sort((a, b) => b.size - a.size)[0]!;
const asset = `/assets/${largestJs.name}`;
const page = allPages().find((p) => p.url !== '/' && p.type !== 'redirect')!.url;

/** Requests an attacker may send, and what each server answers. */
const refusals: { what: string; path: string; status: Record<Server, number> }[] = [
  { what: 'bad percent-encoding', path: '/%E0%A4%A', status: { nginx: 400, 'serve.mjs': 400 } },
  { what: 'a lone %', path: '/%', status: { nginx: 400, 'serve.mjs': 400 } },
  { what: 'dot segments', path: '/../../etc/passwd', status: { nginx: 400, 'serve.mjs': 400 } },
  {
    what: 'encoded slashes and dots',
    path: '/..%2f..%2f..%2fetc/passwd',
    status: { nginx: 400, 'serve.mjs': 400 },
  },
  {
    what: 'encoded dot segments',
    path: '/%2e%2e/%2e%2e/etc/passwd',
    status: { nginx: 400, 'serve.mjs': 400 },
  },
  {
    what: 'dot segments under a folder',
    path: '/assets/../../../etc/passwd',
    status: { nginx: 400, 'serve.mjs': 400 },
  },
  {
    what: 'backslashes',
    path: '/..\\..\\..\\etc\\passwd',
    status: { nginx: 404, 'serve.mjs': 400 },
  },
  {
    what: 'overlong UTF-8 dots',
    path: '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
    status: { nginx: 404, 'serve.mjs': 400 },
  },
  { what: 'a NUL byte', path: '/index.html%00.js', status: { nginx: 400, 'serve.mjs': 400 } },
  {
    what: 'an encoded newline',
    path: '/%0d%0aSet-Cookie:x=1',
    status: { nginx: 404, 'serve.mjs': 400 },
  },
  {
    what: 'a protocol-relative path',
    path: '//evil.example/',
    status: { nginx: 404, 'serve.mjs': 400 },
  },
  {
    what: 'a dot then two slashes',
    path: '/.//evil.example',
    status: { nginx: 404, 'serve.mjs': 400 },
  },
  { what: 'a backslash host', path: '/\\evil.example', status: { nginx: 404, 'serve.mjs': 400 } },
  {
    what: 'a doubled slash before a folder',
    path: '//en',
    status: { nginx: 301, 'serve.mjs': 400 },
  },
  // nginx serves its one site whatever the host named; the preview server takes paths only.
  {
    what: 'an absolute-form target',
    path: 'http://evil.example/',
    status: { nginx: 200, 'serve.mjs': 400 },
  },
  {
    what: 'a path over 8 KB',
    path: `/${'a'.repeat(9000)}`,
    status: { nginx: 414, 'serve.mjs': 414 },
  },
  {
    what: 'a query string over 8 KB',
    path: `/?q=${'a'.repeat(9000)}`,
    status: { nginx: 414, 'serve.mjs': 414 },
  },
  {
    what: 'a path 5,000 folders deep',
    path: '/a'.repeat(5000),
    status: { nginx: 414, 'serve.mjs': 414 },
  },
  {
    // Cheap for nginx; the preview server refuses it before looking for a 404 page at each level.
    what: 'a path 40 folders deep',
    path: '/a'.repeat(40),
    status: { nginx: 404, 'serve.mjs': 414 },
  },
];

for (const server of servers) {
  test.describe(`${server.name} answers`, () => {
    const get = (path: string, options?: Parameters<typeof rawGet>[2]) =>
      rawGet(server.port, path, options);

    test('pages and assets: 200 (GET and HEAD alike), 304, 206 and 416, each with every header', async () => {
      const home = await get('/');
      expect(home.status).toBe(200);
      expectHeaders(home, 'GET /');
      expect(home.body.toString()).toContain('<html lang="es"');
      const head = await get('/', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expectHeaders(head, 'HEAD /');
      expect(head.body.length, 'HEAD has no body').toBe(0);
      expect(head.headers['content-type']).toBe(home.headers['content-type']);

      const script = await get(asset);
      expect(script.status).toBe(200);
      expectHeaders(script, asset, immutableCache);
      expect(script.body.length).toBe(largestJs.size);
      const etag = script.headers['etag'];
      expect(etag, 'an ETag to revalidate with').toBeTruthy();
      const notModified = await get(asset, { headers: [`If-None-Match: ${etag}`] });
      expect(notModified.status).toBe(304);
      expectHeaders(notModified, `${asset} 304`, immutableCache);

      const range = await get(asset, { headers: ['Range: bytes=0-99'] });
      expect(range.status).toBe(206);
      expectHeaders(range, `${asset} 206`, immutableCache);
      expect(range.headers['content-range']).toBe(`bytes 0-99/${largestJs.size}`);
      expect(range.body.length).toBe(100);
      const beyond = await get(asset, { headers: [`Range: bytes=${largestJs.size}-`] });
      expect(beyond.status).toBe(416);
      expectHeaders(beyond, `${asset} 416`, immutableCache);
      // A backwards range: nginx refuses it, the preview server sends the whole file.
      const backwards = await get(asset, { headers: ['Range: bytes=50-2'] });
      expect(backwards.status).toBe({ nginx: 416, 'serve.mjs': 200 }[server.name]);
      expectHeaders(backwards, `${asset} backwards range`, immutableCache);
    });

    test('redirects: the slashless form and every alias, 301 with every header', async () => {
      const slashless = await get(page.replace(/\/$/, ''));
      expect(slashless.status).toBe(301);
      expect(slashless.headers['location']).toBe(page);
      expectHeaders(slashless, `${page} without its slash`);
      for (const alias of aliasesOf(contentEntries())) {
        for (const from of [alias.from, alias.from.replace(/\/$/, '')]) {
          const response = await get(from);
          expect(response.status, from).toBe(301);
          expect(response.headers['location'], from).toBe(alias.to);
          expectHeaders(response, from);
        }
      }
    });

    test('unknown paths: 404 with every header, never cached as an asset', async () => {
      for (const path of ['/no-existe/', '/en/no-existe/', '/assets/no-existe.js']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expectHeaders(response, path);
      }
    });

    test(`methods other than ${allow}: 405 naming them, with every header`, async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
        for (const path of ['/', asset]) {
          const response = await get(path, { method });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers['allow'], `${method} ${path}`).toBe(allow);
          expectHeaders(response, `${method} ${path}`);
        }
      }
    });

    test('attacks and oversized requests are refused with every header, and serving goes on', async () => {
      for (const { what, path, status } of refusals) {
        const response = await get(path);
        expect(response.status, what).toBe(status[server.name]);
        expectHeaders(response, what);
        expectContained(response, what);
        expect((await get('/')).status, `still serving after ${what}`).toBe(200);
      }
    });

    test('requests the HTTP parser refuses get a 4xx with every header', async () => {
      const malformed: { what: string; head: string[]; status: Record<Server, number> }[] = [
        {
          what: 'a space in the target',
          head: ['GET /a b HTTP/1.1', 'Host: x'],
          status: { nginx: 400, 'serve.mjs': 400 },
        },
        {
          what: 'an unknown method',
          head: ['FOO / HTTP/1.1', 'Host: x'],
          status: { nginx: 405, 'serve.mjs': 400 },
        },
        {
          // nginx answers its 494 ("request header too large") as a 400.
          what: 'a 40 KB header',
          head: ['GET / HTTP/1.1', 'Host: x', `X-Big: ${'a'.repeat(40_000)}`],
          status: { nginx: 400, 'serve.mjs': 431 },
        },
      ];
      for (const { what, head, status } of malformed) {
        const response = await rawRequest(server.port, head);
        expect(response.status, what).toBe(status[server.name]);
        expectHeaders(response, what);
        expect((await get('/')).status, `still serving after ${what}`).toBe(200);
      }
    });
  });
}
