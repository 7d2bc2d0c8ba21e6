import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { aliasesOf, notFoundPages, redirectsFile } from '../../src/build/publishing/hostRules';
import { contentEntries, distClient, earlierUrls, projectRoot } from '../support/site';

const headersPath = join(distClient, '_headers');
const redirectsPath = join(distClient, '_redirects');
const netlifyConfigPath = join(projectRoot, 'netlify.toml');
const aliases = aliasesOf(contentEntries());

/** The `_redirects` a Netlify build writes (`DEPLOY_TARGET=netlify`, set by netlify.toml). */
function netlifyRedirectsPath(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'ludiqo-netlify-')), '_redirects');
  writeFileSync(file, redirectsFile(aliases, 'netlify'));
  return file;
}

interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
}
interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

/** Netlify's `_headers` paths: `*` matches anything, the rest literally. */
function matches(rule: string, path: string): boolean {
  const pattern = rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${pattern}$`).test(path);
}

describe("Netlify, read by Netlify's own parsers", () => {
  it('_headers and netlify.toml parse with 0 errors', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [headersPath],
      netlifyConfigPath,
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    expect(headers.length).toBeGreaterThanOrEqual(2);
  });

  it('hashed assets get one Cache-Control, immutable; pages get the security headers and none', async () => {
    const { headers } = await parseAllHeaders({
      headersFiles: [headersPath],
      configHeaders: [],
      minimal: true,
    });
    const rules = headers as NetlifyHeaderRule[];
    // Netlify applies every matching rule and joins repeated names with a comma.
    const valuesFor = (path: string, name: string) =>
      rules
        .filter((rule) => matches(rule.for, path))
        .flatMap((rule) =>
          Object.entries(rule.values).filter(([key]) => key.toLowerCase() === name.toLowerCase()),
        )
        .map(([, value]) => value);
    expect(valuesFor('/assets/static/site.css', 'Cache-Control')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
    // Netlify's default for everything else is `public, max-age=0, must-revalidate`.
    expect(valuesFor('/en/pricing/', 'Cache-Control')).toEqual([]);
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]) {
      expect(valuesFor('/en/pricing/', name), name).toHaveLength(1);
    }
  });

  it('both _redirects dialects parse with 0 errors', async () => {
    for (const file of [redirectsPath, netlifyRedirectsPath()]) {
      const { errors } = await parseAllRedirects({
        redirectsFiles: [file],
        netlifyConfigPath,
        configRedirects: [],
        minimal: false,
      });
      expect(errors, file).toEqual([]);
    }
  });

  it('in the Netlify dialect, aliases are forced 301s and unknown paths get their locale’s 404', async () => {
    const { redirects } = await parseAllRedirects({
      redirectsFiles: [netlifyRedirectsPath()],
      configRedirects: [],
      minimal: true,
    });
    const rules = redirects as NetlifyRedirect[];
    for (const alias of aliases) {
      for (const from of [alias.from, alias.from.replace(/\/$/, '')]) {
        // The alias stub page exists as a file: an unforced rule would lose to it.
        expect(rules).toContainEqual(
          expect.objectContaining({ from, to: alias.to, status: 301, force: true }),
        );
      }
    }
    // Every page's earlier URL among them, derived from the content, not from aliasesOf.
    for (const { from, to } of earlierUrls()) {
      for (const source of [from, from.replace(/\/$/, '')]) {
        expect(rules).toContainEqual(
          expect.objectContaining({ from: source, to, status: 301, force: true }),
        );
      }
    }
    const notFound = rules.filter((rule) => rule.status === 404);
    expect(notFound.map(({ from, to, force }) => ({ from, to, force }))).toEqual(
      notFoundPages().map(({ prefix, page }) => ({ from: `${prefix}*`, to: page, force: false })),
    );
    for (const { page } of notFoundPages()) expect(existsSync(join(distClient, page))).toBe(true);
  });
});

describe('Cloudflare Pages, against its documented rules', () => {
  // https://developers.cloudflare.com/pages/configuration/redirects/ and …/headers/
  const redirectLines = readFileSync(redirectsPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

  it('_redirects: allowed statuses only, within the limits, aliases in both spellings', () => {
    const isDynamic = (source: string) => /[*:]/.test(source);
    const parsed = redirectLines.map((line) => line.trim().split(/\s+/));
    for (const [index, fields] of parsed.entries()) {
      expect(fields.length, redirectLines[index]).toBeGreaterThanOrEqual(2);
      expect(fields.length, redirectLines[index]).toBeLessThanOrEqual(3);
      expect(['200', '301', '302', '303', '307', '308'], redirectLines[index]).toContain(
        fields[2] ?? '302',
      );
      expect(redirectLines[index]!.length).toBeLessThanOrEqual(1000);
    }
    expect(parsed.filter(([source]) => !isDynamic(source!)).length).toBeLessThanOrEqual(2000);
    expect(parsed.filter(([source]) => isDynamic(source!)).length).toBeLessThanOrEqual(100);
    for (const alias of [...aliases, ...earlierUrls()]) {
      expect(redirectLines).toContain(`${alias.from} ${alias.to} 301`);
      expect(redirectLines).toContain(`${alias.from.replace(/\/$/, '')} ${alias.to} 301`);
    }
  });

  it('_headers: within the limits, with no detach line that Netlify would drop', () => {
    const text = readFileSync(headersPath, 'utf8');
    const rules = text.split('\n').filter((line) => /^\//.test(line));
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) {
      expect(line.length).toBeLessThanOrEqual(2000);
      expect(line.trim().startsWith('!'), line).toBe(false);
    }
  });

  it('each locale has a 404.html at its prefix, which Pages serves for unknown paths below it', () => {
    for (const { prefix } of notFoundPages())
      expect(existsSync(join(distClient, prefix, '404.html'))).toBe(true);
  });
});
