import { Icon } from '../ui/Icon';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { loadI18n } from '../../../i18n/i18n';
import { saveLocale } from '../../../i18n/languagePreference';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/urls';
import { useLocale } from '../../hooks/useLocale';

/** "This page is available in English — Switch / Stay", written in the suggested language. */
export default function LanguageSuggestionBar({
  suggested,
  onAnswer,
}: {
  suggested: Locale;
  onAnswer: () => void;
}) {
  const { locale, route } = useLocale();
  const { siteTokens } = usePageContext().globalContext;
  const [t, setT] = useState<TFunction | null>(null);
  useEffect(() => {
    let current = true;
    void loadI18n(suggested, siteTokens).then((instance) => current && setT(() => instance.t));
    return () => {
      current = false;
    };
  }, [suggested, siteTokens]);
  if (!t) return null;
  return (
    <section
      lang={suggested}
      aria-label={t('language.suggestion.label')}
      className="absolute inset-x-3 top-[4.5rem] z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-2xl bg-brand-950 p-4 text-white shadow-xl shadow-brand-950/30 sm:flex-row sm:items-center sm:gap-4 sm:pl-5"
    >
      <p className="flex flex-1 items-center gap-3 text-sm font-medium sm:text-base">
        <Icon name="languages" className="size-5 shrink-0 text-accent-300" />
        {t('language.suggestion.message')}
      </p>
      <div className="flex gap-2">
        <a
          href={localizePath(route, suggested)}
          hrefLang={suggested}
          onClick={() => {
            saveLocale(suggested);
            onAnswer();
          }}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:flex-none"
        >
          {t('language.suggestion.switch')}
        </a>
        <button
          type="button"
          onClick={() => {
            saveLocale(locale);
            onAnswer();
          }}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 sm:flex-none"
        >
          {t('language.suggestion.stay', { language: t(`language.names.${locale}`) })}
        </button>
      </div>
    </section>
  );
}
