import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { needsConsentBanner, onConsentSettingsRequest } from '../../../browser/consent';

// Visitors who already answered never download the banner's code, until they ask for it.
const CookieBanner = lazy(() => import('./CookieBanner'));

export function CookieConsentGate() {
  const hydrated = useHydrated();
  /** `reopened`: asked for from the footer's privacy settings, shown whatever the stored answer. */
  const [state, setState] = useState<'auto' | 'hidden' | 'reopened'>('auto');
  useEffect(() => onConsentSettingsRequest(() => setState('reopened')), []);

  // Storage is only read in the browser, after hydration, so the HTML never differs.
  if (!hydrated || state === 'hidden' || (state === 'auto' && !needsConsentBanner())) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopened={state === 'reopened'} onHide={() => setState('hidden')} />
    </Suspense>
  );
}
