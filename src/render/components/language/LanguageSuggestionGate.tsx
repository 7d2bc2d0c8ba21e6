import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { savedLocale } from '../../../i18n/languagePreference';
import { isPublishedLocale, type Locale } from '../../../i18n/locales';
import { useLocale } from '../../hooks/useLocale';

const LanguageSuggestionBar = lazy(() => import('./LanguageSuggestionBar'));

// Answered (or dismissed with blocked storage) for the rest of this page session.
let answeredThisPageSession = false;

/**
 * DECISIONS.md: with no saved choice, a supported browser language that differs from the
 * page's offers the switch instead of redirecting (crawlers never see it).
 */
export function LanguageSuggestionGate() {
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(answeredThisPageSession);
  const suggested = hydrated && !answered ? suggestedLocale(locale) : null;
  useEffect(() => {
    // No offer (answered, or the visitor is already in that language): free the reserved space.
    if (hydrated && !suggested) document.documentElement.removeAttribute(suggestAttribute);
  }, [hydrated, suggested]);
  if (!suggested) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestionBar
        suggested={suggested}
        onAnswer={() => {
          answeredThisPageSession = true;
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}

/** Set before the first paint by the head script (localeRedirectScript), never in 'redirect' mode. */
const suggestAttribute = 'data-language-suggest';

function suggestedLocale(pageLocale: Locale): Locale | null {
  const candidate = document.documentElement.getAttribute(suggestAttribute);
  if (answeredThisPageSession || savedLocale() || !isPublishedLocale(candidate)) return null;
  return candidate !== pageLocale ? candidate : null;
}
