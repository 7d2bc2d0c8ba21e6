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
  // Where the visitor may have meant to go, then a next step: the main sections and sign-up.
  return (
    <>
      <ErrorShell heading={t('notFound.heading')} message={t('notFound.message')} />
      <notFoundSections.Part />
      <section className="mx-auto flex max-w-3xl flex-wrap justify-center gap-3 px-4 pb-24 pt-12 sm:pb-32">
        <ButtonLink href={registerUrl} external size="lg">
          {t('nav.startFree')}
        </ButtonLink>
        <ButtonLink href={localize('/')} variant="secondary" size="lg">
          {t('notFound.homeLink')}
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
    <ErrorShell heading={t('error.heading')} message={t('error.fallbackMessage')}>
      <ButtonLink href={localize('/')}>{t('error.homeLink')}</ButtonLink>
    </ErrorShell>
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
    <div
      className={`mx-auto flex max-w-3xl flex-col items-center px-4 pt-40 text-center sm:pt-48 ${children ? 'pb-24 sm:pb-32' : 'pb-4'}`}
    >
      <h1 className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">
        {heading}
      </h1>
      <p className="mt-4 max-w-full whitespace-pre-wrap break-words text-xl text-slate-700">
        {message}
      </p>
      {children && <div className="mt-10">{children}</div>}
    </div>
  );
}
