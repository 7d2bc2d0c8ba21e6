import { Icon } from '../ui/Icon';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postponeConsent, recordConsent, type Consent } from '../../../browser/consent';
import { useLocale } from '../../hooks/useLocale';

/**
 * A slim bar along the bottom of the viewport. While it shows, the page gains its height as bottom
 * padding, so every part of the page can still be scrolled into view above it. Its words are UI
 * strings (`cookies.*`), so they say what the site really stores, as the privacy policy does.
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
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      root.style.setProperty('--consent-space', `${entry!.borderBoxSize[0]!.blockSize}px`);
    });
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-space');
    };
  }, []);
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
      ref={(section) => {
        bar.current = section;
        takeFocus(section);
      }}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-slate-200 bg-white shadow-banner"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-2.5 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-8 lg:py-4 lg:pr-16">
        {/* First in the tab order, as before: closing is the quickest answer. */}
        <button
          type="button"
          onClick={() => {
            postponeConsent();
            hide();
          }}
          aria-label={t('cookies.close')}
          className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 sm:right-3 lg:top-1/2 lg:-translate-y-1/2"
        >
          <Icon name="x" className="size-5" />
        </button>
        {/* On phones the title runs into the text: the bar stays short enough to leave the
            page's first buttons in view. */}
        <p className="pr-10 text-[13px] leading-[18px] text-slate-600 sm:text-sm sm:leading-6 lg:flex-1 lg:pr-0">
          <span
            id={titleId}
            className="font-semibold text-slate-900 lg:mb-1 lg:flex lg:items-center lg:gap-2 lg:text-base"
          >
            <Icon name="shield-check" className="hidden size-5 shrink-0 text-accent-600 lg:block" />
            {t('cookies.title')}
          </span>
          <span className="lg:hidden">. </span>
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
        <div className="flex gap-2">
          {actions.map((action) => (
            <button
              key={action.value}
              type="button"
              onClick={answer(action.value)}
              className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-sm leading-4 font-semibold transition-colors sm:px-4 lg:flex-none lg:whitespace-nowrap ${action.style}`}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
