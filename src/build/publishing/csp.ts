import { createHash } from 'node:crypto';
import { site } from '../../config/site';
import { publishedLocaleCodes } from '../../i18n/locales';
import { localeRedirectScript } from '../../i18n/localeRedirectScript';
import { earlyEventRecorder } from '../../browser/islands/earlyEvents';
import { deferredScriptLoader } from './deferScripts';

/** The hash CSP expects for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Every inline script the site itself writes into a page, from its source: the language redirect
 * (one per locale, in the build's detection mode), the islands' event recorder and the deferred
 * loader. Whatever else an inline script in the output holds came from somewhere else, and is
 * refused, never hashed.
 */
export function siteInlineScripts(mode: 'suggest' | 'redirect' = site.languageDetection): string[] {
  return [
    ...publishedLocaleCodes.map((locale) => localeRedirectScript(locale, mode)),
    earlyEventRecorder,
    deferredScriptLoader,
  ];
}

/** The CSP hashes of `siteInlineScripts()`. */
export function siteScriptHashes(mode?: 'suggest' | 'redirect'): string[] {
  return siteInlineScripts(mode).map(scriptHash).sort();
}

/**
 * Same origin only, the site's own hashed inline scripts, no inline style, no framing, no
 * plugins, and no plain-HTTP subresource.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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
  ].join('; ');
}
