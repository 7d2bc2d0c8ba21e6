import { Icon } from '../ui/Icon';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postponeConsent, recordConsent, type Consent } from '../../lib/consent';
import { useLocale } from '../../lib/useLocale';

/**
 * An overlay at the bottom of the viewport: it never pushes the page's content. Its words are
 * UI strings (`cookies.*`), so they say what the site really stores, as the privacy policy does.
 */
export default function CookieBanner({
  onHide,
  reopened = false,
}: {
  onHide: () => void;
  /** Opened on request (the footer's privacy settings): focus moves in, and back on closing. */
  reopened?: boolean;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const titleId = useId();
  /** What had focus when the banner was reopened (the footer's button), to give it back. */
  const opener = useRef<HTMLElement>(null);
  // Opened on request, it takes focus, so keyboard and screen-reader users land in it.
  const takeFocus = (section: HTMLElement | null) => {
    if (!reopened || !section || opener.current) return;
    opener.current = document.activeElement as HTMLElement;
    section.focus();
  };
  const hide = () => {
    onHide();
    opener.current?.focus();
  };
  const answer = (value: Consent) => () => {
    recordConsent(value);
    hide();
  };
  const actions: { value: Consent; label: string; style: string }[] = [
    {
      value: 'all',
      label: t('cookies.acceptAll'),
      style: 'bg-brand-600 text-white hover:bg-brand-700',
    },
    {
      value: 'necessary',
      label: t('cookies.necessary'),
      style: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
    },
    {
      value: 'customized',
      label: t('cookies.personalize'),
      style: 'text-slate-700 hover:bg-slate-100',
    },
  ];
  return (
    <section
      ref={takeFocus}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-3 bottom-3 z-[60] rounded-2xl bg-white p-4 shadow-2xl shadow-slate-900/20 ring-1 ring-slate-900/10 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-w-md sm:p-6"
    >
      <button
        type="button"
        onClick={() => {
          postponeConsent();
          hide();
        }}
        aria-label={t('cookies.close')}
        className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <Icon name="x" className="size-5" />
      </button>
      <p
        id={titleId}
        className="flex items-center gap-2 pr-10 text-base font-semibold text-slate-900"
      >
        <Icon name="shield-check" className="size-5 text-accent-600" />
        {t('cookies.title')}
      </p>
      <p className="mt-1.5 text-sm leading-6 text-slate-600">
        {t('cookies.body')}{' '}
        <a
          href={localize('/privacy-policy')}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t('cookies.moreInfo')}
          <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-4">
        {actions.map((action) => (
          <button
            key={action.value}
            type="button"
            onClick={answer(action.value)}
            className={`inline-flex min-h-11 flex-auto items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors sm:flex-none ${action.style}`}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
