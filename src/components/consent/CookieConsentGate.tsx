import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { needsConsentBanner, onConsentSettingsRequest } from '../../lib/consent';

// Visitors who already answered never download the banner's code, until they ask for it.
const CookieBanner = lazy(() => import('./CookieBanner'));

export function CookieConsentGate() {
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(false);
  /** Opened from the footer's privacy settings: shown whatever the stored answer. */
  const [reopened, setReopened] = useState(false);
  useEffect(
    () =>
      onConsentSettingsRequest(() => {
        setHidden(false);
        setReopened(true);
      }),
    [],
  );

  // Storage is only read in the browser, after hydration, so the HTML never differs.
  if (!hydrated || hidden || (!reopened && !needsConsentBanner())) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        reopened={reopened}
        onHide={() => {
          setHidden(true);
          setReopened(false);
        }}
      />
    </Suspense>
  );
}
