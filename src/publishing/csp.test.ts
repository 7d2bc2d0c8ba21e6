import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from './csp';

describe('CSP', () => {
  it('hashes executable inline scripts only, once each', () => {
    const page = `<script>run()</script><script id="d" type="application/json">{"a":1}</script>
      <script src="/a.js" type="module" async></script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes([page, page])).toEqual([scriptHash('run()')]);
    expect(scriptHash('run()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows no inline script but the hashed ones, no third party and no framing', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toMatch(/https?:/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
