/**
 * The brand and every outbound address, in one place so a deploy changes them once.
 * `SITE_URL` (read at build) overrides `siteUrl`.
 */

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
  LANGUAGE_DETECTION:
    viteEnv(() => import.meta.env.LANGUAGE_DETECTION) ?? nodeEnv?.LANGUAGE_DETECTION,
};

export const site = {
  /** Brand name shown in titles, copy and structured data. */
  brand: 'Ludiqo',
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
    taxId: 'B-67584921',
    /** Street, postcode and city; the country is added in the reader's language. */
    address: 'Calle de Alcalá 21, 28014 Madrid',
    /** ISO 3166 code of the registered office's country, named with `Intl.DisplayNames`. */
    country: 'ES',
    registry: 'Registro Mercantil de Madrid',
    privacyEmail: 'privacidad@ludiqo.com',
    contactEmail: 'hola@ludiqo.com',
  },
} as const;

export type LegalField = keyof typeof site.legal;

/** Login link to the external app. */
export const loginUrl = `${site.appAccessUrl}?accion=acceso`;
/** Sign-up link to the external app; always opened in a new tab. */
export const registerUrl = `${site.appAccessUrl}?accion=registro`;

/** Social card used when a page's front-matter names none (1200×630 PNG below `public/`). */
export const defaultSocialImage = '/og/default.png';
