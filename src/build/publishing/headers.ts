import { contentSecurityPolicy } from './csp';

/** One HTTP response header: its name and value. */
export type Header = readonly [name: string, value: string];

/** Browser features the site never uses, denied to it and to anything it could embed. */
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

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
    ['Permissions-Policy', permissionsPolicy],
    // Two years, the preload list's minimum; every subdomain is HTTPS too.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    // No other window keeps a handle on ours, and no other site embeds our files.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/** Content-hashed files under `/assets/` never change. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Pages and everything else: cached, but checked with the host on every use. */
export const revalidateCache = 'public, max-age=0, must-revalidate';
