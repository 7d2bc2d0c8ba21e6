// https://vike.dev/error-page
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { notFoundSections } from '../../src/render/components/layout/shellParts';
import { ButtonLink } from '../../src/render/components/ui/ButtonLink';
import { registerUrl } from '../../src/config/site';
import { useLocale } from '../../src/render/hooks/useLocale';

export default function Page() {
  const pageContext = usePageContext();
  return pageContext.is404 ? <NotFound /> : <UnexpectedError />;
}

function NotFound() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const config = useConfig();
  config({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  useEffect(() => {
    console.error('User attempted to access non-existent route:', window.location.pathname);
  }, []);
  // The way home first, where a phone's first screen shows it, then the main sections the
  // visitor may have meant (on phones the map ran two screens above it), then sign-up.
  return (
    <>
      <ErrorShell heading={t('notFound.heading')} message={t('notFound.message')}>
        <ButtonLink href={localize('/')} size="lg">
          {t('notFound.homeLink')}
        </ButtonLink>
      </ErrorShell>
      <notFoundSections.Part />
      {/* The page ends, as every page does, with a next step: outlined, so the way home stays
          the one filled button. */}
      <section className="flex justify-center px-4 pt-12 pb-24 sm:pb-32">
        <ButtonLink href={registerUrl} external size="lg" variant="secondary">
          {t('nav.startFree')}
        </ButtonLink>
      </section>
    </>
  );
}

function UnexpectedError() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const config = useConfig();
  config({ title: t('error.metaTitle') });
  // The error itself is for developers: Vike has logged it to the console.
  return (
    <>
      <ErrorShell heading={t('error.heading')} message={t('error.fallbackMessage')}>
        <ButtonLink href={localize('/')}>{t('error.homeLink')}</ButtonLink>
      </ErrorShell>
      <div className="pb-20 sm:pb-28" />
    </>
  );
}

function ErrorShell({
  heading,
  message,
  children,
}: {
  heading: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-32 pb-4 text-center sm:pt-48">
      <h1 className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">
        {heading}
      </h1>
      <p className="mt-4 max-w-full whitespace-pre-wrap break-words text-xl text-slate-700">
        {message}
      </p>
      {children && <div className="mt-8 sm:mt-10">{children}</div>}
    </div>
  );
}
