// https://vike.dev/PageType
import '../src/styles/global.css';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CookieConsentGate } from '../src/render/components/consent/CookieConsentGate';
import { SiteHeader } from '../src/render/components/header/SiteHeader';
import { LanguageSuggestionGate } from '../src/render/components/language/LanguageSuggestionGate';
import { Notifications } from '../src/render/components/layout/Notifications';
import { RouteLoadingIndicator } from '../src/render/components/layout/RouteLoadingIndicator';
import { SiteFooterPart } from '../src/render/components/layout/shellParts';
import { SkipLink } from '../src/render/components/layout/SkipLink';
import { getI18n } from '../src/i18n/i18n';
import { HydrationMark } from '../src/browser/hydrationSignal';
import { useLocale } from '../src/render/hooks/useLocale';

export default function PageType({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <SkipLink />
      <CookieConsentGate />
      <RouteLoadingIndicator />
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <LanguageSuggestionGate />
        {/* No top padding: each page's first band runs under the transparent bar. */}
        {/* Each boundary hydrates as its own task, so a slow phone never sees one long one. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense>
            {children}
            <HydrationMark part="main" />
          </Suspense>
        </main>
        <Suspense>
          <SiteFooterPart />
          <HydrationMark part="footer" />
        </Suspense>
      </div>
      <Notifications />
    </I18nextProvider>
  );
}
