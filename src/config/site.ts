/**
 * The brand and every outbound address, in one place so a deploy changes them once.
 * `SITE_URL` (read at build) overrides `siteUrl`.
 */

import type { ProofStatus } from '../data/proof';

// Vite inlines `import.meta.env.X` only when written out in full; Node scripts (and tests) have
// no `import.meta.env` at all, so they read process.env instead.
function viteEnv(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
const nodeEnv = typeof process !== 'undefined' ? process.env : undefined;
const buildEnv = {
  SITE_URL: viteEnv(() => import.meta.env.SITE_URL) ?? nodeEnv?.SITE_URL,
  // Read by the pre-render and the publish step only: the browser learns the mode from the page.
  LANGUAGE_DETECTION: nodeEnv?.LANGUAGE_DETECTION,
};

export const site = {
  /** Brand name shown in titles, copy and structured data. */
  brand: 'Ludiqo',
  /** First year of the footer's copyright, "© 2024–<build year>" (the spec's 2024). */
  copyrightSince: 2024,
  /** Absolute origin used for canonical, hreflang, sitemap and social tags; no trailing slash. */
  siteUrl: (buildEnv.SITE_URL || 'https://www.ludiqo.com').replace(/\/+$/, ''),
  /** External app's access page; `?accion=acceso` logs in, `?accion=registro` signs up. */
  appAccessUrl: 'https://app.ludiqo.com/acceso',
  /** External sales-meeting scheduler ("Talk to sales"). */
  salesMeetingUrl: 'https://meet.ludiqo.com/ventas',
  /** Calendar booking page for demos. */
  calendarBookingUrl: 'https://calendar.ludiqo.com/demo',
  /** Separate portal where affiliates sign up, with no approval. */
  affiliatePortalUrl: 'https://afiliados.ludiqo.com',
  /** Specialised custom AI assistant for the scene-script playbook (also quoted in translated copy). */
  customAssistantUrl: 'https://chatgpt.com/g/g-ludiqo-scene-script',
  /**
   * 'suggest' shows a bar offering the browser's language; 'redirect' switches at once.
   * `LANGUAGE_DETECTION=redirect` at build overrides it.
   */
  languageDetection: (buildEnv.LANGUAGE_DETECTION === 'redirect' ? 'redirect' : 'suggest') as
    'suggest' | 'redirect',
  /** Spain's data-protection authority, which the privacy policy must name. */
  dataProtectionAuthorityUrl: 'https://www.aepd.es',
  /** Data controller named in the legal texts. */
  legal: {
    legalName: 'Ludiqo Interactive, S.L.',
    /** A CIF: `src/config/cif.test.ts` checks its control digit. */
    taxId: 'B12345674',
    /** Registered office; the country is an ISO code, named in each page's language. */
    address: { street: 'Calle de Ejemplo, 1', postalCode: '28000', city: 'Madrid', country: 'ES' },
    registry: 'Registro Mercantil de Madrid',
    privacyEmail: 'privacidad@ludiqo.com',
    contactEmail: 'hola@ludiqo.com',
  },
} as const;

export type LegalField = keyof typeof site.legal;

type OutboundField =
  | 'appAccessUrl'
  | 'salesMeetingUrl'
  | 'calendarBookingUrl'
  | 'affiliatePortalUrl'
  | 'customAssistantUrl'
  | 'dataProtectionAuthorityUrl';

/**
 * Which of the facts above the company has confirmed (`src/data/proof.ts`). Until then the value
 * is a stand-in: the sample tax id passes its check digit, the sample street is not anyone's.
 * The AEPD's address is public record.
 */
export const siteStatus = {
  appAccessUrl: 'sample',
  salesMeetingUrl: 'sample',
  calendarBookingUrl: 'sample',
  affiliatePortalUrl: 'sample',
  customAssistantUrl: 'sample',
  dataProtectionAuthorityUrl: 'confirmed',
  'legal.legalName': 'sample',
  'legal.taxId': 'sample',
  'legal.address': 'sample',
  'legal.registry': 'sample',
  'legal.privacyEmail': 'sample',
  'legal.contactEmail': 'sample',
} as const satisfies Record<OutboundField | `legal.${LegalField}`, ProofStatus>;

/** Login link to the external app. */
export const loginUrl = `${site.appAccessUrl}?accion=acceso`;
/** Sign-up link to the external app; always opened in a new tab. */
export const registerUrl = `${site.appAccessUrl}?accion=registro`;

/** Social card used when a page's front-matter names none (1200×630 PNG below `public/`). */
export const defaultSocialImage = '/og/default.png';
