import { contentSecurityPolicy } from './csp';

/** One HTTP response header: its name and value. */
export type Header = readonly [name: string, value: string];

/**
 * The security headers every document gets, on every host (`_headers`, the nginx configuration,
 * the preview server). One list, so the hosts cannot drift apart.
 */
export function documentHeaders(scriptHashes: string[]): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
  ];
}

/** Content-hashed files under `/assets/` never change. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Pages and everything else: cached, but checked with the host on every use. */
export const revalidateCache = 'public, max-age=0, must-revalidate';
