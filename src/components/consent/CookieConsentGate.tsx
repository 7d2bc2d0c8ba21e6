import { lazy, Suspense, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { needsConsentBanner } from '../../lib/consent';

// Visitors who already answered never download the banner's code.
const CookieBanner = lazy(() => import('./CookieBanner'));

export function CookieConsentGate() {
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(false);
  // Storage is only read in the browser, after hydration, so the HTML never differs.
  if (!hydrated || hidden || !needsConsentBanner()) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner onHide={() => setHidden(true)} />
    </Suspense>
  );
}
