import { createHash } from 'node:crypto';

/** The hash CSP expects for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Hashes of every executable inline script in the pages (today: the language redirect, one per
 * locale and detection mode). JSON data blocks are not executed, so CSP ignores them.
 */
export function inlineScriptHashes(pages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      const attributes = match[1] ?? '';
      if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
      hashes.add(scriptHash(match[2] ?? ''));
    }
  }
  return [...hashes].sort();
}

/** Same-origin everything, hashed inline scripts only, no framing, no plugins. */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React writes a few style attributes (progress bars); no script can use this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
