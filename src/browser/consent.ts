import { safeStorage } from './safeStorage';

/** Storage key and values named by the spec. */
export const consentStorageKey = 'cookieConsent';
export const consentValues = ['all', 'necessary', 'customized'] as const;
export type Consent = (typeof consentValues)[number];

// In memory only: the banner stays hidden across client navigations but returns on reload,
// which is what "close" means and the best blocked storage allows.
let hiddenThisPageSession = false;

export function storedConsent(): Consent | null {
  const value = safeStorage.get(consentStorageKey);
  return (consentValues as readonly string[]).includes(value ?? '') ? (value as Consent) : null;
}

export function needsConsentBanner(): boolean {
  return !hiddenThisPageSession && storedConsent() === null;
}

export function recordConsent(value: Consent): void {
  safeStorage.set(consentStorageKey, value);
  hiddenThisPageSession = true;
}

/** The close button: hides the banner without answering. */
export function postponeConsent(): void {
  hiddenThisPageSession = true;
}

/** The banner's gate, once mounted: reopens the banner on request. */
let reopenBanner: (() => void) | undefined;

/** The footer's privacy-settings button: asks the banner to open again, answered or not. */
export const openConsentSettings = () => reopenBanner?.();

/** The banner's gate registers here (one gate per page, for the page's whole life). */
export function onConsentSettingsRequest(listener: () => void): void {
  reopenBanner = listener;
}
