import { describe, expect, it } from 'vitest';
import { defaultLocale, publishedLocaleCodes } from '../../i18n/locales';
import { localeRedirectScript } from '../../i18n/localeRedirectScript';
import { contentSecurityPolicy, scriptHash, siteInlineScripts, siteScriptHashes } from './csp';
import { earlyEventRecorder } from '../../browser/islands/earlyEvents';
import { deferredScriptLoader } from './deferScripts';

describe('CSP', () => {
  it('hashes the scripts the site writes, from their source, in the build detection mode', () => {
    expect(siteInlineScripts('redirect')).toEqual([
      ...publishedLocaleCodes.map((locale) => localeRedirectScript(locale, 'redirect')),
      earlyEventRecorder,
      deferredScriptLoader,
    ]);
    // One redirect script per locale, plus the event recorder and the script loader.
    expect(siteScriptHashes('suggest')).toHaveLength(publishedLocaleCodes.length + 2);
    expect(siteScriptHashes('suggest')).toContain(scriptHash(earlyEventRecorder));
    expect(siteScriptHashes('suggest')).toContain(scriptHash(deferredScriptLoader));
    expect(siteScriptHashes('suggest')).not.toContain(
      scriptHash(localeRedirectScript(defaultLocale, 'redirect')),
    );
    expect(scriptHash('run()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows no inline script or style but the hashed scripts, no third party and no framing', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toMatch(/https?:/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
  });
});
