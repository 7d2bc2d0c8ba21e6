import { lazy, Suspense, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { browserLocale, navigatorLanguages, savedLocale } from '../../i18n/languagePreference';
import type { Locale } from '../../i18n/locales';
import { useLocale } from '../../lib/useLocale';

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

function suggestedLocale(pageLocale: Locale): Locale | null {
  // The page's head script marks 'redirect' mode, which never suggests (see localeRedirectScript).
  if (document.documentElement.hasAttribute('data-language-redirect')) return null;
  if (answeredThisPageSession || savedLocale()) return null;
  const candidate = browserLocale(navigatorLanguages());
  return candidate && candidate !== pageLocale ? candidate : null;
}
