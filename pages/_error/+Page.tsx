// https://vike.dev/error-page
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { useLocale } from '../../src/lib/useLocale';

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
  return (
    <ErrorShell heading={t('notFound.heading')} message={t('notFound.message')}>
      <ButtonLink href={localize('/')}>{t('notFound.homeLink')}</ButtonLink>
    </ErrorShell>
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
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pb-24 pt-40 text-center sm:pb-32 sm:pt-48">
      <h1 className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">
        {heading}
      </h1>
      <p className="mt-4 max-w-full whitespace-pre-wrap break-words text-xl text-slate-700">
        {message}
      </p>
      <div className="mt-10">{children}</div>
    </div>
  );
}
