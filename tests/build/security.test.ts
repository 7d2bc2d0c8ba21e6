import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditHtml, auditSvg } from '../../src/build/publishing/auditHtml';
import { buildMachinePaths, findBuildInternals } from '../../src/build/publishing/buildInternals';
import { siteInlineScripts, siteScriptHashes } from '../../src/build/publishing/csp';
import { distClient, projectRoot } from '../support/site';

/** Both builds, with their detection mode: their redirect scripts (and so their hashes) differ. */
const builds = [
  { dir: join(projectRoot, 'dist'), mode: 'suggest' as const },
  { dir: join(projectRoot, 'dist-redirect'), mode: 'redirect' as const },
].filter(({ dir }) => existsSync(join(dir, 'client')));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** The `Name: value` lines of the `/*` rule of `_headers`. */
function documentHeaders(client: string): Map<string, string> {
  const block = readFileSync(join(client, '_headers'), 'utf8')
    .split(/\n(?=\S)/)
    .find((rule) => rule.startsWith('/*\n'));
  return new Map(
    block!
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('!'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('security headers', () => {
  const headers = documentHeaders(distClient);

  it('the CSP allows the site’s own inline scripts and no inline style', () => {
    expect(headers.get('Content-Security-Policy')).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${siteScriptHashes('suggest').join(' ')}`,
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    );
  });

  it('every document gets HSTS, COOP, CORP and a current Permissions-Policy', () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const permissions = headers.get('Permissions-Policy')!;
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
    ]) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(permissions).not.toContain('interest-cohort');
  });
});

describe.each(builds)('published files of $dir', ({ dir, mode }) => {
  const client = join(dir, 'client');

  it('the CSP hashes exactly the scripts the site writes in this detection mode', () => {
    const csp = documentHeaders(client).get('Content-Security-Policy')!;
    expect(csp).toContain(`script-src 'self' ${siteScriptHashes(mode).join(' ')};`);
  });

  it('no page holds markup beyond the allow-list: scripts, handlers, embeds, styles, animation, forms, other hosts', () => {
    const own = new Set(siteInlineScripts(mode));
    const pages = filesUnder(client).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(80);
    const findings = pages.flatMap((file) =>
      auditHtml(readFileSync(file, 'utf8'), own).map((f) => `${relative(dir, file)}: ${f}`),
    );
    expect(findings).toEqual([]);
  });

  it('no SVG file holds anything that runs, loads another host or animates', () => {
    const svgs = filesUnder(client).filter((file) => file.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(100);
    const findings = svgs.flatMap((file) =>
      auditSvg(readFileSync(file, 'utf8')).map((f) => `${relative(dir, file)}: ${f}`),
    );
    expect(findings).toEqual([]);
  });

  it('no file gives away a build path, a node_modules path or a stack trace', () => {
    const paths = buildMachinePaths(projectRoot);
    const files = filesUnder(dir);
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) =>
      findBuildInternals(readFileSync(file, 'latin1'), paths)
        // Vike's build manifest beside client/ names modules by path; it is never published.
        .filter((finding) => file.startsWith(client) || !finding.startsWith('node_modules'))
        .map((finding) => `${relative(dir, file)}: ${finding}`),
    );
    expect(findings).toEqual([]);
  });
});
